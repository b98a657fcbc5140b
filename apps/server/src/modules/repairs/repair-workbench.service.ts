import type { repairConsumeBody, repairSwapBody } from '@atrium/contract/endpoints/repair-workbench';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/record-audit.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, fieldError } from '../../platform/http/app-error.js';
import { writeTimelineEntries } from '../../platform/timeline/timeline-entries.js';
import { users } from '../admin/admin.tables.js';
import { stockLocations, stockSerials, stockWarehouses } from '../stock/stock.tables.js';
import { postLedger } from '../stock/stock-ledger.js';
import { virtualLocationId } from '../stock/stock-locations.js';
import { consumeStockLines, reserveStockLines } from '../stock/stock-reservations.js';
import { REPAIR_STOCK_KIND, REPAIR_SWAP_STOCK_KIND } from './repair-document-kinds.js';
import type { RepairActor } from './repair-open.js';
import { quoteLinesOf, type RepairRecord, repairTransitionKind } from './repair-transitions.js';
import { repairSwaps, repairs } from './repairs.tables.js';

type Actor = RepairActor & { userId: number };

/** The repair locked, in its organization (404 otherwise). */
async function lockRepair(tx: Db, orgId: number, id: number): Promise<RepairRecord> {
  const read = await repairTransitionKind.read(tx, orgId, id, true);
  if (!read) throw new AppError(404, 'repairs.repairMissing');
  return read.record as RepairRecord;
}

/** A work step on the repair: its version bumped, audited and on its timeline, in the step's transaction. */
async function recordStep(
  tx: Db,
  actor: RepairActor,
  repair: RepairRecord,
  action: string,
  data: Record<string, unknown>,
  set: Partial<typeof repairs.$inferInsert> = {},
): Promise<void> {
  await tx
    .update(repairs)
    .set({ ...set, version: sql`${repairs.version} + 1`, updatedAt: new Date(), updatedBy: actor.userId })
    .where(eq(repairs.id, repair.id));
  await recordAudit(tx, {
    orgId: actor.orgId,
    userId: actor.userId,
    action: 'update',
    entity: 'repair',
    entityId: repair.id,
    before: { version: repair.version },
    after: { action, ...data },
  });
  await writeTimelineEntries(tx, [
    {
      orgId: actor.orgId,
      recordKind: 'repair',
      recordId: repair.id,
      type: 'event',
      action,
      data,
      authorUserId: actor.userId,
    },
  ]);
}

/**
 * Claims an unclaimed repair for the caller: one conditional UPDATE (`technician_user_id is null`),
 * so of two technicians claiming at once the second finds it taken — PostgreSQL re-reads the row
 * after the first commits — and gets 409 naming who has it. Claiming one's own again changes nothing.
 */
export function claimRepair(db: Db, actor: Actor, id: number, version?: number): Promise<void> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [claimed] = await tx
      .update(repairs)
      .set({
        technicianUserId: actor.userId,
        claimedAt: now,
        version: sql`${repairs.version} + 1`,
        updatedAt: now,
        updatedBy: actor.userId,
      })
      .where(
        and(
          eq(repairs.orgId, actor.orgId),
          eq(repairs.id, id),
          isNull(repairs.technicianUserId),
          version === undefined ? undefined : eq(repairs.version, version),
          sql`${repairs.status} <> 'closed'`,
        ),
      )
      .returning({ id: repairs.id, version: repairs.version });
    if (!claimed) {
      const [current] = await tx
        .select({ technicianUserId: repairs.technicianUserId, version: repairs.version, name: users.name })
        .from(repairs)
        .leftJoin(users, eq(users.id, repairs.technicianUserId))
        .where(and(eq(repairs.orgId, actor.orgId), eq(repairs.id, id)));
      if (!current) throw new AppError(404, 'repairs.repairMissing');
      if (current.technicianUserId === actor.userId) return;
      if (current.technicianUserId !== null) {
        throw new AppError(409, 'repairs.alreadyClaimed', { name: current.name ?? '' });
      }
      throw new AppError(409, 'conflict.stale');
    }
    await recordAudit(tx, {
      orgId: actor.orgId,
      userId: actor.userId,
      action: 'update',
      entity: 'repair',
      entityId: id,
      before: { technicianUserId: null },
      after: { technicianUserId: actor.userId },
    });
    await writeTimelineEntries(tx, [
      {
        orgId: actor.orgId,
        recordKind: 'repair',
        recordId: id,
        type: 'event',
        action: 'claimed',
        authorUserId: actor.userId,
      },
    ]);
  });
}

function assertRepairing(repair: RepairRecord): void {
  if (repair.status !== 'repairing') throw new AppError(400, 'repairs.notRepairing');
}

/**
 * Takes quote lines' fittings out of stock while repairing, through the stock API (kind `repair`,
 * line id = quote line id): each line what it still holds, or the quantity named. Beyond what a
 * line holds the stock API refuses and nothing changes.
 */
