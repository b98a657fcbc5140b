import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PlatformServiceForm } from './platform-service-form';
import { PLATFORM_SERVICES_NS } from './platform-services-i18n';

const LIST_PATH = '/product/service/list';

/** 新建平台服务 (/product/service/create): the service form on a page; saved, the list opens. */
export function PlatformServiceCreatePage() {
  const { t } = useTranslation(PLATFORM_SERVICES_NS);
  const navigate = useNavigate();
  return (
    <section className="atrium-panel" data-testid="platform-service-create" style={{ maxWidth: 880 }}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('form.createTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('platformService.lengthHint')}</Typography.Paragraph>
      <PlatformServiceForm
        id={null}
        onSaved={() => navigate(LIST_PATH)}
        onCancel={() => navigate(LIST_PATH)}
      />
    </section>
  );
}
