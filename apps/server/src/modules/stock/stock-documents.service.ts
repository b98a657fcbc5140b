import {
  type ItemKind,
  lineAmountFen,
  parseBusinessDateTime,
  quantityOf,
  quantityUnits,
} from '@atrium/contract';
import type { StockDocument } from '@atrium/contract/endpoints/stock-documents';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit.js';
import type { Db } from '../../platform/db/database.js';
import { nextDocumentNumber } from '../../platform/document-numbers/next-document-number.js';
import { AppError, fieldError } from '../../platform/http/app-error.js';
import type { ReferenceRegistry } from '../../platform/references/reference-source.js';
import { users } from '../admin/admin.tables.js';
import { countTotals } from './count-totals.js';
import { assertSerialsArriving } from './receipt-serials.js';
import { receiptSupplier } from './receipt-supplier.js';
import { stockDocumentLines, stockDocuments, stockMoves, stockSerials } from './stock.tables.js';
import { STOCK_COUNT, STOCK_RECEIPT, STOCK_REVERSAL } from './stock-document-kinds.js';
import {
  assertUnitPrecision,
  type ItemRef,
  itemKeyOf,
  type StockItems,
  stockItemsOf,
} from './stock-items.js';
import { inPostingTransaction, lockBalances, type MoveInput, postLedger } from './stock-ledger.js';
import { documentLocation, lockedLocations, virtualLocationId } from './stock-locations.js';

type Actor = { orgId: number; userId: number | null };

interface ReceiptInput {
  warehouseId: number;
  supplierId?: number;
  binId?: number;
  effectiveAt?: string;
  remark?: string;
  /** Each line's purchase price per unit (fen): the value the stock comes in at. */
  lines: { itemKind: ItemKind; itemId: number; quantity: string; unitPrice: number; serials?: string[] }[];
}

interface CountInput {
  warehouseId: number;
  binId?: number;
  remark?: string;
  lines: { itemKind: ItemKind; itemId: number; countedQuantity: string; serials?: string[] }[];
}

// A clock a minute ahead of the server's is still "now", not the future.
const CLOCK_SKEW_MS = 60_000;

/** A typed business time: a past time (never the future); undefined when not typed (now). */
function effectiveAtOf(typed: string | undefined): Date | undefined {
  if (typed === undefined) return undefined;
  const at = parseBusinessDateTime(typed);
  if (at === null) throw fieldError('effectiveAt', 'stock.effectiveAtInvalid');
  const now = Date.now();
  if (at > now + CLOCK_SKEW_MS) throw fieldError('effectiveAt', 'stock.effectiveAtFuture');
  return new Date(Math.min(at, now));
}

/**
 * A document's lines against the catalogue: each names a live item of the organization and a
 * quantity its unit allows (`quantityField`: the field it came from); a serial-tracked product's
 * line carries one serial per unit (a count's may carry none when it counts zero), another item's
 * none; no serial twice in a document. Errors name the line.
 */
function checkLines(
  items: StockItems,
  lines: readonly { itemKind: ItemKind; itemId: number; quantity: string; serials?: string[] }[],
  quantityField: 'quantity' | 'countedQuantity',
): void {
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    const at = { line: index + 1 };
    const item = items.get(itemKeyOf(line));
    if (!item) {
      const key = line.itemKind === 'product' ? 'stock.lineProductMissing' : 'stock.lineFittingMissing';
      throw fieldError(`lines.${index}.itemId`, key, at);
    }
    if (!item.live) {
      const key = line.itemKind === 'product' ? 'stock.lineProductDeleted' : 'stock.lineFittingDeleted';
      throw fieldError(`lines.${index}.itemId`, key, { ...at, item: item.label });
    }
    assertUnitPrecision(line, item, line.quantity, { line: index, field: quantityField });
    const serials = line.serials ?? [];
    if (!item.serialTracked) {
      if (serials.length > 0)
        throw fieldError(`lines.${index}.serials`, 'stock.lineSerialsNotTracked', {
          ...at,
          item: item.label,
        });
      return;
    }
    if (serials.length === 0 && quantityUnits(line.quantity) > 0n)
      throw fieldError(`lines.${index}.serials`, 'stock.lineSerialsRequired', { ...at, item: item.label });
    if (quantityUnits(line.quantity) !== quantityUnits(String(serials.length))) {
      throw fieldError(`lines.${index}.serials`, 'stock.serialCountMismatch', {
        ...at,
        count: serials.length,
        quantity: line.quantity,
      });
    }
    for (const serial of serials) {
      const key = `${line.itemKind}:${line.itemId}:${serial}`;
      if (seen.has(key))
        throw fieldError(`lines.${index}.serials`, 'stock.serialRepeated', { ...at, serial });
      seen.add(key);
    }
  });
}

