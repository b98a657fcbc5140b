import { z } from 'zod';
import { defineEndpoint, PUBLIC, permission } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import type { Fields } from '../resource.js';
import { exportAnswer, listExportBody } from '../resource-export.js';
import { fileBytes, importQuery, importReport, importTemplateQuery } from '../resource-import.js';
import {
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  WEBHOOK_TIMESTAMP_WINDOW_SECONDS,
} from '../signed-webhook.js';
import { idParams, optionalFilter, queryRecordId, recordId, recordVersion, text } from '../zod-kit.js';

/**
 * Channels of the sales module (docs/sales-channels.md): 订单来源 settings and webhook, 外部订单
 * (platform orders pushed to a signed webhook or imported from a file, each logged and made a
 * sale order or rejected with the reason), 电商账单 (settlement statements imported and reconciled
 * against the orders) and 订单状态更新 (logistics status of many orders at once).
 *
 * Platform protocol (docs/sales-channels.md, "Webhook"):
 *   POST /erp/sale/external/hook/{hookKey}, Content-Type: application/json, signed like every
 *   Atrium webhook (signed-webhook.ts): X-Atrium-Timestamp + X-Atrium-Signature.
 *   body: { eventId, orders: [externalOrderPayload…] }; an eventId seen before answers duplicate.
 */

export const EXTERNAL_ORDER_TIMESTAMP_HEADER = WEBHOOK_TIMESTAMP_HEADER;
export const EXTERNAL_ORDER_SIGNATURE_HEADER = WEBHOOK_SIGNATURE_HEADER;
export const EXTERNAL_ORDER_TIMESTAMP_WINDOW_SECONDS = WEBHOOK_TIMESTAMP_WINDOW_SECONDS;
export const EXTERNAL_ORDERS_PER_DELIVERY_MAX = 100;
export const EXTERNAL_ORDER_LINES_MAX = 100;
/** A transient failure is retried until the item has had this many attempts. */
export const EXTERNAL_ORDER_MAX_ATTEMPTS = 5;
/** The VAT rate (basis points) an external order's lines carry: platforms send prices with tax. */
export const EXTERNAL_ORDER_TAX_RATE = 1300;

// ---------------------------------------------------------------------------------------------
// 订单来源: settings and webhook

export const saleSourceSettings = z.object({
  /** Where an external order of this source is held and shipped from. */
  defaultWarehouseId: recordId.nullable().default(null),
  /** Who owns the orders (and new buyers) of this source. */
  defaultOwnerUserId: recordId.nullable().default(null),
  /** A buyer whose phone no customer has becomes a new CRM customer; off: such an order is rejected. */
  createCustomers: z.boolean().default(true),
});
export type SaleSourceSettings = z.infer<typeof saleSourceSettings>;

export const EXTERNAL_ORDER_STATUSES = [
  'pending',
  'applied',
  'rejected',
  'conflict',
  'failed',
  'duplicate',
] as const;
export type ExternalOrderStatus = (typeof EXTERNAL_ORDER_STATUSES)[number];
export const EXTERNAL_ORDER_VIAS = ['push', 'file'] as const;

export const externalOrderRow = z.object({
  id: z.number().int(),
  sourceId: z.number().int(),
  sourceName: z.string(),
  via: z.enum(EXTERNAL_ORDER_VIAS),
  eventId: z.string(),
  extOrderNo: z.string(),
  buyerName: z.string(),
  totalFen: z.number().int(),
  /** `duplicate`: the platform order had a sale order already (this item made none). */
  status: z.enum(EXTERNAL_ORDER_STATUSES),
  /** Why it was rejected, or why its order stayed a draft, in the caller's locale ('' when none). */
  reason: z.string(),
  saleOrderId: z.number().int().nullable(),
  saleOrderNo: z.string(),
  saleOrderStatus: z.string(),
  attempts: z.number().int(),
  receivedAt: z.string(),
  appliedAt: z.string().nullable(),
});
export type ExternalOrderRow = z.infer<typeof externalOrderRow>;

