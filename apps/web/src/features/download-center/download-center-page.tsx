import { type DownloadEntry, type DownloadStatus, EXPORT_KEEP_DAYS } from '@atrium/contract';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Popconfirm from 'antd/es/popconfirm';
import Progress from 'antd/es/progress';
import Space from 'antd/es/space';
import Table, { type TableProps } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../platform/access/use-action';
import { showMessage } from '../../platform/feedback/feedback';
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import { formatDateTime } from '../../resources/format-date-time';
import { formatSize } from '../../resources/format-size';
import { listPagination } from '../../resources/list-pagination';
import { DOWNLOAD_NS } from '../../resources/transfer/export-i18n';
import { saveDownload, useDeleteDownload, useDownloadPage } from './download-queries';

const STATUS_COLORS: Record<DownloadStatus, string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
  cancelled: 'warning',
  expired: 'default',
};

/** 下载中心 (/system/dowload/list): the user's export files with their progress, until they expire. */
export function DownloadCenterPage() {
  return (
    <ScreenQueryProvider>
      <DownloadCenter />
    </ScreenQueryProvider>
  );
}

function DownloadCenter() {
  const { t } = useTranslation(DOWNLOAD_NS);
  const can = useAction();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const page = useDownloadPage(paging);
  const remove = useDeleteDownload();
  const [saving, setSaving] = useState<number | null>(null);

  const download = async (entry: DownloadEntry) => {
    setSaving(entry.id);
    try {
      await saveDownload(entry);
    } catch {
      // The api client has already shown why.
    } finally {
      setSaving(null);
    }
  };
  const confirmDelete = async (entry: DownloadEntry) => {
    try {
      await remove.mutateAsync(entry.id);
      showMessage('success', t('delete.done'));
    } catch {
      // Shown by the api client.
    }
  };

  const columns: TableProps<DownloadEntry>['columns'] = [
    { title: t('column.fileName'), dataIndex: 'fileName', width: 280, ellipsis: { showTitle: true } },
    {
      title: t('column.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: DownloadStatus) => (
        <Tag color={STATUS_COLORS[status]} data-testid="download-status">
          {t(`status.${status}`)}
        </Tag>
      ),
    },
    {
      title: t('column.progress'),
      dataIndex: 'progress',
      width: 160,
      render: (progress: number, entry) => (
        <Progress
          percent={progress}
          size="small"
          status={entry.status === 'failed' ? 'exception' : entry.status === 'running' ? 'active' : undefined}
        />
      ),
    },
    { title: t('column.rows'), dataIndex: 'rows', width: 100, render: (rows: number | null) => rows ?? '—' },
    { title: t('column.size'), dataIndex: 'size', width: 100, render: formatSize },
    { title: t('column.createdAt'), dataIndex: 'createdAt', width: 170, render: formatDateTime },
    { title: t('column.expiresAt'), dataIndex: 'expiresAt', width: 170, render: formatDateTime },
    {
      title: t('column.actions'),
      key: 'actions',
      width: 140,
      fixed: 'right',
      render: (_value, entry) => (
        <Space size={0}>
          {can('get') && entry.status === 'done' && (
            <Button
              type="link"
              size="small"
              loading={saving === entry.id}
              onClick={() => void download(entry)}
              data-testid="download-file"
            >
              {t('action.download')}
            </Button>
          )}
          {can('delete') && (
            <Popconfirm
              title={t('delete.confirm')}
              onConfirm={() => confirmDelete(entry)}
              okButtonProps={{ danger: true }}
            >
              <Button type="link" size="small" danger data-testid="download-delete">
                {t('action.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <section className="atrium-panel" data-testid="download-center">
      <Space style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Text type="secondary">{t('hint.keepDays', { days: EXPORT_KEEP_DAYS })}</Typography.Text>
        <Button onClick={() => void page.refetch()}>{t('action.refresh')}</Button>
      </Space>
      <Table<DownloadEntry>
        rowKey="id"
        columns={columns}
        dataSource={page.data?.list ?? []}
        loading={page.isLoading}
        scroll={{ x: 1200 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
        pagination={listPagination({ ...paging, total: page.data?.total ?? 0 }, (pageNum, pageSize) =>
          setPaging({ pageNum, pageSize }),
        )}
      />
    </section>
  );
}