/** The lines' items, checked (checkLines), for the posting to reuse. */
async function checkedItems(
  tx: Db,
  orgId: number,
  lines: readonly { itemKind: ItemKind; itemId: number; quantity: string; serials?: string[] }[],
  quantityField: 'quantity' | 'countedQuantity',
): Promise<StockItems> {
  const items = await stockItemsOf(tx, orgId, lines);
  checkLines(items, lines, quantityField);
  return items;
}

/**
 * Posts a receipt: supplier → the warehouse's root, one move per line or per serial. The named
 * supplier (`sources`: the app's reference sources) is checked as a reference field is.
 */
export function postReceipt(
  db: Db,
  actor: Actor,
  input: ReceiptInput,
  sources: ReferenceRegistry = new Map(),
): Promise<StockDocument> {
  const effectiveAt = effectiveAtOf(input.effectiveAt);
  return inPostingTransaction(db, async (tx) => {
    const from = await receiptSupplier(tx, sources, actor, input.supplierId);
    const items = await checkedItems(tx, actor.orgId, input.lines, 'quantity');
    const { locationId, ...names } = await documentLocation(tx, actor.orgId, input.warehouseId, input.binId);
    const supplier = await virtualLocationId(tx, actor.orgId, 'supplier');
    await assertSerialsArriving(tx, actor.orgId, input.lines, supplier);
    const { documentId, documentNo, lineIds } = await insertDocument(
      tx,
      actor,
      {
        kind: 'receipt',
        warehouseId: input.warehouseId,
        locationId,
        remark: input.remark,
        effectiveAt,
        ...names,
        ...from,
      },
      input.lines.map((line) => ({ ...line, ...postedItem(items, line), serials: line.serials ?? [] })),
    );
    const moves = input.lines.flatMap((line, index): MoveInput[] => {
      const base = {
        itemKind: line.itemKind,
        itemId: line.itemId,
        fromLocationId: supplier,
        toLocationId: locationId,
        documentKind: 'receipt',
        documentId,
        documentNo,
        documentLineId: lineIds[index]!,
        effectiveAt,
      };
      const serials = line.serials ?? [];
      const value = (quantity: string) => BigInt(lineAmountFen(line.unitPrice, quantity));
      if (serials.length === 0) return [{ ...base, quantity: line.quantity, value: value(line.quantity) }];
      return serials.map((serialNo) => ({ ...base, quantity: '1', serialNo, value: value('1') }));
    });
    await postLedger(tx, actor, moves, [], items);
    return posted(tx, actor, documentId);
  });
}

type StoredDocument = typeof stockDocuments.$inferSelect;

/** A receipt of the organization, row-locked when `lock` (a reversal locks it first), or undefined. */
export async function receiptRow(db: Db, orgId: number, id: number, lock: boolean) {
  const query = db
    .select()
    .from(stockDocuments)
    .where(
      and(eq(stockDocuments.id, id), eq(stockDocuments.orgId, orgId), eq(stockDocuments.kind, 'receipt')),
    );
  const [receipt] = await (lock ? query.for('update') : query);
  return receipt;
}

/** Posts the reversal of a receipt outside the transitions' endpoint (demo data, property tests). */
export function reverseReceipt(db: Db, actor: Actor, receiptId: number): Promise<StockDocument> {
  return inPostingTransaction(db, async (tx) => {
    const receipt = await receiptRow(tx, actor.orgId, receiptId, true);
    if (!receipt) throw new AppError(404, 'stock.documentMissing');
    return postReversal(tx, actor, receipt);
  });
}

/**
 * The effect of a receipt's `reverse` transition (receipt-transitions.ts): the reversing document
 * (CX…), each of the receipt's moves back, now; a receipt is reversed at most once.
 */