export const STATEMENT_RESULTS = [
  'matched',
  'amountDiffers',
  'missingInAtrium',
  'missingOnPlatform',
] as const;
export type StatementResult = (typeof STATEMENT_RESULTS)[number];

export const statementRow = z.object({
  id: z.number().int(),
  sourceId: z.number().int(),
  sourceName: z.string(),
  name: z.string(),
  /** Business dates (YYYY-MM-DD): the orders of the source placed in them are expected on the statement. */
  periodFrom: z.string(),
  periodTo: z.string(),
  rowCount: z.number().int(),
  /** When it was last reconciled (null: never), and the count per result then. */
  reconciledAt: z.string().nullable(),
  counts: z.record(z.enum(STATEMENT_RESULTS), z.number().int()),
  createdAt: z.string(),
});
export type StatementRow = z.infer<typeof statementRow>;

export const saleSourceOverview = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.string(),
  platform: z.string(),
  enabled: z.boolean(),
  version: z.number().int(),
  settings: saleSourceSettings,
  warehouseName: z.string().nullable(),
  ownerName: z.string().nullable(),
  /** The webhook path of a source that sends orders ('' when none was generated). */
  hookPath: z.string(),
  /** The secret's last four characters; the whole secret is answered only when generated. */
  secretHint: z.string(),
  recentOrders: z.array(externalOrderRow),
  statements: z.array(statementRow),
});
export type SaleSourceOverview = z.infer<typeof saleSourceOverview>;

export const saleSourceOverviewGet = defineEndpoint({
  method: 'GET',
  path: '/erp/sale/source/:id/overview',
  access: permission('sourceDetail:get'),
  summary: 'A source with its settings, webhook path (secret hidden), recent external orders and statements.',
  params: idParams,
  answer: saleSourceOverview,
});

export const saleSourceSettingsUpdate = defineEndpoint({
  method: 'PUT',
  path: '/erp/sale/source/:id/settings',
  access: permission('sourceDetail:update'),
  summary:
    'Change a source’s settings (default warehouse and owner, new buyers) at the version the caller read.',
  params: idParams,
  body: saleSourceSettings.extend({ version: recordVersion }),
  answer: saleSourceOverview,
});

export const saleSourceWebhookGenerate = defineEndpoint({
  method: 'POST',
  path: '/erp/sale/source/:id/webhook',
  access: permission('sourceDetail:update'),
  summary:
    'Give the source a webhook (a URL key the first time) and a new secret at once (the old one stops working); answers the secret this once.',
  params: idParams,
  answer: z.object({ hookPath: z.string(), secret: z.string(), version: z.number().int() }),
});

// ---------------------------------------------------------------------------------------------
// 外部订单

const orderNo = text.trim().min(1).max(64);
const quantityText = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,4})?$/);

/** One line of a platform order: the platform's line number, the SKU (product SKU or fitting code), quantity and paid unit price (fen, tax included). */
export const externalOrderLinePayload = z.object({
  sn: text.trim().min(1).max(64),
  sku: text.trim().min(1).max(64),
  quantity: quantityText,
  unitPrice: z.number().int().min(0).max(1_000_000_000),
});

/** One platform order as a platform sends it (and as a file's rows are grouped into). */
export const externalOrderPayload = z.object({
  orderNo,
  buyerName: text.trim().min(1).max(100),
  buyerPhone: text.trim().max(32).default(''),
  address: text.trim().max(200).default(''),
  remark: text.trim().max(500).default(''),
  /** What the buyer paid (fen); when given it must be the lines' sum. */
  totalFen: z.number().int().min(0).optional(),
  lines: z.array(externalOrderLinePayload).min(1).max(EXTERNAL_ORDER_LINES_MAX),
});
export type ExternalOrderPayload = z.infer<typeof externalOrderPayload>;

