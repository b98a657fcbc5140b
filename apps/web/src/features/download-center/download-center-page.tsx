import { type DownloadEntry, type DownloadStatus, EXPORT_KEEP_DAYS } from '@atrium/contract';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../resources/format-date-time';
import { formatSize } from '../../resources/format-size';
import {
  deleteRowAction,
  type RowAction,
  rowActionsColumn,
  useGrantedActions,
} from '../../resources/list-actions';
import { defineListFilters } from '../../resources/list-filters';
import { type ListColumn, ListTable } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { runListWrite } from '../../resources/list-write';
import { DOWNLOAD_NS } from '../../resources/transfer/export-i18n';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { saveDownload, useDeleteDownload, useDownloadPage } from './download-queries';

const STATUS_COLORS: Record<DownloadStatus, string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
  cancelled: 'warning',
  expired: 'default',
};

/** The page, kept in the URL. */
const downloadListState = defineListFilters({});

/** 下载中心 (/system/dowload/list): the user's export files with their progress, until they expire. */
export function DownloadCenterPage() {
  const { t } = useTranslation(DOWNLOAD_NS);
  const list = useFilteredList(downloadListState);
  const page = useDownloadPage(list.query);
  usePageInRange(list, page.data);
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
  const confirmDelete = (entry: DownloadEntry) =>
    // The mutation refreshes the list itself.
    runListWrite(
      () => remove.mutateAsync(entry.id),
      t('delete.done'),
      () => Promise.resolve(),
    );

  const rowActions = useGrantedActions<RowAction<DownloadEntry>>([
    {
      key: 'download',
      label: t('action.download'),
      oper: 'get',
      shownFor: (entry) => entry.status === 'done',
      busyFor: (entry) => saving === entry.id,
      onClick: download,
    },
    deleteRowAction(t('action.delete'), () => t('delete.confirm'), confirmDelete),
  ]);

  const columns: (ListColumn<DownloadEntry> | null)[] = [
    // No fixed width: the file name takes what the other columns leave (at least 220 px).
    {
      title: t('column.fileName'),
      key: 'fileName',
      minWidth: 220,
      ellipsis: { showTitle: true },
      // A failed export says why under its name, in words (the server never sends the technical
      // error), wrapped: the name may be cut short, the reason not.
      render: (fileName: string, entry) => (
        <>
          {fileName}
          {entry.failure ? (
            <Typography.Text
              type="danger"
              data-testid="download-failure"
              style={{ display: 'block', whiteSpace: 'normal' }}
            >
              {entry.failure}
            </Typography.Text>
          ) : null}
        </>
      ),
    },
    {
      title: t('column.status'),
      key: 'status',
      width: 100,
      render: (status: DownloadStatus) => (
        <Tag color={STATUS_COLORS[status]} data-testid="download-status">
          {t(`status.${status}`)}
        </Tag>
      ),
    },
    {
      title: t('column.progress'),
      key: 'progress',
      width: 140,
      render: (progress: number, entry) => (
        <Progress
          percent={progress}
          size="small"
          status={entry.status === 'failed' ? 'exception' : entry.status === 'running' ? 'active' : undefined}
        />
      ),
    },
    { title: t('column.rows'), key: 'rows', width: 100, render: (rows: number | null) => rows ?? '—' },
    { title: t('column.size'), key: 'size', width: 100, render: formatSize },
    { title: t('column.createdAt'), key: 'createdAt', width: 160, render: formatDateTime },
    { title: t('column.expiresAt'), key: 'expiresAt', width: 160, render: formatDateTime },
    rowActionsColumn(t('column.actions'), rowActions),
  ];

  return (
    <section className="atrium-panel" data-testid="download-center">
      <ListToolbar tools={<Button onClick={() => void page.refetch()}>{t('action.refresh')}</Button>}>
        <Typography.Text type="secondary">{t('hint.keepDays', { days: EXPORT_KEEP_DAYS })}</Typography.Text>
      </ListToolbar>
      <ListTable<DownloadEntry>
        list={list}
        page={{ ...page, isFetching: page.isLoading }}
        columns={columns}
        emptyText={t('empty')}
      />
    </section>
  );
}
