import { type ItemKind, quantityUnits } from '@atrium/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { stockReservations } from './stock.tables.js';
import { inPostingTransaction, lockBalances, postLedger } from './stock-ledger.js';
import { lockedLocations, virtualLocationId, warehouseRoot } from './stock-locations.js';

/**
 * The reservation API the orders issue calls in-process: a document line holds stock at a
 * warehouse's root location. Keyed by (organization, document kind, document line), so each call
 * is idempotent: reserving a line twice changes nothing, releasing or consuming twice neither.
 */

export interface ReservationLine {
  documentKind: string;
  documentLineId: number;
}

export interface ReserveInput extends ReservationLine {
  warehouseId: number;
  itemKind: ItemKind;
  itemId: number;
  quantity: string;
}

type Actor = { orgId: number; userId: number | null };
export type Reservation = typeof stockReservations.$inferSelect;

async function lockedReservation(tx: Db, orgId: number, line: ReservationLine) {
  const [row] = await tx
    .select()
    .from(stockReservations)
    .where(
      and(
        eq(stockReservations.orgId, orgId),
        eq(stockReservations.documentKind, line.documentKind),
        eq(stockReservations.documentLineId, line.documentLineId),
      ),
    )
    .for('update');
  return row;
}

/** Holds `quantity` of the item at the warehouse for the line; refused when not available. */
export function reserveStock(db: Db, actor: Actor, input: ReserveInput): Promise<Reservation> {
  return inPostingTransaction(db, async (tx) => {
    const { locationId } = await warehouseRoot(tx, actor.orgId, input.warehouseId);
    const item = { locationId, itemKind: input.itemKind, itemId: input.itemId };
    // Locks in the order every posting takes them: warehouses, balances, then the line's row.
    await lockedLocations(tx, actor.orgId, [locationId]);
    await lockBalances(tx, actor.orgId, [item]);
    const existing = await lockedReservation(tx, actor.orgId, input);
    const units = quantityUnits(input.quantity);
    if (existing) {
      // A line's location and item never change (release and consume rely on it); its quantity
      // changes only by releasing and reserving again.
      const sameItem =
        existing.locationId === locationId &&
        existing.itemKind === input.itemKind &&
        existing.itemId === input.itemId;
      const sameQuantity = quantityUnits(existing.quantity) === units;
      if (!sameItem || (existing.status !== 'released' && !sameQuantity)) {
        throw new AppError(400, 'stock.reservationChanged');
      }
      if (existing.status !== 'released') return existing;
    }
    // The hold first, then the posting: it marks the balance's uncovered holds from the rows as
    // they now are (a refused posting rolls the hold back with it).
    const [held] = existing
      ? await tx
          .update(stockReservations)
          .set({ ...item, quantity: input.quantity, status: 'reserved', updatedAt: new Date() })
          .where(eq(stockReservations.id, existing.id))
          .returning({ id: stockReservations.id })
      : await tx
          .insert(stockReservations)
          .values({
            orgId: actor.orgId,
            documentKind: input.documentKind,
            documentLineId: input.documentLineId,
            ...item,
            quantity: input.quantity,
          })
          .returning({ id: stockReservations.id });
    await postLedger(tx, actor, [], [{ ...item, units }]);
    return reservationById(tx, held!.id);
  });
}

/** Gives the line's hold back; a line never reserved or released already is left as it is. */
export function releaseStock(db: Db, actor: Actor, line: ReservationLine): Promise<Reservation | null> {
  return inPostingTransaction(db, async (tx) => {
    const seen = await reservationKey(tx, actor.orgId, line);
    if (!seen) return null;
    await lockedLocations(tx, actor.orgId, [seen.locationId]);
    await lockBalances(tx, actor.orgId, [seen]);
    const existing = (await lockedReservation(tx, actor.orgId, line))!;
    if (existing.status === 'consumed') throw new AppError(400, 'stock.reservationConsumed');
    if (existing.status === 'released') return existing;
    const row = await closeHold(tx, existing.id, 'released');
    await postLedger(tx, actor, [], [{ ...seen, units: -quantityUnits(existing.quantity) }]);
    return row;
  });
}

/** Ships the reserved stock to the customer: one move out, the hold gone, in one transaction. */
export function consumeStock(
  db: Db,
  actor: Actor,
  line: ReservationLine,
  effectiveAt?: Date,
): Promise<Reservation> {
  return inPostingTransaction(db, async (tx) => {
    const seen = await reservationKey(tx, actor.orgId, line);
    if (!seen) throw new AppError(404, 'stock.reservationMissing');
    const customer = await virtualLocationId(tx, actor.orgId, 'customer');
    await lockedLocations(tx, actor.orgId, [seen.locationId, customer]);
    await lockBalances(tx, actor.orgId, [seen, { ...seen, locationId: customer }]);
    const existing = (await lockedReservation(tx, actor.orgId, line))!;
    if (existing.status === 'consumed') return existing;
    if (existing.status === 'released') throw new AppError(400, 'stock.reservationReleased');
    const row = await closeHold(tx, existing.id, 'consumed');
    await postLedger(
      tx,
      actor,
      [
        {
          itemKind: existing.itemKind,
          itemId: existing.itemId,
          quantity: existing.quantity,
          fromLocationId: existing.locationId,
          toLocationId: customer,
          documentKind: existing.documentKind,
          documentLineId: existing.documentLineId,
          effectiveAt,
        },
      ],
      [{ ...seen, units: -quantityUnits(existing.quantity) }],
    );
    return row;
  });
}

/**
 * Ends a hold (released or consumed), before the posting that gives its quantity back: that
 * posting marks the balance's other open holds, and a closed hold is never uncovered.
 */
async function closeHold(tx: Db, id: number, status: 'released' | 'consumed'): Promise<Reservation> {
  const [row] = await tx
    .update(stockReservations)
    .set({ status, uncovered: '0', updatedAt: new Date() })
    .where(eq(stockReservations.id, id))
    .returning();
  return row!;
}

async function reservationById(tx: Db, id: number): Promise<Reservation> {
  const [row] = await tx.select().from(stockReservations).where(eq(stockReservations.id, id));
  return row!;
}

/**
 * The holds of these lines of a document kind, as an order reads them: `quantity` held and
 * `uncovered`, the part of it on-hand no longer covers (a count found less than is reserved);
 * lines never reserved are left out.
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

/** The balance key of a line's reservation (read without a lock: a line's location and item never change). */
async function reservationKey(tx: Db, orgId: number, line: ReservationLine) {
  const [row] = await tx
    .select({
      locationId: stockReservations.locationId,
      itemKind: stockReservations.itemKind,
      itemId: stockReservations.itemId,
    })
    .from(stockReservations)
    .where(
      and(
        eq(stockReservations.orgId, orgId),
        eq(stockReservations.documentKind, line.documentKind),
        eq(stockReservations.documentLineId, line.documentLineId),
      ),
    );
  return row;
}