/** What a platform sends; each order is judged on its own. */
export const externalOrderDelivery = z.object({
  eventId: z.string().trim().min(1).max(100),
  orders: z.array(z.unknown()).min(1).max(EXTERNAL_ORDERS_PER_DELIVERY_MAX),
});

export const externalOrderWebhook = defineEndpoint({
  method: 'POST',
  path: '/erp/sale/external/hook/:hookKey',
  access: PUBLIC,
  summary:
    'Webhook of an order source (signed; docs/sales-channels.md). Each order is logged and becomes a sale order or is rejected with the reason; a repeated eventId answers duplicate, a platform order seen before makes no second sale order.',
  params: z.object({ hookKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }),
  answer: z.object({
    eventId: z.string(),
    duplicate: z.boolean(),
    items: z.array(
      z.object({
        index: z.number().int(),
        orderNo: z.string(),
        status: z.enum(EXTERNAL_ORDER_STATUSES),
        reason: z.string(),
        saleOrderNo: z.string(),
      }),
    ),
  }),
});

export const externalOrderQuery = pageQuery.extend({
  sourceId: optionalFilter(queryRecordId),
  status: optionalFilter(z.enum(EXTERNAL_ORDER_STATUSES)),
  keyword: optionalFilter(z.string().trim().max(64)),
});

export const externalOrderPage = defineEndpoint({
  method: 'GET',
  path: '/erp/sale/external/page',
  access: permission('externalOrderList:query'),
  summary: 'External orders newest first, by source, status and platform order number.',
  query: externalOrderQuery,
  answer: page(externalOrderRow),
});

export const externalOrderDetail = defineEndpoint({
  method: 'GET',
  path: '/erp/sale/external/:id',
  access: permission('externalOrderList:get'),
  summary: 'One external order with the order as received.',
  params: idParams,
  answer: externalOrderRow.extend({ raw: z.unknown() }),
});

export const externalOrderReplay = defineEndpoint({
  method: 'POST',
  path: '/erp/sale/external/:id/replay',
  access: permission('externalOrderList:update'),
  summary:
    'Apply a rejected (or failed) external order again, read afresh (a SKU or stock added since); an applied one is never applied twice.',
  params: idParams,
  answer: externalOrderRow,
});

const label = (zh: string, en: string) => ({ 'zh-CN': zh, en });

/** The columns of an external order file: one row per line, the order's fields repeated on each. */
export const EXTERNAL_ORDER_IMPORT_FIELDS = {
  orderNo: {
    kind: 'text',
    labelKey: 'orderNo',
    label: label('平台订单号', 'Platform order no'),
    required: true,
  },
  lineSn: { kind: 'text', labelKey: 'lineSn', label: label('子订单号', 'Line no'), required: true },
  sku: { kind: 'text', labelKey: 'sku', label: label('商品编码', 'SKU'), required: true },
  quantity: { kind: 'text', labelKey: 'quantity', label: label('数量', 'Quantity'), required: true },
  unitPrice: {
    kind: 'money',
    labelKey: 'unitPrice',
    label: label('单价(元)', 'Unit price (yuan)'),
    required: true,
  },
  buyerName: { kind: 'text', labelKey: 'buyerName', label: label('买家', 'Buyer'), required: true },
  buyerPhone: { kind: 'text', labelKey: 'buyerPhone', label: label('买家电话', 'Buyer phone') },
  address: { kind: 'text', labelKey: 'address', label: label('收货地址', 'Address') },
  remark: { kind: 'text', labelKey: 'remark', label: label('备注', 'Remark') },
} as const satisfies Fields;

export const externalOrderImportRow = z.object({
  orderNo,
  lineSn: text.trim().min(1).max(64),
  sku: text.trim().min(1).max(64),
  quantity: z.preprocess((value) => (typeof value === 'number' ? String(value) : value), quantityText),
  unitPrice: z.number().int().min(0).max(1_000_000_000),
  buyerName: text.trim().min(1).max(100),
  buyerPhone: text.trim().max(32).default(''),
  address: text.trim().max(200).default(''),
  remark: text.trim().max(500).default(''),
});

