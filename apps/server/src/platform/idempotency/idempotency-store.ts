import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { idempotencyKeys } from './idempotency.tables.js';

/** How long a key answers for; an older one is as if never sent (and is swept). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3600_000;

/** What a key was first sent with: the same key may only come back with the same request. */
export interface IdempotentRequest {
  userId: number;
  key: string;
  orgId: number;
  method: string;
  path: string;
  bodyHash: string;
}

export type Claim =
  /** The key is new: this request runs, and its answer is stored or the claim released. */
  | { kind: 'claimed' }
  /** The same request succeeded before: answer this again without running it. */
  | { kind: 'replay'; statusCode: number; responseBody: string }
  /** The same request is still running (a double submit racing the first). */
  | { kind: 'running' }
  /** The key was sent before with another request (another body, path or organization). */
  | { kind: 'mismatch' };

const keyOf = (request: Pick<IdempotentRequest, 'userId' | 'key'>) =>
  and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key));

/**
 * Claims the key for this request by inserting its row first: the primary key lets only one of two
 * racing requests in (handlers commit their own transactions, so the claim cannot share theirs).
 */
export async function claimKey(db: Db, request: IdempotentRequest, now = new Date()): Promise<Claim> {
  const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  await db.delete(idempotencyKeys).where(and(keyOf(request), lt(idempotencyKeys.createdAt, expiredBefore)));
  // Twice at most: the row met may be released (its request failed) before it is read.
  for (let attempt = 0; attempt < 2; attempt++) {
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ ...request, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) return { kind: 'claimed' };
    const [stored] = await db.select().from(idempotencyKeys).where(keyOf(request));
    if (!stored) continue;
    const same =
      stored.orgId === request.orgId &&
      stored.method === request.method &&
      stored.path === request.path &&
      stored.bodyHash === request.bodyHash;
    if (!same) return { kind: 'mismatch' };
    if (stored.statusCode === null || stored.responseBody === null) return { kind: 'running' };
    return { kind: 'replay', statusCode: stored.statusCode, responseBody: stored.responseBody };
  }
  return { kind: 'running' };
}

/** Keeps a successful answer for the key's later requests. */
export async function storeAnswer(
  db: Db,
  request: IdempotentRequest,
  statusCode: number,
  responseBody: string,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode, responseBody })
    .where(and(keyOf(request), isNull(idempotencyKeys.statusCode)));
}

/** Gives the key back after a failed request: errors are not replayed, a retry runs again. */
export async function releaseKey(db: Db, request: IdempotentRequest): Promise<void> {
  await db.delete(idempotencyKeys).where(and(keyOf(request), isNull(idempotencyKeys.statusCode)));
}

/** Removes the keys older than the TTL, whoever sent them. */
export async function sweepIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  const swept = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, expiredBefore))
    .returning({ key: idempotencyKeys.key });
  return swept.length;
}
