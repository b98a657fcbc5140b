import { customerTimeline } from '@atrium/contract/endpoints/crm-customer-timeline';
import type { RepairStatus } from '@atrium/contract/endpoints/repair-orders';
import type { PickupStatus } from '@atrium/contract/endpoints/repair-pickups';
import { pickupOrderTimeline, repairTimeline } from '@atrium/contract/endpoints/repair-timelines';
import { saleOrderTimeline } from '@atrium/contract/endpoints/sale-order-timeline';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGranted } from '../../platform/access/use-granted';
import { RecordTimeline } from '../timeline/record-timeline';
import { PickupStatusTag, RepairStatusTag } from './repair-tags';
import { REPAIRS_NS } from './repairs-i18n';

interface RepairsTimelineProps {
  kind: 'repair' | 'pickup';
  recordId: number;
  /** The record's version: a write on the screen reloads the timeline. */
  refreshOn: number;
  title?: ReactNode;
}

/**
 * A repair's or pickup's timeline: transitions with the state they led to, the services' events
 * (opened, claimed, fittings taken, swaps) and comments; on the workbench the comments are the
 * technician's work notes.
 */
export function RepairsTimeline({ kind, recordId, refreshOn, title }: RepairsTimelineProps) {
  const { t } = useTranslation(REPAIRS_NS);
  const timeline = kind === 'repair' ? repairTimeline : pickupOrderTimeline;
  const canWrite = useGranted(timeline.write);
  return (
    <RecordTimeline
      timeline={timeline}
      recordId={recordId}
      canWrite={canWrite}
      title={title ?? t('timeline.title')}
      linkTargets={[customerTimeline, repairTimeline, pickupOrderTimeline, saleOrderTimeline]}
      refreshOn={refreshOn}
      describe={(entry) =>
        entry.type === 'state'
          ? {
              title: t(`transition.${entry.action}`, { defaultValue: entry.action }),
              color: entry.action === 'decline' || entry.action === 'cancel' ? 'red' : 'green',
              extra:
                entry.toState &&
                (kind === 'repair' ? (
                  <RepairStatusTag status={entry.toState as RepairStatus} />
                ) : (
                  <PickupStatusTag status={entry.toState as PickupStatus} />
                )),
            }
          : entry.type === 'event'
            ? { title: t(`timeline.${entry.action}`, { defaultValue: entry.action }), color: 'gray' }
            : undefined
      }
    />
  );
}