export const externalOrderImportTemplate = defineEndpoint({
  method: 'GET',
  path: '/erp/sale/external/import/template',
  access: permission('externalOrderList:import'),
  summary: 'The external order file template (CSV or XLSX): one row per order line.',
  query: importTemplateQuery,
  answer: fileBytes,
});

export const externalOrderImport = defineEndpoint({
  method: 'POST',
  path: '/erp/sale/external/source/:id/import',
  access: permission('externalOrderList:import'),
  summary:
    'Import external orders of a source from a CSV or XLSX file (multipart `file`): rows grouped by platform order number; a dry run lists bad rows and orders seen before; each order is logged and applied like a webhook’s.',
  params: idParams,
  query: importQuery,
  answer: importReport,
});

// ---------------------------------------------------------------------------------------------
// 电商账单

export const STATEMENT_ROW_KINDS = ['sale', 'refund', 'fee', 'commission', 'other'] as const;
export type StatementRowKind = (typeof STATEMENT_ROW_KINDS)[number];

const businessDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const statementCreate = defineEndpoint({
  method: 'POST',
  path: '/erp/sale/ecommerce/bill',
  access: permission('ecommerceBillList:import'),
  summary:
    'Open a settlement statement of a source for a period; its rows are imported from the platform’s file.',
  body: z
    .object({
      sourceId: recordId,
      name: text.trim().min(1).max(100),
      periodFrom: businessDate,
      periodTo: businessDate,
    })
    .refine((body) => body.periodFrom <= body.periodTo, { path: ['periodTo'] }),
  answer: statementRow,
});

export const statementPage = defineEndpoint({
  method: 'GET',
  path: '/erp/sale/ecommerce/bill/page',
  access: permission('ecommerceBillList:query'),
  summary: 'Settlement statements newest first, by source.',
  query: pageQuery.extend({ sourceId: optionalFilter(queryRecordId) }),
  answer: page(statementRow),
});

export const statementGet = defineEndpoint({
  method: 'GET',
  path: '/erp/sale/ecommerce/bill/:id',
  access: permission('ecommerceBillList:get'),
  summary: 'One settlement statement with its counts per result.',
  params: idParams,
  answer: statementRow,
});

/** The columns of a platform settlement file: one row per platform transaction. */
export const STATEMENT_IMPORT_FIELDS = {
  txnId: {
    kind: 'text',
    labelKey: 'txnId',
    label: label('流水号', 'Transaction id'),
    required: true,
    unique: true,
  },
  orderNo: {
    kind: 'text',
    labelKey: 'orderNo',
    label: label('平台订单号', 'Platform order no'),
    required: true,
  },
  lineSn: { kind: 'text', labelKey: 'lineSn', label: label('子订单号', 'Line no') },
  kind: {
    kind: 'enum',
    labelKey: 'kind',
    label: label('类型', 'Kind'),
    required: true,
    values: STATEMENT_ROW_KINDS,
    valueLabels: {
      sale: label('货款', 'Sale'),
      refund: label('退款', 'Refund'),
      fee: label('服务费', 'Fee'),
      commission: label('佣金', 'Commission'),
      other: label('其他', 'Other'),
    },
  },
  amount: { kind: 'money', labelKey: 'amount', label: label('金额(元)', 'Amount (yuan)'), required: true },
  settledAt: { kind: 'text', labelKey: 'settledAt', label: label('结算时间', 'Settled at'), required: true },
} as const satisfies Fields;

export const statementImportRow = z.object({
  txnId: text.trim().min(1).max(64),
  orderNo,
  lineSn: text.trim().max(64).default(''),
  kind: z.enum(STATEMENT_ROW_KINDS),
  amount: z.number().int().min(-1_000_000_000_000).max(1_000_000_000_000),
  settledAt: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?$/),
});

