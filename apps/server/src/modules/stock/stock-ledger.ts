import {
  formatBusinessDateTime,
  type ItemKind,
  quantityOf,
  quantityUnits,
  shareOfFen,
} from '@atrium/contract';
import { and, eq, sql } from 'drizzle-orm';
import { arrayLiteral } from '../../platform/db/array-literal.js';
import type { Db } from '../../platform/db/database.js';
import { isDataException } from '../../platform/db/pg-error.js';
import { AppError } from '../../platform/http/app-error.js';
import { stockBalances, stockMoves, stockReservations, stockSerials } from './stock.tables.js';
import { assertUnitPrecision, itemKeyOf, type StockItems, stockItemsOf } from './stock-items.js';
import { type LocationInfo, lockedLocations } from './stock-locations.js';
import { uncoveredHolds, warehouseOnHand } from './stock-uncovered.js';

/** One ledger entry to post: `quantity` (a positive decimal string) leaves `from` for `to`. */
export interface MoveInput {
  itemKind: ItemKind;
  itemId: number;
  quantity: string;
  fromLocationId: number;
  toLocationId: number;
  serialNo?: string | null;
  documentKind: string;
  documentId?: number | null;
  documentLineId?: number | null;
  /** The document's number (RK20261127-0001), shown in the move history. */
  documentNo?: string;
  effectiveAt?: Date;
  reversesMoveId?: number | null;
  /**
   * A count's finding: it may leave less on hand than is reserved (a physical count is a fact;
   * the holds it leaves uncovered are marked), never less than zero.
   */
  counted?: boolean;
  /**
   * The value (fen) the move carries, when its caller knows it: a receipt's price × quantity, a
   * return's cost as shipped, a reversal's original value. Left out, the move carries its
   * source's moving average (docs/stock.md, Cost).
   */
  value?: bigint;
}

/** A posted move: its id and the value (fen) it carried. */
export interface PostedMove {
  id: number;
  value: bigint;
}

/** A change of the reserved quantity at a location (reservations), applied with the moves. */
export interface ReservedDelta {
  locationId: number;
  itemKind: ItemKind;
  itemId: number;
  /** Units (1/10^4) added to `reserved`; negative releases. */
  units: bigint;
}

export interface BalanceKey {
  locationId: number;
  itemKind: ItemKind;
  itemId: number;
}

export type LockedBalance = typeof stockBalances.$inferSelect;

const keyOf = (key: BalanceKey) => `${key.locationId}:${key.itemKind}:${key.itemId}`;
const compareKeys = (a: BalanceKey, b: BalanceKey) =>
  a.locationId - b.locationId || a.itemKind.localeCompare(b.itemKind) || a.itemId - b.itemId;

/**
 * The keys as a relation, with the root of every bin among them added (the same item at the bin's
 * warehouse root): the root row is the lock every posting that changes stock of an item anywhere
 * in a warehouse takes (docs/stock.md, Bins).
 */
function keysWithRoots(orgId: number, keys: readonly BalanceKey[]) {
  const unnested = sql`unnest(${arrayLiteral(keys.map((key) => key.locationId))}::int[],
                               ${arrayLiteral(keys.map((key) => key.itemKind))}::text[],
                               ${arrayLiteral(keys.map((key) => key.itemId))}::int[])
                        as k(location_id, item_kind, item_id)`;
  return sql`select * from ${unnested}
    union
    select l.parent_id, k.item_kind, k.item_id from ${unnested}
    join stock_locations l on l.id = k.location_id and l.org_id = ${orgId}::int and l.parent_id is not null`;
}

/**
 * Locks the balance rows of these keys, and of the warehouse root of every bin among them,
 * creating missing ones first, always in one order (location, item kind, item id): two postings
 * touching the same rows queue instead of deadlocking, and neither loses the other's update. A
 * root's id is below its bins' (created with its warehouse, before any bin), so the root row of
 * an item is locked before any bin row of it: whoever changes an item's stock in a warehouse holds
 * that root row, and under it the warehouse's on-hand over root and bins can be read as it is.
 * Safe to call again in the same transaction.
 */
