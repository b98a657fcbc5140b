import MenuFoldOutlined from '@ant-design/icons/es/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/es/icons/MenuUnfoldOutlined';
import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SupportStatusSlot } from '../../features/support-status/support-status-slot';
import { LocaleSwitch } from '../../platform/i18n/locale-switch';
import { CallToolSlot } from './call-tool-slot';
import { UserMenu } from './user-menu';

interface HeaderBarProps {
  /** Side-menu mode shows the fold button; top-menu mode passes its menu as `navigation`. */
  collapsed?: boolean;
  onToggle?: () => void;
  navigation: ReactNode;
  dark: boolean;
  compact: boolean;
}

/** spec §2.6 header: menu toggle or top menu, breadcrumb, call tool slot, locale switch, user menu. */
export function HeaderBar({ collapsed, onToggle, navigation, dark, compact }: HeaderBarProps) {
  const { t } = useTranslation('shell');
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
        <SupportStatusSlot />
        <CallToolSlot />
        <LocaleSwitch size="small" />
        <UserMenu compact={compact} />
      </div>
    </Layout.Header>
  );
}
