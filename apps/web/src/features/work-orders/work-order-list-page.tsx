import {
  WORK_ORDER_SLA_STATES,
  WORK_ORDER_SORTS,
  type WorkOrderRow,
  type WorkOrderView,
  workOrderDetailPath,
  workOrderExport,
} from '@atrium/contract/endpoints/work-orders';
import { WORK_ORDER_BASE_STATUSES } from '@atrium/contract/endpoints/workorder-settings';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAction } from '../../platform/access/use-action';
import { useGranted } from '../../platform/access/use-granted';
import { formatDateTime } from '../../resources/format-date-time';
import { createToolbarAction, rowActionsColumn, ToolbarActions } from '../../resources/list-actions';
import { ListFilterPanel } from '../../resources/list-filter-panel';
import { choiceFilter, defineListFilters, idFilter, textFilter } from '../../resources/list-filters';
import { type ListColumn, ListTable, NOT_ON_PHONE } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { ReferencePicker } from '../../resources/reference-picker';
import { ListExportButton, withoutPaging } from '../../resources/transfer/export-button';
import { TruncatedText } from '../../resources/truncated-text';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { WORK_ORDER_CREATE_PATH } from '../../resources/work-orders/work-order-links';
import {
  nameOptions,
  useWorkOrderOptions,
  useWorkOrderPage,
  type WorkOrderPageQuery,
} from './work-order-queries';
import { SlaCell } from './work-order-sla';
import { PriorityMark, WorkOrderStatusTag } from './work-order-tags';
import { WORK_ORDERS_NS } from './work-orders-i18n';

/** The filters of every view, kept in the URL (so they survive a refresh and a tab switch). */
export const workOrderFilters = defineListFilters({
  keyword: textFilter(),
  typeId: idFilter(),
  status: textFilter(),
  priorityId: idFilter(),
  groupId: idFilter(),
  customerId: idFilter(),
  slaState: choiceFilter(WORK_ORDER_SLA_STATES),
  sort: choiceFilter(WORK_ORDER_SORTS),
});

/**
 * 全部工单, 我提交的, 我负责的, 我关注的, 我经办的: one list, the view choosing the scope (the server
 * checks the view's menu permission). Export only from 全部工单.
 */
