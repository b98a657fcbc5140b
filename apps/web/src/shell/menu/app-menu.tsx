import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MenuItemNode } from '../../app/route-model';
import { LAYOUT_NS } from '../layout-i18n';
import { MenuIcon } from './menu-icon';

type MenuItem = Required<MenuProps>['items'][number];

function toItems(nodes: readonly MenuItemNode[], withIcons: boolean): MenuItem[] {
  return nodes.map((node) => ({
    key: node.path || node.key,
    icon: withIcons ? <MenuIcon name={node.icon} /> : undefined,
    label: <span data-menu-key={node.key}>{node.title}</span>,
    children: node.children ? toItems(node.children, false) : undefined,
  }));
}

interface AppMenuProps {
  items: readonly MenuItemNode[];
  mode: 'inline' | 'horizontal';
  theme: 'light' | 'dark';
  /** Menu path of the current route, and the paths of its menu ancestors (to open them). */
  selectedPath: string | undefined;
  ancestorPaths: readonly string[];
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** The navigation menu built from the server menu; used in the side, top and mobile drawers. */
export function AppMenu({
  items,
  mode,
  theme,
  selectedPath,
  ancestorPaths,
  collapsed,
  onNavigate,
}: AppMenuProps) {
  const { t } = useTranslation(LAYOUT_NS);
  const navigate = useNavigate();
  const menuItems = useMemo(() => toItems(items, true), [items]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => [...ancestorPaths]);
  const ancestorsKey = ancestorPaths.join('|');

  // Follow navigation: open the groups of the route the user went to, and only those.
  const [followedKey, setFollowedKey] = useState(ancestorsKey);
  if (followedKey !== ancestorsKey) {
    setFollowedKey(ancestorsKey);
    setOpenKeys([...ancestorPaths]);
  }
  // One group open at a time (accordion), so a long menu stays short enough to scan.
  const onOpenChange = (keys: string[]) => {
    const opened = keys.find((key) => !openKeys.includes(key));
    setOpenKeys(opened ? keys.filter((key) => opened === key || opened.startsWith(`${key}/`)) : keys);
  };

  if (items.length === 0) {
    return <div style={{ padding: 16, color: 'var(--atrium-text-tertiary)' }}>{t('menu.empty')}</div>;
  }
  return (
    <Menu
      mode={mode}
      theme={theme}
      items={menuItems}
      selectedKeys={selectedPath ? [selectedPath] : []}
      {...(mode === 'inline' && !collapsed ? { openKeys, onOpenChange } : {})}
      {...(mode === 'inline' ? { inlineCollapsed: collapsed } : {})}
      style={{ borderInlineEnd: 'none', ...(mode === 'horizontal' ? { flex: 1, minWidth: 0 } : {}) }}
      onClick={({ key }) => {
        navigate(key);
        onNavigate?.();
      }}
    />
  );
}
