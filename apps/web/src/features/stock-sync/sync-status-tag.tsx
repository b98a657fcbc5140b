import type { WarehouseSyncStatus } from '@atrium/contract/endpoints/stock-sync';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { STOCK_SYNC_NS } from './stock-sync-i18n';

const STATUS_COLORS: Record<WarehouseSyncStatus, string> = {
  pending: 'processing',
  applied: 'green',
  rejected: 'red',
  conflict: 'orange',
  failed: 'magenta',
};

/** A sync item's status as a coloured tag (the same colours in the list and the drawer). */
export function SyncStatusTag({ status }: { status: WarehouseSyncStatus }) {
  const { t } = useTranslation(STOCK_SYNC_NS);
  return <Tag color={STATUS_COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