export async function lockBalances(
  tx: Db,
  orgId: number,
  keys: readonly BalanceKey[],
): Promise<Map<string, LockedBalance>> {
  const unique = [...new Map(keys.map((key) => [keyOf(key), key])).values()].sort(compareKeys);
  if (unique.length === 0) return new Map();
  await tx.execute(sql`
    insert into ${stockBalances} (org_id, location_id, item_kind, item_id)
    select ${orgId}::int, k.* from (${keysWithRoots(orgId, unique)}) as k
    on conflict do nothing`);
  // One semi-join against the keys as arrays (not an OR of one condition per key, which plans
  // one bitmap scan per key).
  const rows = await tx
    .select()
    .from(stockBalances)
    .where(
      and(
        eq(stockBalances.orgId, orgId),
        sql`(${stockBalances.locationId}, ${stockBalances.itemKind}, ${stockBalances.itemId}) in (
          ${keysWithRoots(orgId, unique)})`,
      ),
    )
    .orderBy(stockBalances.locationId, stockBalances.itemKind, stockBalances.itemId)
    .for('update');
  return new Map(rows.map((row) => [keyOf(row), row]));
}

function refuseShortage(
  location: Pick<LocationInfo, 'label'>,
  key: BalanceKey,
  items: StockItems,
  shortUnits: bigint,
): never {
  throw new AppError(400, key.itemKind === 'product' ? 'stock.shortageProduct' : 'stock.shortageFitting', {
    item: items.get(itemKeyOf(key))?.label ?? `#${key.itemId}`,
    location: location.label,
    short: quantityOf(shortUnits),
  });
}

/**
 * The time each move counts from. A dated move earlier than the latest move of its item at an
 * internal end (the balance's last_move_at) is refused; an undated one takes now, or that latest
 * move's time when another process's clock ran ahead, so concurrent "now" postings never refuse
 * each other. The balances are locked, so the latest move cannot change meanwhile.
 */
function effectiveTimes(
  moves: readonly MoveInput[],
  locations: Map<number, LocationInfo>,
  balances: Map<string, LockedBalance>,
): Date[] {
  const now = new Date();
  return moves.map((move) => {
    let at = move.effectiveAt ?? now;
    for (const locationId of [move.fromLocationId, move.toLocationId]) {
      if (locations.get(locationId)!.kind !== 'internal') continue;
      const latest = balances.get(
        keyOf({ locationId, itemKind: move.itemKind, itemId: move.itemId }),
      )!.lastMoveAt;
      if (!latest || at >= latest) continue;
      if (move.effectiveAt)
        throw new AppError(400, 'stock.backdated', { latest: formatBusinessDateTime(latest) });
      at = latest;
    }
    return at;
  });
}

/** Moves each serial from its `from` location to `to`: exactly one row, or the move is refused. */
async function moveSerials(
  tx: Db,
  orgId: number,
  moves: readonly MoveInput[],
  locations: Map<number, LocationInfo>,
): Promise<void> {
  for (const move of moves) {
    if (!move.serialNo) continue;
    const serial = {
      orgId,
      itemKind: move.itemKind,
      itemId: move.itemId,
      serialNo: move.serialNo,
    };
    const from = locations.get(move.fromLocationId)!;
    // A serial first seen arrives from outside: it starts at that virtual location.
    if (from.kind !== 'internal') {
      await tx
        .insert(stockSerials)
        .values({ ...serial, locationId: from.id })
        .onConflictDoNothing();
    }
    const moved = await tx
      .update(stockSerials)
      .set({ locationId: move.toLocationId })
      .where(
        and(
          eq(stockSerials.orgId, orgId),
          eq(stockSerials.itemKind, move.itemKind),
          eq(stockSerials.itemId, move.itemId),
          eq(stockSerials.serialNo, move.serialNo),
          eq(stockSerials.locationId, from.id),
        ),
      )
      .returning({ id: stockSerials.id });
    if (moved.length === 1) continue;
    if (from.kind === 'internal') {
      throw new AppError(400, 'stock.serialNotThere', {
        serial: move.serialNo,
        location: from.warehouseName,
      });
    }
    throw new AppError(400, 'stock.serialNotAtSource', { serial: move.serialNo });
  }
}

/**
 * Every move names a live item of the organization, carries a serial exactly when the item is
 * serial-tracked, and a quantity its unit allows (whole, or up to its decimals). A reversing move
 * mirrors a move that was right when posted, so it is not asked again (its item may have been
 * deleted since); a correction (to or from the adjustment location: a count, a sync level) brings
 * the book to a stated quantity, which its caller checked, so whatever finer remainder the book
 * held before a unit's decimals were lowered may move. Holding more stock (a reservation) needs a
 * live item and a quantity its unit allows.
 */