export async function postReversal(tx: Db, actor: Actor, receipt: StoredDocument): Promise<StockDocument> {
  const effectiveAt = new Date();
  // The unique index on reverses_document_id settles two reversals racing: one row, one winner.
  const [reversal] = await tx
    .insert(stockDocuments)
    .values({
      orgId: actor.orgId,
      kind: 'reversal',
      documentNo: await nextDocumentNumber(tx, actor.orgId, STOCK_REVERSAL),
      warehouseId: receipt.warehouseId,
      locationId: receipt.locationId,
      reversesDocumentId: receipt.id,
      supplierId: receipt.supplierId,
      supplierName: receipt.supplierName,
      warehouseName: receipt.warehouseName,
      binName: receipt.binName,
      effectiveAt,
      postedBy: actor.userId,
    })
    .onConflictDoNothing()
    .returning();
  if (!reversal) throw new AppError(400, 'stock.alreadyReversed');
  const originals = await tx
    .select()
    .from(stockMoves)
    .where(movesOf(actor.orgId, receipt))
    .orderBy(asc(stockMoves.id));
  await postLedger(
    tx,
    actor,
    originals.map((move) => ({
      itemKind: move.itemKind,
      itemId: move.itemId,
      quantity: move.quantity,
      fromLocationId: move.toLocationId,
      toLocationId: move.fromLocationId,
      serialNo: move.serialNo,
      documentKind: reversal.kind,
      documentId: reversal.id,
      documentNo: reversal.documentNo,
      documentLineId: move.documentLineId,
      reversesMoveId: move.id,
      // The value it brought in goes back (held to what the stock has left: postLedger).
      value: move.value,
    })),
  );
  return posted(tx, actor, reversal.id);
}

/**
 * Posts a count: each counted item's difference to on-hand at the location becomes an adjustment
 * move; a serial-tracked product's counted serials are compared with those there, each missing one
 * moving out to the adjustment side and each found one in (a found serial kept elsewhere is refused).
 */
export function postCount(db: Db, actor: Actor, input: CountInput): Promise<StockDocument> {
  const seen = new Map<string, number>();
  input.lines.forEach((line, index) => {
    const key = `${line.itemKind}:${line.itemId}`;
    const first = seen.get(key);
    if (first !== undefined) {
      throw fieldError(`lines.${index}.itemId`, 'stock.countRepeatedItem', {
        line: index + 1,
        first: first + 1,
      });
    }
    seen.set(key, index);
  });
  const effectiveAt = new Date();
  const lines = input.lines.map((line) => ({ ...line, quantity: line.countedQuantity }));
  return inPostingTransaction(db, async (tx) => {
    const items = await checkedItems(tx, actor.orgId, lines, 'countedQuantity');
    const { locationId, ...names } = await documentLocation(tx, actor.orgId, input.warehouseId, input.binId);
    const adjustment = await virtualLocationId(tx, actor.orgId, 'adjustment');
    // The warehouse, then both sides of every difference, locked before on-hand is read, in the
    // order every posting takes them (the posting locks them again).
    await lockedLocations(tx, actor.orgId, [locationId, adjustment]);
    const balances = await lockBalances(
      tx,
      actor.orgId,
      lines.flatMap((line) => [
        { locationId, itemKind: line.itemKind, itemId: line.itemId },
        { locationId: adjustment, itemKind: line.itemKind, itemId: line.itemId },
      ]),
    );
    const onHandOf = (line: ItemRef) => balances.get(`${locationId}:${line.itemKind}:${line.itemId}`)!.onHand;
    const { documentId, documentNo, lineIds } = await insertDocument(
      tx,
      actor,
      {
        kind: 'count',
        warehouseId: input.warehouseId,
        locationId,
        remark: input.remark,
        effectiveAt,
        ...names,
      },
      lines.map((line) => ({ ...line, ...postedItem(items, line), previousQuantity: onHandOf(line) })),
    );
    const moves: MoveInput[] = [];
    for (const [index, line] of lines.entries()) {
      // A count records what was found: it may leave less on hand than is reserved (postLedger).
      const base = {
        itemKind: line.itemKind,
        itemId: line.itemId,
        documentKind: 'count',
        documentId,
        counted: true,
        documentNo,
      };
      const documentLineId = lineIds[index]!;
      const difference = quantityUnits(line.quantity) - quantityUnits(onHandOf(line));
      if (!items.get(itemKeyOf(line))!.serialTracked) {
        if (difference === 0n) continue;
        const gain = difference > 0n;
        moves.push({
          ...base,
          documentLineId,
          quantity: quantityOf(gain ? difference : -difference),
          fromLocationId: gain ? adjustment : locationId,
          toLocationId: gain ? locationId : adjustment,
        });
        continue;
      }
      const there = new Set(await serialsAt(tx, actor.orgId, locationId, line));
      const counted = new Set(line.serials ?? []);
      const missing = [...there].filter((serial) => !counted.has(serial));
      const found = [...counted].filter((serial) => !there.has(serial));
      // On-hand without serials (stock from before the product was tracked) cannot be told apart.
      if (difference !== BigInt(found.length - missing.length) * 10_000n) {
        throw fieldError(`lines.${index}.serials`, 'stock.countUntrackedStock', {
          line: index + 1,
          item: items.get(itemKeyOf(line))!.label,
          quantity: quantityOf(quantityUnits(onHandOf(line)) - BigInt(there.size) * 10_000n),
        });
      }
      const serialMove = (serialNo: string, from: number, to: number): MoveInput => ({
        ...base,
        documentLineId,
        quantity: '1',
        serialNo,
        fromLocationId: from,
        toLocationId: to,
      });
      moves.push(...missing.map((serial) => serialMove(serial, locationId, adjustment)));
      moves.push(...found.map((serial) => serialMove(serial, adjustment, locationId)));
    }
    await postLedger(tx, actor, moves, [], items);
    return posted(tx, actor, documentId);
  });
}

