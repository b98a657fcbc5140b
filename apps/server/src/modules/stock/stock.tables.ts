import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { resourceColumns } from '../../platform/resources/resource-columns.js';
import { createdAt, orgIdColumn } from '../admin/admin.tables.js';

/**
 * The stock ledger (docs/stock.md): moves between locations are the record; balances are kept
 * beside them in the same transaction and must always equal the sum of the moves.
 *
 * Items are named by (item_kind, item_id): 'product' or 'fitting' and its id. The foreign keys to
 * the product and fitting tables come with the catalogue, which adds those tables.
 */

/** Quantities: 14 whole digits and 4 decimals, exact (never a float). */
const quantity = (name: string) => numeric(name, { precision: 18, scale: 4 });
/** Money: integer fen (docs/stock.md, Cost). */
const fen = (name: string) => bigint(name, { mode: 'bigint' });

/** 仓库列表: where stock is kept; a resource table (soft delete, version, who-columns). */
export const stockWarehouses = pgTable(
  'stock_warehouses',
  {
    ...resourceColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    managerUserId: integer('manager_user_id'),
    enabled: boolean('enabled').notNull().default(true),
    allowNegative: boolean('allow_negative').notNull().default(false),
  },
  (t) => [
    uniqueIndex('stock_warehouses_org_code_idx').on(t.orgId, t.code).where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * Where stock can be: a warehouse's root (and its bins, children of the root) are `internal`;
 * `supplier`, `customer`, `repair` and `adjustment` are virtual, one per organization and kind,
 * created on first use. Virtual locations may go negative (they are the other side of the entry).
 */
export const stockLocations = pgTable(
  'stock_locations',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    kind: text('kind', {
      enum: ['internal', 'supplier', 'customer', 'repair', 'adjustment', 'transit'],
    }).notNull(),
    warehouseId: integer('warehouse_id').references(() => stockWarehouses.id),
    parentId: integer('parent_id').references((): AnyPgColumn => stockLocations.id),
    name: text('name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stock_locations_virtual_idx').on(t.orgId, t.kind).where(sql`${t.warehouseId} is null`),
    uniqueIndex('stock_locations_root_idx')
      .on(t.warehouseId)
      .where(sql`${t.parentId} is null and ${t.warehouseId} is not null`),
    uniqueIndex('stock_locations_bin_name_idx')
      .on(t.warehouseId, t.name)
      .where(sql`${t.parentId} is not null`),
    check(
      'stock_locations_internal_has_warehouse',
      sql`(${t.kind} = 'internal') = (${t.warehouseId} is not null)`,
    ),
  ],
);

/** A posted stock document (入库单, 盘点, or the reversal of one); immutable once posted. */
export const stockDocuments = pgTable(
  'stock_documents',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    kind: text('kind', { enum: ['receipt', 'count', 'reversal'] }).notNull(),
    /**
     * 单号 (RK20261127-0001): allocated by the server in the posting's transaction
     * (platform/document-numbers); '' only for rows of before numbers, until the migration numbers them.
     */
    documentNo: text('document_no').notNull().default(''),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => stockWarehouses.id),
    /** Where it posted: the warehouse's root or one of its bins. */
    locationId: integer('location_id')
      .notNull()
      .references(() => stockLocations.id),
    /** The document this one reverses; unique, so a document is reversed at most once. */
    reversesDocumentId: integer('reverses_document_id').references((): AnyPgColumn => stockDocuments.id),
    remark: text('remark').notNull().default(''),
    /**
     * A receipt's supplier (ref 'supplier', checked when posted) and its label then: a posted
     * document is immutable, so it keeps the name it was received under. A reversal copies both.
     */
    supplierId: integer('supplier_id'),
    supplierName: text('supplier_name').notNull().default(''),
    /** The warehouse's and bin's names when posted ('' bin: the root), kept as the supplier's is. */
    warehouseName: text('warehouse_name').notNull().default(''),
    binName: text('bin_name').notNull().default(''),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    postedBy: integer('posted_by'),
  },
  (t) => [
    uniqueIndex('stock_documents_reverses_idx').on(t.reversesDocumentId),
    uniqueIndex('stock_documents_org_document_no_idx')
      .on(t.orgId, t.documentNo)
      .where(sql`${t.documentNo} <> ''`),
    index('stock_documents_org_kind_idx').on(t.orgId, t.kind, t.id),
    index('stock_documents_supplier_idx').on(t.orgId, t.supplierId).where(sql`${t.supplierId} is not null`),
  ],
);

