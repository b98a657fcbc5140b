import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { lineColumns } from '../../platform/resources/line-columns.js';
import { resourceColumns } from '../../platform/resources/resource-columns.js';

/** 平台服务 (resource engine): price in fen, the length field its kind requires (platform-service.ts). */
export const platformServices = pgTable(
  'catalogue_platform_services',
  {
    ...resourceColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    validityMonths: integer('validity_months'),
    durationMinutes: integer('duration_minutes'),
    saleMode: text('sale_mode').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    description: text('description').notNull().default(''),
  },
  (t) => [
    uniqueIndex('catalogue_platform_services_org_code_idx')
      .on(t.orgId, t.code)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** The product categories a service applies to: its lines, one category each (none: all categories). */
export const platformServiceCategories = pgTable(
  'catalogue_platform_service_categories',
  {
    ...lineColumns(() => platformServices.id),
    categoryId: integer('category_id').notNull(),
  },
  (t) => [
    index('catalogue_platform_service_categories_parent_idx').on(t.parentId, t.lineNo),
    index('catalogue_platform_service_categories_category_idx').on(t.orgId, t.categoryId),
  ],
);
