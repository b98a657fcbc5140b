import { businessDayStart, type ItemKind, quantityOf, quantityUnits, shareOfFen } from '@atrium/contract';
import {
  type BalanceRow,
  type ItemInfoRow,
  type ItemOnHandRow,
  type MoveRow,
  SERIALS_AT_LOCATION_MAX,
} from '@atrium/contract/endpoints/stock-queries';
import { type AnyColumn, and, asc, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/db/like-pattern.js';
import { pageOffset, pageTotal } from '../../platform/db/page-total.js';
import { AppError } from '../../platform/http/app-error.js';
import { users } from '../admin/admin.tables.js';
import { stockBalances, stockLocations, stockMoves, stockSerials, stockWarehouses } from './stock.tables.js';
import { itemKeyOf, itemKeywordCondition, stockItemsOf, withItemNames } from './stock-items.js';
import { locationName } from './stock-locations.js';
import { stockByWarehouse } from './stock-on-hand.js';

/** Read side of the ledger (库存查询): balances, an item's moves, a serial's whereabouts. */

const exact = (value: string) => quantityOf(quantityUnits(value));
const ONE = quantityUnits('1');
/** Value per unit (fen, rounded) of a value and a quantity; 0 for none or less. */
const perUnit = (value: bigint, quantity: string) => {
  const units = quantityUnits(quantity);
  return units > 0n ? Number(shareOfFen(value, ONE, units)) : 0;
};

interface PageInput {
  pageNum: number;
  pageSize: number;
}

export async function balancePage(
  db: Db,
  orgId: number,
  query: PageInput & {
    keyword?: string;
    itemKind?: ItemKind;
    itemId?: number;
    warehouseId?: number;
    onlyNonZero: boolean;
  },
) {
  // The organization's internal locations of live warehouses first (a handful of rows), in the
  // page's order within an item: by warehouse, then location. The balances are then read by
  // those ids, so the page walks the balances in item order and stops after the page — never a
  // join the planner might sort whole (the tiny location tables are rarely analyzed).
  const locations = await db
    .select({
      id: stockLocations.id,
      warehouseId: stockWarehouses.id,
      warehouseName: stockWarehouses.name,
      binName: sql<string>`case when ${stockLocations.parentId} is null then '' else ${stockLocations.name} end`,
    })
    .from(stockLocations)
    .innerJoin(stockWarehouses, eq(stockWarehouses.id, stockLocations.warehouseId))
    .where(
      and(
        eq(stockLocations.orgId, orgId),
        eq(stockLocations.kind, 'internal'),
        isNull(stockWarehouses.deletedAt),
        query.warehouseId ? eq(stockLocations.warehouseId, query.warehouseId) : undefined,
      ),
    )
    .orderBy(asc(stockWarehouses.id), asc(stockLocations.id));
  if (locations.length === 0) {
    return { list: [], total: 0, totalExact: true, pageNum: query.pageNum, pageSize: query.pageSize };
  }
  const locationById = new Map(locations.map((location) => [location.id, location]));
  const locationIds = locations.map((location) => location.id);
  const where = and(
    eq(stockBalances.orgId, orgId),
    inArray(stockBalances.locationId, locationIds),
    // Written as the partial index's predicate (stock_balances_nonzero_idx), so the planner can use it.
    query.onlyNonZero ? sql`(${stockBalances.onHand} <> 0 or ${stockBalances.reserved} <> 0)` : undefined,
    query.keyword
      ? itemKeywordCondition(orgId, containsPattern(query.keyword), {
          itemKind: stockBalances.itemKind,
          itemId: stockBalances.itemId,
        })
      : undefined,
    query.itemKind ? eq(stockBalances.itemKind, query.itemKind) : undefined,
    query.itemId ? eq(stockBalances.itemId, query.itemId) : undefined,
  );
  // The page's order: by item, then by the location's place in the list above (warehouse, then
  // location). The index holds an item's rows by location id instead, but an item's rows are one
  // block at the same place in both orders (one balance per location and item), so the page is
  // found in the index's order: the walk skips OFFSET entries of the non-zero index alone (an
  // index-only scan, no sort; a deep page used to fetch every skipped balance row, six per item for
  // one warehouse), reading a window that reaches one block's length (the number of locations − 1)
  // beyond the page on each side, and only that window's blocks are put in the page's order here.
  const offset = pageOffset(query);
  const spread = locationIds.length - 1;
  const windowStart = Math.max(0, offset - spread);
  const indexOrder = (keys: { itemKind: AnyColumn; itemId: AnyColumn; locationId: AnyColumn }) => [
    asc(keys.itemKind),
    asc(keys.itemId),
    asc(keys.locationId),
  ];
  const windowKeys = db
    .select({
      locationId: stockBalances.locationId,
      itemKind: stockBalances.itemKind,
      itemId: stockBalances.itemId,
    })
    .from(stockBalances)
    .where(where)
    .orderBy(...indexOrder(stockBalances))
    .limit(offset - windowStart + query.pageSize + spread)
    .offset(windowStart)
    .as('window_keys');
  // The page and its total are independent reads: on PostgreSQL they run side by side on two pooled
  // connections, so a deep page costs the slower of the two, not their sum.
  const [window, { total, totalExact }] = await Promise.all([
    db
      .select({
        locationId: stockBalances.locationId,
        itemKind: stockBalances.itemKind,
        itemId: stockBalances.itemId,
        onHand: stockBalances.onHand,
        reserved: stockBalances.reserved,
        value: stockBalances.value,
      })
      .from(stockBalances)
      .innerJoin(
        windowKeys,
        and(
          eq(stockBalances.orgId, orgId),
          eq(stockBalances.locationId, windowKeys.locationId),
          eq(stockBalances.itemKind, windowKeys.itemKind),
          eq(stockBalances.itemId, windowKeys.itemId),
        ),
      )
      .orderBy(...indexOrder(windowKeys)),
    // Only indexed columns: the count may walk either index alone.
    pageTotal(db, () =>
      db.select({ itemId: stockBalances.itemId }).from(stockBalances).where(where).$dynamic(),
    ),
  ]);
  const place = new Map(locationIds.map((id, i) => [id, i]));
  let block = -1;
  let blockItem = '';
  const rows = window
    .map((row) => {
      if (itemKeyOf(row) !== blockItem) [block, blockItem] = [block + 1, itemKeyOf(row)];
      return { row, block, place: place.get(row.locationId)! };
    })
    .sort((a, b) => a.block - b.block || a.place - b.place)
    .slice(offset - windowStart, offset - windowStart + query.pageSize)
    .map(({ row }) => row);
  const list: BalanceRow[] = (await withItemNames(db, orgId, rows)).map((row) => {
    const location = locationById.get(row.locationId)!;
    return {
      ...row,
      warehouseId: location.warehouseId,
      warehouseName: location.warehouseName,
      binName: location.binName,
      onHand: exact(row.onHand),
      reserved: exact(row.reserved),
      available: quantityOf(quantityUnits(row.onHand) - quantityUnits(row.reserved)),
      value: Number(row.value),
      averageCost: perUnit(row.value, row.onHand),
    };
  });
  return { list, total, totalExact, pageNum: query.pageNum, pageSize: query.pageSize };
}

const fromLocation = alias(stockLocations, 'from_location');
const toLocation = alias(stockLocations, 'to_location');
const fromWarehouse = alias(stockWarehouses, 'from_warehouse');
const toWarehouse = alias(stockWarehouses, 'to_warehouse');

/** What a move page adds for a place it is asked from (see movePage); null without one. */
interface PlaceFigures {
  change: SQL<string | null>;
  balanceAfter: SQL<string | null>;
}
const NO_PLACE: PlaceFigures = { change: sql<string | null>`null`, balanceAfter: sql<string | null>`null` };

function moveRows(db: Db, where: SQL | undefined, place: PlaceFigures = NO_PLACE) {
  return db
    .select({
      id: stockMoves.id,
      itemKind: stockMoves.itemKind,
      itemId: stockMoves.itemId,
      quantity: stockMoves.quantity,
      change: place.change,
      balanceAfter: place.balanceAfter,
      fromLocationId: stockMoves.fromLocationId,
      fromLocationKind: fromLocation.kind,
      fromLocationName: locationName(fromLocation, fromWarehouse),
      toLocationId: stockMoves.toLocationId,
      toLocationKind: toLocation.kind,
      toLocationName: locationName(toLocation, toWarehouse),
      serialNo: stockMoves.serialNo,
      documentKind: stockMoves.documentKind,
      documentId: stockMoves.documentId,
      documentNo: stockMoves.documentNo,
      effectiveAt: stockMoves.effectiveAt,
      postedAt: stockMoves.postedAt,
      postedByName: sql<string>`coalesce(${users.name}, '')`,
      reversesMoveId: stockMoves.reversesMoveId,
      value: stockMoves.value,
    })
    .from(stockMoves)
    .innerJoin(fromLocation, eq(fromLocation.id, stockMoves.fromLocationId))
    .innerJoin(toLocation, eq(toLocation.id, stockMoves.toLocationId))
    .leftJoin(fromWarehouse, eq(fromWarehouse.id, fromLocation.warehouseId))
    .leftJoin(toWarehouse, eq(toWarehouse.id, toLocation.warehouseId))
    .leftJoin(users, eq(users.id, stockMoves.postedBy))
    .where(where)
    .$dynamic();
}

type MoveDbRow = Awaited<ReturnType<typeof moveRows>>[number];

const toMoveRow = (row: MoveDbRow & { itemLabel: string; unit: string }): MoveRow => ({
  ...row,
  quantity: exact(row.quantity),
  change: row.change === null ? null : exact(row.change),
  balanceAfter: row.balanceAfter === null ? null : exact(row.balanceAfter),
  value: Number(row.value),
  unitCost: perUnit(row.value, row.quantity),
  effectiveAt: row.effectiveAt.toISOString(),
  postedAt: row.postedAt.toISOString(),
});

/**
 * "This location is the asked place": one location, or any of a warehouse's (its root and bins).
 * Undefined when no place is asked.
 */
function placeTest(orgId: number, query: { locationId?: number; warehouseId?: number }) {
  if (query.locationId) return (location: AnyColumn) => sql`(${location} = ${query.locationId})`;
  if (query.warehouseId)
    return (location: AnyColumn) => sql`(${location} in (select ${stockLocations.id} from ${stockLocations}
      where ${stockLocations.orgId} = ${orgId} and ${stockLocations.warehouseId} = ${query.warehouseId}))`;
  return undefined;
}

export async function movePage(
  db: Db,
  orgId: number,
  query: PageInput & {
    itemKind?: ItemKind;
    itemId?: number;
    warehouseId?: number;
    locationId?: number;
    documentKind?: string;
    documentId?: number;
    effectiveFrom?: string;
    effectiveTo?: string;
  },
) {
  const item = and(
    query.itemKind ? eq(stockMoves.itemKind, query.itemKind) : undefined,
    query.itemId ? eq(stockMoves.itemId, query.itemId) : undefined,
  );
  const where = and(
    eq(stockMoves.orgId, orgId),
    item,
    query.warehouseId
      ? or(eq(fromLocation.warehouseId, query.warehouseId), eq(toLocation.warehouseId, query.warehouseId))
      : undefined,
    query.locationId
      ? or(eq(stockMoves.fromLocationId, query.locationId), eq(stockMoves.toLocationId, query.locationId))
      : undefined,
    query.documentKind ? eq(stockMoves.documentKind, query.documentKind) : undefined,
    query.documentId ? eq(stockMoves.documentId, query.documentId) : undefined,
    query.effectiveFrom ? gte(stockMoves.effectiveAt, businessDayStart(query.effectiveFrom)) : undefined,
    query.effectiveTo ? lt(stockMoves.effectiveAt, businessDayStart(query.effectiveTo, 1)) : undefined,
  );
  // Seen from a place, a move comes in (+), goes out (−) or stays inside it (a move between two
  // bins of the asked warehouse: 0).
  const at = placeTest(orgId, query);
  const change = at
    ? sql<string>`case when ${at(stockMoves.toLocationId)} and not ${at(stockMoves.fromLocationId)} then ${stockMoves.quantity}
        when ${at(stockMoves.fromLocationId)} and not ${at(stockMoves.toLocationId)} then -${stockMoves.quantity}
        else 0 end`
    : undefined;
  // The on-hand after each move (结存): a running sum over every move of the item at the place in
  // ledger order, before the page's days and paging are applied, so it is right on any page.
  const ledger =
    at && change && query.itemKind && query.itemId
      ? db
          .select({
            id: stockMoves.id,
            balanceAfter:
              sql<string>`(sum(${change}) over (order by ${stockMoves.effectiveAt}, ${stockMoves.id}))::text`.as(
                'balance_after',
              ),
          })
          .from(stockMoves)
          .where(
            and(
              eq(stockMoves.orgId, orgId),
              item,
              or(at(stockMoves.fromLocationId), at(stockMoves.toLocationId)),
            ),
          )
          .as('place_ledger')
      : undefined;
  const select = moveRows(
    db,
    where,
    change
      ? {
          change: sql<string | null>`(${change})::text`,
          balanceAfter: ledger ? sql<string | null>`${ledger.balanceAfter}` : sql<string | null>`null`,
        }
      : NO_PLACE,
  );
  const rows = await (ledger ? select.innerJoin(ledger, eq(ledger.id, stockMoves.id)) : select)
    .orderBy(desc(stockMoves.effectiveAt), desc(stockMoves.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const { total, totalExact } = await pageTotal(db, () =>
    db
      .select({ id: stockMoves.id })
      .from(stockMoves)
      .innerJoin(fromLocation, eq(fromLocation.id, stockMoves.fromLocationId))
      .innerJoin(toLocation, eq(toLocation.id, stockMoves.toLocationId))
      .where(where)
      .$dynamic(),
  );
  const list = (await withItemNames(db, orgId, rows)).map(toMoveRow);
  return { list, total, totalExact, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** Where a serial number is (per item carrying it) and its moves, oldest first; 404 when unknown. */
export async function serialWhereabouts(db: Db, orgId: number, serialNo: string) {
  const serials = await db
    .select({
      itemKind: stockSerials.itemKind,
      itemId: stockSerials.itemId,
      locationId: stockSerials.locationId,
      locationKind: stockLocations.kind,
      locationName: locationName(stockLocations, stockWarehouses),
    })
    .from(stockSerials)
    .innerJoin(stockLocations, eq(stockLocations.id, stockSerials.locationId))
    .leftJoin(stockWarehouses, eq(stockWarehouses.id, stockLocations.warehouseId))
    .where(and(eq(stockSerials.orgId, orgId), eq(stockSerials.serialNo, serialNo)))
    .orderBy(asc(stockSerials.itemKind), asc(stockSerials.itemId));
  if (serials.length === 0) throw new AppError(404, 'stock.serialUnknown', { serial: serialNo });
  const moves = await moveRows(
    db,
    and(
      eq(stockMoves.orgId, orgId),
      eq(stockMoves.serialNo, serialNo),
      inArray(
        stockMoves.itemId,
        serials.map((serial) => serial.itemId),
      ),
    ),
  ).orderBy(asc(stockMoves.id));
  const labelled = await withItemNames(db, orgId, moves);
  return (await withItemNames(db, orgId, serials)).map((serial) => ({
    ...serial,
    moves: labelled
      .filter((move) => move.itemKind === serial.itemKind && move.itemId === serial.itemId)
      .map(toMoveRow),
  }));
}

/** Live items of one kind among these ids, with what a document line needs of them. */
export async function itemInfo(
  db: Db,
  orgId: number,
  query: { itemKind: ItemKind; ids?: number[] },
): Promise<ItemInfoRow[]> {
  const ids = query.ids ?? [];
  const items = await stockItemsOf(
    db,
    orgId,
    ids.map((itemId) => ({ itemKind: query.itemKind, itemId })),
    { forPosting: false },
  );
  return ids.flatMap((itemId) => {
    const item = items.get(`${query.itemKind}:${itemId}`);
    return item?.live
      ? [
          {
            itemKind: query.itemKind,
            itemId,
            label: item.label,
            unit: item.unit,
            unitDecimals: item.unitDecimals,
            serialTracked: item.serialTracked,
          },
        ]
      : [];
  });
}

/**
 * The serials now at a location of the organization, per item (a count's book for serial-tracked
 * items), the first SERIALS_AT_LOCATION_MAX of each in order; 404 for a location not of this
 * organization.
 */
export async function serialsAtLocation(
  db: Db,
  orgId: number,
  locationId: number,
  query: { itemKind: ItemKind; ids?: number[] },
) {
  const [location] = await db
    .select({ id: stockLocations.id })
    .from(stockLocations)
    .where(and(eq(stockLocations.orgId, orgId), eq(stockLocations.id, locationId)));
  if (!location) throw new AppError(404, 'notFound');
  const ids = query.ids ?? [];
  if (ids.length === 0) return [];
  const ranked = db
    .select({
      itemId: stockSerials.itemId,
      serialNo: stockSerials.serialNo,
      rank: sql<number>`row_number() over (partition by ${stockSerials.itemId} order by ${stockSerials.serialNo})`.as(
        'rank',
      ),
    })
    .from(stockSerials)
    .where(
      and(
        eq(stockSerials.orgId, orgId),
        eq(stockSerials.locationId, locationId),
        eq(stockSerials.itemKind, query.itemKind),
        inArray(stockSerials.itemId, ids),
      ),
    )
    .as('ranked');
  const rows = await db
    .select({ itemId: ranked.itemId, serialNo: ranked.serialNo })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${SERIALS_AT_LOCATION_MAX}`)
    .orderBy(asc(ranked.itemId), asc(ranked.serialNo));
  const byItem = new Map<number, string[]>();
  for (const row of rows) {
    const serials = byItem.get(row.itemId) ?? [];
    serials.push(row.serialNo);
    byItem.set(row.itemId, serials);
  }
  return [...byItem].map(([itemId, serials]) => ({ itemId, serials }));
}

/** One item's stock per live warehouse, bins summed in. */
export async function itemOnHand(
  db: Db,
  orgId: number,
  query: { itemKind: ItemKind; itemId: number },
): Promise<ItemOnHandRow[]> {
  const rows = await stockByWarehouse(db, orgId, query.itemKind, [query.itemId]);
  return rows.map((row) => ({
    warehouseId: row.warehouseId,
    warehouseName: row.warehouseName,
    onHand: quantityOf(row.onHand),
    reserved: quantityOf(row.reserved),
    available: quantityOf(row.onHand - row.reserved),
  }));
}

/** 在途: what the organization's in-transit location holds now, per item (transfers sent, not received). */
export async function transitBalances(db: Db, orgId: number) {
  const rows = await db
    .select({
      itemKind: stockBalances.itemKind,
      itemId: stockBalances.itemId,
      onHand: stockBalances.onHand,
      value: stockBalances.value,
    })
    .from(stockBalances)
    .innerJoin(stockLocations, eq(stockLocations.id, stockBalances.locationId))
    .where(
      and(
        eq(stockBalances.orgId, orgId),
        eq(stockLocations.kind, 'transit'),
        sql`${stockBalances.onHand} <> 0`,
      ),
    )
    .orderBy(asc(stockBalances.itemKind), asc(stockBalances.itemId))
    .limit(200);
  return (await withItemNames(db, orgId, rows)).map((row) => ({
    ...row,
    onHand: exact(row.onHand),
    value: Number(row.value),
  }));
}
