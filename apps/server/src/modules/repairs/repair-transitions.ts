import { formatBusinessDate, lineAmountFen, sumFen, warrantyDecision } from '@atrium/contract';
import {
  type RepairDiagnoseBody,
  type RepairStatus,
  type RepairTransition,
  repairTransitions,
} from '@atrium/contract/endpoints/repair-orders';

import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { AppError, fieldError } from '../../platform/http/app-error.js';
import { writeTimelineEntries } from '../../platform/timeline/timeline-entries.js';
import type { TransitionKind, TransitionRecord } from '../../platform/transitions/record-transitions.js';
import type { TransitionActor } from '../../platform/transitions/transition-gates.js';
import { fittings, products } from '../catalogue/catalogue.tables.js';
import { stockWarehouses } from '../stock/stock.tables.js';
import { consumeStockLines, reserveStockLines } from '../stock/stock-reservations.js';
import { openChargeOrder } from './repair-charge.js';
import { REPAIR_STOCK_KIND } from './repair-document-kinds.js';
import { REPAIR_STATUS_LABELS, REPAIR_TRANSITION_LABELS, refusalOf } from './repair-labels.js';
import { repairFaultCategories, repairFaults, repairQuoteLines, repairs } from './repairs.tables.js';

export type RepairRecord = typeof repairs.$inferSelect;
type Effect = (
  tx: Db,
  actor: TransitionActor,
  id: number,
  read: TransitionRecord<RepairStatus>,
) => Promise<void>;

/** The labour rate (fen per hour) of `time` labour when the diagnosis names none: ¥120.00. */
export const DEFAULT_LABOUR_RATE_FEN = 12_000;

/** Minutes × a rate per hour, half up to a fen (BigInt: never a float). */
export function labourFenOf(minutes: number, ratePerHourFen: number): number {
  return Number((BigInt(minutes) * BigInt(ratePerHourFen) * 2n + 60n) / 120n);
}

/** Moves the repair to `status`, bumping its version, with the columns the step sets. */
export async function moveRepair(
  tx: Db,
  actor: TransitionActor,
  id: number,
  status: RepairStatus,
  set: Partial<typeof repairs.$inferInsert> = {},
): Promise<void> {
  await tx
    .update(repairs)
    .set({
      ...set,
      status,
      version: sql`${repairs.version} + 1`,
      updatedAt: new Date(),
      updatedBy: actor.userId,
    })
    .where(eq(repairs.id, id));
}

export function quoteLinesOf(tx: Db, id: number) {
  return tx
    .select()
    .from(repairQuoteLines)
    .where(eq(repairQuoteLines.parentId, id))
    .orderBy(asc(repairQuoteLines.lineNo));
}

const stockLine = (lineId: number) => ({ documentKind: REPAIR_STOCK_KIND, documentLineId: lineId });

/**
 * A diagnosis: the fault categories, the quote (fittings at their unit price, labour) with totals
 * computed here, and the warranty decided from the serial's ship day and the product's warranty
 * months; replaces an earlier diagnosis's. Claims an unclaimed repair for the caller.
 */
