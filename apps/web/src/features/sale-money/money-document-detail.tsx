import type { Resource, RecordTimeline as TimelineDeclaration } from '@atrium/contract';
import { saleOrderTimeline } from '@atrium/contract/endpoints/sale-order-timeline';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGranted } from '../../platform/access/use-granted';
import { FieldValue } from '../../resources/field-value';
import { formatDateTime } from '../../resources/format-date-time';
import { LinesTable } from '../../resources/lines-table';
import { useResourceRecord, useResourceWrites } from '../../resources/resource-api';
import { useResourceLabels } from '../../resources/resource-labels';
import { RecordTransitionActions, useResourceTransitions } from '../../resources/resource-transitions';
import type { AnyRow } from '../../resources/resource-types';
import { RecordTimeline } from '../../resources/timeline/record-timeline';
import { SALE_MONEY_NS } from './sale-money-i18n';

/** A document's "created" entry links to its order. */
const ORDER_LINK = [saleOrderTimeline];

const STATUS_COLORS: Record<string, string> = {
  posted: 'green',
  issued: 'green',
  received: 'green',
  requested: 'blue',
  draft: 'blue',
  void: 'default',
  cancelled: 'default',
};

/**
 * A money document's detail (发票详情, 退货单详情): its number and state, the transitions the server
 * offers on it now (开具 / 作废, 收货 / 取消, with the approval tag while one waits), its fields, its
 * lines with the amounts each carried, and its timeline. `extra` adds the document's own actions.
 */
export function MoneyDocumentDetail({
  resource,
  id,
  listPath,
  timeline,
  extra,
  note,
}: {
  resource: Resource;
  id: number;
  listPath: string;
  timeline: TimelineDeclaration;
  extra?: (row: AnyRow, refresh: () => Promise<void>) => ReactNode;
  note?: (row: AnyRow) => ReactNode;
}) {
  const { t } = useTranslation(SALE_MONEY_NS);
  const navigate = useNavigate();
  const labels = useResourceLabels(resource, SALE_MONEY_NS);
  const record = useResourceRecord(resource, id);
  const writes = useResourceWrites(resource);
  const refresh = async () => {
    await writes.refresh();
    await record.refetch();
  };
  const transitions = useResourceTransitions(resource, labels, refresh);
  const canComment = useGranted(timeline.write);

  if (record.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!record.data) {
    return (
      <section className="atrium-panel" data-testid="money-detail-missing">
        <Empty description={t('detail.notFound')}>
          <Button onClick={() => navigate(listPath)}>{t('detail.back')}</Button>
        </Empty>
      </section>
    );
  }
  const row = record.data;
  const status = String(row.status);
  const fields = Object.entries(resource.fields).filter(
    ([name, def]) => def.visibleIn?.detail !== false && name !== 'documentNo' && name !== 'status',
  );
  return (
    <Flex vertical gap={16} data-testid="money-detail">
      <Card
        title={
          <Flex gap={8} align="center" wrap>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="money-detail-number">
              {String(row.documentNo)}
            </Typography.Title>
            <Tag color={STATUS_COLORS[status]} data-testid="money-detail-status">
              {labels.enumValue(resource.fields.status!, status)}
            </Tag>
          </Flex>
        }
        extra={
          <Flex gap={8} wrap justify="end">
            {extra?.(row, refresh)}
            <RecordTransitionActions resource={resource} row={row} transitions={transitions} />
            <Button onClick={() => navigate(listPath)}>{t('detail.back')}</Button>
          </Flex>
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="money-detail-fields">
          {fields.map(([name, def]) => (
            <Descriptions.Item key={name} label={labels.field(name)}>
              <FieldValue
                def={def}
                value={row[name]}
                labels={labels}
                valueLabel={(row.labels as Record<string, string | null> | undefined)?.[name]}
              />
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={t('detail.updatedAt')}>{formatDateTime(row.updatedAt)}</Descriptions.Item>
        </Descriptions>
        {note?.(row)}
        <LinesTable resource={resource} labels={labels} row={row} />
      </Card>
      <RecordTimeline
        timeline={timeline}
        recordId={id}
        canWrite={canComment}
        title={t('detail.timeline')}
        refreshOn={row.version}
        linkTargets={ORDER_LINK}
        // A state change reads as its transition (收货, 开具, 作废), not as the raw states.
        describe={(entry) =>
          entry.type === 'state'
            ? { title: labels.transition(entry.action) }
            : entry.type === 'event'
              ? { title: t(`timeline.${entry.action}`, { defaultValue: entry.action }), color: 'gray' }
              : undefined
        }
      />
    </Flex>
  );
}
