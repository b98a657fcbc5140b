import {
  SALE_ORDER_ITEM_OPTIONS_MAX,
  type SaleItemOption,
  type SaleLineItemKind,
} from '@atrium/contract/endpoints/sale-orders';
import type { saleGoodsResource } from '@atrium/contract/resources/sale-goods';
import { and, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { containsPattern } from '../../../platform/db/like-pattern.js';
import { fieldError, notFound } from '../../../platform/http/app-error.js';
import type { ResourceWriteRules } from '../../../platform/resources/bind-resource.js';
import { createOne, updateOne } from '../../../platform/resources/resource-store.js';
import { fittings, products } from '../../catalogue/catalogue.tables.js';
import { platformServices } from '../../catalogue/platform-services.tables.js';
import { FITTING_TAX_RATE, SERVICE_TAX_RATE, SERVICE_UNIT } from '../orders/sale-order-items.js';
import { saleGoods, saleGoodsPrices } from './sale-goods.tables.js';

type Fields = (typeof saleGoodsResource)['fields'];
type Body = Record<string, unknown>;
const ITEM_FIELDS = ['productId', 'fittingId', 'serviceId'] as const;

/**
 * The goods' rules beyond the fields: exactly one item (a product, a fitting or a service), listed
 * once among the live goods, and one price per source.
 */
async function assertGoods(db: Db, orgId: number, values: Body, id?: number): Promise<void> {
  const set = ITEM_FIELDS.filter((field) => values[field] !== null && values[field] !== undefined);
  if (set.length !== 1) throw fieldError('productId', 'sales.goodsItemRequired');
  const field = set[0]!;
  const [taken] = await db
    .select({ id: saleGoods.id })
    .from(saleGoods)
    .where(
      and(
        eq(saleGoods.orgId, orgId),
        isNull(saleGoods.deletedAt),
        eq(saleGoods[field], values[field] as number),
        id === undefined ? undefined : ne(saleGoods.id, id),
      ),
    );
  if (taken) throw fieldError(field, 'sales.goodsItemTaken');
  const lines = (values.lines as { sourceId: number }[] | undefined) ?? [];
  const seen = new Set<number>();
  lines.forEach((line, index) => {
    if (seen.has(line.sourceId)) throw fieldError(`lines.${index}.sourceId`, 'sales.goodsSourceRepeated');
    seen.add(line.sourceId);
  });
}

export const saleGoodsRules: ResourceWriteRules<Fields> = {
  async create(db, store, actor, body) {
    await assertGoods(db, actor.orgId, body);
    return createOne(db, store, actor, body);
  },
  update(db, store, actor, id, body) {
    return db.transaction(async (tx) => {
      const [stored] = await tx
        .select({
          productId: saleGoods.productId,
          fittingId: saleGoods.fittingId,
          serviceId: saleGoods.serviceId,
        })
        .from(saleGoods)
        .where(and(eq(saleGoods.id, id), eq(saleGoods.orgId, actor.orgId), isNull(saleGoods.deletedAt)))
        .for('update');
      if (!stored) throw notFound();
      const defined = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
      await assertGoods(tx, actor.orgId, { ...stored, ...defined }, id);
      return updateOne(tx, store, actor, id, body);
    });
  },
};

/**
 * The order line picker's choices (at most 20, never a whole list): the goods on sale matching the
 * keyword, priced for the source (else the goods' default); when the organization lists no goods
 * at all, the catalogue's live items at their list prices.
 */
export async function saleItemOptions(
  db: Db,
  orgId: number,
  query: { keyword?: string; sourceId?: number; itemKind?: SaleLineItemKind },
): Promise<SaleItemOption[]> {
  const [any] = await db
    .select({ id: saleGoods.id })
    .from(saleGoods)
    .where(and(eq(saleGoods.orgId, orgId), isNull(saleGoods.deletedAt)))
    .limit(1);
  const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
  const kinds: SaleLineItemKind[] = query.itemKind ? [query.itemKind] : ['product', 'fitting', 'service'];
  const options: SaleItemOption[] = [];
  for (const kind of kinds) {
    if (options.length >= SALE_ORDER_ITEM_OPTIONS_MAX) break;
    const limit = SALE_ORDER_ITEM_OPTIONS_MAX - options.length;
    options.push(...(await (any ? goodsOf : catalogueOf)(db, orgId, kind, pattern, query.sourceId, limit)));
  }
  return options;
}

const CATALOGUE = {
  product: {
    table: products,
    label: sql<string>`${products.sku} || ' ' || ${products.name}`,
    unit: products.unit,
    price: products.listPrice,
    taxRate: sql<number>`(${products.taxRate}::numeric * 100)::int`,
    search: (pattern: string) => or(ilike(products.name, pattern), ilike(products.sku, pattern)),
    live: and(isNull(products.deletedAt), eq(products.onSale, true)),
  },
  fitting: {
    table: fittings,
    label: sql<string>`${fittings.code} || ' ' || ${fittings.name}`,
    unit: fittings.unit,
    price: fittings.price,
    taxRate: sql<number>`${FITTING_TAX_RATE}`,
    search: (pattern: string) => or(ilike(fittings.name, pattern), ilike(fittings.code, pattern)),
    live: and(isNull(fittings.deletedAt), eq(fittings.enabled, true)),
  },
  service: {
    table: platformServices,
    label: sql<string>`${platformServices.name}`,
    unit: sql<string>`${SERVICE_UNIT}`,
    price: platformServices.price,
    taxRate: sql<number>`${SERVICE_TAX_RATE}`,
    search: (pattern: string) =>
      or(ilike(platformServices.name, pattern), ilike(platformServices.code, pattern)),
    live: and(isNull(platformServices.deletedAt), eq(platformServices.enabled, true)),
  },
} as const;

const GOODS_ITEM = {
  product: saleGoods.productId,
  fitting: saleGoods.fittingId,
  service: saleGoods.serviceId,
};

async function catalogueOf(
  db: Db,
  orgId: number,
  kind: SaleLineItemKind,
  pattern: string | undefined,
  _sourceId: number | undefined,
  limit: number,
): Promise<SaleItemOption[]> {
  const item = CATALOGUE[kind];
  const rows = await db
    .select({
      id: item.table.id,
      label: item.label,
      unit: item.unit,
      price: item.price,
      taxRate: item.taxRate,
    })
    .from(item.table)
    .where(and(eq(item.table.orgId, orgId), item.live, pattern ? item.search(pattern) : undefined))
    .orderBy(item.table.id)
    .limit(limit);
  return rows.map((row) => ({
    itemKind: kind,
    itemId: row.id,
    label: row.label,
    unit: String(row.unit),
    unitPrice: Number(row.price),
    taxRate: Number(row.taxRate),
  }));
}

async function goodsOf(
  db: Db,
  orgId: number,
  kind: SaleLineItemKind,
  pattern: string | undefined,
  sourceId: number | undefined,
  limit: number,
): Promise<SaleItemOption[]> {
  const item = CATALOGUE[kind];
  const itemColumn = GOODS_ITEM[kind];
  const sourcePrice: SQL = sourceId
    ? sql`(select p.price from ${saleGoodsPrices} p where p.parent_id = ${saleGoods.id} and p.source_id = ${sourceId} limit 1)`
    : sql`null`;
  const rows = await db
    .select({
      id: item.table.id,
      label: item.label,
      unit: item.unit,
      price: sql<string>`coalesce(${sourcePrice}, ${saleGoods.defaultPrice})`,
      taxRate: item.taxRate,
    })
    .from(saleGoods)
    .innerJoin(item.table, eq(item.table.id, itemColumn))
    .where(
      and(
        eq(saleGoods.orgId, orgId),
        isNull(saleGoods.deletedAt),
        eq(saleGoods.onSale, true),
        item.live,
        pattern ? item.search(pattern) : undefined,
      ),
    )
    .orderBy(saleGoods.id)
    .limit(limit);
  return rows.map((row) => ({
    itemKind: kind,
    itemId: row.id,
    label: row.label,
    unit: String(row.unit),
    unitPrice: Number(row.price),
    taxRate: Number(row.taxRate),
  }));
}
