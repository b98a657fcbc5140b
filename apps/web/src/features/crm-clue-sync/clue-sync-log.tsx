import { type ClueSyncDeliveryRow, type ClueSyncDeliveryStatus, crmClueSyncApi } from '@atrium/contract';
import Empty from 'antd/es/empty';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table, { type TableProps } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../resources/format-date-time';
import { listPagination } from '../../resources/list-pagination';
import { CLUE_SYNC_NS } from './clue-sync-i18n';
import { useClueSyncLog } from './clue-sync-queries';

const STATUS_COLORS: Record<ClueSyncDeliveryStatus, string> = {
  processed: 'green',
  duplicate: 'default',
  rejected: 'red',
};

type Item = ClueSyncDeliveryRow['items'][number];

/** 同步日志: every delivery a source got, newest first; a row opens to its items and what became of each. */
export function ClueSyncLog({
  sources,
  sourceId,
  onSourceChange,
}: {
  sources: { value: number; label: string }[];
  sourceId: number | undefined;
  onSourceChange: (sourceId: number | undefined) => void;
}) {
  const { t } = useTranslation(CLUE_SYNC_NS);
  const [status, setStatus] = useState<ClueSyncDeliveryStatus | undefined>();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const log = useClueSyncLog({ ...paging, sourceId, status });

  const columns: TableProps<ClueSyncDeliveryRow>['columns'] = [
    { title: t('log.receivedAt'), dataIndex: 'receivedAt', width: 170, render: formatDateTime },
    { title: t('log.source'), dataIndex: 'sourceName', width: 160, ellipsis: true },
    { title: t('log.eventId'), dataIndex: 'eventId', width: 180, ellipsis: true },
    {
      title: t('log.status'),
      dataIndex: 'status',
      width: 130,
      render: (value: ClueSyncDeliveryStatus) => (
        <Tag color={STATUS_COLORS[value]}>{t(`log.status.${value}`)}</Tag>
      ),
    },
    {
      title: t('log.counts'),
      key: 'counts',
      width: 120,
      render: (_, row) => (row.status === 'processed' ? `${row.acceptedCount} / ${row.rejectedCount}` : '-'),
    },
    { title: t('log.reason'), dataIndex: 'reason', ellipsis: true, render: (value: string) => value || '-' },
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
          onChange={(value) => {
            onSourceChange(value);
            setPaging((page) => ({ ...page, pageNum: 1 }));
          }}
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
          onChange={(value) => {
            setStatus(value);
            setPaging((page) => ({ ...page, pageNum: 1 }));
          }}
        />
      </Space>
      <Table<ClueSyncDeliveryRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={log.data?.list ?? []}
        loading={log.isFetching}
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
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('log.empty')} /> }}
        pagination={listPagination({ ...paging, total: log.data?.total ?? 0 }, (pageNum, pageSize) =>
          setPaging({ pageNum, pageSize }),
        )}
      />
    </div>
  );
}
