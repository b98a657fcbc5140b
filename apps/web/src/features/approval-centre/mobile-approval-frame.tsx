import LeftOutlined from '@ant-design/icons/es/icons/LeftOutlined';
import Button from 'antd/es/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CENTRE_NS } from './approval-centre-i18n';
import './mobile-approval.css';

/** The phone to-do list (enterprise-chat style, outside the layout). */
export const MOBILE_APPROVAL_PATH = '/weCom-mobile-approval';

/** A phone approval page: a sticky bar (back, title) over a padded body. */
export function MobileApprovalFrame({
  title,
  back,
  children,
}: {
  title: string;
  back?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(CENTRE_NS);
  const navigate = useNavigate();
  return (
    <div className="approval-mobile">
      <header className="approval-mobile-bar">
        <div className="approval-mobile-bar-side">
          {back && (
            <Button
              size="large"
              type="text"
              icon={<LeftOutlined />}
              onClick={() => navigate(MOBILE_APPROVAL_PATH)}
            >
              {t('mobile.back')}
            </Button>
          )}
        </div>
        <h1>{title}</h1>
        <div className="approval-mobile-bar-side" />
      </header>
      <main className="approval-mobile-body">{children}</main>
    </div>
  );
}