export const statementImportTemplate = defineEndpoint({
  method: 'GET',
  path: '/erp/sale/ecommerce/bill/import/template',
  access: permission('ecommerceBillList:import'),
  summary: 'The settlement file template (CSV or XLSX): one row per platform transaction, amounts in yuan.',
  query: importTemplateQuery,
  answer: fileBytes,
});

export const statementImport = defineEndpoint({
  method: 'POST',
  path: '/erp/sale/ecommerce/bill/:id/import',
  access: permission('ecommerceBillList:import'),
  summary:
    'Import a statement’s rows from the platform’s CSV or XLSX file (multipart `file`; 200,000 rows at most): a dry run lists bad rows; a transaction id the source had before is unchanged, so importing a file again adds nothing.',
  params: idParams,
  query: importQuery,
  answer: importReport,
});

export const statementReconcile = defineEndpoint({
  method: 'POST',
  path: '/erp/sale/ecommerce/bill/:id/reconcile',
  access: permission('ecommerceBillList:import'),
  summary:
    'Reconcile the statement against the source’s orders (set-based): per platform order matched, amount differs, missing in Atrium; orders of the period absent from the platform. Explanations of differences still found are kept.',
  params: idParams,
  answer: statementRow,
});

export const reconciliationQuery = pageQuery.extend({
  result: optionalFilter(z.enum(STATEMENT_RESULTS)),
  keyword: optionalFilter(z.string().trim().max(64)),
  explained: optionalFilter(z.enum(['true', 'false'])),
});

export const reconciliationRow = z.object({
  id: z.number().int(),
  extOrderNo: z.string(),
  saleOrderId: z.number().int().nullable(),
  saleOrderNo: z.string(),
  result: z.enum(STATEMENT_RESULTS),
  /** Σ the statement's sale and refund rows of the order (fen). */
  platformFen: z.number().int(),
  /** Σ its fee and commission rows (negative: what the platform kept). */
  feesFen: z.number().int(),
  /** The order's total less what was returned (fen); 0 when Atrium has no order. */
  expectedFen: z.number().int(),
  /** platform − expected. */
  differenceFen: z.number().int(),
  /** What Atrium recorded as collected on the order (fen), for reference. */
  collectedFen: z.number().int(),
  explained: z.boolean(),
  note: z.string(),
});
export type ReconciliationRow = z.infer<typeof reconciliationRow>;

export const reconciliationSums = z.array(
  z.object({
    result: z.enum(STATEMENT_RESULTS),
    count: z.number().int(),
    platformFen: z.number().int(),
    expectedFen: z.number().int(),
    differenceFen: z.number().int(),
  }),
);

export const reconciliationPage = defineEndpoint({
  method: 'GET',
  path: '/erp/sale/ecommerce/bill/:id/result/page',
  access: permission('ecommerceBillList:query'),
  summary:
    'The reconciliation report of a statement: rows by result, explained or not, platform order or order number; sums per result.',
  params: idParams,
  query: reconciliationQuery,
  answer: page(reconciliationRow).extend({ sums: reconciliationSums }),
});

export const reconciliationExplain = defineEndpoint({
  method: 'PUT',
  path: '/erp/sale/ecommerce/bill/result/:id/explain',
  access: permission('ecommerceBillList:import'),
  summary: 'Mark a difference explained with a note (or not explained again with an empty note).',
  params: idParams,
  body: z.object({ explained: z.boolean(), note: text.trim().max(500).default('') }),
  answer: reconciliationRow,
});

export const reconciliationExport = defineEndpoint({
  method: 'POST',
  path: '/erp/sale/ecommerce/bill/:id/result/export',
  access: permission('ecommerceBillList:export'),
  summary:
    'Export the reconciliation report with its filters as a job; the file appears in the download center.',
  params: idParams,
  body: listExportBody(reconciliationQuery),
  answer: exportAnswer,
});

