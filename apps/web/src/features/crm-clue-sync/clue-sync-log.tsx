import { type ClueSyncDeliveryRow, type ClueSyncDeliveryStatus, crmClueSyncApi } from '@atrium/contract';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table, { type TableProps } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../resources/format-date-time';
import { choiceFilter, defineListFilters, idFilter } from '../../resources/list-filters';
import { type ListColumn, ListTable } from '../../resources/list-table';
import type { FilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { CLUE_SYNC_NS } from './clue-sync-i18n';
import { useClueSyncLog } from './clue-sync-queries';

const STATUS_COLORS: Record<ClueSyncDeliveryStatus, string> = {
  processed: 'green',
  duplicate: 'default',
  rejected: 'red',
};

type Item = ClueSyncDeliveryRow['items'][number];

/** The log's source and status, and its page, in the URL beside the sources' (`log.sourceId`…). */
export const clueSyncLogFilters = defineListFilters(
  { sourceId: idFilter(), status: choiceFilter(crmClueSyncApi.CLUE_SYNC_DELIVERY_STATUSES) },
  { prefix: 'log.' },
);

/** 同步日志: every delivery a source got, newest first; a row opens to its items and what became of each. */
export function ClueSyncLog({
  list,
  sources,
}: {
  /** The log's state in the URL (clueSyncLogFilters), shared with the sources' 日志 link. */
  list: FilteredList<typeof clueSyncLogFilters>;
  sources: { value: number; label: string }[];
}) {
  const { t } = useTranslation(CLUE_SYNC_NS);
  const log = useClueSyncLog(list.query);
  usePageInRange(list, log.data);
  const { sourceId, status } = list.formValues;

  const columns: ListColumn<ClueSyncDeliveryRow>[] = [
    { title: t('log.receivedAt'), key: 'receivedAt', width: 170, render: formatDateTime },
    { title: t('log.source'), key: 'sourceName', width: 160, ellipsis: true },
    { title: t('log.eventId'), key: 'eventId', width: 180, ellipsis: true },
    {
      title: t('log.status'),
      key: 'status',
      width: 130,
      render: (value: ClueSyncDeliveryStatus) => (
        <Tag color={STATUS_COLORS[value]}>{t(`log.status.${value}`)}</Tag>
      ),
    },
    {
      title: t('log.counts'),
      key: 'counts',
      width: 120,
      render: (_: unknown, row: ClueSyncDeliveryRow) =>
        row.status === 'processed' ? `${row.acceptedCount} / ${row.rejectedCount}` : '-',
    },
    { title: t('log.reason'), key: 'reason', ellipsis: true, render: (value: string) => value || '-' },
  ];

  const itemColumns: TableProps<Item>['columns'] = [
    { title: '#', dataIndex: 'index', width: 60, render: (index: number) => index + 1 },
    {
      title: t('log.status'),
      dataIndex: 'status',
      width: 100,
      render: (value: Item['status']) => (
        <Tag color={value === 'accepted' ? 'green' : 'red'}>{t(`log.item.${value}`)}</Tag>
      ),
    },
    { title: t('log.itemName'), dataIndex: 'name', width: 140, render: (value: string) => value || '-' },
    { title: t('log.itemPhone'), dataIndex: 'phone', width: 140, render: (value: string) => value || '-' },
    { title: t('log.reason'), dataIndex: 'reason', render: (value: string) => value || '-' },
    {
      title: t('log.payload'),
      dataIndex: 'payload',
      width: 280,
      render: (value: string) => (
        <Typography.Text code ellipsis={{ tooltip: value }} style={{ maxWidth: 260 }}>
          {value}
        </Typography.Text>
      ),
    },
  ];

  return (
    <div data-testid="clue-sync-log">
      <Space style={{ marginBottom: 16 }} wrap>
        <Select
          allowClear
          placeholder={t('log.allSources')}
          aria-label={t('log.source')}
          style={{ width: 200 }}
          options={sources}
          value={sourceId}
          onChange={(value) => list.applyForm({ ...list.formValues, sourceId: value })}
        />
        <Select
          allowClear
          placeholder={t('log.allStatuses')}
          aria-label={t('log.status')}
          style={{ width: 160 }}
          options={crmClueSyncApi.CLUE_SYNC_DELIVERY_STATUSES.map((value) => ({
            value,
            label: t(`log.status.${value}`),
          }))}
          value={status}
          onChange={(value) => list.applyForm({ ...list.formValues, status: value })}
        />
      </Space>
      <ListTable<ClueSyncDeliveryRow>
        list={list}
        page={log}
        columns={columns}
        emptyText={t('log.empty')}
        scroll={undefined}
        expandable={{
          rowExpandable: (row) => row.items.length > 0,
          expandedRowRender: (row) => (
            <Table<Item>
              rowKey="index"
              size="small"
              columns={itemColumns}
              dataSource={row.items}
              pagination={false}
              locale={{ emptyText: t('log.noItems') }}
            />
          ),
        }}
      />
    </div>
  );
}
