import { type ItemKind, quantityOf, quantityUnits, shareOfFen } from '@atrium/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { arrayLiteral } from '../../platform/db/array-literal.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { stockLocations, stockReservations } from './stock.tables.js';
import {
  type BalanceKey,
  inPostingTransaction,
  lockBalances,
  type MoveInput,
  postLedger,
  postValuedLedger,
  type ReservedDelta,
} from './stock-ledger.js';
import { lockedLocations, virtualLocationId, warehouseRoot } from './stock-locations.js';

/**
 * The stock API orders, shipments, returns and repairs stand on (docs/stock.md, Reservations): a
 * document line holds stock at a warehouse's root, ships it (all or part, by serial where the item
 * is tracked) and takes back what the customer returns. Keyed by (organization, document kind,
 * document line). Each call takes many lines and runs in one transaction, locking in the one order
 * every posting takes: the warehouses (share, sorted), the balances (sorted by location, item kind,
 * item id), then the reservation rows (sorted by kind and line): concurrent calls whose lines come
 * in any order queue instead of deadlocking.
 */

export interface ReservationLine {
  documentKind: string;
  documentLineId: number;
}

export interface ReserveInput extends ReservationLine {
  warehouseId: number;
  itemKind: ItemKind;
  itemId: number;
  /** The line's reserved quantity (what it consumes counts against it). */
  quantity: string;
}

export interface ConsumeInput extends ReservationLine {
  /** How much to ship; what the line still holds when left out (or as many as the serials). */
  quantity?: string;
  /** The serials shipped, as many as the quantity: required for a serial-tracked item, refused otherwise. */
  serials?: readonly string[];
  /** A bin of the line's warehouse to ship from; the warehouse's root when left out. */
  binId?: number;
}

export interface ReturnInput extends ReservationLine {
  /** How much comes back; as many as the serials when left out. */
  quantity?: string;
  /** The serials coming back: each must have been shipped by this line and still be at the customer. */
  serials?: readonly string[];
  /** A bin of the line's warehouse to take it into; the warehouse's root when left out. */
  binId?: number;
}

/** The document the moves of a consume or return name beside the line (a shipment's or order's id and number). */
export interface PostingRef {
  documentId?: number | null;
  documentNo?: string;
  effectiveAt?: Date;
}

type Actor = { orgId: number; userId: number | null };
export type Reservation = typeof stockReservations.$inferSelect;
/**
 * A hold as a consume or return answers it: `cost`, the value (fen) this call's moves of the line
 * carried (what a shipment's margin needs); `consumedValue` / `returnedValue` are the line's totals.
 */
export type PostedReservation = Reservation & { cost: bigint };

const ONE = quantityUnits('1');
const lineKey = (line: ReservationLine) => `${line.documentKind}:${line.documentLineId}`;

/** A line named twice in one call is refused: each line's change is one step. */
function refuseRepeatedLines(lines: readonly ReservationLine[]) {
  const seen = new Set<string>();
  for (const line of lines) {
    if (seen.has(lineKey(line)))
      throw new AppError(400, 'stock.reservationLineRepeated', { line: line.documentLineId });
    seen.add(lineKey(line));
  }
}

/** The rows of these lines: one semi-join against the keys as arrays. */
const ofLines = (orgId: number, lines: readonly ReservationLine[]) =>
  and(
    eq(stockReservations.orgId, orgId),
    sql`(${stockReservations.documentKind}, ${stockReservations.documentLineId}) in (
      select * from unnest(${arrayLiteral(lines.map((line) => line.documentKind))}::text[],
                           ${arrayLiteral(lines.map((line) => line.documentLineId))}::int[]))`,
  );

/** The reservation rows of these lines, locked in one order (kind, line). */
async function lockedReservations(tx: Db, orgId: number, lines: readonly ReservationLine[]) {
  const rows = await tx
    .select()
    .from(stockReservations)
    .where(ofLines(orgId, lines))
    .orderBy(stockReservations.documentKind, stockReservations.documentLineId)
    .for('update');
  return new Map(rows.map((row) => [lineKey(row), row]));
}