/** The serials of an item kept at a location now, by number. */
async function serialsAt(tx: Db, orgId: number, locationId: number, item: ItemRef): Promise<string[]> {
  const rows = await tx
    .select({ serialNo: stockSerials.serialNo })
    .from(stockSerials)
    .where(
      and(
        eq(stockSerials.orgId, orgId),
        eq(stockSerials.itemKind, item.itemKind),
        eq(stockSerials.itemId, item.itemId),
        eq(stockSerials.locationId, locationId),
      ),
    )
    .orderBy(asc(stockSerials.serialNo));
  return rows.map((row) => row.serialNo);
}

/** A document's moves: keyed by its kind too, since ids of other kinds (sync items) share the column. */
export const movesOf = (orgId: number, document: { kind: string; id: number }) =>
  and(
    eq(stockMoves.orgId, orgId),
    eq(stockMoves.documentKind, document.kind),
    eq(stockMoves.documentId, document.id),
  );

/** A line's item as the document keeps it: its label and unit when posted. */
const postedItem = (items: StockItems, line: ItemRef) => {
  const item = items.get(itemKeyOf(line))!;
  return { itemLabel: item.label, unit: item.unit };
};

/** A new document's header and lines (receipts and counts), in the posting's transaction. */
async function insertDocument(
  tx: Db,
  actor: Actor,
  header: {
    kind: 'receipt' | 'count';
    warehouseId: number;
    locationId: number;
    warehouseName: string;
    binName: string;
    remark?: string;
    effectiveAt?: Date;
    supplierId?: number | null;
    supplierName?: string;
  },
  lines: {
    itemKind: ItemKind;
    itemId: number;
    itemLabel: string;
    unit: string;
    quantity: string;
    serials?: string[];
    previousQuantity?: string;
    unitPrice?: number;
  }[],
): Promise<{ documentId: number; documentNo: string; lineIds: number[] }> {
  const documentNo = await nextDocumentNumber(
    tx,
    actor.orgId,
    header.kind === 'receipt' ? STOCK_RECEIPT : STOCK_COUNT,
  );
  const [document] = await tx
    .insert(stockDocuments)
    .values({
      ...header,
      documentNo,
      orgId: actor.orgId,
      remark: header.remark ?? '',
      effectiveAt: header.effectiveAt ?? new Date(),
      postedBy: actor.userId,
    })
    .returning({ id: stockDocuments.id });
  // The lines as one JSON parameter (not seven per line; not arrays by column as the moves go in,
  // since a line's serials are an array that unnest would flatten), inserted in their order: the
  // ids come back in that order.
  const rows = lines.map((line) => ({
    item_kind: line.itemKind,
    item_id: line.itemId,
    item_label: line.itemLabel,
    unit: line.unit,
    quantity: line.quantity,
    serials: line.serials ?? [],
    previous_quantity: line.previousQuantity ?? null,
    unit_price: line.unitPrice ?? null,
  }));
  const inserted = (await tx.execute(sql`
    insert into ${stockDocumentLines} (org_id, document_id, item_kind, item_id, item_label, unit, quantity, serials,
                                       previous_quantity, unit_price)
    select ${actor.orgId}::int, ${document!.id}::int, r.item_kind, r.item_id, r.item_label, r.unit, r.quantity,
           array(select jsonb_array_elements_text(r.serials)), r.previous_quantity, r.unit_price
    from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as e(line, position),
         jsonb_to_record(e.line) as r(item_kind text, item_id int, item_label text, unit text, quantity numeric,
                                      serials jsonb, previous_quantity numeric, unit_price bigint)
    order by e.position
    returning id`)) as unknown as { rows: { id: number }[] };
  return { documentId: document!.id, documentNo, lineIds: inserted.rows.map((line) => Number(line.id)) };
}

