import { FORM_DEFAULT_SPAN, FORM_GUTTER, FORM_LABEL_SPAN, FORM_WRAPPER_SPAN } from '@atrium/contract';
import Alert from 'antd/es/alert';
import Descriptions from 'antd/es/descriptions';
import { useTranslation } from 'react-i18next';

/**
 * The form-level settings. Spec §2.10 fixes them for every custom form (horizontal, labels right,
 * 6/18 columns, gutter 15, span 24), so they are shown rather than edited.
 */
export function FormSettings({ fieldCount }: { fieldCount: number }) {
  const { t } = useTranslation('designer');
  return (
    <div data-testid="designer-form-settings">
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'layout', label: t('form.layout'), children: t('form.layoutValue') },
          {
            key: 'label',
            label: t('form.labelCol'),
            children: t('form.labelColValue', { label: FORM_LABEL_SPAN, wrapper: FORM_WRAPPER_SPAN }),
          },
          { key: 'gutter', label: t('form.gutter'), children: FORM_GUTTER },
          { key: 'span', label: t('form.defaultSpan'), children: `${FORM_DEFAULT_SPAN}/24` },
          { key: 'fields', label: t('form.fields'), children: fieldCount },
        ]}
      />
      <Alert type="info" showIcon style={{ marginTop: 12 }} title={t('form.fixedHint')} />
    </div>
  );
}