/** The rows of these lines as they are now (read without a lock: a line's location and item never change). */
async function reservationRows(tx: Db, orgId: number, lines: readonly ReservationLine[]) {
  if (lines.length === 0) return new Map<string, Reservation>();
  const rows = await tx.select().from(stockReservations).where(ofLines(orgId, lines));
  return new Map(rows.map((row) => [lineKey(row), row]));
}

/** The rows by id, in the order of `ids`. */
async function reservationsById(tx: Db, ids: readonly number[]): Promise<Reservation[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select()
    .from(stockReservations)
    .where(inArray(stockReservations.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)!);
}

const balanceKeyOf = (row: Reservation, locationId = row.locationId): BalanceKey => ({
  locationId,
  itemKind: row.itemKind,
  itemId: row.itemId,
});

/** Locks what a call touches in the one order: warehouses (share), then the balances, then the lines' rows. */
async function lockForPosting(
  tx: Db,
  orgId: number,
  keys: readonly BalanceKey[],
  lines: readonly ReservationLine[],
) {
  if (lines.length === 0) return new Map<string, Reservation>();
  await lockedLocations(tx, orgId, [...new Set(keys.map((key) => key.locationId))]);
  await lockBalances(tx, orgId, keys);
  return lockedReservations(tx, orgId, lines);
}

/**
 * Holds each line's quantity of its item at its warehouse; refused (all lines) when any is not
 * available. Reserving a line again with the same item and quantity changes nothing; a released
 * line may be reserved again (its quantity then above what it consumed already).
 */
export async function reserveStockLines(
  db: Db,
  actor: Actor,
  inputs: readonly ReserveInput[],
): Promise<Reservation[]> {
  refuseRepeatedLines(inputs);
  return inPostingTransaction(db, async (tx) => {
    const roots = new Map<number, number>();
    for (const warehouseId of [...new Set(inputs.map((input) => input.warehouseId))].sort((a, b) => a - b)) {
      roots.set(warehouseId, (await warehouseRoot(tx, actor.orgId, warehouseId)).locationId);
    }
    const keyOf = (input: ReserveInput): BalanceKey => ({
      locationId: roots.get(input.warehouseId)!,
      itemKind: input.itemKind,
      itemId: input.itemId,
    });
    const existing = await lockForPosting(tx, actor.orgId, inputs.map(keyOf), inputs);
    const deltas: ReservedDelta[] = [];
    const inserts: (typeof stockReservations.$inferInsert)[] = [];
    const ids = new Map<string, number>();
    const now = new Date();
    for (const input of inputs) {
      const key = keyOf(input);
      const units = quantityUnits(input.quantity);
      if (units <= 0n) throw new AppError(400, 'stock.quantityInvalid');
      const row = existing.get(lineKey(input));
      if (!row) {
        inserts.push({
          orgId: actor.orgId,
          documentKind: input.documentKind,
          documentLineId: input.documentLineId,
          ...key,
          quantity: input.quantity,
        });
        deltas.push({ ...key, units });
        continue;
      }
      // A line's location and item never change (consume and return rely on it); its quantity
      // changes only by releasing and reserving again.
      const sameItem =
        row.locationId === key.locationId && row.itemKind === key.itemKind && row.itemId === key.itemId;
      const sameQuantity = quantityUnits(row.quantity) === units;
      const consumed = quantityUnits(row.consumed);
      if (!sameItem || (row.status === 'released' ? units <= consumed : !sameQuantity)) {
        throw new AppError(400, 'stock.reservationChanged');
      }
      ids.set(lineKey(input), row.id);
      if (row.status !== 'released') continue;
      // The hold first, then the posting: it marks the balance's uncovered holds from the rows as
      // they now are (a refused posting rolls the hold back with it).
      await tx
        .update(stockReservations)
        .set({ quantity: input.quantity, status: 'reserved', updatedAt: now })
        .where(eq(stockReservations.id, row.id));
      deltas.push({ ...key, units: units - consumed });
    }
    if (inserts.length > 0) {
      // A line another call inserted meanwhile (for another item: the same item would have queued
      // on its balance) is a changed reservation, not a constraint error.
      const added = await tx.insert(stockReservations).values(inserts).onConflictDoNothing().returning({
        id: stockReservations.id,
        documentKind: stockReservations.documentKind,
        documentLineId: stockReservations.documentLineId,
      });
      if (added.length < inserts.length) throw new AppError(400, 'stock.reservationChanged');
      for (const row of added) ids.set(lineKey(row), row.id);
    }
    if (deltas.length > 0) await postLedger(tx, actor, [], deltas);
    return reservationsById(
      tx,
      inputs.map((input) => ids.get(lineKey(input))!),
    );
  });
}

