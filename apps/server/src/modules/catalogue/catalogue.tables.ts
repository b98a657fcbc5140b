import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceColumns } from '../../platform/resources/resource-columns.js';

/**
 * The catalogue: products and fittings with their category trees (resource tables: soft delete,
 * version, who-columns). Prices are integer fen. Stock names an item as (item_kind, item_id) with
 * these tables' ids (docs/stock.md).
 */

/** A category tree (商品分类 / 配件分类): `parent_id` null at the top, `sort` orders siblings. */
function categoryColumns() {
  return {
    ...resourceColumns(),
    name: text('name').notNull(),
    parentId: integer('parent_id'),
    sort: integer('sort').notNull().default(0),
  };
}

export const productCategories = pgTable('catalogue_product_categories', categoryColumns(), (t) => [
  index('catalogue_product_categories_parent_idx').on(t.orgId, t.parentId),
]);

export const fittingCategories = pgTable('catalogue_fitting_categories', categoryColumns(), (t) => [
  index('catalogue_fitting_categories_parent_idx').on(t.orgId, t.parentId),
]);

export const products = pgTable(
  'catalogue_products',
  {
    ...resourceColumns(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    categoryId: integer('category_id').notNull(),
    brand: text('brand').notNull().default(''),
    unit: text('unit').notNull(),
    barcode: text('barcode').notNull().default(''),
    listPrice: bigint('list_price', { mode: 'number' }).notNull(),
    costPrice: bigint('cost_price', { mode: 'number' }),
    taxRate: text('tax_rate').notNull(),
    onSale: boolean('on_sale').notNull().default(true),
    serialTracked: boolean('serial_tracked').notNull().default(false),
    warrantyMonths: integer('warranty_months'),
  },
  (t) => [
    uniqueIndex('catalogue_products_org_sku_idx').on(t.orgId, t.sku).where(sql`${t.deletedAt} is null`),
    // Most products have no barcode: only a filled one must be unique.
    uniqueIndex('catalogue_products_org_barcode_idx')
      .on(t.orgId, t.barcode)
      .where(sql`${t.deletedAt} is null and ${t.barcode} <> ''`),
    index('catalogue_products_category_idx').on(t.orgId, t.categoryId),
  ],
);

export const fittings = pgTable(
  'catalogue_fittings',
  {
    ...resourceColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    categoryId: integer('category_id').notNull(),
    unit: text('unit').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    costPrice: bigint('cost_price', { mode: 'number' }),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('catalogue_fittings_org_code_idx').on(t.orgId, t.code).where(sql`${t.deletedAt} is null`),
    index('catalogue_fittings_category_idx').on(t.orgId, t.categoryId),
  ],
);
