import ClockCircleOutlined from '@ant-design/icons/es/icons/ClockCircleOutlined';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentRoute } from '../../platform/routing/current-route-context';

/**
 * Stands in for a module that a later release delivers, so every listed path opens something.
 * Plain markup rather than antd Result, whose status illustrations would weigh on the shell.
 */
export function NotAvailablePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const route = useCurrentRoute();
  return (
    <div className="atrium-result" data-testid="not-available">
      <ClockCircleOutlined className="atrium-result-icon" />
      <h3 className="atrium-result-title">{t('page.notAvailableTitle')}</h3>
      <p className="atrium-result-description">
        {t('page.notAvailableDescription', { title: route?.title ?? '' })}
      </p>
      <Button type="primary" onClick={() => navigate('/')}>
        {t('action.backHome')}
      </Button>
    </div>
  );
}
