import AimOutlined from '@ant-design/icons/es/icons/AimOutlined';
import ApartmentOutlined from '@ant-design/icons/es/icons/ApartmentOutlined';
import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';
import AuditOutlined from '@ant-design/icons/es/icons/AuditOutlined';
import DashboardOutlined from '@ant-design/icons/es/icons/DashboardOutlined';
import DatabaseOutlined from '@ant-design/icons/es/icons/DatabaseOutlined';
import PictureOutlined from '@ant-design/icons/es/icons/PictureOutlined';
import ScheduleOutlined from '@ant-design/icons/es/icons/ScheduleOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import ShopOutlined from '@ant-design/icons/es/icons/ShopOutlined';
import ShoppingOutlined from '@ant-design/icons/es/icons/ShoppingOutlined';
import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';
import ToolOutlined from '@ant-design/icons/es/icons/ToolOutlined';
import type { ComponentType } from 'react';

/** Menu icon names the server may send, each imported on its own to keep the bundle small. */
const MENU_ICONS: Record<string, ComponentType> = {
  dashboard: DashboardOutlined,
  team: TeamOutlined,
  shopping: ShoppingOutlined,
  appstore: AppstoreOutlined,
  database: DatabaseOutlined,
  tool: ToolOutlined,
  setting: SettingOutlined,
  apartment: ApartmentOutlined,
  aim: AimOutlined,
  schedule: ScheduleOutlined,
  picture: PictureOutlined,
  audit: AuditOutlined,
  shop: ShopOutlined,
};

export function MenuIcon({ name }: { name: string | undefined }) {
  const Icon = name ? MENU_ICONS[name] : undefined;
  return Icon ? <Icon /> : null;
}
