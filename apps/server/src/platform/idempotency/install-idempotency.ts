import { createHash } from 'node:crypto';
import { HEADER_IDEMPOTENCY_KEY, HEADER_IDEMPOTENT_REPLAYED } from '@atrium/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import {
  claimKey,
  type IdempotentRequest,
  releaseKey,
  storeAnswer,
  sweepIdempotencyKeys,
} from './idempotency-store.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request claimed, until its answer is stored or the claim released. */
    idempotencyClaim: IdempotentRequest | null;
  }
}

/** Visible ASCII only, so a key is the same bytes in every log, proxy and database. */
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;
const SWEEP_EVERY_MS = 24 * 3600_000;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * `Idempotency-Key` on every write a signed-in member sends (docs/architecture.md §3i): the first
 * request with a key runs; the same key with the same request within 24 hours answers the first
 * success again, marked `Idempotent-Replayed: true`, without running it; with another request it is
 * refused (422). A key whose first request still runs answers 409; a failed request releases its
 * key. Without the header nothing changes. Multipart uploads are left out: their body is read by the
 * handler, so it cannot be compared before it runs.
 */
export function installIdempotency(app: FastifyInstance, db: Db): void {
  app.decorateRequest('idempotencyClaim', null);

  app.addHook('preHandler', async (request, reply) => {
    const claim = idempotentRequestOf(request);
    if (!claim) return;
    const outcome = await claimKey(db, claim);
    if (outcome.kind === 'mismatch') throw new AppError(422, 'idempotency.keyReused');
    if (outcome.kind === 'running') throw new AppError(409, 'idempotency.stillRunning');
    if (outcome.kind === 'replay') return replay(reply, outcome.statusCode, outcome.responseBody);
    request.idempotencyClaim = claim;
  });

  // In onSend, before the answer leaves: a retry that follows it at once finds it stored.
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    const succeeded = reply.statusCode >= 200 && reply.statusCode < 300;
    // Only an envelope is kept: a file answer (a download's stream or text) is not replayed.
    const isJson = String(reply.getHeader('content-type') ?? '').includes('application/json');
    try {
      if (succeeded && isJson && typeof payload === 'string')
        await storeAnswer(db, claim, reply.statusCode, payload);
      else await releaseKey(db, claim);
    } catch (error) {
      // The work is done and answered; a key left claimed answers 409 until it expires, never twice.
      request.log.error({ err: error }, 'idempotency key not settled');
    }
    return payload;
  });

  // A request that ended without an answer sent (the client went away) still gives its key back.
  app.addHook('onResponse', async (request) => {
    const claim = request.idempotencyClaim;
    if (!claim) return;
    request.idempotencyClaim = null;
    await releaseKey(db, claim);
  });

  app.jobs.every(SWEEP_EVERY_MS, () => sweepIdempotencyKeys(db));
}

/** The key and what it stands for, on a write of a signed-in member that sent one; else null. */
function idempotentRequestOf(request: FastifyRequest): IdempotentRequest | null {
  const key = request.headers[HEADER_IDEMPOTENCY_KEY.toLowerCase()];
  if (key === undefined || READS.has(request.method) || !request.member) return null;
  if (request.headers['content-type']?.startsWith('multipart/')) return null;
  if (typeof key !== 'string' || !KEY_FORMAT.test(key)) throw new AppError(400, 'idempotency.keyInvalid');
  const bodyHash = createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
  const { userId, orgId } = request.member;
  return { userId, key, orgId, method: request.method, path: request.url, bodyHash };
}

function replay(reply: FastifyReply, statusCode: number, responseBody: string): FastifyReply {
  return reply
    .status(statusCode)
    .header(HEADER_IDEMPOTENT_REPLAYED, 'true')
    .type('application/json; charset=utf-8')
    .send(responseBody);
}