/** One line of a document: an item, the quantity received (or counted), its serials. */
export const stockDocumentLines = pgTable(
  'stock_document_lines',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    documentId: integer('document_id')
      .notNull()
      .references(() => stockDocuments.id),
    itemKind: text('item_kind', { enum: ['product', 'fitting'] }).notNull(),
    itemId: integer('item_id').notNull(),
    /** The item's label (`SKU name`, `code name`) and unit when posted: the document shows them, not today's. */
    itemLabel: text('item_label').notNull().default(''),
    unit: text('unit').notNull().default(''),
    /** Received quantity (receipt) or counted quantity (count). */
    quantity: quantity('quantity').notNull(),
    /** A count's on-hand before counting; null on other documents. */
    previousQuantity: quantity('previous_quantity'),
    /** A receipt line's purchase price per unit (fen); null on other documents. */
    unitPrice: fen('unit_price'),
    serials: text('serials').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('stock_document_lines_document_idx').on(t.documentId)],
);

/** The append-only ledger: never updated or deleted; a correction is a reversing move. */
export const stockMoves = pgTable(
  'stock_moves',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    itemKind: text('item_kind', { enum: ['product', 'fitting'] }).notNull(),
    itemId: integer('item_id').notNull(),
    quantity: quantity('quantity').notNull(),
    fromLocationId: integer('from_location_id')
      .notNull()
      .references(() => stockLocations.id),
    toLocationId: integer('to_location_id')
      .notNull()
      .references(() => stockLocations.id),
    serialNo: text('serial_no'),
    documentKind: text('document_kind').notNull(),
    documentId: integer('document_id'),
    documentLineId: integer('document_line_id'),
    /**
     * The document's number as its owner names it (RK…, PD…, a sync shipment's sender number), copied
     * at posting so the history shows it without reading every owner's tables; '' when it has none.
     */
    documentNo: text('document_no').notNull().default(''),
    /** The business time the move counts from (a backdated receipt's date). */
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    postedBy: integer('posted_by'),
    reversesMoveId: integer('reverses_move_id').references((): AnyPgColumn => stockMoves.id),
    /**
     * What the move carried (fen, the whole quantity): a receipt's price × quantity, the source's
     * moving average out, a reversal or return the value it takes back. A balance's value is the
     * sum of its moves' values; the unit cost is value / quantity.
     */
    value: fen('value').notNull().default(sql`0`),
  },
  (t) => [
    check('stock_moves_quantity_positive', sql`${t.quantity} > 0`),
    check('stock_moves_locations_differ', sql`${t.fromLocationId} <> ${t.toLocationId}`),
    check('stock_moves_serial_is_one', sql`${t.serialNo} is null or ${t.quantity} = 1`),
    index('stock_moves_item_from_idx').on(t.orgId, t.itemKind, t.itemId, t.fromLocationId, t.effectiveAt),
    index('stock_moves_item_to_idx').on(t.orgId, t.itemKind, t.itemId, t.toLocationId, t.effectiveAt),
    index('stock_moves_serial_idx').on(t.orgId, t.serialNo).where(sql`${t.serialNo} is not null`),
    // A move belongs to (organization, document kind, document id): ids of different kinds
    // (a receipt, a warehouse-sync item) come from different sequences and meet in this column.
    index('stock_moves_document_idx').on(t.orgId, t.documentKind, t.documentId),
    uniqueIndex('stock_moves_reverses_idx').on(t.reversesMoveId),
  ],
);