export function diagnoseEffect(body: RepairDiagnoseBody): Effect {
  return async (tx, actor, id, read) => {
    const repair = read.record as RepairRecord;
    const orgId = actor.orgId;
    const [warehouse] = await tx
      .select({ id: stockWarehouses.id })
      .from(stockWarehouses)
      .where(
        and(
          eq(stockWarehouses.orgId, orgId),
          eq(stockWarehouses.id, body.warehouseId),
          eq(stockWarehouses.enabled, true),
          isNull(stockWarehouses.deletedAt),
        ),
      );
    if (!warehouse) throw fieldError('warehouseId', 'repairs.warehouseMissing');
    const categoryIds = [...new Set(body.faultCategoryIds)];
    const categories = categoryIds.length
      ? await tx
          .select({ id: repairFaultCategories.id, labourMinutes: repairFaultCategories.labourMinutes })
          .from(repairFaultCategories)
          .where(
            and(
              eq(repairFaultCategories.orgId, orgId),
              inArray(repairFaultCategories.id, categoryIds),
              eq(repairFaultCategories.enabled, true),
              isNull(repairFaultCategories.deletedAt),
            ),
          )
      : [];
    const known = new Set(categories.map((row) => row.id));
    const missingCategory = body.faultCategoryIds.findIndex((categoryId) => !known.has(categoryId));
    if (missingCategory >= 0)
      throw fieldError(`faultCategoryIds.${missingCategory}`, 'repairs.faultCategoryMissing');
    const fittingIds = [...new Set(body.lines.map((line) => line.fittingId))];
    const found = fittingIds.length
      ? await tx
          .select({ id: fittings.id, price: fittings.price })
          .from(fittings)
          .where(
            and(
              eq(fittings.orgId, orgId),
              inArray(fittings.id, fittingIds),
              eq(fittings.enabled, true),
              isNull(fittings.deletedAt),
            ),
          )
      : [];
    const priceOf = new Map(found.map((row) => [row.id, row.price]));
    const lines = body.lines.map((line, index) => {
      const listPrice = priceOf.get(line.fittingId);
      if (listPrice === undefined) throw fieldError(`lines.${index}.fittingId`, 'repairs.fittingMissing');
      const unitPrice = line.unitPrice ?? listPrice;
      return {
        fittingId: line.fittingId,
        quantity: line.quantity,
        unitPrice,
        amount: lineAmountFen(unitPrice, line.quantity),
      };
    });
    const categoryMinutes = sumFen(categories.map((row) => row.labourMinutes));
    const labourMinutes = body.labourMinutes ?? categoryMinutes;
    let labourRateFen = 0;
    let labourFen: number;
    if (body.labourMode === 'time') {
      labourRateFen = body.labourRateFen ?? DEFAULT_LABOUR_RATE_FEN;
      labourFen = labourFenOf(labourMinutes, labourRateFen);
    } else {
      if (body.labourFeeFen === undefined) throw fieldError('labourFeeFen', 'repairs.labourFeeRequired');
      labourFen = body.labourFeeFen;
    }
    const partsFen = sumFen(lines.map((line) => line.amount));
    const totalFen = sumFen([partsFen, labourFen]);
    const [product] = await tx
      .select({ warrantyMonths: products.warrantyMonths })
      .from(products)
      .where(eq(products.id, repair.productId));
    const now = new Date();
    const warranty = warrantyDecision(
      repair.shipDate,
      product?.warrantyMonths ?? null,
      formatBusinessDate(now),
    );
    await tx.delete(repairQuoteLines).where(eq(repairQuoteLines.parentId, id));
    await tx.delete(repairFaults).where(eq(repairFaults.parentId, id));
    if (lines.length > 0) {
      await tx
        .insert(repairQuoteLines)
        .values(lines.map((line, index) => ({ orgId, parentId: id, lineNo: index + 1, ...line })));
    }
    if (categoryIds.length > 0) {
      await tx.insert(repairFaults).values(
        categoryIds.map((faultCategoryId, index) => ({
          orgId,
          parentId: id,
          lineNo: index + 1,
          faultCategoryId,
        })),
      );
    }
    await moveRepair(tx, actor, id, 'diagnosed', {
      warehouseId: body.warehouseId,
      diagnosisNote: body.diagnosisNote ?? repair.diagnosisNote,
      labourMode: body.labourMode,
      labourMinutes,
      labourRateFen,
      labourFen,
      partsFen,
      totalFen,
      underWarranty: warranty.underWarranty,
      warrantyUntil: warranty.warrantyUntil,
      chargeFen: warranty.underWarranty ? 0 : totalFen,
      diagnosedAt: now,
      ...(repair.technicianUserId === null ? { technicianUserId: actor.userId, claimedAt: now } : {}),
    });
  };
}

/** Shipping the device back: carrier and tracking number. */
export function shipBackEffect(shipping: { carrier: string; trackingNo: string }): Effect {
  return (tx, actor, id) =>
    moveRepair(tx, actor, id, 'shippedBack', {
      shipCarrier: shipping.carrier,
      shipTrackingNo: shipping.trackingNo,
      shippedAt: new Date(),
    });
}

/** Transitions taken only through their own endpoint (with a body). */
const needsBody: Effect = async () => {
  throw new Error('A repair transition with a body is taken through its own endpoint');
};

