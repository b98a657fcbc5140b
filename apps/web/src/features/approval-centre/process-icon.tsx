import AccountBookOutlined from '@ant-design/icons/es/icons/AccountBookOutlined';
import AuditOutlined from '@ant-design/icons/es/icons/AuditOutlined';
import CalendarOutlined from '@ant-design/icons/es/icons/CalendarOutlined';
import CarOutlined from '@ant-design/icons/es/icons/CarOutlined';
import FileTextOutlined from '@ant-design/icons/es/icons/FileTextOutlined';
import ShoppingOutlined from '@ant-design/icons/es/icons/ShoppingOutlined';
import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';
import WalletOutlined from '@ant-design/icons/es/icons/WalletOutlined';
import type { ComponentType } from 'react';

const ICONS: Record<string, ComponentType> = {
  audit: AuditOutlined,
  wallet: WalletOutlined,
  car: CarOutlined,
  calendar: CalendarOutlined,
  shopping: ShoppingOutlined,
  team: TeamOutlined,
  accountBook: AccountBookOutlined,
  file: FileTextOutlined,
};

/** A process's icon by its name (the designer's set); an unknown name shows the generic one. */
export function ProcessIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? AuditOutlined;
  return <Icon aria-hidden />;
}
