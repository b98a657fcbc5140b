import { defineResource } from '../resource.js';

export const INVOICE_STATUSES = ['requested', 'issued', 'void'] as const;
export const INVOICE_TYPES = ['special', 'ordinary'] as const;

/**
 * 发票 (docs/sales-money.md, Invoices): an invoice request against one or more orders of one
 * customer, one line per order line with a quantity; each line's amount is its share of the order
 * line (computed by the server when the request takes the capacity). 专票 needs the title, tax
 * number, bank and account, address and phone; 普票 the title. 开具 needs the tax office's number
 * and date (entered by editing the request, with the invoice's file); 作废 gives the quantities back.
 */
export const invoiceResource = defineResource({
  name: 'invoice',
  basePath: '/erp/sale/invoice',
  menuKey: 'invoiceList',
  recordLabel: { 'zh-CN': '发票', en: 'Invoice' },
  ownership: true,
  // The order's owner (money-owner.ts), whoever writes the document.
  ownerSetByServer: true,
  fields: {
    documentNo: {
      kind: 'text',
      labelKey: 'invoice.documentNo',
      label: { 'zh-CN': '申请单号', en: 'Request number' },
      readOnly: true,
      filter: 'contains',
      sortable: true,
    },
    customerId: {
      kind: 'reference',
      ref: 'customer',
      labelKey: 'invoice.customer',
      label: { 'zh-CN': '客户', en: 'Customer' },
      // The orders' customer (all the orders of one document are one customer's).
      readOnly: true,
      filter: 'eq',
    },
    invoiceType: {
      kind: 'enum',
      labelKey: 'invoice.invoiceType',
      label: { 'zh-CN': '发票类型', en: 'Invoice type' },
      values: INVOICE_TYPES,
      valueLabels: {
        special: { 'zh-CN': '增值税专用发票', en: 'VAT special invoice' },
        ordinary: { 'zh-CN': '增值税普通发票', en: 'VAT ordinary invoice' },
      },
      required: true,
      filter: 'eq',
    },
    title: {
      kind: 'text',
      labelKey: 'invoice.title',
      label: { 'zh-CN': '发票抬头', en: 'Title' },
      required: true,
      maxLength: 100,
      filter: 'contains',
    },
    taxNumber: {
      kind: 'text',
      labelKey: 'invoice.taxNumber',
      label: { 'zh-CN': '纳税人识别号', en: 'Tax number' },
      maxLength: 20,
      pattern: /^[0-9A-Z]*$/,
    },
    bankName: {
      kind: 'text',
      labelKey: 'invoice.bankName',
      label: { 'zh-CN': '开户银行', en: 'Bank' },
      maxLength: 100,
      visibleIn: { list: false },
    },
    bankAccount: {
      kind: 'text',
      labelKey: 'invoice.bankAccount',
      label: { 'zh-CN': '银行账号', en: 'Bank account' },
      maxLength: 40,
      visibleIn: { list: false },
    },
    address: {
      kind: 'text',
      labelKey: 'invoice.address',
      label: { 'zh-CN': '注册地址', en: 'Registered address' },
      maxLength: 200,
      visibleIn: { list: false },
    },
    phone: {
      kind: 'text',
      labelKey: 'invoice.phone',
      label: { 'zh-CN': '注册电话', en: 'Registered phone' },
      maxLength: 40,
      visibleIn: { list: false },
    },
    status: {
      kind: 'enum',
      labelKey: 'invoice.status',
      label: { 'zh-CN': '状态', en: 'Status' },
      values: INVOICE_STATUSES,
      valueLabels: {
        requested: { 'zh-CN': '已申请', en: 'Requested' },
        issued: { 'zh-CN': '已开具', en: 'Issued' },
        void: { 'zh-CN': '已作废', en: 'Void' },
      },
      readOnly: true,
      filter: 'eq',
    },
    totalFen: {
      kind: 'money',
      labelKey: 'invoice.total',
      label: { 'zh-CN': '开票金额', en: 'Amount' },
      readOnly: true,
      sortable: true,
    },
    invoiceNo: {
      kind: 'text',
      labelKey: 'invoice.invoiceNo',
      label: { 'zh-CN': '发票号码', en: 'Invoice number' },
      maxLength: 32,
      filter: 'contains',
    },
    issuedOn: {
      kind: 'date',
      labelKey: 'invoice.issuedOn',
      label: { 'zh-CN': '开票日期', en: 'Issued on' },
      nullable: true,
      filter: 'range',
      sortable: true,
    },
    /** The issued invoice's file (PDF or picture), uploaded through the files module. */
    fileId: {
      kind: 'number',
      labelKey: 'invoice.file',
      label: { 'zh-CN': '发票文件', en: 'Invoice file' },
      integer: true,
      min: 1,
      nullable: true,
      visibleIn: { list: false, form: false, export: false },
    },
    remark: {
      kind: 'text',
      labelKey: 'invoice.remark',
      label: { 'zh-CN': '备注', en: 'Remark' },
      maxLength: 200,
    },
  },
  lines: {
    fields: {
      orderId: {
        kind: 'reference',
        ref: 'saleOrder',
        labelKey: 'invoice.order',
        label: { 'zh-CN': '销售订单', en: 'Sale order' },
        required: true,
      },
      orderLineId: {
        kind: 'number',
        labelKey: 'invoice.orderLine',
        label: { 'zh-CN': '订单行', en: 'Order line' },
        required: true,
        integer: true,
        min: 1,
        // An id: the detail shows the item instead.
        visibleIn: { list: false, form: true, detail: false },
      },
      itemLabel: {
        kind: 'text',
        labelKey: 'invoice.item',
        label: { 'zh-CN': '商品', en: 'Item' },
        readOnly: true,
      },
      quantity: {
        kind: 'quantity',
        labelKey: 'invoice.quantity',
        label: { 'zh-CN': '开票数量', en: 'Quantity' },
        required: true,
        min: 0.0001,
      },
      amount: {
        kind: 'money',
        labelKey: 'invoice.amount',
        label: { 'zh-CN': '开票金额', en: 'Amount' },
        readOnly: true,
      },
    },
    // At least one, refused by the server's create rule: 0 here keeps the import template (every
    // imported row is refused there: money documents are entered on their forms).
    min: 0,
    max: 200,
  },
  transitions: {
    field: 'status',
    // A request may still get its title, number, date and file; an issued one changes only by 作废.
    editableIn: ['requested'],
    deletableIn: [],
    transitions: {
      issue: {
        from: ['requested'],
        to: 'issued',
        access: 'invoiceList:update',
        labelKey: 'invoice.issue',
        label: { 'zh-CN': '开具', en: 'Issue' },
      },
      void: {
        from: ['requested', 'issued'],
        to: 'void',
        access: 'invoiceList:delete',
        labelKey: 'invoice.void',
        label: { 'zh-CN': '作废', en: 'Void' },
        confirm: true,
      },
    },
  },
});
