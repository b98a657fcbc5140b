import { type CustomerEvent, crmActivitiesApi, crmCustomersApi, type TimelineEntry } from '@atrium/contract';
import { customerTimeline } from '@atrium/contract/endpoints/crm-customer-timeline';
import { supplierTimeline } from '@atrium/contract/endpoints/supplier-timeline';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useGranted } from '../../../platform/access/use-granted';
import { RecordingOpenButton } from '../../../platform/recording/recording-open-button';
import { formatDateTime } from '../../../resources/format-date-time';
import { RecordTimeline, type TimelineEntryView } from '../../../resources/timeline/record-timeline';
import { useDictLabel } from '../../../resources/use-dict-label';
import { CUSTOMERS_NS } from '../customers-i18n';
import { EVENT_LABEL_KEYS, eventDetails } from './customer-event-text';

const KIND_COLORS: Partial<Record<CustomerEvent['kind'], string>> = {
  created: 'green',
  claimed: 'blue',
  transferred: 'blue',
  released: 'orange',
  recalled: 'orange',
  deleted: 'red',
  business_lost: 'red',
  business_won: 'green',
};

const isEventKind = (action: string): action is CustomerEvent['kind'] =>
  (crmCustomersApi.CUSTOMER_EVENT_KINDS as readonly string[]).includes(action);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * 客户动态: the customer's record timeline (platform): its events with their owner changes and
 * reasons, its follow-ups with their kind, files, next follow-up and recording, and what members
 * commented, attached or linked. Reloads when the customer changed (`refreshOn`: its version and
 * event count, which every write landing here moves).
 */
export function CustomerTimelineCard({ customerId, refreshOn }: { customerId: number; refreshOn: string }) {
  const { t } = useTranslation(CUSTOMERS_NS);
  const kindLabel = useDictLabel(crmActivitiesApi.ACTIVITY_KIND_DICT);
  const canWrite = useGranted(customerTimeline.write);

  const describe = (entry: TimelineEntry): TimelineEntryView | undefined => {
    if (entry.type === 'event' && isEventKind(entry.action)) {
      const event = {
        kind: entry.action,
        reason: entry.body,
        fromOwnerName: text(entry.data.fromOwnerName),
        toOwnerName: text(entry.data.toOwnerName),
      } as CustomerEvent;
      return {
        title: t(EVENT_LABEL_KEYS[entry.action]),
        color: KIND_COLORS[entry.action] ?? 'gray',
        details: eventDetails(event, t).map((line) => <div key={line}>{line}</div>),
      };
    }
    if (entry.type === 'activity') {
      const activityId = Number(entry.data.activityId);
      const next = text(entry.data.nextFollowUpAt);
      return {
        title: (
          <Flex gap={8} align="center">
            {t('timeline.followUp')}
            <Tag color="blue">{kindLabel(entry.action)}</Tag>
          </Flex>
        ),
        // 录音 only when the follow-up's call was recorded (a missed call has nothing to play).
        extra: entry.data.hasRecording ? <RecordingOpenButton activityId={activityId} /> : undefined,
        details: (
          <>
            <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
              {entry.body}
            </Typography.Paragraph>
            {next && (
              <Typography.Text type="secondary">
                {t('timeline.nextFollowUp', { time: formatDateTime(next) })}
              </Typography.Text>
            )}
          </>
        ),
      };
    }
    return undefined;
  };

  return (
    <RecordTimeline
      timeline={customerTimeline}
      recordId={customerId}
      canWrite={canWrite}
      linkTargets={[customerTimeline, supplierTimeline]}
      describe={describe}
      title={t('detail.timeline')}
      refreshOn={refreshOn}
      data-testid="customer-timeline"
    />
  );
}
