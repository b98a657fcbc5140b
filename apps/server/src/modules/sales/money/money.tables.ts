import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { lineColumns } from '../../../platform/resources/line-columns.js';
import { ownedColumns, resourceColumns } from '../../../platform/resources/resource-columns.js';

/**
 * The money documents of sale orders (docs/sales-money.md): collections (收款单), invoice requests
 * (发票) and returns (退货单). Each is owned by the owner of the order(s) it is about (a salesperson
 * sees the money of their orders); lines name the order (and order line) they move. Money is fen,
 * quantities numeric(18,4).
 */
const fen = (name: string) => bigint(name, { mode: 'number' });
const quantity = (name: string) => numeric(name, { precision: 18, scale: 4 });

export const saleCollections = pgTable(
  'sale_collections',
  {
    ...resourceColumns(),
    ...ownedColumns(),
    documentNo: text('document_no').notNull(),
    /** The orders' customer: written right after the insert in the create transaction (money-owner.ts). */
    customerId: integer('customer_id').notNull().default(0),
    paymentChannelId: integer('payment_channel_id').notNull(),
    collectedOn: date('collected_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['posted', 'void'] })
      .notNull()
      .default('posted'),
    /** Σ lines; negative for a refund. */
    totalFen: fen('total_fen').notNull().default(0),
    returnOrderId: integer('return_order_id'),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    uniqueIndex('sale_collections_org_document_no_idx').on(t.orgId, t.documentNo),
    index('sale_collections_org_owner_id_idx')
      .on(t.orgId, t.ownerUserId, t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index('sale_collections_org_department_id_idx')
      .on(t.orgId, t.ownerDepartmentId, t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index('sale_collections_org_customer_idx').on(t.orgId, t.customerId),
    check('sale_collections_status_check', sql`${t.status} in ('posted', 'void')`),
  ],
);

/** One order's part of a collection (negative: a refund). */
export const saleCollectionLines = pgTable(
  'sale_collection_lines',
  {
    ...lineColumns(() => saleCollections.id),
    orderId: integer('order_id').notNull(),
    amount: fen('amount').notNull(),
  },
  (t) => [
    index('sale_collection_lines_parent_idx').on(t.parentId, t.lineNo),
    // collected_fen of an order = Σ the posted lines naming it.
    index('sale_collection_lines_order_idx').on(t.orderId),
    check('sale_collection_lines_amount_check', sql`${t.amount} <> 0`),
  ],
);

export const saleInvoices = pgTable(
  'sale_invoices',
  {
    ...resourceColumns(),
    ...ownedColumns(),
    documentNo: text('document_no').notNull(),
    /** The orders' customer: written right after the insert in the create transaction (money-owner.ts). */
    customerId: integer('customer_id').notNull().default(0),
    invoiceType: text('invoice_type', { enum: ['special', 'ordinary'] }).notNull(),
    title: text('title').notNull(),
    taxNumber: text('tax_number').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    status: text('status', { enum: ['requested', 'issued', 'void'] })
      .notNull()
      .default('requested'),
    totalFen: fen('total_fen').notNull().default(0),
    invoiceNo: text('invoice_no').notNull().default(''),
    issuedOn: date('issued_on', { mode: 'string' }),
    fileId: integer('file_id'),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    uniqueIndex('sale_invoices_org_document_no_idx').on(t.orgId, t.documentNo),
    index('sale_invoices_org_owner_id_idx')
      .on(t.orgId, t.ownerUserId, t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index('sale_invoices_org_department_id_idx')
      .on(t.orgId, t.ownerDepartmentId, t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index('sale_invoices_org_customer_idx').on(t.orgId, t.customerId),
    check('sale_invoices_status_check', sql`${t.status} in ('requested', 'issued', 'void')`),
    check('sale_invoices_type_check', sql`${t.invoiceType} in ('special', 'ordinary')`),
  ],
);

/** An order line's part of an invoice: the quantity and the amount it carried (its cumulative share). */
export const saleInvoiceLines = pgTable(
  'sale_invoice_lines',
  {
    ...lineColumns(() => saleInvoices.id),
    orderId: integer('order_id').notNull(),
    orderLineId: integer('order_line_id').notNull(),
    itemLabel: text('item_label').notNull().default(''),
    quantity: quantity('quantity').notNull(),
    amount: fen('amount').notNull().default(0),
  },
  (t) => [
    index('sale_invoice_lines_parent_idx').on(t.parentId, t.lineNo),
    index('sale_invoice_lines_order_idx').on(t.orderId),
    check('sale_invoice_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const saleReturns = pgTable(
  'sale_returns',
  {
    ...resourceColumns(),
    ...ownedColumns(),
    documentNo: text('document_no').notNull(),
    orderId: integer('order_id').notNull(),
    /** The orders' customer: written right after the insert in the create transaction (money-owner.ts). */
    customerId: integer('customer_id').notNull().default(0),
    warehouseId: integer('warehouse_id'),
    reason: text('reason').notNull(),
    inspection: text('inspection', { enum: ['qualified', 'repair', 'scrap'] }).notNull(),
    status: text('status', { enum: ['draft', 'received', 'cancelled'] })
      .notNull()
      .default('draft'),
    totalFen: fen('total_fen').notNull().default(0),
    refundFen: fen('refund_fen').notNull().default(0),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    uniqueIndex('sale_returns_org_document_no_idx').on(t.orgId, t.documentNo),
    index('sale_returns_org_owner_id_idx')
      .on(t.orgId, t.ownerUserId, t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index('sale_returns_org_department_id_idx')
      .on(t.orgId, t.ownerDepartmentId, t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index('sale_returns_org_warehouse_idx').on(t.orgId, t.warehouseId),
    index('sale_returns_org_order_idx').on(t.orgId, t.orderId),
    check('sale_returns_status_check', sql`${t.status} in ('draft', 'received', 'cancelled')`),
    check('sale_returns_inspection_check', sql`${t.inspection} in ('qualified', 'repair', 'scrap')`),
  ],
);

export const saleReturnLines = pgTable(
  'sale_return_lines',
  {
    ...lineColumns(() => saleReturns.id),
    orderLineId: integer('order_line_id').notNull(),
    itemLabel: text('item_label').notNull().default(''),
    quantity: quantity('quantity').notNull(),
    serials: text('serials').notNull().default(''),
    amount: fen('amount').notNull().default(0),
  },
  (t) => [
    index('sale_return_lines_parent_idx').on(t.parentId, t.lineNo),
    check('sale_return_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);
