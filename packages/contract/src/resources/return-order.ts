import { defineResource } from '../resource.js';
import { MY_WAREHOUSES_SCOPE } from './warehouse.js';

export const RETURN_ORDER_STATUSES = ['draft', 'received', 'cancelled'] as const;
export const RETURN_INSPECTIONS = ['qualified', 'repair', 'scrap'] as const;

/**
 * 退货单 (docs/sales-money.md, Returns): what a customer sends back of one order's shipped lines
 * (per line, by serial for tracked items), the reason, the inspection result and the warehouse it
 * goes into (the order's by default). 收货 (`receive`) takes the goods back into stock, records the
 * returned quantities and, when the customer has now paid more than is owed, refunds the
 * difference as a negative collection — all in one transaction, behind an approval above the
 * organization's threshold.
 */
export const returnOrderResource = defineResource({
  name: 'returnOrder',
  basePath: '/erp/sale/return',
  menuKey: 'returnOrderList',
  recordLabel: { 'zh-CN': '退货单', en: 'Return' },
  ownership: true,
  // The order's owner (money-owner.ts), whoever writes the document.
  ownerSetByServer: true,
  fields: {
    documentNo: {
      kind: 'text',
      labelKey: 'returnOrder.documentNo',
      label: { 'zh-CN': '退货单号', en: 'Number' },
      readOnly: true,
      filter: 'contains',
      sortable: true,
    },
    orderId: {
      kind: 'reference',
      ref: 'saleOrder',
      labelKey: 'returnOrder.order',
      label: { 'zh-CN': '销售订单', en: 'Sale order' },
      required: true,
      filter: 'eq',
    },
    customerId: {
      kind: 'reference',
      ref: 'customer',
      labelKey: 'returnOrder.customer',
      label: { 'zh-CN': '客户', en: 'Customer' },
      readOnly: true,
      filter: 'eq',
    },
    // The order's warehouse when left out.
    warehouseId: {
      kind: 'reference',
      ref: 'warehouse',
      labelKey: 'returnOrder.warehouse',
      label: { 'zh-CN': '退入仓库', en: 'Into warehouse' },
      nullable: true,
      filter: 'eq',
    },
    reason: {
      kind: 'text',
      labelKey: 'returnOrder.reason',
      label: { 'zh-CN': '退货原因', en: 'Reason' },
      required: true,
      maxLength: 200,
    },
    inspection: {
      kind: 'enum',
      labelKey: 'returnOrder.inspection',
      label: { 'zh-CN': '检验结果', en: 'Inspection' },
      values: RETURN_INSPECTIONS,
      valueLabels: {
        qualified: { 'zh-CN': '合格', en: 'Good' },
        repair: { 'zh-CN': '待维修', en: 'To repair' },
        scrap: { 'zh-CN': '报废', en: 'Scrap' },
      },
      required: true,
      filter: 'eq',
    },
    status: {
      kind: 'enum',
      labelKey: 'returnOrder.status',
      label: { 'zh-CN': '状态', en: 'Status' },
      values: RETURN_ORDER_STATUSES,
      valueLabels: {
        draft: { 'zh-CN': '草稿', en: 'Draft' },
        received: { 'zh-CN': '已收货', en: 'Received' },
        cancelled: { 'zh-CN': '已取消', en: 'Cancelled' },
      },
      readOnly: true,
      filter: 'eq',
    },
    // Σ lines' amounts (their share of the order lines), computed by the server.
    totalFen: {
      kind: 'money',
      labelKey: 'returnOrder.total',
      label: { 'zh-CN': '退货金额', en: 'Amount' },
      readOnly: true,
      sortable: true,
    },
    refundFen: {
      kind: 'money',
      labelKey: 'returnOrder.refund',
      label: { 'zh-CN': '退款金额', en: 'Refund' },
      readOnly: true,
    },
    remark: {
      kind: 'text',
      labelKey: 'returnOrder.remark',
      label: { 'zh-CN': '备注', en: 'Remark' },
      maxLength: 200,
    },
  },
  lines: {
    fields: {
      orderLineId: {
        kind: 'number',
        labelKey: 'returnOrder.orderLine',
        label: { 'zh-CN': '订单行', en: 'Order line' },
        required: true,
        integer: true,
        min: 1,
        // An id: the detail shows the item instead.
        visibleIn: { list: false, form: true, detail: false },
      },
      itemLabel: {
        kind: 'text',
        labelKey: 'returnOrder.item',
        label: { 'zh-CN': '商品', en: 'Item' },
        readOnly: true,
      },
      quantity: {
        kind: 'quantity',
        labelKey: 'returnOrder.quantity',
        label: { 'zh-CN': '退货数量', en: 'Quantity' },
        required: true,
        min: 0.0001,
      },
      // Serial numbers of a tracked item, one per unit, separated by commas, spaces or new lines.
      serials: {
        kind: 'textarea',
        labelKey: 'returnOrder.serials',
        label: { 'zh-CN': '序列号', en: 'Serials' },
        maxLength: 4000,
      },
      amount: {
        kind: 'money',
        labelKey: 'returnOrder.amount',
        label: { 'zh-CN': '退货金额', en: 'Amount' },
        readOnly: true,
      },
    },
    // At least one, refused by the server's create rule: 0 here keeps the import template (every
    // imported row is refused there: money documents are entered on their forms).
    min: 0,
    max: 200,
  },
  scopes: { assignments: [{ scope: MY_WAREHOUSES_SCOPE, field: 'warehouseId' }] },
  transitions: {
    field: 'status',
    editableIn: ['draft'],
    transitions: {
      receive: {
        from: ['draft'],
        to: 'received',
        access: 'returnOrderList:update',
        labelKey: 'returnOrder.receive',
        label: { 'zh-CN': '收货', en: 'Receive' },
        confirm: true,
      },
      cancel: {
        from: ['draft'],
        to: 'cancelled',
        access: 'returnOrderList:delete',
        labelKey: 'returnOrder.cancel',
        label: { 'zh-CN': '取消', en: 'Cancel' },
        confirm: true,
      },
    },
  },
});
