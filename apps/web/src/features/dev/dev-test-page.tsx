import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRenderer } from '../../forms/form-renderer';
import type { FormValues } from '../../forms/form-schema';
import { PLAYGROUND_DEFINITION } from './playground-definition';

type Mode = 'edit' | 'preview';
type Outcome = { valid: boolean; values: FormValues } | null;

/** /devPageTest: every field kind and both sub-form modes, editable or previewed, with a validate check. */
export function DevTestPage() {
  const { t } = useTranslation('forms');
  const [form] = Form.useForm<FormValues>();
  const [mode, setMode] = useState<Mode>('edit');
  const [outcome, setOutcome] = useState<Outcome>(null);

  const validate = async () => {
    try {
      setOutcome({ valid: true, values: await form.validateFields() });
    } catch {
      setOutcome({ valid: false, values: form.getFieldsValue(true) as FormValues });
    }
  };

  return (
    <section className="atrium-panel" data-testid="dev-test-page">
      <Space style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('dev.title')}
        </Typography.Title>
        <Space>
          <Segmented<Mode>
            value={mode}
            onChange={setMode}
            options={[
              { label: t('dev.modeEdit'), value: 'edit' },
              { label: t('dev.modePreview'), value: 'preview' },
            ]}
          />
          {/* Rules apply to what can be edited, so validating is an edit-mode action. */}
          <Button type="primary" onClick={validate} disabled={mode === 'preview'}>
            {t('dev.validate')}
          </Button>
        </Space>
      </Space>
      <FormRenderer definition={PLAYGROUND_DEFINITION} form={form} preview={mode === 'preview'} />
      {/* The outcome of a check belongs to edit mode; a preview shows values, not complaints. */}
      {outcome && mode === 'edit' && (
        <div data-testid="dev-test-outcome">
          <Typography.Text type={outcome.valid ? 'success' : 'danger'}>
            {outcome.valid ? t('dev.valid') : t('dev.invalid')}
          </Typography.Text>
          <Typography.Title level={5}>{t('dev.values')}</Typography.Title>
          <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {JSON.stringify(outcome.values, null, 2)}
          </pre>
        </div>
      )}
    </section>
  );
}