/**
 * Gives back what each line still holds (the part not consumed); a line never reserved is
 * answered null, a released one is left as it is, a wholly consumed one is refused. Allowed at a
 * disabled warehouse: it moves no stock.
 */
export async function releaseStockLines(
  db: Db,
  actor: Actor,
  lines: readonly ReservationLine[],
): Promise<(Reservation | null)[]> {
  refuseRepeatedLines(lines);
  return inPostingTransaction(db, async (tx) => {
    const seen = await reservationRows(tx, actor.orgId, lines);
    const known = lines.filter((line) => seen.has(lineKey(line)));
    const rows = await lockForPosting(
      tx,
      actor.orgId,
      known.map((line) => balanceKeyOf(seen.get(lineKey(line))!)),
      known,
    );
    const deltas: ReservedDelta[] = [];
    const closing: number[] = [];
    for (const line of known) {
      const row = rows.get(lineKey(line))!;
      if (row.status === 'consumed') throw new AppError(400, 'stock.reservationConsumed');
      if (row.status === 'released') continue;
      closing.push(row.id);
      deltas.push({
        ...balanceKeyOf(row),
        units: -(quantityUnits(row.quantity) - quantityUnits(row.consumed)),
      });
    }
    // The holds end before the posting that gives their stock back: it marks the balances' other
    // open holds, and a closed hold is never uncovered.
    if (closing.length > 0) {
      await tx
        .update(stockReservations)
        .set({ status: 'released', uncovered: '0', updatedAt: new Date() })
        .where(inArray(stockReservations.id, closing));
      await postLedger(tx, actor, [], deltas);
    }
    const answered = await reservationsById(
      tx,
      known.map((line) => rows.get(lineKey(line))!.id),
    );
    const byLine = new Map(answered.map((row) => [lineKey(row), row]));
    return lines.map((line) => byLine.get(lineKey(line)) ?? null);
  });
}

/**
 * The bins named by these lines, each a bin of its line's warehouse (404 otherwise): line key →
 * location id. Lines naming none take the warehouse's root.
 */
async function namedBins(
  tx: Db,
  orgId: number,
  lines: readonly (ReservationLine & { binId?: number })[],
  rows: Map<string, Reservation>,
) {
  const binIds = [...new Set(lines.flatMap((line) => (line.binId === undefined ? [] : [line.binId])))];
  const bins =
    binIds.length === 0
      ? []
      : await tx
          .select({ id: stockLocations.id, parentId: stockLocations.parentId })
          .from(stockLocations)
          .where(and(eq(stockLocations.orgId, orgId), inArray(stockLocations.id, binIds)));
  const parentOf = new Map(bins.map((bin) => [bin.id, bin.parentId]));
  const placeOf = new Map<string, number>();
  for (const line of lines) {
    const row = rows.get(lineKey(line))!;
    if (line.binId === undefined) {
      placeOf.set(lineKey(line), row.locationId);
      continue;
    }
    if (parentOf.get(line.binId) !== row.locationId) throw new AppError(404, 'stock.binMissing');
    placeOf.set(lineKey(line), line.binId);
  }
  return placeOf;
}

/**
 * Locks what shipping or taking back these lines touches: each line's root, the place it ships
 * from or comes back to (the root or a named bin), and the customer location. A line never
 * reserved is a 404.
 */
