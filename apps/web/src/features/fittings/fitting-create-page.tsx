import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FittingForm } from './fitting-form';
import { FITTINGS_NS } from './fittings-i18n';

export const FITTING_LIST_PATH = '/product/fitting/list';

/** 新建配件 (/product/fitting/create): the fitting form on a page; saved, the list opens. */
export function FittingCreatePage() {
  const { t } = useTranslation(FITTINGS_NS);
  const navigate = useNavigate();
  return (
    <section className="atrium-panel" data-testid="fitting-create" style={{ maxWidth: 880 }}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('form.createTitle')}
      </Typography.Title>
      <FittingForm
        record={null}
        onSaved={() => navigate(FITTING_LIST_PATH)}
        onCancel={() => navigate(FITTING_LIST_PATH)}
      />
    </section>
  );
}
