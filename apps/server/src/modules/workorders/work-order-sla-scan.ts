import type { WorkOrderSlaState } from '@atrium/contract/endpoints/work-orders';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { JobSchedule } from '../../platform/jobs/job-scheduler.js';
import { eventsBetween } from './work-order-sla.js';
import { recordSlaEvents } from './work-order-sla-events.js';
import { workOrders } from './work-orders.tables.js';

/**
 * The SLA scan (docs/workorders.md "SLA"): every minute, for each organization with a work order
 * whose `sla_next_check_at` has come, a durable job settles those work orders in batches. The
 * warning and due instants were computed in business time when the clock last changed, so the
 * scan needs no calendar: one UPDATE per batch moves each clock that passed its warning instant to
 * `warning` and one that passed its due instant to `breached`, and sets the next check; the same
 * transaction writes the timeline events and the notices (responsible person; on a breach the
 * group's leader too, the escalation). A batch's rows are locked (SKIP LOCKED: a request changing
 * a work order meanwhile keeps it, and settles it itself).
 */

export const SLA_SCAN_JOB = 'workorders.slaScan';
export const SLA_SCAN_BATCH = 5000;

async function organizationsWithDueChecks(db: Db): Promise<number[]> {
  const rows = await db.execute(
    sql`select o.id from organizations o where exists (select 1 from ${workOrders} w
      where w.org_id = o.id and w.sla_next_check_at is not null and w.sla_next_check_at <= now())`,
  );
  return (rows as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

export const SLA_SCAN_SCHEDULE: JobSchedule = {
  name: 'workorders.slaScan.everyMinute',
  cron: '* * * * *',
  kind: SLA_SCAN_JOB,
  organizations: organizationsWithDueChecks,
};

/** A clock's state after `now`: breached past its due instant, warning past its warning instant. */
const settledState = (prefix: 'resp' | 'res', now: Date) => {
  const c = (name: string) => sql.raw(`w.${prefix}_${name}`);
  return sql`case
    when ${c('running_since')} is null then ${c('state')}
    when ${c('due_at')} <= ${now} then 'breached'
    when ${c('warn_at')} <= ${now} and ${c('state')} = 'running' then 'warning'
    else ${c('state')} end`;
};

/** The next instant a clock must be looked at in its new state. */
const nextCheck = (prefix: 'resp' | 'res') => {
  const c = (name: string) => sql.raw(`w.${prefix}_${name}`);
  const state = sql.raw(`s.new_${prefix}`);
  return sql`case when ${c('running_since')} is null then null
    when ${state} = 'running' then ${c('warn_at')}
    when ${state} = 'warning' then ${c('due_at')} end`;
};

interface Settled {
  id: number;
  document_no: string;
  responsible_user_id: number | null;
  group_id: number | null;
  old_resp: WorkOrderSlaState;
  new_resp: WorkOrderSlaState;
  old_res: WorkOrderSlaState;
  new_res: WorkOrderSlaState;
}

/** Settles one batch of the organization's due work orders at `now`; answers how many it settled. */
async function settleBatch(db: Db, orgId: number, now: Date, batch: number): Promise<number> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      with due as (
        select w.id from ${workOrders} w
        where w.org_id = ${orgId} and w.sla_next_check_at is not null and w.sla_next_check_at <= ${now}
        order by w.sla_next_check_at
        limit ${batch}
        for update skip locked
      ), s as (
        select w.id, w.resp_state as old_resp, w.res_state as old_res,
          ${settledState('resp', now)} as new_resp, ${settledState('res', now)} as new_res
        from ${workOrders} w join due on due.id = w.id
      )
      update ${workOrders} w set
        resp_state = s.new_resp,
        res_state = s.new_res,
        sla_next_check_at = least(${nextCheck('resp')}, ${nextCheck('res')})
      from s where w.id = s.id
      returning w.id, w.document_no, w.responsible_user_id, w.group_id, s.old_resp, s.new_resp, s.old_res, s.new_res`);
    const rows = (result as unknown as { rows: Settled[] }).rows;
    await recordSlaEvents(
      tx,
      orgId,
      rows.map((row) => ({
        workOrderId: Number(row.id),
        documentNo: row.document_no,
        responsibleUserId: row.responsible_user_id === null ? null : Number(row.responsible_user_id),
        groupId: row.group_id === null ? null : Number(row.group_id),
        events: [
          ...eventsBetween('response', row.old_resp, row.new_resp),
          ...eventsBetween('resolution', row.old_res, row.new_res),
        ],
      })),
      now,
    );
    return rows.length;
  });
}

/**
 * Settles every work order of the organization whose next check has come by `now`, batch by batch
 * (each its own transaction); answers how many it settled.
 */
export async function runSlaScan(db: Db, orgId: number, now: Date, batch = SLA_SCAN_BATCH): Promise<number> {
  let settled = 0;
  for (;;) {
    const done = await settleBatch(db, orgId, now, batch);
    settled += done;
    if (done < batch) return settled;
  }
}

export function registerSlaScanJob(queue: JobQueue): void {
  queue.register(SLA_SCAN_JOB, async ({ job, db }) => {
    // The period the schedule queued the job for is its clock (tests step it).
    const now = typeof job.payload.period === 'string' ? new Date(job.payload.period) : new Date();
    return { settled: await runSlaScan(db, job.orgId, now) };
  });
}
