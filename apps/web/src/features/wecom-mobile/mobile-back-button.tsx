import LeftOutlined from '@ant-design/icons/es/icons/LeftOutlined';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { WECOM_MOBILE_NS } from './wecom-mobile-i18n';

/** Back to the customer list (a fixed target: a page opened from a chat link has no history). */
export function MobileBackButton() {
  const { t } = useTranslation(WECOM_MOBILE_NS);
  const navigate = useNavigate();
  return (
    <Button size="large" type="text" icon={<LeftOutlined />} onClick={() => navigate('/weCom-mobile-list')}>
      {t('detail.back')}
    </Button>
  );
}
