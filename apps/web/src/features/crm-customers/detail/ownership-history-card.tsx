import type { CustomerEvent } from '@atrium/contract';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import List from 'antd/es/list';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../resources/format-date-time';
import { CUSTOMERS_NS } from '../customers-i18n';
import { EVENT_LABEL_KEYS, OWNERSHIP_KINDS } from './customer-event-text';

/** 归属记录: who held the customer when (claims, put-backs, transfers, recalls), newest first. */
export function OwnershipHistoryCard({ events }: { events: CustomerEvent[] }) {
  const { t } = useTranslation(CUSTOMERS_NS);
  const moves = events.filter((event) => OWNERSHIP_KINDS.has(event.kind));
  const owner = (name: string) => name || t('detail.pool');
  return (
    <Card title={t('detail.ownership')} size="small" data-testid="customer-ownership">
      {moves.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noOwnership')} />
      ) : (
        <List
          size="small"
          dataSource={moves}
          renderItem={(event) => (
            <List.Item key={event.id}>
              <div>
                <div>
                  <Typography.Text strong>{t(EVENT_LABEL_KEYS[event.kind])}</Typography.Text>{' '}
                  {owner(event.fromOwnerName)} → {owner(event.toOwnerName)}
                </div>
                <Typography.Text type="secondary">
                  {event.actorName || t('event.system')} · {formatDateTime(event.at)}
                  {event.reason ? ` · ${event.reason}` : ''}
                </Typography.Text>
              </div>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
