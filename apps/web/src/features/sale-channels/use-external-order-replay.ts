import { type ExternalOrderRow, externalOrderReplay } from '@atrium/contract/endpoints/sale-channels';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { SALE_CHANNELS_NS } from './sale-channels-i18n';
import { useInvalidateChannels } from './sale-channels-queries';

export const isReplayable = (row: Pick<ExternalOrderRow, 'status'>) =>
  row.status === 'rejected' || row.status === 'failed' || row.status === 'conflict';

/** 重新处理: applies an external order again, says what became of it and refreshes; the id under way spins. */
export function useExternalOrderReplay() {
  const { t } = useTranslation(SALE_CHANNELS_NS);
  const invalidate = useInvalidateChannels();
  const [busyId, setBusyId] = useState<number | null>(null);
  const replay = async (row: Pick<ExternalOrderRow, 'id'>) => {
    setBusyId(row.id);
    try {
      const item = await callEndpoint(externalOrderReplay, { params: { id: row.id } });
      const status = t(`status.${item.status}`);
      if (item.status === 'applied') showMessage('success', t('external.replayDone', { status }));
      else showMessage('warning', t('external.replayStill', { status, reason: item.reason || '-' }));
      await invalidate();
    } catch {
      // Shown by the api client.
    } finally {
      setBusyId(null);
    }
  };
  return { replay, busyId };
}