async function lockedForShipping(
  tx: Db,
  orgId: number,
  lines: readonly (ReservationLine & { binId?: number })[],
) {
  const seen = await reservationRows(tx, orgId, lines);
  if (seen.size < lines.length) throw new AppError(404, 'stock.reservationMissing');
  const customer = await virtualLocationId(tx, orgId, 'customer');
  const places = await namedBins(tx, orgId, lines, seen);
  const keys = lines.flatMap((line) => {
    const row = seen.get(lineKey(line))!;
    return [balanceKeyOf(row), balanceKeyOf(row, places.get(lineKey(line))), balanceKeyOf(row, customer)];
  });
  const rows = await lockForPosting(tx, orgId, keys, lines);
  return { rows, customer, placeOf: (line: ReservationLine) => places.get(lineKey(line))! };
}

/** How many units a consume or return line moves, checked against its serials. */
function unitsOf(line: ConsumeInput | ReturnInput, otherwise: bigint): bigint {
  const units =
    line.quantity !== undefined
      ? quantityUnits(line.quantity)
      : line.serials !== undefined
        ? BigInt(line.serials.length) * ONE
        : otherwise;
  if (units <= 0n) throw new AppError(400, 'stock.quantityInvalid');
  if (line.serials !== undefined && BigInt(line.serials.length) * ONE !== units) {
    throw new AppError(400, 'stock.lineSerialCount', {
      count: line.serials.length,
      quantity: quantityOf(units),
    });
  }
  return units;
}

/** One move of `units`, or one move per serial (each quantity 1). */
function movesOf(
  row: Reservation,
  units: bigint,
  serials: readonly string[] | undefined,
  from: number,
  to: number,
  ref: PostingRef,
): MoveInput[] {
  const base = {
    itemKind: row.itemKind,
    itemId: row.itemId,
    fromLocationId: from,
    toLocationId: to,
    documentKind: row.documentKind,
    documentId: ref.documentId ?? null,
    documentLineId: row.documentLineId,
    documentNo: ref.documentNo,
    effectiveAt: ref.effectiveAt,
  };
  if (serials !== undefined) return serials.map((serialNo) => ({ ...base, quantity: '1', serialNo }));
  return [{ ...base, quantity: quantityOf(units) }];
}

/**
 * Ships each line's stock to the customer: all it still holds, or `quantity` of it (the rest stays
 * held, consumable or releasable later), from the warehouse's root or a named bin, by serial for a
 * serial-tracked item (the serials must be there). A line consumed wholly already and named
 * without a quantity or serials changes nothing; shipping more than a line holds is refused.
 */
