import type { CustomerEvent } from '@atrium/contract';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Timeline from 'antd/es/timeline';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../resources/format-date-time';
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

/** 客户动态: every timeline row of the customer, newest first, each kind with its label. */
export function CustomerTimelineCard({ events, title }: { events: CustomerEvent[]; title?: string }) {
  const { t } = useTranslation(CUSTOMERS_NS);
  return (
    <Card title={title ?? t('detail.timeline')} size="small" data-testid="customer-timeline">
      {events.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noEvents')} />
      ) : (
        <Timeline
          style={{ marginTop: 8 }}
          items={events.map((event) => ({
            key: event.id,
            color: KIND_COLORS[event.kind] ?? 'gray',
            content: (
              <div>
                <Typography.Text strong>{t(EVENT_LABEL_KEYS[event.kind])}</Typography.Text>
                <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                  {event.actorName || t('event.system')} · {formatDateTime(event.at)}
                </Typography.Text>
                {eventDetails(event, t).map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </div>
            ),
          }))}
        />
      )}
    </Card>
  );
}