/** Reads the posted document back and appends its audit entry, in the posting's transaction. */
async function posted(tx: Db, actor: Actor, id: number): Promise<StockDocument> {
  const document = await documentOf(tx, actor.orgId, id);
  await recordAudit(tx, {
    orgId: actor.orgId,
    userId: actor.userId,
    action: 'create',
    entity: `stock.${document.kind}`,
    entityId: id,
    after: document,
  });
  return document;
}

/** A posted document of the organization, of one of these kinds, with its lines; 404 otherwise. */
export async function getDocument(
  db: Db,
  orgId: number,
  id: number,
  kinds: readonly StockDocument['kind'][],
): Promise<StockDocument> {
  const [row] = await db
    .select({ id: stockDocuments.id })
    .from(stockDocuments)
    .where(
      and(
        eq(stockDocuments.id, id),
        eq(stockDocuments.orgId, orgId),
        inArray(stockDocuments.kind, [...kinds]),
      ),
    );
  if (!row) throw new AppError(404, 'stock.documentMissing');
  return documentOf(db, orgId, id);
}

async function documentOf(tx: Db, orgId: number, id: number): Promise<StockDocument> {
  const [document] = await tx
    .select({
      row: stockDocuments,
      postedByName: sql<string>`coalesce(${users.name}, '')`,
      reversesDocumentNo: sql<string>`coalesce((select r.document_no from ${stockDocuments} r
        where r.org_id = ${stockDocuments.orgId} and r.id = ${stockDocuments.reversesDocumentId}), '')`,
      reversedByNo: sql<string>`coalesce((select r.document_no from ${stockDocuments} r
        where r.org_id = ${stockDocuments.orgId} and r.reverses_document_id = ${stockDocuments.id}), '')`,
      moveCount: sql<number>`(select count(*) from ${stockMoves} m where m.org_id = ${stockDocuments.orgId}
        and m.document_kind = ${stockDocuments.kind} and m.document_id = ${stockDocuments.id})`.mapWith(
        Number,
      ),
    })
    .from(stockDocuments)
    .leftJoin(users, eq(users.id, stockDocuments.postedBy))
    .where(and(eq(stockDocuments.id, id), eq(stockDocuments.orgId, orgId)));
  const lines = await tx
    .select()
    .from(stockDocumentLines)
    .where(and(eq(stockDocumentLines.orgId, orgId), eq(stockDocumentLines.documentId, id)))
    .orderBy(asc(stockDocumentLines.id));
  const row = document!.row;
  const lineValues = await valuesByLine(tx, orgId, row);
  const shownLines = lines.map((line) => ({
    id: line.id,
    itemKind: line.itemKind,
    itemId: line.itemId,
    itemLabel: line.itemLabel,
    unit: line.unit,
    quantity: quantityOf(quantityUnits(line.quantity)),
    previousQuantity:
      line.previousQuantity === null ? null : quantityOf(quantityUnits(line.previousQuantity)),
    unitPrice: line.unitPrice === null ? null : Number(line.unitPrice),
    value: Number(lineValues.get(line.id) ?? 0n),
    serials: line.serials,
  }));
  return {
    id: row.id,
    kind: row.kind,
    documentNo: row.documentNo,
    warehouseId: row.warehouseId,
    warehouseName: row.warehouseName,
    locationId: row.locationId,
    binName: row.binName,
    reversesDocumentId: row.reversesDocumentId,
    reversesDocumentNo: document!.reversesDocumentNo,
    reversedByNo: document!.reversedByNo,
    remark: row.remark,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    effectiveAt: row.effectiveAt.toISOString(),
    postedAt: row.postedAt.toISOString(),
    postedBy: row.postedBy,
    postedByName: document!.postedByName,
    lines: shownLines,
    moveCount: document!.moveCount,
    countTotals: row.kind === 'count' ? countTotals(shownLines) : null,
    transitions: null,
  };
}

/**
 * What each line's moves changed the value at the document's place by (fen): a receipt line's
 * amount, a count line's gain (positive) or loss (negative) at the moving average.
 */
async function valuesByLine(tx: Db, orgId: number, document: StoredDocument): Promise<Map<number, bigint>> {
  const rows = await tx
    .select({
      lineId: stockMoves.documentLineId,
      value: sql<string>`sum(case when ${stockMoves.toLocationId} = ${document.locationId} then ${stockMoves.value}
        else -${stockMoves.value} end)::text`,
    })
    .from(stockMoves)
    .where(movesOf(orgId, document))
    .groupBy(stockMoves.documentLineId);
  return new Map(rows.map((row) => [Number(row.lineId), BigInt(row.value)]));
}
