import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { lineColumns } from '../../../platform/resources/line-columns.js';
import { resourceColumns } from '../../../platform/resources/resource-columns.js';
import { saleOrderLines, saleOrders } from '../orders/sale-orders.tables.js';

/**
 * Fulfilment's documents (docs/sales-fulfilment.md): pick orders, send orders and transfer orders,
 * each with its lines. Quantities numeric(18,4), money integer fen. A pick's and a send order's
 * figures move under the sale orders' row locks (lockSaleOrder first, by order id), a pick's
 * shipped quantities with the send order that ships them.
 */
const quantity = (name: string) => numeric(name, { precision: 18, scale: 4 });
const fen = (name: string) => bigint(name, { mode: 'number' });

export const PICK_ORDER_STATES = ['open', 'picked', 'closed', 'cancelled'] as const;

/** 拣货单: what to pick at one warehouse for some orders' open quantities. */
export const pickOrders = pgTable(
  'sale_pick_orders',
  {
    ...resourceColumns(),
    documentNo: text('document_no').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    warehouseName: text('warehouse_name').notNull().default(''),
    state: text('state', { enum: PICK_ORDER_STATES }).notNull().default('open'),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    uniqueIndex('sale_pick_orders_org_document_no_idx').on(t.orgId, t.documentNo),
    index('sale_pick_orders_org_warehouse_idx').on(t.orgId, t.warehouseId, t.id),
    check('sale_pick_orders_state_check', sql`${t.state} in ('open', 'picked', 'closed', 'cancelled')`),
  ],
);

/** One order line's quantity to pick; `shipped_quantity` what send orders of this pick shipped of it. */
export const pickOrderLines = pgTable(
  'sale_pick_order_lines',
  {
    ...lineColumns(() => pickOrders.id),
    saleOrderId: integer('sale_order_id')
      .notNull()
      .references(() => saleOrders.id),
    saleOrderLineId: integer('sale_order_line_id')
      .notNull()
      .references(() => saleOrderLines.id),
    quantity: quantity('quantity').notNull(),
    shippedQuantity: quantity('shipped_quantity').notNull().default('0'),
  },
  (t) => [
    index('sale_pick_order_lines_parent_idx').on(t.parentId, t.lineNo),
    index('sale_pick_order_lines_order_line_idx').on(t.saleOrderLineId),
    check(
      'sale_pick_order_lines_quantity_check',
      sql`${t.quantity} > 0 and ${t.shippedQuantity} between 0 and ${t.quantity}`,
    ),
  ],
);

/** 发货单: one sale order's shipment (posted when written: the stock moves and the order's progress). */
export const sendOrders = pgTable(
  'sale_send_orders',
  {
    ...resourceColumns(),
    documentNo: text('document_no').notNull(),
    saleOrderId: integer('sale_order_id')
      .notNull()
      .references(() => saleOrders.id),
    warehouseId: integer('warehouse_id').notNull(),
    warehouseName: text('warehouse_name').notNull().default(''),
    pickOrderId: integer('pick_order_id').references(() => pickOrders.id),
    carrier: text('carrier').notNull().default(''),
    trackingNo: text('tracking_no').notNull().default(''),
    remark: text('remark').notNull().default(''),
    /** Σ lines' amount: the order revenue this shipment carried (fen). */
    amountFen: fen('amount_fen').notNull().default(0),
  },
  (t) => [
    uniqueIndex('sale_send_orders_org_document_no_idx').on(t.orgId, t.documentNo),
    index('sale_send_orders_org_warehouse_idx').on(t.orgId, t.warehouseId, t.id),
    index('sale_send_orders_order_idx').on(t.saleOrderId),
    index('sale_send_orders_pick_idx').on(t.pickOrderId).where(sql`${t.pickOrderId} is not null`),
  ],
);

export const sendOrderLines = pgTable(
  'sale_send_order_lines',
  {
    ...lineColumns(() => sendOrders.id),
    saleOrderLineId: integer('sale_order_line_id')
      .notNull()
      .references(() => saleOrderLines.id),
    quantity: quantity('quantity').notNull(),
    serials: text('serials').array().notNull().default(sql`'{}'::text[]`),
    /** The line's revenue share this shipment carried (recordLineProgress's amount). */
    amount: fen('amount').notNull().default(0),
    /** The cost (fen) its stock moves carried out at the moving average; 0 for a service. */
    cost: fen('cost').notNull().default(0),
  },
  (t) => [
    index('sale_send_order_lines_parent_idx').on(t.parentId, t.lineNo),
    index('sale_send_order_lines_order_line_idx').on(t.saleOrderLineId),
    check('sale_send_order_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const TRANSFER_ORDER_STATES = ['draft', 'inTransit', 'received', 'cancelled'] as const;

/** 调拨单: stock from one warehouse to another, through the in-transit location. */
export const transferOrders = pgTable(
  'sale_transfer_orders',
  {
    ...resourceColumns(),
    documentNo: text('document_no').notNull(),
    fromWarehouseId: integer('from_warehouse_id').notNull(),
    fromWarehouseName: text('from_warehouse_name').notNull().default(''),
    toWarehouseId: integer('to_warehouse_id').notNull(),
    toWarehouseName: text('to_warehouse_name').notNull().default(''),
    state: text('state', { enum: TRANSFER_ORDER_STATES }).notNull().default('draft'),
    remark: text('remark').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sale_transfer_orders_org_document_no_idx').on(t.orgId, t.documentNo),
    index('sale_transfer_orders_org_from_idx').on(t.orgId, t.fromWarehouseId, t.id),
    index('sale_transfer_orders_org_to_idx').on(t.orgId, t.toWarehouseId, t.id),
    check(
      'sale_transfer_orders_state_check',
      sql`${t.state} in ('draft', 'inTransit', 'received', 'cancelled')`,
    ),
    check('sale_transfer_orders_warehouses_differ', sql`${t.fromWarehouseId} <> ${t.toWarehouseId}`),
  ],
);

export const transferOrderLines = pgTable(
  'sale_transfer_order_lines',
  {
    ...lineColumns(() => transferOrders.id),
    itemKind: text('item_kind', { enum: ['product', 'fitting'] }).notNull(),
    itemId: integer('item_id').notNull(),
    itemLabel: text('item_label').notNull().default(''),
    unit: text('unit').notNull().default(''),
    quantity: quantity('quantity').notNull(),
    serials: text('serials').array().notNull().default(sql`'{}'::text[]`),
    /** What the line carried out of the source (fen): the receipt at the destination carries the same. */
    value: fen('value').notNull().default(0),
  },
  (t) => [
    index('sale_transfer_order_lines_parent_idx').on(t.parentId, t.lineNo),
    check('sale_transfer_order_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);