/** On-hand and reserved per location and item, kept equal to the moves in the same transaction. */
export const stockBalances = pgTable(
  'stock_balances',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    locationId: integer('location_id')
      .notNull()
      .references(() => stockLocations.id),
    itemKind: text('item_kind', { enum: ['product', 'fitting'] }).notNull(),
    itemId: integer('item_id').notNull(),
    onHand: quantity('on_hand').notNull().default('0'),
    reserved: quantity('reserved').notNull().default('0'),
    /**
     * The latest effective time of the moves into or out of this location of this item (null: none
     * yet): a posting reads it under the row lock to refuse a backdated move, instead of searching
     * the moves.
     */
    lastMoveAt: timestamp('last_move_at', { withTimezone: true }),
    /**
     * The stock's value (fen): the sum of the moves' values in and out, kept in the same
     * transaction; the moving-average cost is value / on-hand (docs/stock.md, Cost).
     */
    value: fen('value').notNull().default(sql`0`),
  },
  (t) => [
    uniqueIndex('stock_balances_key_idx').on(t.orgId, t.locationId, t.itemKind, t.itemId),
    index('stock_balances_item_idx').on(t.orgId, t.itemKind, t.itemId),
    // The overview's walk (库存查询, docs/stock.md "Figures"): its rows in page order with their
    // location, so a deep page skips index entries alone (an index-only scan), never heap rows.
    index('stock_balances_nonzero_idx')
      .on(t.orgId, t.itemKind, t.itemId, t.locationId)
      .where(sql`${t.onHand} <> 0 or ${t.reserved} <> 0`),
    check('stock_balances_reserved_not_negative', sql`${t.reserved} >= 0`),
  ],
);

/** Where each serial number is now: exactly one location, so quantity 0 or 1 anywhere. */
export const stockSerials = pgTable(
  'stock_serials',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    itemKind: text('item_kind', { enum: ['product', 'fitting'] }).notNull(),
    itemId: integer('item_id').notNull(),
    serialNo: text('serial_no').notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => stockLocations.id),
  },
  (t) => [
    uniqueIndex('stock_serials_item_serial_idx').on(t.orgId, t.itemKind, t.itemId, t.serialNo),
    index('stock_serials_serial_idx').on(t.orgId, t.serialNo),
  ],
);

/** A document line's hold on stock at a warehouse root; one per line: what it reserved, shipped and got back. */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    documentKind: text('document_kind').notNull(),
    documentLineId: integer('document_line_id').notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => stockLocations.id),
    itemKind: text('item_kind', { enum: ['product', 'fitting'] }).notNull(),
    itemId: integer('item_id').notNull(),
    /** The line's reserved quantity; `consumed` of it shipped, the rest held while `reserved`. */
    quantity: quantity('quantity').notNull(),
    /** Shipped to the customer so far (partial consumes add up); never above `quantity`. */
    consumed: quantity('consumed').notNull().default('0'),
    /** Come back from the customer so far (returns keyed to this line); never above `consumed`. */
    returned: quantity('returned').notNull().default('0'),
    /** The cost (fen) of what it shipped, carried out at the moving average, and of what came back. */
    consumedValue: fen('consumed_value').notNull().default(sql`0`),
    returnedValue: fen('returned_value').notNull().default(sql`0`),
    /**
     * How much of an open hold on-hand no longer covers (a count found less than is reserved):
     * the balance's shortfall, allocated to the newest holds first, recomputed by every posting
     * that changes the balance; 0 once released or consumed (docs/stock.md, Uncovered holds).
     */
    uncovered: quantity('uncovered').notNull().default('0'),
    status: text('status', { enum: ['reserved', 'released', 'consumed'] })
      .notNull()
      .default('reserved'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_reservations_line_idx').on(t.orgId, t.documentKind, t.documentLineId),
    check('stock_reservations_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'stock_reservations_uncovered_within',
      sql`${t.uncovered} >= 0 and ${t.uncovered} <= ${t.quantity}`,
    ),
    // consumed <= quantity and returned <= consumed are the ledger check's (it names the hold).
    check('stock_reservations_shipped_not_negative', sql`${t.consumed} >= 0 and ${t.returned} >= 0`),
    index('stock_reservations_balance_idx')
      .on(t.orgId, t.locationId, t.itemKind, t.itemId)
      .where(sql`${t.status} = 'reserved'`),
  ],
);
