import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import { Avatar, Dropdown, type MenuProps, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type UserMenuItem, userMenuItems } from '../../platform/access/access';
import { useStoredFileUrl } from '../../platform/api/use-stored-file-url';
import { greetingNow } from '../../platform/i18n/greeting';
import { useSession } from '../../platform/session/session-store';
import { LAYOUT_NS } from '../layout-i18n';
import { useLogoutConfirm } from './use-logout-confirm';

const ITEM_PATHS: Partial<Record<UserMenuItem, string>> = {
  personalCenter: '/system/admin/profile/list',
  downloadCenter: '/system/dowload/list',
};
const ITEM_ICONS = {
  personalCenter: <UserOutlined />,
  downloadCenter: <DownloadOutlined />,
  logout: <LogoutOutlined />,
} as const;

/** Avatar, greeting and name; items gated by personalCenterManage / downloadCenterManage (spec §2.6). */
export function UserMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation(LAYOUT_NS);
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const confirmLogout = useLogoutConfirm();
  const { token } = theme.useToken();
  const name = useSession((state) => state.name);
  const avatar = useSession((state) => state.avatar);
  const avatarUrl = useStoredFileUrl(avatar);
  const entries = useSession((state) => state.authEntries);
  const permissionList = useSession((state) => state.permissionList);

  const items: MenuProps['items'] = userMenuItems(entries, permissionList).flatMap((item) => [
    ...(item === 'logout' ? [{ type: 'divider' as const }] : []),
    {
      key: item,
      icon: ITEM_ICONS[item],
      label: <span data-testid={`user-menu-${item}`}>{t(`userMenu.${item}`)}</span>,
    },
  ]);

  return (
    <Dropdown
      placement="bottomRight"
      menu={{
        items,
        onClick: ({ key }) => {
          const path = ITEM_PATHS[key as UserMenuItem];
          if (path) navigate(path);
          else confirmLogout();
        },
      }}
    >
      <button type="button" data-testid="user-menu" className="atrium-header-action">
        <Avatar size="small" src={avatarUrl} style={{ flexShrink: 0, backgroundColor: token.colorPrimary }}>
          {name.slice(0, 1)}
        </Avatar>
        {!compact && (
          <span className="atrium-header-greeting" style={{ whiteSpace: 'nowrap' }}>
            {t('userMenu.greeting', { greeting: tc(greetingNow()), name })}
          </span>
        )}
      </button>
    </Dropdown>
  );
}
