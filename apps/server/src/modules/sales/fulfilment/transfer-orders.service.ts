import { quantityOf, quantityUnits } from '@atrium/contract';
import type {
  TransferOrder,
  TransferRow,
  TransferState,
} from '@atrium/contract/endpoints/sale-fulfilment-transfers';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { containsPattern } from '../../../platform/db/like-pattern.js';
import { pageOffset, pageTotal } from '../../../platform/db/page-total.js';
import { nextDocumentNumber } from '../../../platform/document-numbers/next-document-number.js';
import { AppError, fieldError } from '../../../platform/http/app-error.js';
import { stockMoves } from '../../stock/stock.tables.js';
import { itemKeyOf, stockItemsOf } from '../../stock/stock-items.js';
import { type MoveInput, postValuedLedger } from '../../stock/stock-ledger.js';
import { virtualLocationId, warehouseRoot } from '../../stock/stock-locations.js';
import { TRANSFER_ORDER } from '../sales-document-kinds.js';
import { transferOrderLines, transferOrders } from './fulfilment.tables.js';
import { isoOf, userNameOf } from './fulfilment-rows.js';

type Actor = { orgId: number; userId: number | null };
export type TransferOrderRow = typeof transferOrders.$inferSelect;

/** The stock moves' document kind of a transfer (its id and number beside it). */
export const TRANSFER_MOVE_KIND = 'transferOrder';

export interface TransferInput {
  fromWarehouseId: number;
  toWarehouseId: number;
  remark?: string;
  lines: { itemKind: 'product' | 'fitting'; itemId: number; quantity: string; serials?: string[] }[];
}

/** Writes a draft transfer: both warehouses live and different, every item live, serials as many as the quantity. */
export function createTransfer(db: Db, actor: Actor, input: TransferInput): Promise<number> {
  if (input.fromWarehouseId === input.toWarehouseId) {
    throw fieldError('toWarehouseId', 'sales.transferSameWarehouse');
  }
  return db.transaction(async (tx) => {
    const from = await warehouseRoot(tx, actor.orgId, input.fromWarehouseId);
    const to = await warehouseRoot(tx, actor.orgId, input.toWarehouseId);
    const items = await stockItemsOf(tx, actor.orgId, input.lines, { forPosting: false });
    for (const [index, line] of input.lines.entries()) {
      const item = items.get(itemKeyOf(line));
      if (!item?.live) throw fieldError(`lines.${index}.itemId`, 'sales.transferItemMissing');
      const serials = line.serials ?? [];
      if (
        serials.length > 0 &&
        BigInt(serials.length) * quantityUnits('1') !== quantityUnits(line.quantity)
      ) {
        throw fieldError(`lines.${index}.serials`, 'stock.lineSerialCount', {
          count: serials.length,
          quantity: line.quantity,
        });
      }
    }
    const documentNo = await nextDocumentNumber(tx, actor.orgId, TRANSFER_ORDER);
    const [transfer] = await tx
      .insert(transferOrders)
      .values({
        orgId: actor.orgId,
        documentNo,
        fromWarehouseId: input.fromWarehouseId,
        fromWarehouseName: from.warehouse.name,
        toWarehouseId: input.toWarehouseId,
        toWarehouseName: to.warehouse.name,
        remark: input.remark ?? '',
        createdBy: actor.userId,
        updatedBy: actor.userId,
      })
      .returning({ id: transferOrders.id });
    await tx.insert(transferOrderLines).values(
      input.lines.map((line, index) => {
        const item = items.get(itemKeyOf(line))!;
        return {
          orgId: actor.orgId,
          parentId: transfer!.id,
          lineNo: index + 1,
          itemKind: line.itemKind,
          itemId: line.itemId,
          itemLabel: item.label,
          unit: item.unit,
          quantity: line.quantity,
          serials: line.serials ?? [],
        };
      }),
    );
    return transfer!.id;
  });
}

export async function transferRow(db: Db, orgId: number, id: number, lock = false) {
  const select = db
    .select()
    .from(transferOrders)
    .where(and(eq(transferOrders.orgId, orgId), eq(transferOrders.id, id)))
    .$dynamic();
  const [row] = await (lock ? select.for('update') : select);
  return row;
}

const linesOf = (db: Db, id: number) =>
  db
    .select()
    .from(transferOrderLines)
    .where(eq(transferOrderLines.parentId, id))
    .orderBy(asc(transferOrderLines.lineNo));

const setState = (
  tx: Db,
  id: number,
  state: TransferState,
  at: Partial<Pick<TransferOrderRow, 'sentAt' | 'receivedAt'>> = {},
) =>
  tx
    .update(transferOrders)
    .set({ state, ...at, version: sql`${transferOrders.version} + 1`, updatedAt: new Date() })
    .where(eq(transferOrders.id, id));

/**
 * 发出: every line leaves the source's root for the organization's in-transit location, carrying
 * the source's moving average (a serial line one move per serial); each line keeps the value it
 * carried, which the receipt at the destination carries in again.
 */
