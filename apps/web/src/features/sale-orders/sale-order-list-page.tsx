import { SALE_ORDER_STATUSES, type SaleOrderRow } from '@atrium/contract/endpoints/sale-orders';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatCents } from '../../platform/format/money';
import { formatDateTime } from '../../resources/format-date-time';
import {
  createToolbarAction,
  rowActionsColumn,
  ToolbarActions,
  useGrantedActions,
} from '../../resources/list-actions';
import { ListFilterPanel } from '../../resources/list-filter-panel';
import {
  choiceFilter,
  dayRangeFilter,
  defineListFilters,
  idFilter,
  textFilter,
} from '../../resources/list-filters';
import { type ListColumn, ListTable } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { ReferencePicker } from '../../resources/reference-picker';
import { transitionRowActions } from '../../resources/transition-row-actions';
import { TruncatedText } from '../../resources/truncated-text';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { OrderDaysFilterItem, OrderFilterItems } from './order-filter-items';
import { type SaleOrderPageQuery, useSaleOrderPage } from './sale-order-queries';
import { SaleOrderStatusTag } from './sale-order-status-tag';
import { useSaleOrderTransitions } from './sale-order-transitions';
import { SALE_ORDERS_NS } from './sale-orders-i18n';

/** The list's filters, kept in the URL. */
const orderFilters = defineListFilters({
  keyword: textFilter(),
  status: choiceFilter(SALE_ORDER_STATUSES),
  sourceId: idFilter(),
  warehouseId: idFilter(),
  ownerUserId: idFilter(),
  range: dayRangeFilter('createdFrom', 'createdTo'),
});

export const detailPath = (id: number) => `/sale/order/detail/${id}`;

/** 销售订单 (/sale/order/list): the orders of the caller's data scope, newest first, each opening its detail. */
export function SaleOrderListPage() {
  const { t } = useTranslation(SALE_ORDERS_NS);
  const navigate = useNavigate();
  const list = useFilteredList(orderFilters);
  const page = useSaleOrderPage(list.query as SaleOrderPageQuery);
  usePageInRange(list, page.data);
  const transitions = useSaleOrderTransitions();
  const rowActions = useGrantedActions([
    {
      key: 'view',
      label: t('action.view'),
      oper: 'get',
      onClick: (row: SaleOrderRow) => navigate(detailPath(row.id)),
    },
    ...transitionRowActions<SaleOrderRow>(
      transitions.actions,
      (row, name) => transitions.take(row.id, name, row.version),
      (row, name) => transitions.taking?.id === row.id && transitions.taking.name === name,
    ),
  ]);
  const money = (fen: number) => formatCents(fen);
  const columns = [
    {
      title: t('column.documentNo'),
      key: 'documentNo',
      width: 150,
      render: (value: string, row: SaleOrderRow) => <Link to={detailPath(row.id)}>{value}</Link>,
    },
    {
      title: t('column.customer'),
      key: 'customerName',
      width: 180,
      render: (name: string) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <TruncatedText text={name} />
        </span>
      ),
    },
    {
      title: t('column.status'),
      key: 'status',
      width: 100,
      render: (status: SaleOrderRow['status']) => <SaleOrderStatusTag status={status} />,
    },
    { title: t('column.total'), key: 'totalFen', width: 120, align: 'right', render: money },
    { title: t('column.unpaid'), key: 'unpaidFen', width: 120, align: 'right', render: money },
    { title: t('column.lineCount'), key: 'lineCount', width: 70, align: 'right' },
    { title: t('column.source'), key: 'sourceName', width: 110 },
    { title: t('column.warehouse'), key: 'warehouseName', width: 100 },
    { title: t('column.owner'), key: 'ownerName', width: 90, render: (name: string) => name || '-' },
    { title: t('column.createdAt'), key: 'createdAt', width: 160, render: formatDateTime },
    rowActionsColumn(t('column.actions'), rowActions),
  ].filter((column): column is ListColumn<SaleOrderRow> => column !== null);
  return (
    <div data-testid="sale-order-list">
      <ListFilterPanel list={list}>
        <Form.Item name="keyword" label={t('filter.keyword')}>
          <Input allowClear placeholder={t('filter.keywordPlaceholder')} data-testid="sale-order-keyword" />
        </Form.Item>
        <OrderFilterItems />
        <Form.Item name="ownerUserId" label={t('filter.owner')}>
          <ReferencePicker source="user" placeholder={t('filter.all')} />
        </Form.Item>
        <OrderDaysFilterItem />
      </ListFilterPanel>
      <section className="atrium-panel">
        <ListToolbar>
          <ToolbarActions
            actions={[createToolbarAction(t('action.new'), () => navigate('/sale/order/create'))]}
          />
        </ListToolbar>
        <ListTable<SaleOrderRow>
          list={list}
          page={page}
          columns={columns}
          emptyText={t('list.empty')}
          onRow={(row) => ({ onDoubleClick: () => navigate(detailPath(row.id)) })}
        />
      </section>
    </div>
  );
}
