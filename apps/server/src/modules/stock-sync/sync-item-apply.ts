import { formatBusinessDateTime, quantityOf, quantityUnits } from '@atrium/contract';
import {
  WAREHOUSE_SYNC_MAX_ATTEMPTS,
  type WarehouseSyncDiffRow,
} from '@atrium/contract/endpoints/stock-sync';
import { and, eq, gt, max, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { isDataException } from '../../platform/db/pg-error.js';
import { AppError } from '../../platform/http/app-error.js';
import type { MessageKey, MessageParams } from '../../platform/http/messages.js';
import {
  type ApplyTrigger,
  applyIntakeItem,
  type IntakeItems,
  type IntakeOutcome,
  type Replayer,
} from '../../platform/intake/apply-intake-item.js';
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
 * Applying one logged item (docs/warehouse-sync.md) through the platform intake's runner
 * (platform/intake/apply-intake-item.ts: the row locked, an applied item never posted again,
 * transient failures retried, replays audited). `settle` runs in the item's transaction: the
 * item's new status and the ledger moves commit together or not at all.
 */

export type SyncItem = typeof stockSyncItems.$inferSelect;

/** Document kinds of the moves a sync posts (the document id is the sync item's id). */
export const SYNC_LEVEL_DOCUMENT = 'syncLevel';
export const SYNC_SHIPMENT_DOCUMENT = 'syncShipment';

export const SYNC_RETRY_JOB = 'stock.sync.retry';

type Outcome = IntakeOutcome<SyncItem>;
type Warehouse = { id: number; code: string; locationId: number };

/** A rejection before anything was posted: the kind and subject as far as read, no diff, no moves. */
const rejection = (reading: Extract<ItemReading, { ok: false }>): Outcome => ({
  status: 'rejected',
  kind: reading.kind,
  subject: reading.subject,
  mapped: null,
  diff: [],
  moveIds: [],
  errorKey: reading.key,
  errorParams: reading.params ?? {},
  itemKind: null,
  itemId: null,
  asOf: null,
});

/** The warehouse sync's items, as the platform intake applies them. */
export const WAREHOUSE_SYNC_ITEMS: IntakeItems<SyncItem> = {
  lock: async (tx, orgId, id) => {
    const [item] = await tx
      .select()
      .from(stockSyncItems)
      .where(and(eq(stockSyncItems.id, id), eq(stockSyncItems.orgId, orgId)))
      .for('update');
    return item;
  },
  save: async (tx, id, patch) => {
    const [item] = await tx.update(stockSyncItems).set(patch).where(eq(stockSyncItems.id, id)).returning();
    return item!;
  },
  settle: settleItem,
  unreadable: (item, reason) =>
    rejection({ ok: false, kind: item.kind, subject: item.subject, key: reason.key, params: reason.params }),
  maxAttempts: WAREHOUSE_SYNC_MAX_ATTEMPTS,
  retryJob: SYNC_RETRY_JOB,
  auditEntity: 'stock.syncItem',
  audited: (item) => ({ status: item.status, errorKey: item.errorKey, moveIds: item.moveIds }),
  messages: {
    missing: 'warehouseSync.itemMissing',
    notReplayable: 'warehouseSync.notReplayable',
    transient: 'warehouseSync.transientFailure',
    failed: 'warehouseSync.failedAfterRetries',
  },
};

export const applySyncItem = (
  db: Db,
  orgId: number,
  itemId: number,
  trigger: ApplyTrigger,
  replayer?: Replayer,
) => applyIntakeItem(db, WAREHOUSE_SYNC_ITEMS, orgId, itemId, trigger, replayer);

/** The raw item read again by the warehouse's adapter, then settled against the ledger. */
async function settleItem(tx: Db, item: SyncItem): Promise<Outcome> {
  const [settings] = await tx
    .select({ adapter: stockSyncSettings.adapter })
    .from(stockSyncSettings)
    .where(eq(stockSyncSettings.warehouseId, item.warehouseId));
  const root = await warehouseRoot(tx, item.orgId, item.warehouseId);
  const warehouse = { id: item.warehouseId, code: root.warehouse.code, locationId: root.locationId };
  const reading = await adapterOf(settings!.adapter).readItem(item.raw, item.receivedAt);
  if (!reading.ok) return rejection(reading);
  const outcome = await settle(tx, item.orgId, item, reading.item, warehouse);
  const level = reading.item.kind === 'level' ? reading.item : null;
  return {
    ...outcome,
    itemKind: level?.item.itemKind ?? null,
    itemId: level ? ((outcome.diff?.[0]?.itemId as number | null | undefined) ?? null) : null,
    asOf: level ? new Date(level.asOf) : null,
  };
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
