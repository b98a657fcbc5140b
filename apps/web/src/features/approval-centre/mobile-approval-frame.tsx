import LeftOutlined from '@ant-design/icons/es/icons/LeftOutlined';
import Button from 'antd/es/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MobileFrame } from '../../resources/mobile/mobile-frame';
import { CENTRE_NS } from './approval-centre-i18n';
import './mobile-approval.css';

/** The phone to-do list (enterprise-chat style, outside the layout). */
export const MOBILE_APPROVAL_PATH = '/weCom-mobile-approval';

/** A phone approval page; `back` leads to the to-do list (a page opened from a chat link has no history). */
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
    <MobileFrame
      title={title}
      start={
        back && (
          <Button
            size="large"
            type="text"
            icon={<LeftOutlined />}
            onClick={() => navigate(MOBILE_APPROVAL_PATH)}
          >
            {t('mobile.back')}
          </Button>
        )
      }
    >
      {children}
    </MobileFrame>
  );
}
