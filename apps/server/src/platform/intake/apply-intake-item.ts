import { recordAudit } from '../audit/record-audit.js';
import type { Db } from '../db/database.js';
import { pgErrorOf } from '../db/pg-error.js';
import { AppError } from '../http/app-error.js';
import type { MessageKey, MessageParams } from '../http/messages.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { type EscapedRaw, escapedItemReason } from './intake-raw.js';

/**
 * Applying one logged intake item (docs/architecture.md, Intake). The item's row is locked first
 * and its status decides: an applied item is never applied again, so a replay, a retry job and a
 * second replay racing it all end in one effect. The module's `settle` runs in the item's
 * transaction: the item's new status and the module's effect commit together or not at all.
 */

export type IntakeItemStatus = 'pending' | 'applied' | 'rejected' | 'conflict' | 'failed';

/** The columns every intake item row has (the module's table adds its own). */
export interface IntakeItemState {
  id: number;
  orgId: number;
  raw: unknown;
  rawEscaped: boolean;
  status: IntakeItemStatus;
  attempts: number;
  errorKey: string;
  errorParams: MessageParams;
  appliedAt: Date | null;
}

/** What settling an item decided: its status and reason, and the module's own columns. */
export type IntakeOutcome<Item> = Partial<Item> & {
  status: IntakeItemStatus;
  errorKey: MessageKey | '';
  errorParams: MessageParams;
};

/** What asked for the apply: the webhook or a pull (first try), the retry job, or a user's replay. */
export type ApplyTrigger = 'receive' | 'retry' | 'replay';

/** Who replays (audited with the outcome, in its transaction); none for the webhook and the jobs. */
export type Replayer = { userId: number; ip?: string };

export interface ApplyResult<Item> {
  item: Item;
  /** A transient failure left it pending: the retry job is queued. */
  retry: boolean;
}

/** What a module tells the platform about its logged items. */
export interface IntakeItems<Item extends IntakeItemState> {
  /** The item's row, locked (`SELECT … FOR UPDATE`), when it is the organization's. */
  lock(tx: Db, orgId: number, id: number): Promise<Item | undefined>;
  save(tx: Db, id: number, patch: Partial<Item>): Promise<Item>;
  /**
   * Reads the raw item afresh and applies it (row locked, in its transaction). A rule of the
   * module refusing it is an outcome (`rejected`, `conflict`); anything thrown that is not an
   * AppError is transient and retried.
   */
  settle(tx: Db, item: Item): Promise<IntakeOutcome<Item>>;
  /** The outcome of an item kept escaped (its text can't be read): its reason, and the module's columns. */
  unreadable(item: Item, reason: { key: MessageKey; params: MessageParams }): IntakeOutcome<Item>;
  maxAttempts: number;
  /** The job that retries a pending item (registered with `registerIntakeRetry`). */
  retryJob: string;
  /** The audit entity of a replay (`stock.syncItem`), and what its entry keeps of the item before and after. */
  auditEntity: string;
  audited(item: Item): Record<string, unknown>;
  messages: { missing: MessageKey; notReplayable: MessageKey; transient: MessageKey; failed: MessageKey };
}

const REPLAYABLE: readonly IntakeItemStatus[] = ['rejected', 'conflict', 'failed'];

export async function applyIntakeItem<Item extends IntakeItemState>(
  db: Db,
  items: IntakeItems<Item>,
  orgId: number,
  itemId: number,
  trigger: ApplyTrigger,
  replayer?: Replayer,
): Promise<ApplyResult<Item>> {
  try {
    const item = await db.transaction((tx) => applyLocked(tx, items, orgId, itemId, trigger, replayer));
    return { item, retry: false };
  } catch (error) {
    // A refusal meant for the caller (404, not replayable); anything else is worth another try.
    if (error instanceof AppError) throw error;
    return recordTransientFailure(db, items, orgId, itemId, trigger, error);
  }
}

