import { count, eq } from 'drizzle-orm';
import {
  type CodeLabels,
  codeCell,
  tableExporter,
  textCell,
  timeCell,
} from '../../../platform/resources/export/export-table.js';
import { lineListWhere, selectLines } from './sale-order-queries.js';
import { ordersInScope } from './sale-order-scopes.js';
import { saleOrderLines, saleOrders } from './sale-orders.tables.js';

const STATUSES: CodeLabels = {
  draft: { 'zh-CN': '草稿', en: 'Draft' },
  submitted: { 'zh-CN': '已提交', en: 'Submitted' },
  confirmed: { 'zh-CN': '已确认', en: 'Confirmed' },
  partlyShipped: { 'zh-CN': '部分发货', en: 'Partly shipped' },
  shipped: { 'zh-CN': '已发货', en: 'Shipped' },
  completed: { 'zh-CN': '已完成', en: 'Completed' },
  cancelled: { 'zh-CN': '已取消', en: 'Cancelled' },
};
const KINDS: CodeLabels = {
  product: { 'zh-CN': '商品', en: 'Product' },
  fitting: { 'zh-CN': '配件', en: 'Fitting' },
  service: { 'zh-CN': '服务', en: 'Service' },
};
const yuan = (fen: number) => fen / 100;

/** 销售订单明细's export: the list's filters within the requester's order scope, derived when the job runs. */
export const saleOrderLineExporter = tableExporter({
  name: 'saleOrderLineList',
  menuKey: 'saleOrderDetailList',
  where: async ({ db, requester, query }) =>
    lineListWhere(
      requester.orgId,
      await ordersInScope(db, requester),
      query as Parameters<typeof lineListWhere>[2],
    )!,
  count: async (db, where) => {
    const [{ total } = { total: 0 }] = await db
      .select({ total: count() })
      .from(saleOrderLines)
      .innerJoin(saleOrders, eq(saleOrders.id, saleOrderLines.parentId))
      .where(where);
    return total;
  },
  id: saleOrderLines.id,
  select: (db, where) => selectLines(db).where(where).$dynamic(),
  idOf: (row) => row.line.id,
  columns: (locale) => [
    { title: { 'zh-CN': '订单号', en: 'Order' }, cell: (row) => textCell(row.order.documentNo) },
    { title: { 'zh-CN': '状态', en: 'Status' }, cell: (row) => codeCell(STATUSES, locale, row.order.status) },
    { title: { 'zh-CN': '客户', en: 'Customer' }, cell: (row) => textCell(row.order.customerName) },
    { title: { 'zh-CN': '来源', en: 'Source' }, cell: (row) => textCell(row.sourceName) },
    { title: { 'zh-CN': '仓库', en: 'Warehouse' }, cell: (row) => textCell(row.warehouseName) },
    { title: { 'zh-CN': '行号', en: 'Line' }, cell: (row) => row.line.lineNo },
    { title: { 'zh-CN': '类型', en: 'Kind' }, cell: (row) => codeCell(KINDS, locale, row.line.itemKind) },
    { title: { 'zh-CN': '商品', en: 'Item' }, cell: (row) => textCell(row.line.itemLabel) },
    { title: { 'zh-CN': '平台子单号', en: 'Platform line' }, cell: (row) => textCell(row.line.extOrderSn) },
    { title: { 'zh-CN': '数量', en: 'Quantity' }, cell: (row) => Number(row.line.quantity) },
    { title: { 'zh-CN': '单价（元）', en: 'Unit price (CNY)' }, cell: (row) => yuan(row.line.unitPrice) },
    { title: { 'zh-CN': '折扣率', en: 'Discount rate' }, cell: (row) => row.line.discountRate / 10_000 },
    { title: { 'zh-CN': '金额（元）', en: 'Amount (CNY)' }, cell: (row) => yuan(row.line.amount) },
    { title: { 'zh-CN': '税额（元）', en: 'Tax (CNY)' }, cell: (row) => yuan(row.line.taxAmount) },
    { title: { 'zh-CN': '已发货', en: 'Shipped' }, cell: (row) => Number(row.line.shippedQuantity) },
    { title: { 'zh-CN': '已退货', en: 'Returned' }, cell: (row) => Number(row.line.returnedQuantity) },
    { title: { 'zh-CN': '已开票', en: 'Invoiced' }, cell: (row) => Number(row.line.invoicedQuantity) },
    {
      title: { 'zh-CN': '已收款（元）', en: 'Collected (CNY)' },
      cell: (row) => yuan(row.line.collectedAmount),
    },
    { title: { 'zh-CN': '下单时间', en: 'Ordered at' }, cell: (row) => timeCell(row.order.createdAt) },
  ],
});
