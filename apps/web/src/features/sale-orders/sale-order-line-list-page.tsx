import {
  SALE_LINE_ITEM_KINDS,
  SALE_ORDER_STATUSES,
  type SaleOrderLineRow,
  saleOrderLineExport,
} from '@atrium/contract/endpoints/sale-orders';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCents } from '../../platform/format/money';
import { formatDateTime } from '../../resources/format-date-time';
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
import { ListExportButton, withoutPaging } from '../../resources/transfer/export-button';
import { TruncatedText } from '../../resources/truncated-text';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { OrderDaysFilterItem, OrderFilterItems } from './order-filter-items';
import { detailPath } from './sale-order-list-page';
import { type SaleOrderLinePageQuery, useSaleOrderLinePage } from './sale-order-queries';
import { SaleOrderStatusTag } from './sale-order-status-tag';
import { SALE_ORDERS_NS } from './sale-orders-i18n';

const lineFilters = defineListFilters({
  keyword: textFilter(),
  itemKind: choiceFilter(SALE_LINE_ITEM_KINDS),
  status: choiceFilter(SALE_ORDER_STATUSES),
  sourceId: idFilter(),
  warehouseId: idFilter(),
  range: dayRangeFilter('createdFrom', 'createdTo'),
});

/** 销售订单明细 (/sale/order/detailList): every line of the orders in scope, filtered and exported. */
export function SaleOrderLineListPage() {
  const { t } = useTranslation(SALE_ORDERS_NS);
  const list = useFilteredList(lineFilters);
  const page = useSaleOrderLinePage(list.query as SaleOrderLinePageQuery);
  usePageInRange(list, page.data);
  const money = (fen: number) => formatCents(fen);
  const columns: ListColumn<SaleOrderLineRow>[] = [
    {
      title: t('column.documentNo'),
      key: 'documentNo',
      width: 150,
      render: (value: string, row) => <Link to={detailPath(row.orderId)}>{value}</Link>,
    },
    {
      title: t('column.status'),
      key: 'status',
      width: 100,
      render: (status: SaleOrderLineRow['status']) => <SaleOrderStatusTag status={status} />,
    },
    {
      title: t('column.customer'),
      key: 'customerName',
      width: 160,
      render: (name: string) => <TruncatedText text={name} />,
    },
    { title: t('column.lineNo'), key: 'lineNo', width: 60, align: 'right' },
    {
      title: t('column.kind'),
      key: 'itemKind',
      width: 70,
      render: (kind: SaleOrderLineRow['itemKind']) => t(`kind.${kind}`),
    },
    {
      title: t('column.item'),
      key: 'itemLabel',
      width: 200,
      render: (label: string) => <TruncatedText text={label} />,
    },
    {
      title: t('column.quantity'),
      key: 'quantity',
      width: 80,
      align: 'right',
      render: (q: string, row) => `${q} ${row.unit}`,
    },
    { title: t('column.unitPrice'), key: 'unitPrice', width: 110, align: 'right', render: money },
    {
      title: t('column.discountRate'),
      key: 'discountRate',
      width: 80,
      align: 'right',
      render: (rate: number) => `${rate / 100}%`,
    },
    { title: t('column.amount'), key: 'amount', width: 120, align: 'right', render: money },
    { title: t('column.shipped'), key: 'shippedQuantity', width: 80, align: 'right' },
    { title: t('column.invoiced'), key: 'invoicedQuantity', width: 80, align: 'right' },
    { title: t('column.extOrderSn'), key: 'extOrderSn', width: 120, render: (sn: string) => sn || '-' },
    { title: t('column.warehouse'), key: 'warehouseName', width: 100 },
    { title: t('column.createdAt'), key: 'createdAt', width: 160, render: formatDateTime },
  ];
  return (
    <div data-testid="sale-order-line-list">
      <ListFilterPanel list={list}>
        <Form.Item name="keyword" label={t('filter.keyword')}>
          <Input allowClear placeholder={t('filter.lineKeywordPlaceholder')} />
        </Form.Item>
        <Form.Item name="itemKind" label={t('filter.itemKind')}>
          <Select
            allowClear
            placeholder={t('filter.all')}
            options={SALE_LINE_ITEM_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
          />
        </Form.Item>
        <OrderFilterItems />
        <OrderDaysFilterItem />
      </ListFilterPanel>
      <section className="atrium-panel">
        <ListToolbar>
          <ListExportButton endpoint={saleOrderLineExport} filters={withoutPaging(list.query)} />
        </ListToolbar>
        <ListTable<SaleOrderLineRow> list={list} page={page} columns={columns} emptyText={t('lines.empty')} />
      </section>
    </div>
  );
}