function checkItems(
  items: StockItems,
  moves: readonly MoveInput[],
  reservedDeltas: readonly ReservedDelta[],
  locations: ReadonlyMap<number, LocationInfo>,
) {
  const isCorrection = (move: MoveInput) =>
    locations.get(move.fromLocationId)!.kind === 'adjustment' ||
    locations.get(move.toLocationId)!.kind === 'adjustment';
  const requireLive = (ref: { itemKind: ItemKind; itemId: number }) => {
    const item = items.get(itemKeyOf(ref));
    if (item?.live) return item;
    if (item) {
      const key = ref.itemKind === 'product' ? 'stock.productDeleted' : 'stock.fittingDeleted';
      throw new AppError(400, key, { item: item.label });
    }
    throw new AppError(400, ref.itemKind === 'product' ? 'stock.productMissing' : 'stock.fittingMissing');
  };
  for (const move of moves) {
    if (move.reversesMoveId) continue;
    const item = requireLive(move);
    if (item.serialTracked && !move.serialNo)
      throw new AppError(400, 'stock.serialRequired', { item: item.label });
    if (!item.serialTracked && move.serialNo)
      throw new AppError(400, 'stock.serialNotTracked', { item: item.label });
    if (!isCorrection(move)) assertUnitPrecision(move, item, move.quantity);
  }
  for (const delta of reservedDeltas) {
    if (delta.units > 0n) assertUnitPrecision(delta, requireLive(delta), quantityOf(delta.units));
  }
}

/**
 * The value each move carries, in the posting's order, and each balance's value after them
 * (docs/stock.md, Cost). Out of an internal location a move carries that balance's moving
 * average (value × quantity / on-hand, rounded; the last of the stock takes the rest of the
 * value exactly, so on-hand 0 leaves value 0). A value given by the caller (a reversal) leaving an
 * internal location is held to what the balance has: the rest of it when the move empties it, at
 * most all of it otherwise, so a reversal after other moves never leaves value without stock or
 * stock of negative value. Into an internal location from a virtual one without a value (a count's
 * gain, a sync level) the move takes the destination's average.
 */
function moveValues(
  moves: readonly MoveInput[],
  locations: Map<number, LocationInfo>,
  balances: Map<string, LockedBalance>,
): { values: bigint[]; valueAfter: Map<string, bigint> } {
  const state = new Map(
    [...balances].map(([key, balance]) => [
      key,
      { onHand: quantityUnits(balance.onHand), value: balance.value },
    ]),
  );
  const values = moves.map((move) => {
    const item = { itemKind: move.itemKind, itemId: move.itemId };
    const from = state.get(keyOf({ locationId: move.fromLocationId, ...item }))!;
    const to = state.get(keyOf({ locationId: move.toLocationId, ...item }))!;
    const units = quantityUnits(move.quantity);
    const fromInternal = locations.get(move.fromLocationId)!.kind === 'internal';
    let value: bigint;
    if (move.value === undefined) {
      value = fromInternal
        ? shareOfFen(from.value, units, from.onHand)
        : locations.get(move.toLocationId)!.kind === 'internal'
          ? shareOfFen(to.value, units, to.onHand)
          : 0n;
    } else if (fromInternal && from.onHand === units) {
      value = from.value;
    } else if (fromInternal && move.value > from.value && from.value >= 0n) {
      value = from.value;
    } else {
      value = move.value;
    }
    from.onHand -= units;
    from.value -= value;
    to.onHand += units;
    to.value += value;
    return value;
  });
  return { values, valueAfter: new Map([...state].map(([key, kept]) => [key, kept.value])) };
}

/** What a posting changes of one item at one warehouse: root and bins together (docs/stock.md, Bins). */
interface WarehouseStock {
  root: LockedBalance;
  /** The warehouse as shortage messages name it. */
  location: LocationInfo;
  /** Units this posting adds to the on-hand of the root and bins (negative: takes out). */
  onHand: bigint;
  /** Of those, the root's own. */
  rootOnHand: bigint;
  /** Units this posting adds to what is held at the root. */
  reserved: bigint;
  /** What the root holds after the posting. */
  reservedAfter: bigint;
  /** A count's loss is among the changes: a fact, it may leave less than is held. */
  counted: boolean;
}

