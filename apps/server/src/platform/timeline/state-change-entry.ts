import type { Db } from '../db/database.js';
import { writeTimelineEntries } from './timeline-entries.js';

/**
 * A record's state change on its timeline, in the transaction that changed it: written by every
 * named transition (platform/transitions), and by demo data that takes one without an app.
 */
export function writeStateChange(
  tx: Db,
  recordKind: string,
  transition: string,
  change: { actor: { orgId: number; userId: number | null }; id: number; from: string; to: string },
) {
  return writeTimelineEntries(tx, [
    {
      orgId: change.actor.orgId,
      recordKind,
      recordId: change.id,
      type: 'state',
      action: transition,
      fromState: change.from,
      toState: change.to,
      authorUserId: change.actor.userId,
    },
  ]);
}
