import type { ReactNode } from 'react';
import './sale-channels.css';

/** A cell's text kept on one line (an order number, an amount, a buyer's name). */
export function NoWrap({ children }: { children: ReactNode }) {
  return <span className="sale-channels-nowrap">{children}</span>;
}

/** A column render of a value kept on one line ('-' when empty). */
export const noWrap = (value: ReactNode) => <NoWrap>{value === '' || value == null ? '-' : value}</NoWrap>;