export async function consumeStockLines(
  db: Db,
  actor: Actor,
  lines: readonly ConsumeInput[],
  ref: PostingRef = {},
): Promise<PostedReservation[]> {
  refuseRepeatedLines(lines);
  return inPostingTransaction(db, async (tx) => {
    const { rows, customer, placeOf } = await lockedForShipping(tx, actor.orgId, lines);
    const moves: MoveInput[] = [];
    const deltas: ReservedDelta[] = [];
    const consumed: { id: number; units: bigint }[] = [];
    /** The reservation each move ships for, in the moves' order. */
    const lineOfMove: number[] = [];
    const moved = new Map<number, bigint>();
    for (const line of lines) {
      const row = rows.get(lineKey(line))!;
      const whole = line.quantity === undefined && line.serials === undefined;
      if (row.status === 'consumed' && whole) continue;
      if (row.status === 'released') throw new AppError(400, 'stock.reservationReleased');
      const held = row.status === 'reserved' ? quantityUnits(row.quantity) - quantityUnits(row.consumed) : 0n;
      const units = unitsOf(line, held);
      if (units > held)
        throw new AppError(400, 'stock.consumeBeyondHold', {
          line: row.documentLineId,
          held: quantityOf(held),
        });
      moves.push(...movesOf(row, units, line.serials, placeOf(line), customer, ref));
      lineOfMove.push(...moves.slice(lineOfMove.length).map(() => row.id));
      deltas.push({ ...balanceKeyOf(row), units: -units });
      consumed.push({ id: row.id, units });
    }
    if (consumed.length > 0) {
      // The holds first (wholly shipped ones close, never uncovered), then the posting that marks
      // the balances' other open holds. updated_at stays: it ranks holds by when they were reserved.
      await tx.execute(sql`
        update ${stockReservations} as r
        set consumed = r.consumed + d.units,
            status = case when r.consumed + d.units = r.quantity then 'consumed' else r.status end,
            uncovered = case when r.consumed + d.units = r.quantity then 0 else r.uncovered end
        from unnest(${arrayLiteral(consumed.map((row) => row.id))}::int[],
                    ${arrayLiteral(consumed.map((row) => quantityOf(row.units)))}::numeric[]) as d(id, units)
        where r.id = d.id`);
      // Each line's cost: what its moves carried out at the moving average.
      const posted = await postValuedLedger(tx, actor, moves, deltas);
      for (const [index, move] of posted.entries()) {
        const id = lineOfMove[index]!;
        moved.set(id, (moved.get(id) ?? 0n) + move.value);
      }
      await tx.execute(sql`
        update ${stockReservations} as r set consumed_value = r.consumed_value + d.value
        from unnest(${arrayLiteral([...moved.keys()])}::int[],
                    ${arrayLiteral([...moved.values()].map(String))}::bigint[]) as d(id, value)
        where r.id = d.id`);
    }
    const answered = await reservationsById(
      tx,
      lines.map((line) => rows.get(lineKey(line))!.id),
    );
    return answered.map((row) => ({ ...row, cost: moved.get(row.id) ?? 0n }));
  });
}

/**
 * Takes back from the customer what a line shipped: the quantity, or the serials (each shipped by
 * this line and still at the customer), into the line's warehouse root or a named bin. A line
 * never gets back more than it shipped (`returned` ≤ `consumed`, checked under the line's lock).
 * The stock comes back available, not held again.
 */
export async function returnStockLines(
  db: Db,
  actor: Actor,
  lines: readonly ReturnInput[],
  ref: PostingRef = {},
): Promise<PostedReservation[]> {
  refuseRepeatedLines(lines);
  return inPostingTransaction(db, async (tx) => {
    const { rows, customer, placeOf } = await lockedForShipping(tx, actor.orgId, lines);
    const shippedValue = await shippedSerialValues(tx, actor.orgId, lines, rows, customer);
    const moves: MoveInput[] = [];
    const returned: { id: number; units: bigint; value: bigint }[] = [];
    for (const line of lines) {
      const row = rows.get(lineKey(line))!;
      const shipped = quantityUnits(row.consumed) - quantityUnits(row.returned);
      if (shipped === 0n)
        throw new AppError(400, 'stock.returnBeyondShipped', { line: row.documentLineId, shipped: '0' });
      const units = unitsOf(line, shipped);
      if (units > shipped)
        throw new AppError(400, 'stock.returnBeyondShipped', {
          line: row.documentLineId,
          shipped: quantityOf(shipped),
        });
      // Back at the cost it went out with: each serial its own shipment's value; a quantity its
      // share of what the line shipped and has not had back (the last of it the rest exactly).
      const lineMoves = movesOf(row, units, line.serials, customer, placeOf(line), ref).map((move) => ({
        ...move,
        value:
          move.serialNo != null
            ? shippedValue.get(`${row.id}:${move.serialNo}`)!
            : shareOfFen(
                row.consumedValue - row.returnedValue,
                units,
                quantityUnits(row.consumed) - quantityUnits(row.returned),
              ),
      }));
      moves.push(...lineMoves);
      returned.push({ id: row.id, units, value: lineMoves.reduce((sum, move) => sum + move.value, 0n) });
    }
    await tx.execute(sql`
      update ${stockReservations} as r set returned = r.returned + d.units, returned_value = r.returned_value + d.value
      from unnest(${arrayLiteral(returned.map((row) => row.id))}::int[],
                  ${arrayLiteral(returned.map((row) => quantityOf(row.units)))}::numeric[],
                  ${arrayLiteral(returned.map((row) => String(row.value)))}::bigint[]) as d(id, units, value)
      where r.id = d.id`);
    await postLedger(tx, actor, moves, []);
    const answered = await reservationsById(
      tx,
      lines.map((line) => rows.get(lineKey(line))!.id),
    );
    const back = new Map(returned.map((row) => [row.id, row.value]));
    return answered.map((row) => ({ ...row, cost: back.get(row.id) ?? 0n }));
  });
}

