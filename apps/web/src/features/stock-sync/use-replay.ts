import { type WarehouseSyncItemRow, warehouseSyncItemReplay } from '@atrium/contract/endpoints/stock-sync';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { STOCK_SYNC_NS } from './stock-sync-i18n';
import { useInvalidateSync } from './stock-sync-queries';

/** 重放: applies an item again, says what became of it and refreshes the screen; the id under way spins. */
export function useReplay() {
  const { t } = useTranslation(STOCK_SYNC_NS);
  const invalidate = useInvalidateSync();
  const [busyId, setBusyId] = useState<number | null>(null);
  const replay = async (row: Pick<WarehouseSyncItemRow, 'id'>) => {
    setBusyId(row.id);
    try {
      const item = await callEndpoint(warehouseSyncItemReplay, { params: { id: row.id } });
      // Only an item that applied succeeded; one still refused says so, with why.
      const status = t(`status.${item.status}`);
      if (item.status === 'applied') showMessage('success', t('replay.done', { status }));
      else showMessage('warning', t('replay.still', { status, reason: item.error || '-' }));
      await invalidate();
    } catch {
      // Shown by the api client.
    } finally {
      setBusyId(null);
    }
  };
  return { replay, busyId };
}
