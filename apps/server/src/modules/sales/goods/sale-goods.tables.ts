import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { lineColumns } from '../../../platform/resources/line-columns.js';
import { resourceColumns } from '../../../platform/resources/resource-columns.js';

const live = (t: { deletedAt: unknown }) => sql`${t.deletedAt} is null`;

/**
 * 销售商品 (saleGoodsResource): one catalogue item (product, fitting or platform service: exactly
 * one column set), listed once, with its default price (fen) and whether it is on sale.
 */
export const saleGoods = pgTable(
  'sale_goods',
  {
    ...resourceColumns(),
    productId: integer('product_id'),
    fittingId: integer('fitting_id'),
    serviceId: integer('service_id'),
    defaultPrice: bigint('default_price', { mode: 'number' }).notNull(),
    onSale: boolean('on_sale').notNull().default(true),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    uniqueIndex('sale_goods_org_product_idx')
      .on(t.orgId, t.productId)
      .where(sql`${live(t)} and ${t.productId} is not null`),
    uniqueIndex('sale_goods_org_fitting_idx')
      .on(t.orgId, t.fittingId)
      .where(sql`${live(t)} and ${t.fittingId} is not null`),
    uniqueIndex('sale_goods_org_service_idx')
      .on(t.orgId, t.serviceId)
      .where(sql`${live(t)} and ${t.serviceId} is not null`),
    index('sale_goods_org_id_idx').on(t.orgId, t.id).where(live(t)),
    check('sale_goods_one_item_check', sql`num_nonnulls(${t.productId}, ${t.fittingId}, ${t.serviceId}) = 1`),
    check('sale_goods_price_check', sql`${t.defaultPrice} >= 0`),
  ],
);

/** A goods' price for one order source (the resource's lines). */
export const saleGoodsPrices = pgTable(
  'sale_goods_prices',
  {
    ...lineColumns(() => saleGoods.id),
    sourceId: integer('source_id').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('sale_goods_prices_parent_idx').on(t.parentId, t.lineNo),
    check('sale_goods_prices_price_check', sql`${t.price} >= 0`),
  ],
);
