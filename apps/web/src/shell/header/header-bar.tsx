import MenuFoldOutlined from '@ant-design/icons/es/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/es/icons/MenuUnfoldOutlined';
import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleSwitch } from '../../platform/i18n/locale-switch';
import { ShellSlots } from '../layout/shell-slots';
import { LAYOUT_NS } from '../layout-i18n';
import { NotificationBell } from '../notifications/notification-bell';
import { UserMenu } from './user-menu';

interface HeaderBarProps {
  /** Side-menu mode shows the fold button; top-menu mode passes its menu as `navigation`. */
  collapsed?: boolean;
  onToggle?: () => void;
  navigation: ReactNode;
  dark: boolean;
  compact: boolean;
}

/**
 * spec §2.6 header: menu toggle or top menu, breadcrumb, call tool slot, locale switch, the inbox's
 * bell (docs/architecture.md §3f), user menu.
 */
export function HeaderBar({ collapsed, onToggle, navigation, dark, compact }: HeaderBarProps) {
  const { t } = useTranslation(LAYOUT_NS);
  return (
    <Layout.Header
      className={dark ? 'atrium-header atrium-header-dark' : 'atrium-header'}
      style={{ background: dark ? '#001529' : '#fff' }}
    >
      {onToggle && (
        <button
          type="button"
          className="atrium-header-action"
          data-testid="menu-toggle"
          aria-label={t('menu.toggle')}
          onClick={onToggle}
        >
          {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        </button>
      )}
      <div className="atrium-header-navigation">{navigation}</div>
      <div className="atrium-header-right">
        <ShellSlots area="header.status" />
        {/* The call tool group (spec §2.6): the call toolbar and, beside it, the duty control. */}
        <div data-testid="call-tool-slot" className="atrium-call-tool-slot">
          <ShellSlots area="header.callTool" />
        </div>
        <LocaleSwitch size="small" />
        <NotificationBell />
        <UserMenu compact={compact} />
      </div>
    </Layout.Header>
  );
}