export function consumeRepairParts(
  db: Db,
  actor: Actor,
  id: number,
  body: z.output<typeof repairConsumeBody>,
): Promise<void> {
  return db.transaction(async (tx) => {
    const repair = await lockRepair(tx, actor.orgId, id);
    assertRepairing(repair);
    const lineIds = new Set((await quoteLinesOf(tx, id)).map((line) => line.id));
    const seen = new Set<number>();
    body.lines.forEach((line, index) => {
      if (!lineIds.has(line.lineId)) throw fieldError(`lines.${index}.lineId`, 'repairs.lineMissing');
      if (seen.has(line.lineId)) throw fieldError(`lines.${index}.lineId`, 'repairs.lineTwice');
      seen.add(line.lineId);
    });
    await consumeStockLines(
      tx,
      actor,
      body.lines.map((line) => ({
        documentKind: REPAIR_STOCK_KIND,
        documentLineId: line.lineId,
        ...(line.quantity ? { quantity: line.quantity } : {}),
      })),
      { documentId: id, documentNo: repair.documentNo },
    );
    await recordStep(tx, actor, repair, 'partsConsumed', { lines: body.lines });
  });
}

/**
 * Replaces the customer's unit by another serial of the same product from stock: a swap row (old,
 * new, when, who); the new serial ships to the customer through the stock API (kind `repairSwap`,
 * line id = the swap's id, so the serial's customer reads back from it), the old one moves from
 * the customer to the repair location. The repair then follows the new serial.
 */
export function swapRepairUnit(
  db: Db,
  actor: Actor,
  id: number,
  body: z.output<typeof repairSwapBody>,
): Promise<void> {
  return db.transaction(async (tx) => {
    const repair = await lockRepair(tx, actor.orgId, id);
    assertRepairing(repair);
    const warehouseId = body.warehouseId ?? repair.warehouseId;
    if (warehouseId === null) throw fieldError('warehouseId', 'repairs.noWarehouse');
    const [warehouse] = await tx
      .select({ name: stockWarehouses.name })
      .from(stockWarehouses)
      .where(
        and(
          eq(stockWarehouses.orgId, actor.orgId),
          eq(stockWarehouses.id, warehouseId),
          isNull(stockWarehouses.deletedAt),
        ),
      );
    if (!warehouse) throw fieldError('warehouseId', 'repairs.warehouseMissing');
    const serials = await tx
      .select({
        itemId: stockSerials.itemId,
        locationId: stockSerials.locationId,
        warehouseId: stockLocations.warehouseId,
        parentId: stockLocations.parentId,
      })
      .from(stockSerials)
      .innerJoin(stockLocations, eq(stockLocations.id, stockSerials.locationId))
      .where(
        and(
          eq(stockSerials.orgId, actor.orgId),
          eq(stockSerials.serialNo, body.newSerialNo),
          eq(stockSerials.itemKind, 'product'),
        ),
      );
    const same = serials.find((serial) => serial.itemId === repair.productId);
    if (!same && serials.length > 0) {
      throw fieldError('newSerialNo', 'repairs.swapProductDiffers', { serial: body.newSerialNo });
    }
    if (!same || same.warehouseId !== warehouseId) {
      throw fieldError('newSerialNo', 'repairs.swapSerialNotInStock', {
        serial: body.newSerialNo,
        warehouse: warehouse.name,
      });
    }
    const [swap] = await tx
      .insert(repairSwaps)
      .values({
        orgId: actor.orgId,
        repairId: id,
        productId: repair.productId,
        oldSerialNo: repair.serialNo,
        newSerialNo: body.newSerialNo,
        warehouseId,
        swappedBy: actor.userId,
      })
      .returning({ id: repairSwaps.id });
    const line = { documentKind: REPAIR_SWAP_STOCK_KIND, documentLineId: swap!.id };
    const ref = { documentId: id, documentNo: repair.documentNo };
    await reserveStockLines(tx, actor, [
      { ...line, warehouseId, itemKind: 'product', itemId: repair.productId, quantity: '1' },
    ]);
    await consumeStockLines(
      tx,
      actor,
      [
        {
          ...line,
          serials: [body.newSerialNo],
          ...(same.parentId !== null ? { binId: same.locationId } : {}),
        },
      ],
      ref,
    );
    const [customer, repairPlace] = await Promise.all([
      virtualLocationId(tx, actor.orgId, 'customer'),
      virtualLocationId(tx, actor.orgId, 'repair'),
    ]);
    await postLedger(tx, actor, [
      {
        itemKind: 'product',
        itemId: repair.productId,
        quantity: '1',
        fromLocationId: customer,
        toLocationId: repairPlace,
        serialNo: repair.serialNo,
        documentKind: REPAIR_SWAP_STOCK_KIND,
        documentLineId: swap!.id,
        ...ref,
      },
    ]);
    await recordStep(
      tx,
      actor,
      repair,
      'swapped',
      { oldSerialNo: repair.serialNo, newSerialNo: body.newSerialNo },
      { serialNo: body.newSerialNo },
    );
  });
}
