import Drawer from 'antd/es/drawer';
import Skeleton from 'antd/es/skeleton';
import type { ReactNode } from 'react';

interface FulfilmentDrawerProps {
  /** 拣货单 / 发货单 / 调拨单, followed by the number once it is read. */
  title: string;
  documentNo?: string;
  testId: string;
  extra?: ReactNode;
  onClose(): void;
  /** The detail, once read (a skeleton until then). */
  children: ReactNode | null;
}

/** A fulfilment document's detail drawer: wide enough for its lines at 1440 px, the whole screen on a phone. */
export function FulfilmentDrawer({
  title,
  documentNo,
  testId,
  extra,
  onClose,
  children,
}: FulfilmentDrawerProps) {
  return (
    <Drawer
      open
      size={880}
      title={documentNo ? `${title} ${documentNo}` : title}
      onClose={onClose}
      data-testid={testId}
      extra={extra}
    >
      {children ?? <Skeleton active />}
    </Drawer>
  );
}
