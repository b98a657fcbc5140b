import type { ItemKind } from '@atrium/contract';
import type {
  WarehouseSyncAdapterKind,
  WarehouseSyncDiffRow,
  WarehouseSyncKind,
  WarehouseSyncStatus,
} from '@atrium/contract/endpoints/stock-sync';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, orgIdColumn, updatedAt } from '../admin/admin.tables.js';
import { stockWarehouses } from '../stock/stock.tables.js';

/**
 * A warehouse run by an outside WMS (docs/warehouse-sync.md): one row per warehouse. `hook_key`
 * names it in the webhook URL (and so the organization); `secret` signs the sender's deliveries
 * (an HMAC needs the secret itself, so it is stored as is and shown whole only on first save and
 * rotate, like the clue sync sources).
 */
export const stockSyncSettings = pgTable(
  'stock_sync_settings',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => stockWarehouses.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    adapter: text('adapter').$type<WarehouseSyncAdapterKind>().notNull(),
    hookKey: text('hook_key').notNull(),
    secret: text('secret').notNull(),
    pullUrl: text('pull_url').notNull().default(''),
    /** Up to when the last pull read: the next pull asks for what came after. */
    pulledUntil: timestamp('pulled_until', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    uniqueIndex('stock_sync_settings_warehouse_idx').on(t.warehouseId),
    uniqueIndex('stock_sync_settings_hook_key_idx').on(t.hookKey),
  ],
);

/**
 * Every item received, and what became of it (its event id is claimed in the platform's
 * `intake_events`, the duplicate guard of every intake). Unique by (warehouse, event id, item index): the
 * item is the unit of idempotency, so a replay or a retry job re-applies this row, never a copy.
 */
export const stockSyncItems = pgTable(
  'stock_sync_items',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => stockWarehouses.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    itemIndex: integer('item_index').notNull(),
    kind: text('kind').$type<WarehouseSyncKind>().notNull(),
    /** The SKU/code of a level or the sender's shipment number, for the list and the filter. */
    subject: text('subject').notNull().default(''),
    /**
     * The item as received. An item whose text jsonb can't hold (a NUL, a lone surrogate) is kept
     * as `{"escapedJson": "<its JSON text>"}`, those characters written as `\u0000`-style escapes
     * (`raw_escaped`, platform/intake/intake-raw.ts); it is rejected with the reason, and so is its replay.
     */
    raw: jsonb('raw').notNull(),
    rawEscaped: boolean('raw_escaped').notNull().default(false),
    mapped: jsonb('mapped'),
    diff: jsonb('diff').$type<WarehouseSyncDiffRow[]>().notNull().default([]),
    status: text('status').$type<WarehouseSyncStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** A message key (warehouseSync.* or stock.*) and its params; '' when none. */
    errorKey: text('error_key').notNull().default(''),
    errorParams: jsonb('error_params').$type<Record<string, string | number>>().notNull().default({}),
    /** A level's item and time, kept for the "not older than the last applied level" rule. */
    itemKind: text('item_kind').$type<ItemKind>(),
    itemId: integer('item_id'),
    asOf: timestamp('as_of', { withTimezone: true }),
    moveIds: integer('move_ids').array().notNull().default(sql`'{}'::integer[]`),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_sync_items_event_item_idx').on(t.warehouseId, t.eventId, t.itemIndex),
    index('stock_sync_items_org_id_idx').on(t.orgId, t.id.desc().nullsFirst()),
    index('stock_sync_items_org_event_idx').on(t.orgId, t.eventId),
    index('stock_sync_items_level_idx')
      .on(t.warehouseId, t.itemKind, t.itemId, t.asOf)
      .where(sql`${t.kind} = 'level' and ${t.status} = 'applied'`),
    check(
      'stock_sync_items_status_check',
      sql`${t.status} in ('pending', 'applied', 'rejected', 'conflict', 'failed')`,
    ),
    check('stock_sync_items_kind_check', sql`${t.kind} in ('level', 'shipment', 'unknown')`),
  ],
);