/**
 * A repair's transitions on the server (contract `repairTransitions`): the record is the repair row,
 * locked; each effect writes the new state itself. Warranty decides the branch after diagnosis:
 * under warranty straight to repairing (no quote, no charge), otherwise quote → accept/decline.
 * Starting holds the quote's fittings at the repair's warehouse (refused, changing nothing, when
 * short); finishing consumes what the lines still hold through the ledger.
 */
export const repairTransitionKind: TransitionKind<RepairStatus, RepairTransition, void> = {
  declaration: repairTransitions,
  async read(db, orgId, id, lock) {
    const select = db
      .select()
      .from(repairs)
      .where(and(eq(repairs.orgId, orgId), eq(repairs.id, id)))
      .$dynamic();
    const [repair] = await (lock ? select.for('update') : select);
    if (!repair) return undefined;
    return { state: repair.status, version: repair.version, record: repair };
  },
  /**
   * The branch the warranty leaves open: under warranty no quote; out of warranty (or not decided),
   * from `diagnosed`, no start before the customer accepts the quote.
   */
  async guard() {
    return (record, transition) => {
      const repair = record as Pick<RepairRecord, 'status' | 'underWarranty'>;
      if (transition === 'quote' && repair.underWarranty === true) {
        return new AppError(400, 'repairs.warrantyNoQuote');
      }
      if (transition === 'startRepair' && repair.status === 'diagnosed' && repair.underWarranty !== true) {
        return new AppError(400, 'repairs.quoteNeedsAcceptance');
      }
      return undefined;
    };
  },
  missing: 'repairs.repairMissing',
  refused: (transition, state) =>
    refusalOf(
      REPAIR_STATUS_LABELS,
      REPAIR_TRANSITION_LABELS[transition],
      state,
      repairTransitions.transitions[transition].from,
    ),
  effects: {
    diagnose: needsBody,
    shipBack: needsBody,
    quote: (tx, actor, id) => moveRepair(tx, actor, id, 'quoted'),
    async accept(tx, actor, id, read) {
      const repair = read.record as RepairRecord;
      const charge = repair.chargeFen > 0 ? await openChargeOrder(tx, actor, repair) : null;
      await moveRepair(tx, actor, id, 'accepted', { chargeOrderId: charge?.id ?? null });
      if (charge) {
        await writeTimelineEntries(tx, [
          {
            orgId: actor.orgId,
            recordKind: 'repair',
            recordId: id,
            type: 'link',
            link: { kind: 'saleOrder', id: charge.id, label: charge.documentNo },
            authorUserId: actor.userId,
          },
          {
            orgId: actor.orgId,
            recordKind: 'saleOrder',
            recordId: charge.id,
            type: 'link',
            link: { kind: 'repair', id, label: repair.documentNo },
            authorUserId: actor.userId,
          },
        ]);
      }
    },
    decline: (tx, actor, id) => moveRepair(tx, actor, id, 'declined'),
    async startRepair(tx, actor, id, read) {
      const repair = read.record as RepairRecord;
      if (repair.warehouseId === null) throw new AppError(400, 'repairs.noWarehouse');
      const lines = await quoteLinesOf(tx, id);
      if (lines.length > 0) {
        await reserveStockLines(
          tx,
          actor,
          lines.map((line) => ({
            ...stockLine(line.id),
            warehouseId: repair.warehouseId!,
            itemKind: 'fitting' as const,
            itemId: line.fittingId,
            quantity: line.quantity,
          })),
        );
      }
      await moveRepair(tx, actor, id, 'repairing');
    },
    async finishRepair(tx, actor, id, read) {
      const repair = read.record as RepairRecord;
      const lines = await quoteLinesOf(tx, id);
      if (lines.length > 0) {
        await consumeStockLines(
          tx,
          actor,
          lines.map((line) => stockLine(line.id)),
          { documentId: id, documentNo: repair.documentNo },
        );
      }
      await moveRepair(tx, actor, id, 'qualityCheck');
    },
    failCheck: (tx, actor, id) => moveRepair(tx, actor, id, 'repairing'),
    close: (tx, actor, id) => moveRepair(tx, actor, id, 'closed', { closedAt: new Date() }),
  },
};

/** The kind with one transition's effect given for this call (a transition whose endpoint carries a body). */
export function withRepairEffect(name: RepairTransition, effect: Effect): typeof repairTransitionKind {
  return { ...repairTransitionKind, effects: { ...repairTransitionKind.effects, [name]: effect } };
}
