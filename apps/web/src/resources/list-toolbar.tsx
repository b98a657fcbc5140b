import Space from 'antd/es/space';
import './resource-list.css';
import type { ReactNode } from 'react';

/**
 * The bar above a list's table: its actions on the left (新增, import, export, the selection's
 * bulk actions), tools on the right (refresh, column settings, a side filter).
 */
export function ListToolbar({ children, tools }: { children?: ReactNode; tools?: ReactNode }) {
  return (
    <div className="atrium-resource-toolbar">
      <Space wrap>{children}</Space>
      {tools && <Space wrap>{tools}</Space>}
    </div>
  );
}
