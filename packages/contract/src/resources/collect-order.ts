import { defineResource } from '../resource.js';

export const COLLECT_ORDER_STATUSES = ['posted', 'void'] as const;

/**
 * 收款单 (docs/sales-money.md, Collections): money received from one customer against one or more
 * of its orders, one line per order. A refund is a negative collection (a line with a negative
 * amount): from a return, or by hand up to what was collected beyond what the order still owes.
 * Posted when saved; 作废 takes it back. Each order's collected amount is always the sum of its
 * posted collection lines. Owned by the orders' owner (a salesperson sees the money of their orders).
 */
export const collectOrderResource = defineResource({
  name: 'collectOrder',
  basePath: '/erp/sale/collect',
  menuKey: 'saleCollectOrderList',
  recordLabel: { 'zh-CN': '收款单', en: 'Collect order' },
  ownership: true,
  // The order's owner (money-owner.ts), whoever writes the document.
  ownerSetByServer: true,
  fields: {
    documentNo: {
      kind: 'text',
      labelKey: 'collectOrder.documentNo',
      label: { 'zh-CN': '收款单号', en: 'Number' },
      readOnly: true,
      filter: 'contains',
      sortable: true,
    },
    customerId: {
      kind: 'reference',
      ref: 'customer',
      labelKey: 'collectOrder.customer',
      label: { 'zh-CN': '客户', en: 'Customer' },
      // The orders' customer (all the orders of one document are one customer's).
      readOnly: true,
      filter: 'eq',
    },
    paymentChannelId: {
      kind: 'reference',
      ref: 'paymentChannel',
      labelKey: 'collectOrder.paymentChannel',
      label: { 'zh-CN': '支付渠道', en: 'Payment channel' },
      required: true,
      filter: 'eq',
    },
    collectedOn: {
      kind: 'date',
      labelKey: 'collectOrder.collectedOn',
      label: { 'zh-CN': '收款日期', en: 'Date' },
      required: true,
      filter: 'range',
      sortable: true,
    },
    status: {
      kind: 'enum',
      labelKey: 'collectOrder.status',
      label: { 'zh-CN': '状态', en: 'Status' },
      values: COLLECT_ORDER_STATUSES,
      valueLabels: {
        posted: { 'zh-CN': '已收款', en: 'Posted' },
        void: { 'zh-CN': '已作废', en: 'Void' },
      },
      readOnly: true,
      filter: 'eq',
    },
    // Σ lines: negative for a refund. Computed by the server.
    totalFen: {
      kind: 'money',
      labelKey: 'collectOrder.total',
      label: { 'zh-CN': '金额', en: 'Amount' },
      readOnly: true,
      sortable: true,
    },
    /** The return whose refund this is (null for a collection or a refund by hand). */
    returnOrderId: {
      kind: 'number',
      labelKey: 'collectOrder.returnOrder',
      label: { 'zh-CN': '退货单', en: 'Return' },
      readOnly: true,
      nullable: true,
      visibleIn: { list: false, form: false, detail: false, export: false },
    },
    remark: {
      kind: 'text',
      labelKey: 'collectOrder.remark',
      label: { 'zh-CN': '备注', en: 'Remark' },
      maxLength: 200,
    },
  },
  lines: {
    fields: {
      orderId: {
        kind: 'reference',
        ref: 'saleOrder',
        labelKey: 'collectOrder.order',
        label: { 'zh-CN': '销售订单', en: 'Sale order' },
        required: true,
      },
      // Fen; negative refunds.
      amount: {
        kind: 'money',
        labelKey: 'collectOrder.amount',
        label: { 'zh-CN': '收款金额', en: 'Amount' },
        required: true,
        min: -10_000_000_000,
        max: 10_000_000_000,
      },
    },
    // At least one, refused by the server's create rule: 0 here keeps the import template (every
    // imported row is refused there: money documents are entered on their forms).
    min: 0,
    max: 50,
  },
  transitions: {
    field: 'status',
    // Posted when saved: only 作废 changes it.
    editableIn: [],
    transitions: {
      void: {
        from: ['posted'],
        to: 'void',
        access: 'saleCollectOrderList:delete',
        labelKey: 'collectOrder.void',
        label: { 'zh-CN': '作废', en: 'Void' },
        confirm: true,
      },
    },
  },
});