async function applyLocked<Item extends IntakeItemState>(
  tx: Db,
  items: IntakeItems<Item>,
  orgId: number,
  itemId: number,
  trigger: ApplyTrigger,
  replayer: Replayer | undefined,
): Promise<Item> {
  const item = await items.lock(tx, orgId, itemId);
  if (!item) throw new AppError(404, items.messages.missing);
  if (item.status === 'applied') return item;
  if (trigger === 'retry' && item.status !== 'pending') return item;
  if (trigger === 'replay' && !REPLAYABLE.includes(item.status))
    throw new AppError(400, items.messages.notReplayable);
  const outcome = item.rawEscaped
    ? items.unreadable(item, escapedItemReason(item.raw as EscapedRaw))
    : await items.settle(tx, item);
  const updated = await items.save(tx, item.id, {
    ...outcome,
    attempts: item.attempts + 1,
    appliedAt: outcome.status === 'applied' ? new Date() : null,
  } as Partial<Item>);
  if (replayer) {
    await recordAudit(tx, {
      orgId,
      ...replayer,
      action: 'update',
      entity: items.auditEntity,
      entityId: item.id,
      before: items.audited(item),
      after: items.audited(updated),
    });
  }
  return updated;
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
async function recordTransientFailure<Item extends IntakeItemState>(
  db: Db,
  items: IntakeItems<Item>,
  orgId: number,
  itemId: number,
  trigger: ApplyTrigger,
  error: unknown,
): Promise<ApplyResult<Item>> {
  const detail = failureDetail(error);
  return db.transaction(async (tx) => {
    const item = await items.lock(tx, orgId, itemId);
    if (!item) throw new AppError(404, items.messages.missing);
    if (item.status === 'applied') return { item, retry: false };
    const attempts = item.attempts + 1;
    const failed = trigger === 'replay' || attempts >= items.maxAttempts;
    const patch: Partial<IntakeItemState> = {
      attempts,
      status: failed ? 'failed' : 'pending',
      errorKey: failed ? items.messages.failed : items.messages.transient,
      errorParams: { attempts, detail },
    };
    const updated = await items.save(tx, itemId, patch as Partial<Item>);
    return { item: updated, retry: !failed };
  });
}

/**
 * Applies a delivery's logged items in turn, each in its own transaction; an item a transient
 * failure left pending goes to `onRetry` (`queueIntakeRetry`, or a demo seed's refusal).
 */
export async function applyIntakeItems<Item extends IntakeItemState>(
  db: Db,
  items: IntakeItems<Item>,
  orgId: number,
  ids: number[],
  onRetry: (item: Item) => Promise<unknown>,
): Promise<Item[]> {
  const applied: Item[] = [];
  for (const id of ids) {
    const { item, retry } = await applyIntakeItem(db, items, orgId, id, 'receive');
    if (retry) await onRetry(item);
    applied.push(item);
  }
  return applied;
}

/** One retry job per waiting item at a time (the dedupe key), with the queue's back-off between tries. */
export const queueIntakeRetry = <Item extends IntakeItemState>(
  jobs: JobQueue,
  items: IntakeItems<Item>,
  item: Item,
) =>
  jobs.enqueue({
    kind: items.retryJob,
    orgId: item.orgId,
    payload: { itemId: item.id },
    dedupeKey: `${items.retryJob}:${item.id}`,
  });

/**
 * The retry job: the first try was the webhook's (or the pull's), so it has the remaining
 * attempts; while the item stays pending the handler throws and the queue backs off (5 s, 25 s, …).
 */
export function registerIntakeRetry<Item extends IntakeItemState>(queue: JobQueue, items: IntakeItems<Item>) {
  queue.register(
    items.retryJob,
    async ({ job, db }) => {
      const { item, retry } = await applyIntakeItem(
        db,
        items,
        job.orgId,
        Number(job.payload.itemId),
        'retry',
      );
      if (retry) throw new Error(`Intake item ${item.id} is still failing`);
      return { itemId: item.id, status: item.status };
    },
    { maxAttempts: items.maxAttempts - 1 },
  );
}
