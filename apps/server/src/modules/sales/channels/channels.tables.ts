import type { StatementResult, StatementRowKind } from '@atrium/contract/endpoints/sale-channels';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orgIdColumn } from '../../admin/admin.tables.js';
import { saleOrders } from '../orders/sale-orders.tables.js';
import { saleSources } from '../sources/sale-sources.tables.js';

const fen = (name: string) => bigint(name, { mode: 'number' });

/**
 * 外部订单: every platform order received (by webhook or file) and what became of it
 * (docs/sales-channels.md). The intake item of platform/intake: its delivery's event id is claimed
 * in `intake_events`; the item is applied in its own transaction, never twice. The sale order it
 * made (or found: `duplicate`) is linked; a rejection keeps the reason.
 */
export const saleExternalOrders = pgTable(
  'sale_external_orders',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    sourceId: integer('source_id')
      .notNull()
      .references(() => saleSources.id, { onDelete: 'cascade' }),
    via: text('via').$type<'push' | 'file'>().notNull(),
    eventId: text('event_id').notNull(),
    itemIndex: integer('item_index').notNull(),
    /** The platform's order number and buyer as far as read, for the list. */
    extOrderNo: text('ext_order_no').notNull().default(''),
    buyerName: text('buyer_name').notNull().default(''),
    totalFen: fen('total_fen').notNull().default(0),
    /** The order as received (`{"escapedJson": …}` when its text can't be stored: intake-raw.ts). */
    raw: jsonb('raw').notNull(),
    rawEscaped: boolean('raw_escaped').notNull().default(false),
    status: text('status')
      .$type<'pending' | 'applied' | 'rejected' | 'conflict' | 'failed'>()
      .notNull()
      .default('pending'),
    /** Applied without making an order: the platform order had one already. */
    duplicate: boolean('duplicate').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    /** Why rejected, or why its order stayed a draft (a message key and params); '' when none. */
    errorKey: text('error_key').notNull().default(''),
    errorParams: jsonb('error_params').$type<Record<string, string | number>>().notNull().default({}),
    saleOrderId: integer('sale_order_id').references(() => saleOrders.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sale_external_orders_event_item_idx').on(t.sourceId, t.eventId, t.itemIndex),
    index('sale_external_orders_org_id_idx').on(t.orgId, t.id.desc().nullsFirst()),
    index('sale_external_orders_source_id_idx').on(t.sourceId, t.id.desc().nullsFirst()),
    index('sale_external_orders_org_no_idx').on(t.orgId, t.extOrderNo),
    check(
      'sale_external_orders_status_check',
      sql`${t.status} in ('pending', 'applied', 'rejected', 'conflict', 'failed')`,
    ),
    check('sale_external_orders_via_check', sql`${t.via} in ('push', 'file')`),
  ],
);

/**
 * 电商账单: a platform settlement statement of a source for a period. Its rows are imported from
 * the platform's file; the reconciliation writes one result per platform order (and per order of
 * the period absent from the platform).
 */
export const saleStatements = pgTable(
  'sale_statements',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    sourceId: integer('source_id')
      .notNull()
      .references(() => saleSources.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    rowCount: integer('row_count').notNull().default(0),
    reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sale_statements_org_id_idx').on(t.orgId, t.id.desc().nullsFirst()),
    check('sale_statements_period_check', sql`${t.periodFrom} <= ${t.periodTo}`),
  ],
);

/**
 * One platform transaction of a statement. Unique per source by the platform's transaction id:
 * importing a file again (or an overlapping one) adds nothing. Amounts are signed as they count
 * for the shop: a sale positive, a refund, fee or commission negative.
 */
export const saleStatementRows = pgTable(
  'sale_statement_rows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: orgIdColumn(),
    sourceId: integer('source_id').notNull(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => saleStatements.id, { onDelete: 'cascade' }),
    txnId: text('txn_id').notNull(),
    extOrderNo: text('ext_order_no').notNull(),
    extOrderSn: text('ext_order_sn').notNull().default(''),
    kind: text('kind').$type<StatementRowKind>().notNull(),
    amountFen: fen('amount_fen').notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sale_statement_rows_source_txn_idx').on(t.orgId, t.sourceId, t.txnId),
    // The reconciliation groups a statement's rows by platform order, and finds a source's orders on any statement.
    index('sale_statement_rows_statement_order_idx').on(t.statementId, t.extOrderNo),
    index('sale_statement_rows_source_order_idx').on(t.orgId, t.sourceId, t.extOrderNo),
    check(
      'sale_statement_rows_kind_check',
      sql`${t.kind} in ('sale', 'refund', 'fee', 'commission', 'other')`,
    ),
  ],
);

/** The reconciliation of a statement: one row per platform order, or per order the platform lacks. */
export const saleStatementResults = pgTable(
  'sale_statement_results',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: orgIdColumn(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => saleStatements.id, { onDelete: 'cascade' }),
    /** The platform order number (an order without one: its own number). */
    extOrderNo: text('ext_order_no').notNull(),
    saleOrderId: integer('sale_order_id'),
    result: text('result').$type<StatementResult>().notNull(),
    platformFen: fen('platform_fen').notNull().default(0),
    feesFen: fen('fees_fen').notNull().default(0),
    expectedFen: fen('expected_fen').notNull().default(0),
    differenceFen: fen('difference_fen').notNull().default(0),
    collectedFen: fen('collected_fen').notNull().default(0),
    explained: boolean('explained').notNull().default(false),
    note: text('note').notNull().default(''),
  },
  (t) => [
    uniqueIndex('sale_statement_results_statement_order_idx').on(t.statementId, t.extOrderNo),
    index('sale_statement_results_statement_result_idx').on(t.statementId, t.result, t.id),
    check(
      'sale_statement_results_result_check',
      sql`${t.result} in ('matched', 'amountDiffers', 'missingInAtrium', 'missingOnPlatform')`,
    ),
  ],
);
