import AuditOutlined from '@ant-design/icons/AuditOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CarOutlined from '@ant-design/icons/CarOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import GiftOutlined from '@ant-design/icons/GiftOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import ToolOutlined from '@ant-design/icons/ToolOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import type { ComponentType } from 'react';

/** The icons a process may wear (its `icon`), by name; an unknown name shows `audit`. */
export const PROCESS_ICONS: Readonly<Record<string, ComponentType>> = {
  audit: AuditOutlined,
  wallet: WalletOutlined,
  calendar: CalendarOutlined,
  car: CarOutlined,
  file: FileTextOutlined,
  shopping: ShoppingCartOutlined,
  team: TeamOutlined,
  tool: ToolOutlined,
  gift: GiftOutlined,
};

/** A process's icon on its coloured tile (list rows, the start grid, the designer's header). */
export function ProcessIcon({ name, size = 28 }: { name: string; size?: number }) {
  const Icon = PROCESS_ICONS[name] ?? AuditOutlined;
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: 6,
        background: 'var(--ant-color-primary, #1677ff)',
        color: '#fff',
        fontSize: size * 0.55,
        flex: 'none',
      }}
    >
      <Icon />
    </span>
  );
}
