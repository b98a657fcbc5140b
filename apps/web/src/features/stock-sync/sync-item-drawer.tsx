import type { WarehouseSyncDiffRow, WarehouseSyncItemDetail } from '@atrium/contract/endpoints/stock-sync';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Popconfirm from 'antd/es/popconfirm';
import Skeleton from 'antd/es/skeleton';
import Table, { type TableProps } from 'antd/es/table';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../platform/access/use-action';
import { formatDateTime } from '../../resources/format-date-time';
import { STOCK_SYNC_NS } from './stock-sync-i18n';
import { useSyncItem } from './stock-sync-queries';
import { isReplayable } from './sync-log-list';
import { SyncStatusTag } from './sync-status-tag';
import { useReplay } from './use-replay';

/**
 * A JSON value as the sender sent it (or as the adapter read it), indented. Its box scrolls and is
 * focusable, so the keyboard can scroll it and the drawer's body around it (WCAG 2.1.1).
 */
function JsonBlock({ value, testId, label }: { value: unknown; testId: string; label: string }) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region the keyboard must reach
      tabIndex={0}
      aria-label={label}
      style={{
        maxHeight: 280,
        overflow: 'auto',
        padding: 12,
        borderRadius: 6,
        background: 'rgba(0, 0, 0, 0.04)',
      }}
    >
      <pre data-testid={testId} style={{ margin: 0, fontSize: 12 }}>
        {JSON.stringify(value, null, 2)}
      </pre>
    </section>
  );
}

/**
 * The item as the sender sent it. One kept escaped is `{"escapedJson": "<its JSON text>"}`: parsed
 * back and indented, JSON.stringify writes its NUL or lone surrogate as `\u0000` / `\ud800` again.
 */
const readableRaw = (item: Pick<WarehouseSyncItemDetail, 'raw' | 'rawEscaped'>): unknown =>
  item.rawEscaped ? JSON.parse((item.raw as { escapedJson: string }).escapedJson) : item.raw;

/** One item: what arrived, what it was read as, how it compares with our ledger, and 重放. */
export function SyncItemDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation(STOCK_SYNC_NS);
  const item = useSyncItem(id);
  const can = useAction();
  const { replay, busyId } = useReplay();
  const data = item.data;
  const replayable = data ? isReplayable(data.status) : false;
  const replayHint =
    data?.status === 'applied'
      ? t('replay.appliedHint')
      : data?.status === 'pending'
        ? t('replay.pendingHint')
        : '';

  // Only an applied item posted its change; for any other it is what applying would post.
  const posted = data?.status === 'applied';
  const diffColumns: TableProps<WarehouseSyncDiffRow>['columns'] = [
    { title: t('diff.code'), dataIndex: 'code', width: 140 },
    {
      title: t('diff.measure'),
      dataIndex: 'measure',
      width: 120,
      render: (measure: WarehouseSyncDiffRow['measure']) => t(`diff.${measure}`),
    },
    { title: t('diff.ours'), dataIndex: 'ours', width: 70, align: 'right' },
    { title: t('diff.theirs'), dataIndex: 'theirs', width: 70, align: 'right' },
    {
      title: posted ? t('diff.change') : t('diff.unposted'),
      dataIndex: 'change',
      width: posted ? 90 : 130,
      align: 'right',
      render: (change: string) => {
        const signed = change.startsWith('-') || change === '0' ? change : `+${change}`;
        if (!posted) return <Typography.Text type="secondary">{signed}</Typography.Text>;
        return (
          <Typography.Text
            type={change.startsWith('-') ? 'danger' : change === '0' ? 'secondary' : 'success'}
          >
            {signed}
          </Typography.Text>
        );
      },
    },
  ];

  const replayButton = (
    <Button type="primary" disabled={!replayable} loading={busyId === id} data-testid="drawer-replay">
      {t('action.replay')}
    </Button>
  );
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={760}
      title={t('detail.title', { id: id ?? '' })}
      destroyOnHidden
      extra={
        can('update') &&
        (replayable ? (
          <Popconfirm title={t('replay.confirm')} onConfirm={() => data && replay(data)}>
            {replayButton}
          </Popconfirm>
        ) : (
          <Tooltip title={replayHint}>{replayButton}</Tooltip>
        ))
      }
    >
      {!data ? (
        <Skeleton active />
      ) : (
        <div data-testid="sync-item-detail">
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered style={{ marginBottom: 20 }}>
            <Descriptions.Item label={t('col.status')}>
              <SyncStatusTag status={data.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('col.kind')}>{t(`kind.${data.kind}`)}</Descriptions.Item>
            <Descriptions.Item label={t('col.warehouse')}>{data.warehouseName}</Descriptions.Item>
            <Descriptions.Item label={t('col.eventId')}>
              {t('detail.eventItem', { eventId: data.eventId, index: data.itemIndex + 1 })}
            </Descriptions.Item>
            <Descriptions.Item label={t('col.receivedAt')}>
              {formatDateTime(data.receivedAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.appliedAt')}>
              {data.appliedAt ? formatDateTime(data.appliedAt) : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('col.attempts')}>{data.attempts}</Descriptions.Item>
            <Descriptions.Item label={t('detail.moves')}>
              {t('detail.movesCount', { count: data.moveIds.length })}
            </Descriptions.Item>
            {data.error && (
              <Descriptions.Item label={t('col.error')} span={2}>
                <Typography.Text type={data.status === 'applied' ? undefined : 'danger'}>
                  {data.error}
                </Typography.Text>
              </Descriptions.Item>
            )}
          </Descriptions>
          <Typography.Title level={5}>{t('detail.diff')}</Typography.Title>
          <Table<WarehouseSyncDiffRow>
            rowKey={(row) => `${row.code}:${row.measure}`}
            size="small"
            columns={diffColumns}
            dataSource={data.diff}
            pagination={false}
            locale={{ emptyText: t('diff.empty') }}
            scroll={{ x: 480 }}
            style={{ marginBottom: 20 }}
          />
          <Typography.Title level={5}>{t('detail.raw')}</Typography.Title>
          {data.rawEscaped && (
            <Typography.Paragraph type="secondary" data-testid="sync-item-raw-escaped">
              {t('detail.rawEscaped')}
            </Typography.Paragraph>
          )}
          <JsonBlock value={readableRaw(data)} testId="sync-item-raw" label={t('detail.raw')} />
          <Typography.Title level={5} style={{ marginTop: 20 }}>
            {t('detail.mapped')}
          </Typography.Title>
          {data.mapped === null ? (
            <Typography.Text type="secondary">{t('detail.notMapped')}</Typography.Text>
          ) : (
            <JsonBlock value={data.mapped} testId="sync-item-mapped" label={t('detail.mapped')} />
          )}
        </div>
      )}
    </Drawer>
  );
}
