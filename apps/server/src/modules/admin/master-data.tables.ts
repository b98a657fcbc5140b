import { PAYMENT_CHANNEL_KINDS } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceColumns } from '../../platform/resources/resource-columns.js';

type PaymentChannelKind = (typeof PAYMENT_CHANNEL_KINDS)[number];

/** 客户来源: served by the resource engine (customerSourceResource). */
export const customerSources = pgTable(
  'customer_sources',
  {
    ...resourceColumns(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    sort: integer('sort'),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    // A code is unique among live rows; a deleted row's code may be reused (its restore then clashes → 400).
    uniqueIndex('customer_sources_org_code_key').on(t.orgId, t.code).where(sql`${t.deletedAt} is null`),
    index('customer_sources_org_idx').on(t.orgId, t.id),
    // Deep pages sorted by a field stay index walks at a million rows (bench/export-and-list.ts).
    // `enabled`, the list's one equality filter, rides at the end so a filtered page's ids come
    // from the index alone (an index-only scan once the table is vacuumed).
    index('customer_sources_org_sort_idx')
      .on(t.orgId, t.sort, t.id, t.enabled)
      .where(sql`${t.deletedAt} is null`),
    index('customer_sources_org_name_idx')
      .on(t.orgId, t.name, t.id, t.enabled)
      .where(sql`${t.deletedAt} is null`),
    index('customer_sources_org_created_idx')
      .on(t.orgId, t.createdAt, t.id, t.enabled)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** 支付渠道: served by the resource engine (paymentChannelResource). */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    ...resourceColumns(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    kind: text('kind').$type<PaymentChannelKind>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    uniqueIndex('payment_channels_org_code_key').on(t.orgId, t.code).where(sql`${t.deletedAt} is null`),
    index('payment_channels_org_idx').on(t.orgId, t.id),
    check(
      'payment_channels_kind_check',
      sql.raw(`kind in (${PAYMENT_CHANNEL_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
  ],
);
