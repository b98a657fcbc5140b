import {
  WAREHOUSE_SYNC_KINDS,
  WAREHOUSE_SYNC_REPLAYABLE,
  WAREHOUSE_SYNC_STATUSES,
  type WarehouseSyncItemRow,
  type WarehouseSyncKind,
  type WarehouseSyncStatus,
} from '@atrium/contract/endpoints/stock-sync';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../resources/format-date-time';
import { type RowAction, rowActionsColumn, useGrantedActions } from '../../resources/list-actions';
import { ListFilterPanel } from '../../resources/list-filter-panel';
import {
  choiceFilter,
  dayRangeFilter,
  defineListFilters,
  idFilter,
  textFilter,
} from '../../resources/list-filters';
import { type ListColumn, ListTable } from '../../resources/list-table';
import type { FilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { STOCK_SYNC_NS } from './stock-sync-i18n';
import { useSyncLog } from './stock-sync-queries';
import { SyncStatusTag } from './sync-status-tag';
import { useReplay } from './use-replay';

/** The log's filters and page in the URL (`log.status=conflict`…), beside the settings tab's. */
export const syncLogFilters = defineListFilters(
  {
    warehouseId: idFilter(),
    status: choiceFilter(WAREHOUSE_SYNC_STATUSES),
    kind: choiceFilter(WAREHOUSE_SYNC_KINDS),
    received: dayRangeFilter('receivedFrom', 'receivedTo'),
    eventId: textFilter(),
  },
  { prefix: 'log.' },
);

export const isReplayable = (status: WarehouseSyncStatus) => WAREHOUSE_SYNC_REPLAYABLE.includes(status);

/** 同步日志: every item outside warehouses sent, newest first; a row opens its detail. */
export function SyncLogList({
  list,
  warehouses,
  onOpen,
}: {
  list: FilteredList<typeof syncLogFilters>;
  warehouses: { value: number; label: string }[];
  onOpen: (row: WarehouseSyncItemRow) => void;
}) {
  const { t } = useTranslation(STOCK_SYNC_NS);
  const log = useSyncLog(list.query);
  usePageInRange(list, log.data);
  const { replay, busyId } = useReplay();

  const rowActions = useGrantedActions<RowAction<WarehouseSyncItemRow>>([
    { key: 'detail', label: t('action.detail'), onClick: onOpen },
    {
      key: 'replay',
      label: t('action.replay'),
      oper: 'update',
      confirm: t('replay.confirm'),
      shownFor: (row) => isReplayable(row.status),
      busyFor: (row) => busyId === row.id,
      onClick: replay,
    },
  ]);

  const columns: (ListColumn<WarehouseSyncItemRow> | null)[] = [
    { title: t('col.receivedAt'), key: 'receivedAt', width: 150, render: formatDateTime },
    { title: t('col.warehouse'), key: 'warehouseName', width: 104, ellipsis: true },
    {
      title: t('col.eventId'),
      key: 'eventId',
      width: 160,
      ellipsis: true,
      render: (eventId: string, row: WarehouseSyncItemRow) => `${eventId} #${row.itemIndex + 1}`,
    },
    {
      title: t('col.kind'),
      key: 'kind',
      width: 84,
      render: (kind: WarehouseSyncKind) => t(`kind.${kind}`),
    },
    { title: t('col.subject'), key: 'subject', width: 150, render: (value: string) => value || '-' },
    {
      title: t('col.status'),
      key: 'status',
      width: 80,
      render: (status: WarehouseSyncStatus) => <SyncStatusTag status={status} />,
    },
    { title: t('col.attempts'), key: 'attempts', width: 92, align: 'right' },
    // The reason takes the width left and wraps: it is what the reader came for.
    { title: t('col.error'), key: 'error', render: (value: string) => value || '-' },
    rowActionsColumn(t('col.actions'), rowActions),
  ];

  return (
    <div data-testid="sync-log">
      <ListFilterPanel list={list} bare>
        <Form.Item name="warehouseId" label={t('filter.warehouse')}>
          <Select allowClear placeholder={t('filter.all')} options={warehouses} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="status" label={t('filter.status')}>
          <Select
            allowClear
            placeholder={t('filter.all')}
            style={{ width: 120 }}
            options={WAREHOUSE_SYNC_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="kind" label={t('filter.kind')}>
          <Select
            allowClear
            placeholder={t('filter.all')}
            style={{ width: 120 }}
            options={WAREHOUSE_SYNC_KINDS.map((value) => ({ value, label: t(`kind.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="received" label={t('filter.received')}>
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item name="eventId" label={t('filter.eventId')}>
          <Input allowClear placeholder={t('filter.eventIdPlaceholder')} style={{ width: 200 }} />
        </Form.Item>
      </ListFilterPanel>
      <ListTable<WarehouseSyncItemRow>
        list={list}
        page={log}
        columns={columns}
        emptyText={t('empty')}
        onRow={(row) => ({ onClick: () => onOpen(row), style: { cursor: 'pointer' } })}
      />
    </div>
  );
}
