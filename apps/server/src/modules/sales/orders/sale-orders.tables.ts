import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { lineColumns } from '../../../platform/resources/line-columns.js';
import { ownedColumns, resourceColumns } from '../../../platform/resources/resource-columns.js';

/**
 * Sale orders (销售订单) and their lines (docs/sales.md). Money is integer fen, rates basis points,
 * quantities numeric(18,4). Every figure that must add up is kept here and moved only by the
 * order's own services inside one transaction, under the order's row lock (lock order: the order,
 * then its lines by id, then the stock API's warehouses, balances and holds).
 */
const quantity = (name: string) => numeric(name, { precision: 18, scale: 4 });
const fen = (name: string) => bigint(name, { mode: 'number' });

export const SALE_ORDER_STATUSES = [
  'draft',
  'submitted',
  'confirmed',
  'partlyShipped',
  'shipped',
  'completed',
  'cancelled',
] as const;

export const saleOrders = pgTable(
  'sale_orders',
  {
    ...resourceColumns(),
    ...ownedColumns(),
    /** 订单号, allocated by the server (kind saleOrder: XS20261127-0001). */
    documentNo: text('document_no').notNull(),
    customerId: integer('customer_id').notNull(),
    /** The customer's name when the order was written (kept when the customer is renamed or merged). */
    customerName: text('customer_name').notNull(),
    sourceId: integer('source_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    contactName: text('contact_name').notNull().default(''),
    /** Normalized like the CRM's phones (§5 phone rules). */
    contactPhone: text('contact_phone').notNull().default(''),
    deliveryAddress: text('delivery_address').notNull().default(''),
    status: text('status', { enum: SALE_ORDER_STATUSES }).notNull().default('draft'),
    /** The customer discount rate (basis points) in force when the order was written; lines start from it. */
    customerDiscountRate: integer('customer_discount_rate').notNull().default(10_000),
    /** Σ lines' quantity × list price. */
    listTotalFen: fen('list_total_fen').notNull().default(0),
    /** Σ lines' amount: what the customer pays, tax included. */
    totalFen: fen('total_fen').notNull().default(0),
    taxFen: fen('tax_fen').notNull().default(0),
    /** Σ lines' shipped / returned / invoiced amounts. */
    shippedFen: fen('shipped_fen').notNull().default(0),
    returnedFen: fen('returned_fen').notNull().default(0),
    invoicedFen: fen('invoiced_fen').notNull().default(0),
    /** Collections less refunds: always the sum of the order's collection rows. */
    collectedFen: fen('collected_fen').notNull().default(0),
    lineCount: integer('line_count').notNull().default(0),
    /** The platform's order number of an order that came from an external order ('' otherwise). */
    extOrderNo: text('ext_order_no').notNull().default(''),
    /** 订单状态更新: the latest logistics status and tracking, as the carrier or platform last said. */
    logisticsStatus: text('logistics_status').notNull().default(''),
    logisticsUpdatedAt: timestamp('logistics_updated_at', { withTimezone: true }),
    remark: text('remark').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sale_orders_org_document_no_idx').on(t.orgId, t.documentNo),
    // One order per platform order of a source: external orders are idempotent by it.
    uniqueIndex('sale_orders_org_source_ext_no_idx')
      .on(t.orgId, t.sourceId, t.extOrderNo)
      .where(sql`${t.extOrderNo} <> ''`),
    // The list pages: newest first within an owner, a department, a warehouse or the organization.
    index('sale_orders_org_owner_id_idx')
      .on(t.orgId, t.ownerUserId, t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index('sale_orders_org_department_id_idx')
      .on(t.orgId, t.ownerDepartmentId, t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index('sale_orders_org_warehouse_id_idx')
      .on(t.orgId, t.warehouseId, t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index('sale_orders_org_customer_idx').on(t.orgId, t.customerId),
    // The whole organization newest first, carrying the columns every data scope reads (owner,
    // department, warehouse): a scope of several owners and departments (a manager's) pages and
    // counts from this index alone (bench/sales.ts).
    index('sale_orders_org_id_scope_idx')
      .on(t.orgId, t.id.desc().nullsFirst(), t.ownerUserId, t.ownerDepartmentId, t.warehouseId)
      .where(sql`${t.deletedAt} is null`),
    check(
      'sale_orders_status_check',
      sql`${t.status} in ('draft', 'submitted', 'confirmed', 'partlyShipped', 'shipped', 'completed', 'cancelled')`,
    ),
    check('sale_orders_rate_check', sql`${t.customerDiscountRate} between 1 and 10000`),
    check(
      'sale_orders_totals_check',
      sql`${t.totalFen} >= 0 and ${t.taxFen} >= 0 and ${t.listTotalFen} >= 0`,
    ),
    check(
      'sale_orders_progress_check',
      sql`${t.shippedFen} between 0 and ${t.totalFen} and ${t.returnedFen} between 0 and ${t.shippedFen} and ${t.invoicedFen} between 0 and ${t.totalFen} - ${t.returnedFen}`,
    ),
  ],
);

export const SALE_LINE_ITEM_KINDS = ['product', 'fitting', 'service'] as const;

/**
 * An order's lines form a product tree (spec §3, Order line: productId, extOrderSn, a parent id):
 * a machine with its fittings and services as children. A child's parent is a line of the same
 * order (the composite foreign key), removed with it. Each line keeps its own progress in
 * quantity and amount; the checks are the last guard, the services refuse first with a message.
 */
export const saleOrderLines = pgTable(
  'sale_order_lines',
  {
    ...lineColumns(() => saleOrders.id),
    parentLineId: integer('parent_line_id'),
    itemKind: text('item_kind', { enum: SALE_LINE_ITEM_KINDS }).notNull(),
    /** A catalogue product, fitting or platform service (spec's productId). */
    itemId: integer('item_id').notNull(),
    /** `SKU name` / `code name` / the service's name, and the unit, when the line was written. */
    itemLabel: text('item_label').notNull(),
    unit: text('unit').notNull().default(''),
    /** The platform's line number of a line that came from an external order ('' otherwise). */
    extOrderSn: text('ext_order_sn').notNull().default(''),
    quantity: quantity('quantity').notNull(),
    /** List price per unit, tax included (fen). */
    unitPrice: fen('unit_price').notNull(),
    /** Share of the list price paid (basis points); starts at the customer's rate. */
    discountRate: integer('discount_rate').notNull(),
    /** VAT rate in the price (basis points). */
    taxRate: integer('tax_rate').notNull().default(0),
    /** quantity × unitPrice × discountRate, half up (sale-amounts.ts). */
    amount: fen('amount').notNull(),
    taxAmount: fen('tax_amount').notNull(),
    shippedQuantity: quantity('shipped_quantity').notNull().default('0'),
    returnedQuantity: quantity('returned_quantity').notNull().default('0'),
    invoicedQuantity: quantity('invoiced_quantity').notNull().default('0'),
    shippedAmount: fen('shipped_amount').notNull().default(0),
    returnedAmount: fen('returned_amount').notNull().default(0),
    invoicedAmount: fen('invoiced_amount').notNull().default(0),
    /** The part of the order's collections this line has (allocated by the collections service). */
    collectedAmount: fen('collected_amount').notNull().default(0),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    index('sale_order_lines_parent_idx').on(t.parentId, t.lineNo),
    // The target of the children's composite key: a parent line of the same order.
    unique('sale_order_lines_id_order_key').on(t.id, t.parentId),
    foreignKey({
      name: 'sale_order_lines_parent_line_fk',
      columns: [t.parentLineId, t.parentId],
      foreignColumns: [t.id, t.parentId] as [AnyPgColumn, AnyPgColumn],
    }).onDelete('cascade'),
    index('sale_order_lines_parent_line_idx').on(t.parentLineId).where(sql`${t.parentLineId} is not null`),
    // 销售订单明细 and reconciliation find lines by item and by the platform's line number.
    index('sale_order_lines_org_item_idx').on(t.orgId, t.itemKind, t.itemId),
    index('sale_order_lines_org_ext_sn_idx').on(t.orgId, t.extOrderSn).where(sql`${t.extOrderSn} <> ''`),
    check('sale_order_lines_item_kind_check', sql`${t.itemKind} in ('product', 'fitting', 'service')`),
    check('sale_order_lines_quantity_check', sql`${t.quantity} > 0`),
    check(
      'sale_order_lines_pricing_check',
      sql`${t.unitPrice} >= 0 and ${t.discountRate} between 1 and 10000 and ${t.taxRate} between 0 and 10000 and ${t.amount} >= 0 and ${t.taxAmount} between 0 and ${t.amount}`,
    ),
    check(
      'sale_order_lines_quantities_check',
      sql`${t.shippedQuantity} between 0 and ${t.quantity} and ${t.returnedQuantity} between 0 and ${t.shippedQuantity} and ${t.invoicedQuantity} between 0 and ${t.quantity} - ${t.returnedQuantity}`,
    ),
    check(
      'sale_order_lines_amounts_check',
      sql`${t.shippedAmount} between 0 and ${t.amount} and ${t.returnedAmount} between 0 and ${t.shippedAmount} and ${t.invoicedAmount} between 0 and ${t.amount} - ${t.returnedAmount} and ${t.collectedAmount} >= 0`,
    ),
  ],
);
