import type { Db } from '../db/database.js';
import { type IntakeVia, intakeEvents } from './intake-events.tables.js';

/** Which source a delivery came to: the key of its event ids. */
export interface IntakeKey {
  orgId: number;
  /** The module's name for its sources (`warehouseSync`, `clueSync`). */
  sourceKind: string;
  sourceId: number;
}

/**
 * Takes a delivery once per (organization, source, sender's event id): claims the event id and
 * runs `logItems` (the module writes a row per item received) in one transaction; null when the
 * event id was taken before. A repeat racing the first waits on the first's key and then finds it
 * taken, so two concurrent deliveries of one event log and apply it once. The module applies each
 * logged item after this, each in its own transaction (or settles them in `logItems`).
 */
export async function takeDelivery<T>(
  db: Db,
  key: IntakeKey,
  eventId: string,
  via: IntakeVia,
  logItems: (tx: Db, receivedAt: Date) => Promise<T>,
): Promise<T | null> {
  const receivedAt = new Date();
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(intakeEvents)
      .values({ ...key, eventId, via, receivedAt })
      .onConflictDoNothing()
      .returning({ eventId: intakeEvents.eventId });
    if (!fresh) return null;
    return logItems(tx, receivedAt);
  });
}
