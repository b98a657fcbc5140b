import { fitsDecimals, type ItemKind, quantityUnits } from '@atrium/contract';
import { type AnyColumn, and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { AppError, fieldError } from '../../platform/http/app-error.js';
import { fittings, products } from '../catalogue/catalogue.tables.js';
import { catalogueUnits } from '../catalogue/units.tables.js';

/**
 * The catalogue as stock sees it: stock stands on the catalogue, so the ledger reads its tables
 * (an item is a product or a fitting of the organization; a product may be serial-tracked).
 */

export interface ItemRef {
  itemKind: ItemKind;
  itemId: number;
}

/** What a posting needs to know of an item. */
export interface StockItem {
  /** `SKU name` (a product) or `code name` (a fitting), as the pickers show it. */
  label: string;
  unit: string;
  /** How many decimals a quantity of it may have (its unit's; 0 when the unit is gone: whole). */
  unitDecimals: number;
  /** Every move of a serial-tracked product in or out carries a serial (fittings never are). */
  serialTracked: boolean;
  /** Not deleted: only live items may be received, counted or reserved. */
  live: boolean;
}

export type StockItems = ReadonlyMap<string, StockItem>;

export const itemKeyOf = (item: ItemRef) => `${item.itemKind}:${item.itemId}`;

const idsOfKind = (items: readonly ItemRef[], kind: ItemKind) => [
  ...new Set(items.filter((item) => item.itemKind === kind).map((item) => item.itemId)),
];

/** An item's unit of measure: the live unit of its organization that it names. */
const unitOf = (table: typeof products | typeof fittings) =>
  and(
    eq(catalogueUnits.orgId, table.orgId),
    eq(catalogueUnits.name, table.unit),
    isNull(catalogueUnits.deletedAt),
  );

/**
 * The organization's items among these (deleted ones too, marked not live): one query per kind.
 * A posting (the default) holds them with a key-share lock to its end: deleting an item locks its
 * row, so a delete and a posting of the same item queue, and whichever comes second sees the other
 * (the delete finds the moves and is refused; the posting finds the item deleted).
 */
export async function stockItemsOf(
  db: Db,
  orgId: number,
  items: readonly ItemRef[],
  { forPosting = true }: { forPosting?: boolean } = {},
): Promise<StockItems> {
  const found = new Map<string, StockItem>();
  const productIds = idsOfKind(items, 'product');
  if (productIds.length > 0) {
    const select = db
      .select({
        id: products.id,
        label: sql<string>`${products.sku} || ' ' || ${products.name}`,
        unit: products.unit,
        unitDecimals: catalogueUnits.decimals,
        serialTracked: products.serialTracked,
        deletedAt: products.deletedAt,
      })
      .from(products)
      .leftJoin(catalogueUnits, unitOf(products))
      .where(and(eq(products.orgId, orgId), inArray(products.id, productIds)))
      .$dynamic();
    // Only the item's row is locked: the unit is the nullable side of an outer join.
    const rows = await (forPosting ? select.for('key share', { of: products }) : select);
    for (const row of rows) {
      found.set(itemKeyOf({ itemKind: 'product', itemId: row.id }), {
        label: row.label,
        unit: row.unit,
        unitDecimals: row.unitDecimals ?? 0,
        serialTracked: row.serialTracked,
        live: row.deletedAt === null,
      });
    }
  }
  const fittingIds = idsOfKind(items, 'fitting');
  if (fittingIds.length > 0) {
    const select = db
      .select({
        id: fittings.id,
        label: sql<string>`${fittings.code} || ' ' || ${fittings.name}`,
        unit: fittings.unit,
        unitDecimals: catalogueUnits.decimals,
        deletedAt: fittings.deletedAt,
      })
      .from(fittings)
      .leftJoin(catalogueUnits, unitOf(fittings))
      .where(and(eq(fittings.orgId, orgId), inArray(fittings.id, fittingIds)))
      .$dynamic();
    const rows = await (forPosting ? select.for('key share', { of: fittings }) : select);
    for (const row of rows) {
      found.set(itemKeyOf({ itemKind: 'fitting', itemId: row.id }), {
        label: row.label,
        unit: row.unit,
        unitDecimals: row.unitDecimals ?? 0,
        serialTracked: false,
        live: row.deletedAt === null,
      });
    }
  }
  return found;
}

/**
 * Refuses a quantity of the item finer than its unit allows (3.5 台; 2.255 米 when 米 takes 2
 * decimals), naming the item and the unit, and the document line when there is one (`line`,
 * 0-based, with the field the quantity came from). Every posting of a quantity a caller states
 * comes through here: document lines, the ledger's moves and holds, warehouse-sync items.
 */
export function assertUnitPrecision(
  ref: ItemRef,
  item: StockItem,
  quantity: string,
  at?: { line: number; field: string },
): void {
  if (fitsDecimals(quantityUnits(quantity), item.unitDecimals)) return;
  const params = { item: item.label, unit: item.unit, decimals: item.unitDecimals };
  const whole = item.unitDecimals === 0;
  const key =
    ref.itemKind === 'product'
      ? whole
        ? 'ProductWhole'
        : 'ProductDecimals'
      : whole
        ? 'FittingWhole'
        : 'FittingDecimals';
  if (!at) throw new AppError(400, `stock.unit${key}`, params);
  throw fieldError(`lines.${at.line}.${at.field}`, `stock.lineUnit${key}`, { ...params, line: at.line + 1 });
}

/**
 * Each row with its item's label (`itemLabel`) and unit (`unit`), '' when the id names no item of
 * the organization; a deleted item still names itself (a page of history outlives it). One query
 * per item kind on the page.
 */
export async function withItemNames<R extends ItemRef>(
  db: Db,
  orgId: number,
  rows: readonly R[],
): Promise<(R & { itemLabel: string; unit: string })[]> {
  const items = await stockItemsOf(db, orgId, rows, { forPosting: false });
  return rows.map((row) => {
    const item = items.get(itemKeyOf(row));
    return { ...row, itemLabel: item?.label ?? '', unit: item?.unit ?? '' };
  });
}

/** The SQL condition "this row's item matches the keyword" (SKU, code, name or barcode). */
export function itemKeywordCondition(
  orgId: number,
  pattern: string,
  columns: { itemKind: AnyColumn; itemId: AnyColumn },
) {
  return sql`(
    (${columns.itemKind} = 'product' and ${columns.itemId} in (
      select ${products.id} from ${products} where ${products.orgId} = ${orgId} and
        (${products.sku} ilike ${pattern} or ${products.name} ilike ${pattern} or ${products.barcode} ilike ${pattern})))
    or (${columns.itemKind} = 'fitting' and ${columns.itemId} in (
      select ${fittings.id} from ${fittings} where ${fittings.orgId} = ${orgId} and
        (${fittings.code} ilike ${pattern} or ${fittings.name} ilike ${pattern}))))`;
}
