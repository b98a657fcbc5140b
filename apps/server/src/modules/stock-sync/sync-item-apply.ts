import { formatBusinessDateTime, quantityOf, quantityUnits } from '@atrium/contract';
import {
  WAREHOUSE_SYNC_MAX_ATTEMPTS,
  WAREHOUSE_SYNC_REPLAYABLE,
  type WarehouseSyncDiffRow,
} from '@atrium/contract/endpoints/stock-sync';
import { and, eq, gt, max, ne, or, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit.js';
import type { Db } from '../../platform/db/database.js';
import { isDataException, pgErrorOf } from '../../platform/db/pg-error.js';
import { AppError } from '../../platform/http/app-error.js';
import type { MessageKey, MessageParams } from '../../platform/http/messages.js';
import { type EscapedRaw, escapedItemReason } from '../../platform/intake/intake-raw.js';
import { stockMoves } from '../stock/stock.tables.js';
import { assertUnitPrecision, itemKeyOf, stockItemsOf } from '../stock/stock-items.js';
import { lockBalances, type MoveInput, postLedger } from '../stock/stock-ledger.js';
import { lockedLocations, virtualLocationId, warehouseRoot } from '../stock/stock-locations.js';
import { stockSyncItems, stockSyncSettings } from './stock-sync.tables.js';
import { catalogueIdOf } from './sync-item-resolver.js';
import type {
  ItemReading,
  MappedLevel,
  MappedShipment,
  MappedSyncItem,
  SyncItemRef,
} from './warehouse-sync-adapter.js';
import { adapterOf } from './warehouse-sync-adapters.js';

/**
 * Applying one logged item (docs/warehouse-sync.md). The item row is locked first and its status
 * decides: an applied item is never posted again, so a replay, a retry job and a second replay
 * racing it all end in one posting. Everything runs in one transaction: the item's new status and
 * the ledger moves commit together or not at all.
 */

export type SyncItem = typeof stockSyncItems.$inferSelect;
/** What asked for the apply: the webhook or a pull (first try), the retry job, or a user's replay. */
export type ApplyTrigger = 'receive' | 'retry' | 'replay';

/** Document kinds of the moves a sync posts (the document id is the sync item's id). */
export const SYNC_LEVEL_DOCUMENT = 'syncLevel';
export const SYNC_SHIPMENT_DOCUMENT = 'syncShipment';

type Outcome = Pick<SyncItem, 'status' | 'kind' | 'subject' | 'mapped' | 'diff' | 'moveIds'> & {
  errorKey: MessageKey | '';
  errorParams: MessageParams;
};
type Warehouse = { id: number; code: string; locationId: number };

export interface ApplyResult {
  item: SyncItem;
  /** A transient failure left it pending: the caller queues the retry job. */
  retry: boolean;
}

/** Who replays (audited with the outcome, in its transaction); none for the webhook and the jobs. */
export type Replayer = { userId: number; ip?: string };

export async function applySyncItem(
  db: Db,
  orgId: number,
  itemId: number,
  trigger: ApplyTrigger,
  replayer?: Replayer,
): Promise<ApplyResult> {
  try {
    const item = await db.transaction((tx) => applyLocked(tx, orgId, itemId, trigger, replayer));
    return { item, retry: false };
  } catch (error) {
    // A refusal meant for the caller (404, not replayable); anything else is worth another try.
    if (error instanceof AppError) throw error;
    return recordTransientFailure(db, orgId, itemId, trigger, error);
  }
}

async function applyLocked(
  tx: Db,
  orgId: number,
  itemId: number,
  trigger: ApplyTrigger,
  replayer: Replayer | undefined,
): Promise<SyncItem> {
  const [item] = await tx
    .select()
    .from(stockSyncItems)
    .where(and(eq(stockSyncItems.id, itemId), eq(stockSyncItems.orgId, orgId)))
    .for('update');
  if (!item) throw new AppError(404, 'warehouseSync.itemMissing');
  if (item.status === 'applied') return item;
  if (trigger === 'retry' && item.status !== 'pending') return item;
  if (trigger === 'replay' && !WAREHOUSE_SYNC_REPLAYABLE.includes(item.status))
    throw new AppError(400, 'warehouseSync.notReplayable');
  const [settings] = await tx
    .select({ adapter: stockSyncSettings.adapter })
    .from(stockSyncSettings)
    .where(eq(stockSyncSettings.warehouseId, item.warehouseId));
  const root = await warehouseRoot(tx, orgId, item.warehouseId);
  const warehouse = { id: item.warehouseId, code: root.warehouse.code, locationId: root.locationId };
  const reading: ItemReading = item.rawEscaped
    ? { ok: false, kind: item.kind, subject: item.subject, ...escapedItemReason(item.raw as EscapedRaw) }
    : await adapterOf(settings!.adapter).readItem(item.raw, item.receivedAt);
  const outcome: Outcome = reading.ok
    ? await settle(tx, orgId, item, reading.item, warehouse)
    : {
        status: 'rejected',
        kind: reading.kind,
        subject: reading.subject,
        mapped: null,
        diff: [],
        moveIds: [],
        errorKey: reading.key,
        errorParams: reading.params ?? {},
      };
  const level = reading.ok && reading.item.kind === 'level' ? reading.item : null;
  const [updated] = await tx
    .update(stockSyncItems)
    .set({
      ...outcome,
      attempts: item.attempts + 1,
      appliedAt: outcome.status === 'applied' ? new Date() : null,
      itemKind: level?.item.itemKind ?? null,
      itemId: level ? ((outcome.diff[0]?.itemId as number | null | undefined) ?? null) : null,
      asOf: level ? new Date(level.asOf) : null,
    })
    .where(eq(stockSyncItems.id, item.id))
    .returning();
  if (replayer) {
    await recordAudit(tx, {
      orgId,
      ...replayer,
      action: 'update',
      entity: 'stock.syncItem',
      entityId: item.id,
      before: { status: item.status, errorKey: item.errorKey },
      after: { status: updated!.status, errorKey: updated!.errorKey, moveIds: updated!.moveIds },
    });
  }
  return updated!;
}

const subjectOf = (mapped: MappedSyncItem) =>
  mapped.kind === 'level' ? mapped.item.code : mapped.shipmentNo;

async function settle(
  tx: Db,
  orgId: number,
  item: SyncItem,
  mapped: MappedSyncItem,
  warehouse: Warehouse,
): Promise<Outcome> {
  const base = { kind: mapped.kind, subject: subjectOf(mapped), mapped, diff: [], moveIds: [] };
  const refused = (
    status: 'rejected' | 'conflict',
    errorKey: MessageKey,
    errorParams: MessageParams = {},
  ) => ({
    ...base,
    status,
    errorKey,
    errorParams,
  });
  if (mapped.warehouseCode !== '' && mapped.warehouseCode !== warehouse.code)
    return refused('rejected', 'warehouseSync.warehouseMismatch', {
      code: mapped.warehouseCode,
      expected: warehouse.code,
    });
  const refs = mapped.kind === 'level' ? [mapped.item] : mapped.lines.map((line) => line.item);
  const ids: number[] = [];
  for (const ref of refs) {
    const id = await catalogueIdOf(tx, orgId, ref);
    if (id === null) return refused('rejected', ...unknownItem(ref));
    ids.push(id);
  }
  const tooFine = await finerThanUnit(tx, orgId, mapped, ids);
  if (tooFine) return refused('rejected', tooFine.messageKey, tooFine.params);
  const result =
    mapped.kind === 'level'
      ? await settleLevel(tx, orgId, item, mapped, ids[0]!, warehouse)
      : await settleShipment(tx, orgId, item, mapped, ids, warehouse);
  return { ...base, ...result };
}

/**
 * A quantity finer than its item's unit allows (3.5 台) is the sender's mistake: the item is
 * rejected with the refusal a document line gets (a shipment's names the line), nothing posted.
 */
async function finerThanUnit(
  tx: Db,
  orgId: number,
  mapped: MappedSyncItem,
  ids: number[],
): Promise<AppError | null> {
  const lines =
    mapped.kind === 'level'
      ? [{ item: mapped.item, quantity: mapped.quantity }]
      : mapped.lines.map((line) => ({ item: line.item, quantity: line.quantity }));
  const refs = lines.map((line, index) => ({ itemKind: line.item.itemKind, itemId: ids[index]! }));
  const items = await stockItemsOf(tx, orgId, refs);
  try {
    refs.forEach((ref, index) => {
      const at = mapped.kind === 'level' ? undefined : { line: index, field: 'quantity' };
      assertUnitPrecision(ref, items.get(itemKeyOf(ref))!, lines[index]!.quantity, at);
    });
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

const unknownItem = (ref: SyncItemRef): [MessageKey, MessageParams] =>
  ref.itemKind === 'product'
    ? ['warehouseSync.unknownSku', { code: ref.code }]
    : ['warehouseSync.unknownFittingCode', { code: ref.code }];

type Settled = Pick<Outcome, 'status' | 'diff' | 'moveIds' | 'errorKey' | 'errorParams'>;

/**
 * A level is "they had N at time T". Ours at T is on-hand now less what our ledger moved after T
 * (sync level adjustments excepted: they count at their own T); the difference is posted now as
 * an adjustment. Levels of one item apply in time order: an older one than the last applied is
 * refused, or it would undo a correction made since.
 */
async function settleLevel(
  tx: Db,
  orgId: number,
  item: SyncItem,
  level: MappedLevel,
  itemId: number,
  warehouse: Warehouse,
): Promise<Settled> {
  const itemKey = { itemKind: level.item.itemKind, itemId };
  const adjustment = await virtualLocationId(tx, orgId, 'adjustment');
  // Warehouse, then balances, in the order every posting takes them; the item is read under them.
  await lockedLocations(tx, orgId, [warehouse.locationId, adjustment]);
  const balances = await lockBalances(tx, orgId, [
    { locationId: warehouse.locationId, ...itemKey },
    { locationId: adjustment, ...itemKey },
  ]);
  const balance = balances.get(`${warehouse.locationId}:${itemKey.itemKind}:${itemId}`)!;
  const asOf = new Date(level.asOf);
  const [latest] = await tx
    .select({ at: max(stockSyncItems.asOf) })
    .from(stockSyncItems)
    .where(
      and(
        eq(stockSyncItems.warehouseId, warehouse.id),
        eq(stockSyncItems.kind, 'level'),
        eq(stockSyncItems.status, 'applied'),
        eq(stockSyncItems.itemKind, itemKey.itemKind),
        eq(stockSyncItems.itemId, itemId),
      ),
    );
  const onHand = quantityUnits(balance.onHand);
  const theirs = quantityUnits(level.quantity);
  const oursAtT = onHand - (await movedInAfter(tx, orgId, warehouse.locationId, itemKey, asOf));
  const change = theirs - oursAtT;
  const diff: WarehouseSyncDiffRow[] = [
    {
      code: level.item.code,
      ...itemKey,
      measure: 'onHand',
      ours: quantityOf(oursAtT),
      theirs: quantityOf(theirs),
      change: quantityOf(change),
    },
  ];
  const settled = (status: Settled['status'], errorKey: MessageKey | '' = '', errorParams = {}) => ({
    status,
    diff,
    moveIds: [],
    errorKey,
    errorParams,
  });
  if (latest?.at && latest.at > asOf)
    return settled('rejected', 'warehouseSync.levelStale', { at: formatBusinessDateTime(latest.at) });
  const reserved = quantityUnits(balance.reserved);
  if (change < 0n && onHand + change < reserved)
    return settled('conflict', 'warehouseSync.reservedShort', {
      code: level.item.code,
      theirs: quantityOf(onHand + change),
      reserved: quantityOf(reserved),
    });
  if (change === 0n) return settled('applied');
  const gain = change > 0n;
  return post(tx, orgId, diff, [
    {
      ...itemKey,
      quantity: quantityOf(gain ? change : -change),
      fromLocationId: gain ? adjustment : warehouse.locationId,
      toLocationId: gain ? warehouse.locationId : adjustment,
      documentKind: SYNC_LEVEL_DOCUMENT,
      documentId: item.id,
      // Sync items are the sender's records, not documents we number: their reference is the number.
      documentNo: item.eventId,
    },
  ]);
}

/** Net quantity our ledger moved into the location after `asOf`, sync level adjustments excepted. */
async function movedInAfter(
  tx: Db,
  orgId: number,
  locationId: number,
  item: { itemKind: 'product' | 'fitting'; itemId: number },
  asOf: Date,
): Promise<bigint> {
  const [row] = await tx
    .select({
      net: sql<string>`coalesce(sum(case when ${stockMoves.toLocationId} = ${locationId} then ${stockMoves.quantity} else -${stockMoves.quantity} end), 0)::text`,
    })
    .from(stockMoves)
    .where(
      and(
        eq(stockMoves.orgId, orgId),
        eq(stockMoves.itemKind, item.itemKind),
        eq(stockMoves.itemId, item.itemId),
        or(eq(stockMoves.toLocationId, locationId), eq(stockMoves.fromLocationId, locationId)),
        gt(stockMoves.effectiveAt, asOf),
        ne(stockMoves.documentKind, SYNC_LEVEL_DOCUMENT),
      ),
    );
  return quantityUnits(row!.net);
}

/**
 * A shipment leaves the warehouse for the customer: one move per line (per serial for serial
 * lines). Stock we don't have on hand is a conflict, whatever the warehouse allows: the sender
 * shipped something our ledger never received, which someone has to look at.
 */
async function settleShipment(
  tx: Db,
  orgId: number,
  item: SyncItem,
  shipment: MappedShipment,
  ids: number[],
  warehouse: Warehouse,
): Promise<Settled> {
  const customer = await virtualLocationId(tx, orgId, 'customer');
  await lockedLocations(tx, orgId, [warehouse.locationId, customer]);
  const lines = shipment.lines.map((line, index) => ({ ...line, itemId: ids[index]! }));
  const balances = await lockBalances(
    tx,
    orgId,
    lines.flatMap((line) => [
      { locationId: warehouse.locationId, itemKind: line.item.itemKind, itemId: line.itemId },
      { locationId: customer, itemKind: line.item.itemKind, itemId: line.itemId },
    ]),
  );
  const onHandOf = (line: (typeof lines)[number]) =>
    quantityUnits(balances.get(`${warehouse.locationId}:${line.item.itemKind}:${line.itemId}`)!.onHand);
  const shippedByItem = new Map<string, bigint>();
  for (const line of lines) {
    const key = `${line.item.itemKind}:${line.itemId}`;
    shippedByItem.set(key, (shippedByItem.get(key) ?? 0n) + quantityUnits(line.quantity));
  }
  const diff: WarehouseSyncDiffRow[] = lines.map((line) => ({
    code: line.item.code,
    itemKind: line.item.itemKind,
    itemId: line.itemId,
    measure: 'shipped',
    ours: quantityOf(onHandOf(line)),
    theirs: line.quantity,
    change: quantityOf(-quantityUnits(line.quantity)),
  }));
  const short = lines.find(
    (line) => onHandOf(line) < shippedByItem.get(`${line.item.itemKind}:${line.itemId}`)!,
  );
  if (short)
    return {
      status: 'conflict',
      diff,
      moveIds: [],
      errorKey: 'warehouseSync.shipmentShort',
      errorParams: {
        code: short.item.code,
        ours: quantityOf(onHandOf(short)),
        theirs: quantityOf(shippedByItem.get(`${short.item.itemKind}:${short.itemId}`)!),
      },
    };
  const moves = lines.flatMap((line): MoveInput[] => {
    const move = {
      itemKind: line.item.itemKind,
      itemId: line.itemId,
      fromLocationId: warehouse.locationId,
      toLocationId: customer,
      documentKind: SYNC_SHIPMENT_DOCUMENT,
      documentId: item.id,
      documentNo: shipment.shipmentNo,
    };
    if (line.serials.length === 0) return [{ ...move, quantity: line.quantity }];
    return line.serials.map((serialNo) => ({ ...move, quantity: '1', serialNo }));
  });
  return post(tx, orgId, diff, moves);
}

/**
 * Posts through the ledger in a savepoint: a refusal of the ledger (disabled warehouse, shortage
 * against reservations, a serial not there) is a conflict of this item, nothing posted.
 */
async function post(
  tx: Db,
  orgId: number,
  diff: WarehouseSyncDiffRow[],
  moves: MoveInput[],
): Promise<Settled> {
  try {
    const moveIds = await tx.transaction((savepoint) =>
      postLedger(savepoint, { orgId, userId: null }, moves),
    );
    return { status: 'applied', diff, moveIds, errorKey: '', errorParams: {} };
  } catch (error) {
    if (error instanceof AppError)
      return { status: 'conflict', diff, moveIds: [], errorKey: error.messageKey, errorParams: error.params };
    if (isDataException(error))
      return { status: 'conflict', diff, moveIds: [], errorKey: 'stock.quantityTooLarge', errorParams: {} };
    throw error;
  }
}

/** What a log reader is told about an unexpected failure: its kind, not the internals. */
function failureDetail(error: unknown): string {
  const pg = pgErrorOf(error);
  if (pg) return `SQLSTATE ${pg.code}`;
  return error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 200) : 'Error';
}

/**
 * A failure that is not the item's fault (database, network, a vendor API down): one more attempt
 * is counted. It stays pending for the retry job until the attempts run out, then it is failed;
 * a replay that fails so is failed at once (the user replays again).
 */
async function recordTransientFailure(
  db: Db,
  orgId: number,
  itemId: number,
  trigger: ApplyTrigger,
  error: unknown,
): Promise<ApplyResult> {
  const detail = failureDetail(error);
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select()
      .from(stockSyncItems)
      .where(and(eq(stockSyncItems.id, itemId), eq(stockSyncItems.orgId, orgId)))
      .for('update');
    if (!item) throw new AppError(404, 'warehouseSync.itemMissing');
    if (item.status === 'applied') return { item, retry: false };
    const attempts = item.attempts + 1;
    const failed = trigger === 'replay' || attempts >= WAREHOUSE_SYNC_MAX_ATTEMPTS;
    const [updated] = await tx
      .update(stockSyncItems)
      .set({
        attempts,
        status: failed ? 'failed' : 'pending',
        errorKey: failed ? 'warehouseSync.failedAfterRetries' : 'warehouseSync.transientFailure',
        errorParams: { attempts, detail },
      })
      .where(eq(stockSyncItems.id, itemId))
      .returning();
    return { item: updated!, retry: !failed };
  });
}
