import type { ClueFieldMapping, ClueSyncDeliveryStatus } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { resourceColumns } from '../../platform/resources/resource-columns.js';
import { orgIdColumn } from '../admin/admin.tables.js';
import { crmCluePools, crmClues } from './clues.tables.js';

/**
 * 线索同步配置: an external source pushing clues to its own webhook. `hook_key` names the source
 * in the URL (and so the organization); `secret` signs its deliveries (HMAC needs the secret
 * itself, so it is stored as is and only ever shown whole on create and rotate).
 */
export const crmClueSyncSources = pgTable(
  'crm_clue_sync_sources',
  {
    ...resourceColumns(),
    name: text('name').notNull(),
    hookKey: text('hook_key').notNull(),
    secret: text('secret').notNull(),
    poolId: integer('pool_id').notNull(),
    sourceCode: text('source_code').notNull().default(''),
    fieldMapping: jsonb('field_mapping').$type<ClueFieldMapping>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    // DESC NULLS FIRST like a plain `ORDER BY … DESC` reads it (.desc() alone writes NULLS LAST: see customers.tables.ts).
    uniqueIndex('crm_clue_sync_sources_hook_key').on(t.hookKey),
    uniqueIndex('crm_clue_sync_sources_org_name_key').on(t.orgId, t.name).where(sql`deleted_at is null`),
    foreignKey({
      name: 'crm_clue_sync_sources_pool_fk',
      columns: [t.orgId, t.poolId],
      foreignColumns: [crmCluePools.orgId, crmCluePools.id],
    }),
  ],
);

/**
 * One row per request that named a known source: processed, a repeated event id, or rejected whole
 * (the event ids themselves are claimed in the platform's `intake_events`).
 */
export const crmClueSyncDeliveries = pgTable(
  'crm_clue_sync_deliveries',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    sourceId: integer('source_id')
      .notNull()
      .references(() => crmClueSyncSources.id, { onDelete: 'cascade' }),
    /** '' when the body could not be read. */
    eventId: text('event_id').notNull().default(''),
    status: text('status').$type<ClueSyncDeliveryStatus>().notNull(),
    /** A message key (clueSync.*) for a delivery rejected whole; '' otherwise. */
    reasonKey: text('reason_key').notNull().default(''),
    acceptedCount: integer('accepted_count').notNull().default(0),
    rejectedCount: integer('rejected_count').notNull().default(0),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('crm_clue_sync_deliveries_org_id_idx').on(t.orgId, t.id.desc().nullsFirst()),
    index('crm_clue_sync_deliveries_source_id_idx').on(t.sourceId, t.id.desc().nullsFirst()),
    check('crm_clue_sync_deliveries_status_check', sql`status in ('processed', 'duplicate', 'rejected')`),
  ],
);

/** Each item of a processed delivery and what became of it. */
export const crmClueSyncItems = pgTable(
  'crm_clue_sync_items',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => crmClueSyncDeliveries.id, { onDelete: 'cascade' }),
    itemIndex: integer('item_index').notNull(),
    status: text('status').$type<'accepted' | 'rejected'>().notNull(),
    reasonKey: text('reason_key').notNull().default(''),
    reasonParams: jsonb('reason_params').$type<Record<string, string | number>>().notNull().default({}),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    payload: text('payload').notNull(),
    clueId: integer('clue_id').references(() => crmClues.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('crm_clue_sync_items_delivery_idx').on(t.deliveryId, t.itemIndex),
    check('crm_clue_sync_items_status_check', sql`status in ('accepted', 'rejected')`),
  ],
);
