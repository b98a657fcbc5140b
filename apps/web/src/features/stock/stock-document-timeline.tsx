import { customerTimeline } from '@atrium/contract/endpoints/crm-customer-timeline';
import { countTimeline } from '@atrium/contract/endpoints/stock-count-timeline';
import { receiptTimeline } from '@atrium/contract/endpoints/stock-receipt-timeline';
import { supplierTimeline } from '@atrium/contract/endpoints/supplier-timeline';
import { useTranslation } from 'react-i18next';
import { useGranted } from '../../platform/access/use-granted';
import { RecordTimeline } from '../../resources/timeline/record-timeline';
import { STOCK_NS } from './stock-i18n';

/**
 * A stock document's timeline in its detail: a receipt's 冲销 as its state change (written by the
 * transition), and on every document the comments, files and links members add. Reloads when the
 * document changed.
 */
export function StockDocumentTimeline({
  kind,
  documentId,
  refreshOn,
}: {
  kind: 'receipt' | 'reversal' | 'count';
  documentId: number;
  refreshOn: unknown;
}) {
  const { t } = useTranslation(STOCK_NS);
  const timeline = kind === 'count' ? countTimeline : receiptTimeline;
  const canWrite = useGranted(timeline.write);
  const stateLabel = (state: string) =>
    state === 'posted' ? t('status.posted') : state === 'reversed' ? t('status.reversedShort') : state;
  return (
    <RecordTimeline
      timeline={timeline}
      recordId={documentId}
      canWrite={canWrite}
      linkTargets={[supplierTimeline, customerTimeline]}
      refreshOn={refreshOn}
      describe={(entry) =>
        entry.type === 'state'
          ? {
              title: entry.action === 'reverse' ? t('receipt.reverse') : entry.action,
              color: 'red',
              details: `${stateLabel(entry.fromState)} → ${stateLabel(entry.toState)}`,
            }
          : undefined
      }
      data-testid={kind === 'count' ? 'count-timeline' : 'receipt-timeline'}
    />
  );
}
