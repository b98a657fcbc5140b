import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceColumns } from '../../../platform/resources/resource-columns.js';

/**
 * 订单来源: where orders come from — the company's own sales, its stores, its e-commerce shops.
 * An e-commerce or store source may send orders by signed webhook (its `webhookKey` names it in
 * the URL, `secret` signs its deliveries, stored as the other webhook sources store theirs) and
 * settlement statements (电商账单) by file.
 */
export const saleSources = pgTable(
  'sale_sources',
  {
    ...resourceColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** own: the company's own sales; store: a shop or branch; ecommerce: a platform shop. */
    kind: text('kind', { enum: ['own', 'store', 'ecommerce'] }).notNull(),
    /** The platform of an e-commerce shop (taobao, jd, pdd, douyin, other); '' otherwise. */
    platform: text('platform').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    /** The key in the external-order webhook URL; '' when the source sends nothing. */
    webhookKey: text('webhook_key').notNull().default(''),
    secret: text('secret').notNull().default(''),
    /** Source-specific settings (default warehouse, default owner, price list rules …). */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    uniqueIndex('sale_sources_org_code_idx').on(t.orgId, t.code).where(sql`${t.deletedAt} is null`),
    uniqueIndex('sale_sources_webhook_key_idx').on(t.webhookKey).where(sql`${t.webhookKey} <> ''`),
    check('sale_sources_kind_check', sql`${t.kind} in ('own', 'store', 'ecommerce')`),
  ],
);