export function WorkOrderListPage({ view }: { view: WorkOrderView }) {
  const { t } = useTranslation(WORK_ORDERS_NS);
  const navigate = useNavigate();
  const can = useAction();
  const canOpen = useGranted('workorderDetail:get');
  const canCreate = useGranted('workorderCreate:add');
  const list = useFilteredList(workOrderFilters);
  const query = { ...list.query, view } as WorkOrderPageQuery;
  const page = useWorkOrderPage(query);
  usePageInRange(list, page.data);
  const options = useWorkOrderOptions();

  const statusOptions = [
    ...WORK_ORDER_BASE_STATUSES.map((status) => ({ value: status as string, label: t(`status.${status}`) })),
    ...(options.data?.types ?? [])
      .flatMap((type) => type.extraStates)
      .map((state) => ({ value: state.code, label: state.name })),
  ].filter((option, index, all) => all.findIndex((other) => other.value === option.value) === index);

  const columns: (ListColumn<WorkOrderRow> | null)[] = [
    {
      title: t('column.documentNo'),
      key: 'documentNo',
      render: (value: string, row) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {canOpen ? <Link to={workOrderDetailPath(row.id)}>{value}</Link> : value}
        </span>
      ),
    },
    {
      title: t('column.title'),
      key: 'title',
      // A phone keeps number, status, SLA and the detail link: the rest is one tap away.
      responsive: NOT_ON_PHONE,
      render: (title: string) => <TruncatedText text={title} />,
    },
    { title: t('column.type'), key: 'typeName', responsive: NOT_ON_PHONE },
    {
      title: t('column.status'),
      key: 'status',
      render: (_value, row) => <WorkOrderStatusTag row={row} />,
    },
    {
      title: t('column.priority'),
      key: 'priorityName',
      responsive: NOT_ON_PHONE,
      render: (_value, row) => <PriorityMark row={row} />,
    },
    {
      title: t('column.customer'),
      key: 'customerName',
      responsive: NOT_ON_PHONE,
      render: (name: string) => (name ? <TruncatedText text={name} /> : '-'),
    },
    {
      title: t('column.responsible'),
      key: 'responsibleName',
      responsive: NOT_ON_PHONE,
      render: (name: string) => name || t('list.unassigned'),
    },
    {
      title: t('column.group'),
      key: 'groupName',
      responsive: NOT_ON_PHONE,
      render: (name: string) => name || '-',
    },
    { title: t('column.sla'), key: 'dueAt', render: (_value, row) => <SlaCell row={row} /> },
    {
      title: t('column.updatedAt'),
      key: 'updatedAt',
      responsive: NOT_ON_PHONE,
      render: formatDateTime,
    },
    rowActionsColumn<WorkOrderRow>(
      t('column.actions'),
      canOpen
        ? [
            {
              key: 'detail',
              label: t('action.detail'),
              onClick: (row) => navigate(workOrderDetailPath(row.id)),
            },
          ]
        : [],
    ),
  ];

  const choice = (
    name: string,
    label: string,
    choices: { value: string | number; label: string }[],
    placeholder = t('filter.all'),
  ) => (
    <Form.Item name={name} label={label}>
      <Select
        allowClear
        placeholder={placeholder}
        options={choices}
        data-testid={`work-order-filter-${name}`}
      />
    </Form.Item>
  );

  return (
    <div data-testid="work-order-list" data-view={view}>
      <ListFilterPanel list={list}>
        <Form.Item name="keyword" label={t('filter.keyword')}>
          <Input allowClear placeholder={t('filter.keywordPlaceholder')} data-testid="work-order-keyword" />
        </Form.Item>
        {choice('typeId', t('filter.type'), nameOptions(options.data?.types))}
        {choice('status', t('filter.status'), statusOptions)}
        {choice('priorityId', t('filter.priority'), nameOptions(options.data?.priorities))}
        {choice('groupId', t('filter.group'), nameOptions(options.data?.groups))}
        <Form.Item name="customerId" label={t('filter.customer')}>
          <ReferencePicker source="customer" placeholder={t('filter.all')} />
        </Form.Item>
        {choice(
          'slaState',
          t('filter.slaState'),
          WORK_ORDER_SLA_STATES.map((state) => ({ value: state, label: t(`slaState.${state}`) })),
        )}
        {choice(
          'sort',
          t('filter.sort'),
          WORK_ORDER_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) })),
          t('sort.newest'),
        )}
      </ListFilterPanel>
      <section className="atrium-panel">
        <ListToolbar>
          <ToolbarActions
            actions={[
              createToolbarAction(t('action.new'), () => navigate(WORK_ORDER_CREATE_PATH), {
                granted: canCreate,
                oper: undefined,
              }),
            ]}
          />
          {view === 'all' && can('export') && (
            <ListExportButton endpoint={workOrderExport} filters={withoutPaging(list.query)} />
          )}
        </ListToolbar>
        <ListTable<WorkOrderRow>
          list={list}
          page={page}
          columns={columns}
          emptyText={t('list.empty')}
          onRow={(row) => ({ onDoubleClick: () => canOpen && navigate(workOrderDetailPath(row.id)) })}
        />
      </section>
    </div>
  );
}

export const AllWorkOrdersPage = () => <WorkOrderListPage view="all" />;
export const ReportedWorkOrdersPage = () => <WorkOrderListPage view="reported" />;
export const ResponsibleWorkOrdersPage = () => <WorkOrderListPage view="responsible" />;
export const FollowedWorkOrdersPage = () => <WorkOrderListPage view="followed" />;
export const ChargedWorkOrdersPage = () => <WorkOrderListPage view="charged" />;
