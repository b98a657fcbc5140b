import type { QueryOf } from '@atrium/contract';
import {
  PICKUP_ARRIVALS,
  PICKUP_STATUSES,
  type PickupRow,
  pickupExport,
  pickupPage,
} from '@atrium/contract/endpoints/repair-pickups';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';
import { formatDateTime } from '../../resources/format-date-time';
import {
  createToolbarAction,
  rowActionsColumn,
  ToolbarActions,
  useGrantedActions,
} from '../../resources/list-actions';
import { ListFilterPanel } from '../../resources/list-filter-panel';
import { choiceFilter, defineListFilters, textFilter } from '../../resources/list-filters';
import { ListTable, NOT_ON_PHONE } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { customerColumn, documentNoColumn } from '../../resources/repairs/repair-columns';
import { PICKUP_PATHS, REPAIR_PATHS } from '../../resources/repairs/repair-paths';
import { REPAIRS_KEY } from '../../resources/repairs/repair-queries';
import { PickupStatusTag } from '../../resources/repairs/repair-tags';
import { usePickupTransitions } from '../../resources/repairs/repair-transitions';
import { REPAIRS_NS } from '../../resources/repairs/repairs-i18n';
import { ListExportButton, withoutPaging } from '../../resources/transfer/export-button';
import { transitionRowActions } from '../../resources/transition-row-actions';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';

const pickupFilters = defineListFilters({
  keyword: textFilter(),
  status: choiceFilter(PICKUP_STATUSES),
  arrival: choiceFilter(PICKUP_ARRIVALS),
});

/**
 * 取件单 (/workorder/collect/list): pickups newest first, filtered by state, how the device comes
 * in and a keyword (number, tracking number, serial, customer), exported as shown; 已发出 and 取消
 * as row actions, each row opening its detail (where it is checked in).
 */
export function PickupListPage() {
  const { t } = useTranslation(REPAIRS_NS);
  const navigate = useNavigate();
  const scope = useQueryScope();
  const list = useFilteredList(pickupFilters);
  const query = list.query as QueryOf<typeof pickupPage>;
  const page = useQuery({
    queryKey: [...scope, REPAIRS_KEY, 'pickups', query],
    queryFn: ({ signal }) => callEndpoint(pickupPage, { query, signal }),
    placeholderData: keepPreviousData,
  });
  usePageInRange(list, page.data);
  const transitions = usePickupTransitions();
  const rowActions = useGrantedActions([
    {
      key: 'view',
      label: t('action.view'),
      oper: 'get',
      onClick: (row: PickupRow) => navigate(PICKUP_PATHS.detail(row.id)),
    },
    ...transitionRowActions<PickupRow>(
      transitions.actions,
      (row, name) => transitions.take(row.id, name, row.version),
      (row, name) => transitions.isTaking(row.id, name),
    ),
  ]);
  return (
    <div data-testid="pickup-list">
      <ListFilterPanel list={list}>
        <Form.Item name="keyword" label={t('filter.keyword')}>
          <Input allowClear placeholder={t('filter.pickupKeywordPlaceholder')} data-testid="pickup-keyword" />
        </Form.Item>
        <Form.Item name="status" label={t('filter.status')}>
          <Select
            allowClear
            placeholder={t('filter.all')}
            options={PICKUP_STATUSES.map((value) => ({ value, label: t(`pickupStatus.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="arrival" label={t('filter.arrival')}>
          <Select
            allowClear
            placeholder={t('filter.all')}
            options={PICKUP_ARRIVALS.map((value) => ({ value, label: t(`arrival.${value}`) }))}
          />
        </Form.Item>
      </ListFilterPanel>
      <section className="atrium-panel">
        <ListToolbar>
          <ToolbarActions
            actions={[createToolbarAction(t('action.new'), () => navigate(PICKUP_PATHS.create))]}
          />
          <ListExportButton endpoint={pickupExport} filters={withoutPaging(query)} />
        </ListToolbar>
        <ListTable<PickupRow>
          list={list}
          page={page}
          emptyText={t('list.pickupEmpty')}
          onRow={(row) => ({ onDoubleClick: () => navigate(PICKUP_PATHS.detail(row.id)) })}
          columns={[
            documentNoColumn<PickupRow>(t('column.pickupNo'), PICKUP_PATHS.detail),
            customerColumn<PickupRow>(t('column.customer')),
            {
              title: t('column.arrival'),
              key: 'arrival',
              width: 100,
              render: (value: PickupRow['arrival']) => t(`arrival.${value}`),
            },
            {
              title: t('column.status'),
              key: 'status',
              width: 100,
              render: (value: PickupRow['status']) => <PickupStatusTag status={value} />,
            },
            {
              title: t('column.trackingNo'),
              key: 'trackingNo',
              width: 160,
              responsive: NOT_ON_PHONE,
              render: (value: string, row: PickupRow) =>
                [row.carrier, value].filter(Boolean).join(' ') || '-',
            },
            {
              title: t('column.serialNo'),
              key: 'serialNo',
              width: 140,
              responsive: NOT_ON_PHONE,
              render: (value: string) => value || '-',
            },
            {
              title: t('column.repair'),
              key: 'repairNo',
              width: 150,
              render: (value: string, row: PickupRow) =>
                row.repairId === null ? '-' : <Link to={REPAIR_PATHS.detail(row.repairId)}>{value}</Link>,
            },
            {
              title: t('column.createdAt'),
              key: 'createdAt',
              width: 160,
              responsive: NOT_ON_PHONE,
              render: formatDateTime,
            },
            rowActionsColumn(t('column.actions'), rowActions),
          ]}
        />
      </section>
    </div>
  );
}