/** The changes of this posting per warehouse root and item (the locked root rows: lockBalances). */
function warehouseStocks(
  locations: ReadonlyMap<number, LocationInfo>,
  balances: ReadonlyMap<string, LockedBalance>,
  onHandDelta: ReadonlyMap<string, bigint>,
  reservedDelta: ReadonlyMap<string, bigint>,
  countedKeys: ReadonlySet<string>,
): Map<string, WarehouseStock> {
  const stocks = new Map<string, WarehouseStock>();
  for (const [key, balance] of balances) {
    const onHand = onHandDelta.get(key) ?? 0n;
    const reserved = reservedDelta.get(key) ?? 0n;
    const location = locations.get(balance.locationId);
    if ((onHand === 0n && reserved === 0n) || location?.rootId == null) continue;
    const rootKey = keyOf({ ...balance, locationId: location.rootId });
    const root = balances.get(rootKey)!;
    const stock = stocks.get(rootKey) ?? {
      root,
      location,
      onHand: 0n,
      rootOnHand: 0n,
      reserved: 0n,
      reservedAfter: quantityUnits(root.reserved),
      counted: false,
    };
    stock.onHand += onHand;
    if (key === rootKey) stock.rootOnHand += onHand;
    stock.reserved += reserved;
    stock.reservedAfter += reserved;
    stock.counted ||= countedKeys.has(key);
    stocks.set(rootKey, stock);
  }
  return stocks;
}

/**
 * A posting that lowers an item's available stock at a warehouse (on-hand of the root or a bin
 * out, or more held at the root) must leave the warehouse's on-hand, root and bins together, at
 * least what is held there, or not further below it (a count may have left it there); refused
 * otherwise, naming the shortfall. A count's loss is a fact and is not refused (its holds are
 * marked uncovered). Read under the root rows' locks, one statement for the warehouses where
 * anything is held; none where nothing is (each place's on-hand ≥ 0 is enough there).
 */
async function refuseBelowHolds(
  tx: Db,
  orgId: number,
  stocks: ReadonlyMap<string, WarehouseStock>,
  items: StockItems,
): Promise<void> {
  // The root's own on-hand after the posting is a floor of the warehouse's (a bin holds no less
  // than 0 where negative stock is not allowed): when it covers the holds, nothing is read.
  const rootAfter = (stock: WarehouseStock) => quantityUnits(stock.root.onHand) + stock.rootOnHand;
  const lowered = [...stocks.values()].filter(
    (stock) =>
      stock.onHand - stock.reserved < 0n &&
      !stock.counted &&
      !stock.location.allowNegative &&
      rootAfter(stock) < stock.reservedAfter,
  );
  if (lowered.length === 0) return;
  const totals = (await tx.execute(sql`
    select k.root, k.item_kind, k.item_id,
           ${warehouseOnHand(sql`${orgId}::int`, sql`k.root`, sql`k.item_kind`, sql`k.item_id`)}::text as on_hand
    from unnest(${arrayLiteral(lowered.map((stock) => stock.root.locationId))}::int[],
                ${arrayLiteral(lowered.map((stock) => stock.root.itemKind))}::text[],
                ${arrayLiteral(lowered.map((stock) => stock.root.itemId))}::int[])
         with ordinality as k(root, item_kind, item_id, position)
    order by k.position`)) as unknown as { rows: { on_hand: string }[] };
  lowered.forEach((stock, index) => {
    const available = quantityUnits(totals.rows[index]!.on_hand) + stock.onHand - stock.reservedAfter;
    if (available < 0n)
      refuseShortage({ label: stock.location.warehouseName }, stock.root, items, -available);
  });
}

/**
 * Posts moves (and reserved changes) in the caller's transaction: locks the touched balances in
 * one order, refuses a disabled warehouse, a backdated move, a serial not at its source and any
 * internal location whose available stock would fall below zero (unless its warehouse allows
 * negative stock), then appends the moves and updates the balances. Answers the new move ids.
 */
