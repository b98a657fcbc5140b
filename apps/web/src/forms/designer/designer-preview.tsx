import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Segmented from 'antd/es/segmented';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRenderer } from '../form-renderer';
import type { FormDefinition, FormValues } from '../form-schema';

type Mode = 'edit' | 'preview';

interface DesignerPreviewProps {
  definition: FormDefinition;
}

/**
 * The definition as users will see it, through the real renderer: fill it in and validate, or
 * read it back in preview mode. A changed definition starts a fresh form (new defaults apply).
 */
export function DesignerPreview({ definition }: DesignerPreviewProps) {
  const { t } = useTranslation('designer');
  const [mode, setMode] = useState<Mode>('edit');
  // The renderer reads defaults once, when its form mounts; a new definition means a new form.
  const signature = JSON.stringify(definition);
  return (
    <section className="atrium-designer-pane atrium-designer-preview" aria-label={t('preview.title')}>
      <header className="atrium-designer-pane-header">
        <span>{t('preview.title')}</span>
        <Segmented<Mode>
          size="small"
          value={mode}
          onChange={setMode}
          data-testid="preview-mode"
          options={[
            { label: t('preview.edit'), value: 'edit' },
            { label: t('preview.read'), value: 'preview' },
          ]}
        />
      </header>
      <PreviewForm key={signature} definition={definition} mode={mode} />
    </section>
  );
}

interface PreviewFormProps {
  definition: FormDefinition;
  mode: Mode;
}

function PreviewForm({ definition, mode }: PreviewFormProps) {
  const { t } = useTranslation('designer');
  const [form] = Form.useForm<FormValues>();
  const [valid, setValid] = useState<boolean | null>(null);
  const validate = async () => {
    try {
      await form.validateFields();
      setValid(true);
    } catch {
      setValid(false);
    }
  };
  const reset = () => {
    form.resetFields();
    setValid(null);
  };
  return (
    <div className="atrium-designer-pane-body" data-testid="designer-preview">
      {definition.fields.length === 0 ? (
        <Empty description={t('preview.empty')} />
      ) : (
        <FormRenderer definition={definition} form={form} preview={mode === 'preview'} />
      )}
      {/* Checking rules is about what can be edited, so the outcome belongs to edit mode only. */}
      {mode === 'edit' && definition.fields.length > 0 && (
        <div className="atrium-designer-list-row" style={{ justifyContent: 'flex-end', marginTop: 8 }}>
          {valid !== null && (
            <Alert
              type={valid ? 'success' : 'error'}
              showIcon
              title={valid ? t('preview.valid') : t('preview.invalid')}
              style={{ flex: 1, paddingBlock: 2 }}
              data-testid="preview-outcome"
            />
          )}
          <Button onClick={reset}>{t('preview.reset')}</Button>
          <Button type="primary" onClick={validate} data-testid="preview-validate">
            {t('preview.validate')}
          </Button>
        </div>
      )}
    </div>
  );
}
