import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';

/** The NOTIFY channel every server process listens on for realtime events. */
export const REALTIME_CHANNEL = 'atrium_realtime';

// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; events name records, they don't carry them.
const PAYLOAD_MAX_BYTES = 7900;

/** An event for the signed-in browsers of one organization: all of its members, or the users named. */
export interface RealtimeEvent<T = unknown> {
  orgId: number;
  /** Only these users receive it; absent: every connected member of the organization. */
  userIds?: number[];
  type: string;
  data: T;
}

export class RealtimePayloadTooLargeError extends Error {
  override name = 'RealtimePayloadTooLargeError';
}

/**
 * Publishes an event to every server process on this database, each delivering it to its own
 * sockets. Given a transaction, the event leaves on commit and never after a rollback.
 */
export async function publishRealtime<T>(db: Db, event: RealtimeEvent<T>): Promise<void> {
  const payload = JSON.stringify({ ...event, at: new Date().toISOString() });
  if (Buffer.byteLength(payload) > PAYLOAD_MAX_BYTES)
    throw new RealtimePayloadTooLargeError(
      `realtime event ${event.type} is ${Buffer.byteLength(payload)} bytes`,
    );
  await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`);
}
