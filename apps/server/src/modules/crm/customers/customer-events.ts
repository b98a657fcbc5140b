import { customerTimeline } from '@atrium/contract/endpoints/crm-customer-timeline';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { writeTimelineEntries } from '../../../platform/timeline/timeline-entries.js';
import { users } from '../../admin/admin.tables.js';
import { customerEvents } from '../customers.tables.js';

type CustomerEventRow = typeof customerEvents.$inferInsert;

/**
 * Writes customer events (the CRM's own log the private-sea rules and sales viewing query by
 * owner) and each one's entry on the customer's timeline, in the caller's transaction. A
 * follow-up's `followed_up` event stays off the timeline: the follow-up itself is there
 * (activity-timeline.ts), with its content and files.
 */
export async function insertCustomerEvents(tx: Db, rows: CustomerEventRow | readonly CustomerEventRow[]) {
  const events = Array.isArray(rows) ? rows : [rows as CustomerEventRow];
  if (events.length === 0) return;
  const at = new Date();
  await tx.insert(customerEvents).values(events.map((event) => ({ at, ...event })));
  const shown = events.filter((event) => event.kind !== 'followed_up');
  const ownerIds = [
    ...new Set(shown.flatMap((event) => [event.fromOwnerUserId ?? [], event.toOwnerUserId ?? []].flat())),
  ];
  const names = new Map(
    ownerIds.length === 0
      ? []
      : (
          await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ownerIds))
        ).map(({ id, name }) => [id, name]),
  );
  const nameOf = (id: number | null | undefined) => (id == null ? '' : (names.get(id) ?? ''));
  await writeTimelineEntries(
    tx,
    shown.map((event) => ({
      orgId: event.orgId,
      recordKind: customerTimeline.kind,
      recordId: event.customerId,
      type: 'event' as const,
      action: event.kind,
      body: event.reason ?? '',
      // The owners' names as they were, as the event row's joins showed them.
      data: { fromOwnerName: nameOf(event.fromOwnerUserId), toOwnerName: nameOf(event.toOwnerUserId) },
      authorUserId: event.actorUserId ?? null,
      at: event.at ?? at,
    })),
  );
}
