import { Tooltip } from 'antd';
import type { ReactNode } from 'react';

/** One labelled control of the settings drawer; `hint` explains why it is disabled. */
export function SettingRow({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  const row = (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '8px 0' }}>
      <span>{label}</span>
      {children}
    </div>
  );
  return hint ? (
    <Tooltip title={hint} placement="left">
      {row}
    </Tooltip>
  ) : (
    row
  );
}