/**
 * Each returned serial's last move must be this line's shipment to the customer (one read of the
 * serials' last moves): a serial another line shipped, or one back in stock, is refused. Answers
 * the value each shipment carried, by `reservation id:serial`.
 */
async function shippedSerialValues(
  tx: Db,
  orgId: number,
  lines: readonly ReturnInput[],
  rows: Map<string, Reservation>,
  customer: number,
): Promise<Map<string, bigint>> {
  const values = new Map<string, bigint>();
  const serials = lines.flatMap((line) => line.serials ?? []);
  if (serials.length === 0) return values;
  const last = (await tx.execute(sql`
    select distinct on (item_kind, item_id, serial_no) item_kind, item_id, serial_no, to_location_id,
           document_kind, document_line_id, value::text
    from stock_moves where org_id = ${orgId} and serial_no = any(${arrayLiteral(serials)}::text[])
    order by item_kind, item_id, serial_no, id desc`)) as unknown as {
    rows: {
      item_kind: string;
      item_id: number;
      serial_no: string;
      to_location_id: number;
      document_kind: string;
      document_line_id: number | null;
      value: string;
    }[];
  };
  for (const line of lines) {
    const row = rows.get(lineKey(line))!;
    for (const serial of line.serials ?? []) {
      const move = last.rows.find(
        (found) =>
          found.serial_no === serial &&
          found.item_kind === row.itemKind &&
          Number(found.item_id) === row.itemId,
      );
      const shippedHere =
        move !== undefined &&
        Number(move.to_location_id) === customer &&
        move.document_kind === row.documentKind &&
        Number(move.document_line_id) === row.documentLineId;
      if (!shippedHere)
        throw new AppError(400, 'stock.serialNotShipped', { serial, line: row.documentLineId });
      values.set(`${row.id}:${serial}`, BigInt(move.value));
    }
  }
  return values;
}

/** One line's reserve (reserveStockLines). */
export async function reserveStock(db: Db, actor: Actor, input: ReserveInput): Promise<Reservation> {
  return (await reserveStockLines(db, actor, [input]))[0]!;
}

/** One line's release (releaseStockLines). */
export async function releaseStock(db: Db, actor: Actor, line: ReservationLine): Promise<Reservation | null> {
  return (await releaseStockLines(db, actor, [line]))[0]!;
}

/** Ships all one line still holds (consumeStockLines). */
export async function consumeStock(
  db: Db,
  actor: Actor,
  line: ReservationLine,
  effectiveAt?: Date,
): Promise<PostedReservation> {
  return (await consumeStockLines(db, actor, [line], { effectiveAt }))[0]!;
}

/**
 * The holds of these lines of a document kind, as an order reads them: `quantity` reserved,
 * `consumed` and `returned` of it, status and `uncovered`, the part of what it holds on-hand no
 * longer covers (a count found less than is reserved); lines never reserved are left out.
 */
export function reservationsOf(
  db: Db,
  orgId: number,
  documentKind: string,
  documentLineIds: readonly number[],
): Promise<Reservation[]> {
  if (documentLineIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(stockReservations)
    .where(
      and(
        eq(stockReservations.orgId, orgId),
        eq(stockReservations.documentKind, documentKind),
        inArray(stockReservations.documentLineId, [...documentLineIds]),
      ),
    )
    .orderBy(stockReservations.documentLineId);
}