export async function sendTransfer(tx: Db, actor: Actor, transfer: TransferOrderRow): Promise<void> {
  const from = await warehouseRoot(tx, actor.orgId, transfer.fromWarehouseId);
  const transit = await virtualLocationId(tx, actor.orgId, 'transit');
  const lines = await linesOf(tx, transfer.id);
  const moves: MoveInput[] = [];
  const lineOfMove: number[] = [];
  for (const line of lines) {
    const base = {
      itemKind: line.itemKind,
      itemId: line.itemId,
      fromLocationId: from.locationId,
      toLocationId: transit,
      documentKind: TRANSFER_MOVE_KIND,
      documentId: transfer.id,
      documentLineId: line.id,
      documentNo: transfer.documentNo,
    };
    const lineMoves =
      line.serials.length > 0
        ? line.serials.map((serialNo) => ({ ...base, quantity: '1', serialNo }))
        : [{ ...base, quantity: quantityOf(quantityUnits(line.quantity)) }];
    moves.push(...lineMoves);
    lineOfMove.push(...lineMoves.map(() => line.id));
  }
  const posted = await postValuedLedger(tx, actor, moves);
  const carried = new Map<number, bigint>();
  for (const [index, move] of posted.entries()) {
    const id = lineOfMove[index]!;
    carried.set(id, (carried.get(id) ?? 0n) + move.value);
  }
  for (const [id, value] of carried) {
    await tx
      .update(transferOrderLines)
      .set({ value: Number(value) })
      .where(eq(transferOrderLines.id, id));
  }
  await setState(tx, transfer.id, 'inTransit', { sentAt: new Date() });
}

/** 收货: each move that went out comes in from transit to the destination's root, with the value it carried. */
export async function receiveTransfer(tx: Db, actor: Actor, transfer: TransferOrderRow): Promise<void> {
  const to = await warehouseRoot(tx, actor.orgId, transfer.toWarehouseId);
  const transit = await virtualLocationId(tx, actor.orgId, 'transit');
  const out = await tx
    .select()
    .from(stockMoves)
    .where(
      and(
        eq(stockMoves.orgId, actor.orgId),
        eq(stockMoves.documentKind, TRANSFER_MOVE_KIND),
        eq(stockMoves.documentId, transfer.id),
        eq(stockMoves.toLocationId, transit),
      ),
    )
    .orderBy(asc(stockMoves.id));
  await postValuedLedger(
    tx,
    actor,
    out.map((move) => ({
      itemKind: move.itemKind,
      itemId: move.itemId,
      quantity: move.quantity,
      serialNo: move.serialNo,
      fromLocationId: transit,
      toLocationId: to.locationId,
      documentKind: TRANSFER_MOVE_KIND,
      documentId: transfer.id,
      documentLineId: move.documentLineId,
      documentNo: transfer.documentNo,
      value: move.value,
    })),
  );
  await setState(tx, transfer.id, 'received', { receivedAt: new Date() });
}

export const cancelTransfer = (tx: Db, transfer: TransferOrderRow) => setState(tx, transfer.id, 'cancelled');

/** One transfer with its lines (its transitions added by the route). */
export async function getTransfer(
  db: Db,
  orgId: number,
  id: number,
): Promise<Omit<TransferOrder, 'transitions'>> {
  const transfer = await transferRow(db, orgId, id);
  if (!transfer) throw new AppError(404, 'sales.transferMissing');
  const lines = await linesOf(db, id);
  return {
    ...headOf(transfer, await userNameOf(db, transfer.createdBy)),
    lines: lines.map((line) => ({
      id: line.id,
      lineNo: line.lineNo,
      itemKind: line.itemKind,
      itemId: line.itemId,
      itemLabel: line.itemLabel,
      unit: line.unit,
      quantity: quantityOf(quantityUnits(line.quantity)),
      serials: line.serials,
      value: line.value,
    })),
  };
}

const headOf = (row: TransferOrderRow, createdByName: string) => ({
  id: row.id,
  documentNo: row.documentNo,
  fromWarehouseId: row.fromWarehouseId,
  fromWarehouseName: row.fromWarehouseName,
  toWarehouseId: row.toWarehouseId,
  toWarehouseName: row.toWarehouseName,
  state: row.state,
  remark: row.remark,
  createdAt: isoOf(row.createdAt)!,
  createdByName,
  sentAt: isoOf(row.sentAt),
  receivedAt: isoOf(row.receivedAt),
});

/** Transfers of the caller's scope, newest first. */
export async function transferPage(
  db: Db,
  orgId: number,
  query: { pageNum: number; pageSize: number; keyword?: string; warehouseId?: number; state?: TransferState },
  inScope: SQL | undefined,
): Promise<{ list: TransferRow[]; total: number; totalExact?: boolean; pageNum: number; pageSize: number }> {
  const where = and(
    eq(transferOrders.orgId, orgId),
    inScope,
    query.warehouseId
      ? or(
          eq(transferOrders.fromWarehouseId, query.warehouseId),
          eq(transferOrders.toWarehouseId, query.warehouseId),
        )
      : undefined,
    query.state ? eq(transferOrders.state, query.state) : undefined,
    query.keyword
      ? or(
          ilike(transferOrders.documentNo, containsPattern(query.keyword)),
          ilike(transferOrders.remark, containsPattern(query.keyword)),
        )
      : undefined,
  );
  const rows = await db
    .select({
      row: transferOrders,
      createdByName: sql<string>`coalesce((select u.name from users u where u.id = sale_transfer_orders.created_by), '')`,
      lineCount:
        sql<number>`(select count(*) from sale_transfer_order_lines l where l.parent_id = sale_transfer_orders.id)`.mapWith(
          Number,
        ),
    })
    .from(transferOrders)
    .where(where)
    .orderBy(desc(transferOrders.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const { total, totalExact } = await pageTotal(db, () =>
    db.select({ id: transferOrders.id }).from(transferOrders).where(where).$dynamic(),
  );
  const list = rows.map(({ row, createdByName, lineCount }) => ({
    ...headOf(row, createdByName),
    lineCount,
    transitions: [] as string[],
  }));
  return { list, total, totalExact, pageNum: query.pageNum, pageSize: query.pageSize };
}
