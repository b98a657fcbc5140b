import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showConfirm, showMessage } from '../../platform/feedback/feedback';
import { logout } from '../../platform/session/logout';
import { LAYOUT_NS } from '../layout-i18n';
import { useTabs } from '../tabs/tabs-store';

/** spec §4: logout asks 提示 / 确认要退出登录吗？ first; a failed logout shows the error. */
export function useLogoutConfirm(): () => void {
  const { t } = useTranslation(LAYOUT_NS);
  const navigate = useNavigate();
  return () => {
    showConfirm({
      title: t('logout.title'),
      content: t('logout.content'),
      okButtonProps: { 'data-testid': 'logout-confirm-ok' },
      cancelButtonProps: { 'data-testid': 'logout-confirm-cancel' },
      onOk: async () => {
        try {
          await logout();
          useTabs.getState().reset();
          navigate('/user/login', { replace: true });
        } catch (error) {
          showMessage('error', error instanceof Error ? error.message : String(error));
        }
      },
    });
  };
}