export async function postLedger(
  tx: Db,
  actor: { orgId: number; userId: number | null },
  moves: readonly MoveInput[],
  reservedDeltas: readonly ReservedDelta[] = [],
  /** The items as the caller read them already (a document checking its lines), else read here. */
  knownItems?: StockItems,
): Promise<number[]> {
  return (await postValuedLedger(tx, actor, moves, reservedDeltas, knownItems)).map((move) => move.id);
}

/** postLedger, answering each new move's id and the value (fen) it carried, in the moves' order. */
export async function postValuedLedger(
  tx: Db,
  actor: { orgId: number; userId: number | null },
  moves: readonly MoveInput[],
  reservedDeltas: readonly ReservedDelta[] = [],
  knownItems?: StockItems,
): Promise<PostedMove[]> {
  const { orgId } = actor;
  const items = knownItems ?? (await stockItemsOf(tx, orgId, [...moves, ...reservedDeltas]));
  const locationIds = [
    ...new Set([
      ...moves.flatMap((move) => [move.fromLocationId, move.toLocationId]),
      ...reservedDeltas.map((delta) => delta.locationId),
    ]),
  ];
  const locations = await lockedLocations(tx, orgId, locationIds);
  checkItems(items, moves, reservedDeltas, locations);
  // A disabled warehouse takes no stock in or out and no new hold; giving a hold back moves
  // nothing, so a release is allowed there.
  const moving = new Set([
    ...moves.flatMap((move) => [move.fromLocationId, move.toLocationId]),
    ...reservedDeltas.flatMap((delta) => (delta.units > 0n ? [delta.locationId] : [])),
  ]);
  for (const location of locations.values()) {
    if (!location.enabled && moving.has(location.id))
      throw new AppError(400, 'stock.warehouseDisabled', { name: location.warehouseName });
  }
  const onHandDelta = new Map<string, bigint>();
  const reservedDelta = new Map<string, bigint>();
  const countedKeys = new Set<string>();
  const keys: BalanceKey[] = [];
  const add = (target: Map<string, bigint>, key: BalanceKey, units: bigint) => {
    keys.push(key);
    target.set(keyOf(key), (target.get(keyOf(key)) ?? 0n) + units);
  };
  for (const move of moves) {
    const units = quantityUnits(move.quantity);
    if (units <= 0n) throw new AppError(400, 'stock.quantityInvalid');
    const item = { itemKind: move.itemKind, itemId: move.itemId };
    add(onHandDelta, { locationId: move.fromLocationId, ...item }, -units);
    add(onHandDelta, { locationId: move.toLocationId, ...item }, units);
    if (move.counted) countedKeys.add(keyOf({ locationId: move.fromLocationId, ...item }));
  }
  for (const delta of reservedDeltas) add(reservedDelta, delta, delta.units);

  const balances = await lockBalances(tx, orgId, keys);
  const times = effectiveTimes(moves, locations, balances);
  // The warehouse's holds first (the shortfall an order sees), then each place's own on-hand.
  const stocks = warehouseStocks(locations, balances, onHandDelta, reservedDelta, countedKeys);
  await refuseBelowHolds(tx, orgId, stocks, items);
  for (const [key, balance] of balances) {
    const onHand = onHandDelta.get(key) ?? 0n;
    if (onHand >= 0n) continue;
    const location = locations.get(balance.locationId)!;
    // On-hand of a place never falls below zero (consuming a hold a count left uncovered ships
    // only what is there).
    const newOnHand = quantityUnits(balance.onHand) + onHand;
    if (!location.allowNegative && newOnHand < 0n) refuseShortage(location, balance, items, -newOnHand);
  }
  await moveSerials(tx, orgId, moves, locations);
  const { values, valueAfter } = moveValues(moves, locations, balances);

  // The latest of this posting's moves at each end, for last_move_at.
  const latestMove = new Map<string, Date>();
  moves.forEach((move, index) => {
    for (const locationId of [move.fromLocationId, move.toLocationId]) {
      const key = keyOf({ locationId, itemKind: move.itemKind, itemId: move.itemId });
      const at = times[index]!;
      const before = latestMove.get(key);
      if (!before || at > before) latestMove.set(key, at);
    }
  });
  // Every changed balance in one statement (the rows are locked already).
  const changed = [...balances].flatMap(([key, balance]) => {
    const onHand = onHandDelta.get(key) ?? 0n;
    const reserved = reservedDelta.get(key) ?? 0n;
    const movedAt = latestMove.get(key);
    const value = valueAfter.get(key)! - balance.value;
    if (onHand === 0n && reserved === 0n && !movedAt) return [];
    return [{ key, id: balance.id, onHand, reserved, value, movedAt: movedAt?.toISOString() ?? null }];
  });
  if (changed.length > 0) {
    await tx.execute(sql`
      update ${stockBalances} as b
      set on_hand = b.on_hand + d.on_hand, reserved = b.reserved + d.reserved, value = b.value + d.value,
          last_move_at = greatest(b.last_move_at, d.moved_at)
      from unnest(${arrayLiteral(changed.map((row) => row.id))}::int[],
                  ${arrayLiteral(changed.map((row) => quantityOf(row.onHand)))}::numeric[],
                  ${arrayLiteral(changed.map((row) => quantityOf(row.reserved)))}::numeric[],
                  ${arrayLiteral(changed.map((row) => row.value.toString()))}::bigint[],
                  ${arrayLiteral(changed.map((row) => row.movedAt))}::timestamptz[]) as d(id, on_hand, reserved, value, moved_at)
      where b.id = d.id`);
  }
  // The holds of every warehouse and item this posting changed, where anything is held.
  await markUncovered(
    tx,
    [...stocks.values()].flatMap((stock) => (stock.reservedAfter > 0n ? [stock.root.id] : [])),
  );
  if (moves.length === 0) return [];
  // One parameter per column (arrays), in the moves' order: the ids come back in that order.
  const column = <T extends string | number | null>(pick: (move: MoveInput, index: number) => T) =>
    arrayLiteral(moves.map(pick));
  const inserted = (await tx.execute(sql`
    insert into ${stockMoves} (org_id, item_kind, item_id, quantity, from_location_id, to_location_id, serial_no,
                               document_kind, document_id, document_line_id, effective_at, posted_by, reverses_move_id,
                               document_no, value)
    select ${orgId}::int, m.item_kind, m.item_id, m.quantity, m.from_id, m.to_id, m.serial_no, m.document_kind,
           m.document_id, m.document_line_id, m.effective_at, ${actor.userId}::int, m.reverses_move_id, m.document_no,
           m.value
    from unnest(${column((move) => move.itemKind)}::text[], ${column((move) => move.itemId)}::int[],
                ${column((move) => move.quantity)}::numeric[], ${column((move) => move.fromLocationId)}::int[],
                ${column((move) => move.toLocationId)}::int[], ${column((move) => move.serialNo ?? null)}::text[],
                ${column((move) => move.documentKind)}::text[], ${column((move) => move.documentId ?? null)}::int[],
                ${column((move) => move.documentLineId ?? null)}::int[],
                ${column((_move, index) => times[index]!.toISOString())}::timestamptz[],
                ${column((move) => move.reversesMoveId ?? null)}::int[],
                ${column((move) => move.documentNo ?? '')}::text[],
                ${column((_move, index) => values[index]!.toString())}::bigint[])
         with ordinality as m(item_kind, item_id, quantity, from_id, to_id, serial_no, document_kind, document_id,
                              document_line_id, effective_at, reverses_move_id, document_no, value, position)
    order by m.position
    returning id`)) as unknown as { rows: { id: number }[] };
  return inserted.rows.map((row, index) => ({ id: Number(row.id), value: values[index]! }));
}

/**
 * Marks the open holds of these balances that on-hand no longer covers (docs/stock.md, Uncovered
 * holds): the shortfall (reserved − on-hand, at least 0) goes to the newest holds first, each up
 * to its quantity; every other open hold of the balance is covered (0). The same rule as the
 * ledger check's (`uncoveredHolds`), in one statement.
 */
async function markUncovered(tx: Db, balanceIds: readonly number[]): Promise<void> {
  if (balanceIds.length === 0) return;
  await tx.execute(sql`
    update ${stockReservations} as r set uncovered = a.uncovered
    from (${uncoveredHolds(sql`b.id = any(${arrayLiteral([...balanceIds])}::int[])`)}) as a
    where r.id = a.id and r.uncovered <> a.uncovered`);
}

/** Runs a posting transaction; a sum beyond what the numeric columns hold is a 400, not a 500. */
export async function inPostingTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isDataException(error)) throw new AppError(400, 'stock.quantityTooLarge');
    throw error;
  }
}
