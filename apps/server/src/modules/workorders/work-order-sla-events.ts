import { workOrderDetailPath } from '@atrium/contract/endpoints/work-orders';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { notifyUsers } from '../../platform/notifications/notify-users.js';
import { timelineEntries } from '../../platform/timeline/timeline.tables.js';
import { supportGroupLeaders } from '../crm/support/support-group-staff.js';
import type { SlaEvent } from './work-order-sla.js';

/**
 * What a clock crossing its warning or its target does (docs/workorders.md "SLA"), the same from a
 * request and from the scan job: an `event` entry on the work order's timeline (`slaWarning`,
 * `slaBreached`, with the clock), a notice to the responsible person, and on a breach an
 * escalation to the group's leader (a notice, and an `slaEscalated` entry naming them).
 */

export interface SlaEventsOf {
  workOrderId: number;
  documentNo: string;
  responsibleUserId: number | null;
  groupId: number | null;
  events: readonly SlaEvent[];
}

/**
 * The entries in one statement whatever their number (a scan batch writes thousands): the rows go
 * as one JSON parameter, so no statement outgrows PostgreSQL's parameter limit.
 */
async function writeEventEntries(
  tx: Db,
  orgId: number,
  entries: readonly { recordId: number; action: string; data: Record<string, unknown> }[],
  at: Date,
) {
  if (entries.length === 0) return;
  await tx.execute(sql`insert into ${timelineEntries} (org_id, record_kind, record_id, type, action, data, at)
    select ${orgId}, 'workOrder', e."recordId", 'event', e.action, e.data, ${at}
    from jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) as e("recordId" integer, action text, data jsonb)`);
}

/**
 * Writes the events of some work orders of one organization, in the transaction that settled
 * their clocks at `at`.
 */
export async function recordSlaEvents(
  tx: Db,
  orgId: number,
  items: readonly SlaEventsOf[],
  at: Date,
): Promise<void> {
  const happened = items.filter((item) => item.events.length > 0);
  if (happened.length === 0) return;
  const breached = new Set(
    happened.filter((item) => item.events.some((event) => event.event === 'slaBreached')),
  );
  const leaders = await supportGroupLeaders(
    tx,
    orgId,
    [...breached].flatMap((item) => (item.groupId === null ? [] : [item.groupId])),
  );
  const leaderOf = (item: SlaEventsOf) => (item.groupId === null ? undefined : leaders.get(item.groupId));
  await writeEventEntries(
    tx,
    orgId,
    happened.flatMap((item) => {
      const leader = leaderOf(item);
      return [
        ...item.events.map(({ clock, event }) => ({
          recordId: item.workOrderId,
          action: event,
          data: { clock },
        })),
        ...(leader !== undefined && breached.has(item)
          ? [{ recordId: item.workOrderId, action: 'slaEscalated', data: { leaderUserId: leader } }]
          : []),
      ];
    }),
    at,
  );
  // One notice per recipient and kind: a work order's own, or a count when a scan found several.
  const byRecipient = new Map<string, { userId: number; breach: boolean; items: SlaEventsOf[] }>();
  const tell = (userId: number | null | undefined, breach: boolean, item: SlaEventsOf) => {
    if (userId === null || userId === undefined) return;
    const key = `${userId}:${breach}`;
    const entry = byRecipient.get(key) ?? { userId, breach, items: [] };
    entry.items.push(item);
    byRecipient.set(key, entry);
  };
  for (const item of happened) {
    const breach = breached.has(item);
    tell(item.responsibleUserId, breach, item);
    if (breach) tell(leaderOf(item), true, item);
  }
  for (const { userId, breach, items: told } of byRecipient.values()) {
    const kind = breach ? 'workOrder.slaBreached' : 'workOrder.slaWarning';
    const only = told.length === 1 ? told[0]! : undefined;
    await notifyUsers(
      tx,
      orgId,
      [userId],
      only
        ? {
            kind,
            title: breach ? 'workorders.noticeSlaBreached' : 'workorders.noticeSlaWarning',
            params: { documentNo: only.documentNo },
            record: { kind: 'workOrder', id: only.workOrderId },
            path: workOrderDetailPath(only.workOrderId),
          }
        : {
            kind,
            title: breach ? 'workorders.noticeSlaBreaches' : 'workorders.noticeSlaWarnings',
            params: { count: told.length },
            path: `/workorder/myResponsible?slaState=${breach ? 'breached' : 'warning'}`,
          },
    );
  }
}
