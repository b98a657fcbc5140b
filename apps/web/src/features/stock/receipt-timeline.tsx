import { customerTimeline } from '@atrium/contract/endpoints/crm-customer-timeline';
import { receiptTimeline } from '@atrium/contract/endpoints/stock-receipt-timeline';
import { supplierTimeline } from '@atrium/contract/endpoints/supplier-timeline';
import { useTranslation } from 'react-i18next';
import { useGranted } from '../../platform/access/use-granted';
import { RecordTimeline } from '../../resources/timeline/record-timeline';
import { STOCK_NS } from './stock-i18n';

/**
 * A receipt's (or reversal's) timeline in its detail: 冲销 as its state change (written by the
 * transition), and the comments, files and links members add. Reloads when the receipt changed.
 */
export function ReceiptTimeline({ receiptId, refreshOn }: { receiptId: number; refreshOn: unknown }) {
  const { t } = useTranslation(STOCK_NS);
  const canWrite = useGranted(receiptTimeline.write);
  const stateLabel = (state: string) =>
    state === 'posted' ? t('status.posted') : state === 'reversed' ? t('status.reversedShort') : state;
  return (
    <RecordTimeline
      timeline={receiptTimeline}
      recordId={receiptId}
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
      data-testid="receipt-timeline"
    />
  );
}