// ---------------------------------------------------------------------------------------------
// 订单状态更新

export const LOGISTICS_STATUSES = [
  'collected',
  'inTransit',
  'delivering',
  'delivered',
  'exception',
  'returning',
] as const;
export type LogisticsStatus = (typeof LOGISTICS_STATUSES)[number];
export const LOGISTICS_STATUS_LABELS: Record<LogisticsStatus, { 'zh-CN': string; en: string }> = {
  collected: label('已揽收', 'Collected'),
  inTransit: label('运输中', 'In transit'),
  delivering: label('派送中', 'Out for delivery'),
  delivered: label('已签收', 'Delivered'),
  exception: label('异常', 'Exception'),
  returning: label('退回中', 'Returning'),
};

export const STATUS_UPDATE_RESULTS = ['updated', 'orderNotFound', 'notShipped', 'stale'] as const;
export type StatusUpdateResult = (typeof STATUS_UPDATE_RESULTS)[number];

/** One logistics event: the order by its number (XS…) or its platform order number. */
export const statusUpdateInput = z.object({
  orderNo: text.trim().min(1).max(64),
  status: z.enum(LOGISTICS_STATUSES),
  carrier: text.trim().max(64).default(''),
  trackingNo: text.trim().max(64).default(''),
  eventAt: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?$/),
});
export type StatusUpdateInput = z.infer<typeof statusUpdateInput>;

export const STATUS_UPDATE_FORM_MAX = 200;

export const statusUpdateApply = defineEndpoint({
  method: 'POST',
  path: '/erp/sale/order/statusUpdate',
  access: permission('orderStatusUpdate:update'),
  summary:
    'Update the logistics status of several orders (a dry run only checks); answers each row’s result: updated, order not found, not shipped yet, or stale (older than the order’s current status).',
  body: z.object({
    dryRun: z.boolean().default(false),
    rows: z.array(statusUpdateInput).min(1).max(STATUS_UPDATE_FORM_MAX),
  }),
  answer: z.object({
    dryRun: z.boolean(),
    rows: z.array(
      z.object({
        index: z.number().int(),
        orderNo: z.string(),
        result: z.enum(STATUS_UPDATE_RESULTS),
        message: z.string(),
        saleOrderId: z.number().int().nullable(),
      }),
    ),
  }),
});

export const STATUS_UPDATE_IMPORT_FIELDS = {
  orderNo: { kind: 'text', labelKey: 'orderNo', label: label('订单号', 'Order no'), required: true },
  status: {
    kind: 'enum',
    labelKey: 'status',
    label: label('物流状态', 'Logistics status'),
    required: true,
    values: LOGISTICS_STATUSES,
    valueLabels: LOGISTICS_STATUS_LABELS,
  },
  carrier: { kind: 'text', labelKey: 'carrier', label: label('物流公司', 'Carrier') },
  trackingNo: { kind: 'text', labelKey: 'trackingNo', label: label('运单号', 'Tracking no') },
  eventAt: { kind: 'text', labelKey: 'eventAt', label: label('事件时间', 'Event time'), required: true },
} as const satisfies Fields;

export const statusUpdateImportTemplate = defineEndpoint({
  method: 'GET',
  path: '/erp/sale/order/statusUpdate/import/template',
  access: permission('orderStatusUpdate:import'),
  summary: 'The status update file template (CSV or XLSX).',
  query: importTemplateQuery,
  answer: fileBytes,
});

export const statusUpdateImport = defineEndpoint({
  method: 'POST',
  path: '/erp/sale/order/statusUpdate/import',
  access: permission('orderStatusUpdate:import'),
  summary:
    'Update logistics statuses from a CSV or XLSX file (multipart `file`): a dry run lists each row that would not update (order not found, not shipped yet, stale event) as a row error.',
  query: importQuery,
  answer: importReport,
});
