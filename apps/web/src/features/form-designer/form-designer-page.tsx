import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import '../../forms/designer/designer-i18n';
import { FormDesigner } from '../../forms/designer/form-designer';
import { SAMPLE_DEFINITION } from '../../forms/designer/sample-definition';

/** /system/form/designer: the form designer, opened on a sample after-sales form. */
export function FormDesignerPage() {
  const { t } = useTranslation('designer');
  return (
    <section className="atrium-panel" data-testid="form-designer-page">
      <header style={{ marginBottom: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('page.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('page.subtitle')}</Typography.Text>
      </header>
      <FormDesigner initial={SAMPLE_DEFINITION} />
    </section>
  );
}
