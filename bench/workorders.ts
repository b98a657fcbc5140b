// `npx tsx bench/workorders.ts` (or `npm run bench -- workorders`; `npm run bench` runs it with the
// other big-data benches): work orders at the size of issue 25 on a throwaway PostgreSQL 15 cluster
// (or `--pglite`), in the demo organization —
//  - 1,000,000 work orders over the demo's types, priorities and both support groups, reported by
//    and assigned to the eight demo accounts, a year of creation times, written by one
//    generate_series insert: half of them still being worked on (open in a queue, offered,
//    accepted, in progress, waiting for the customer) with running or paused clocks whose warning
//    and due instants lie around now, the other half resolved or closed; a follower on one in ten
//    (系统管理员), and each work order's responsible person among its handlers;
//  - then, server time (Server-Timing) over BENCH_ITERATIONS requests of each of the five list
//    views through the real route (GET /erp/workorder/page?view=…): 全部工单 as the administrator
//    (page 1, random pages 1–1000, sorted by time left) and as 钱售后 (scope "mine"), 我提交的 (赵坐席),
//    我负责的 and 我经办的 (钱售后), 我关注的 (系统管理员);
//  - and, timed first, before the app starts (its own scan job would settle them meanwhile), the
//    SLA scan (workorders.slaScan's work, runSlaScan) over every work order still being
//    worked on whose clock runs: each is due for a check, so the scan settles all of them in
//    batches, marking warnings and breaches, writing their timeline events and notices.
// Targets (issue 25): each view p95 ≤ 20 ms; the scan ≤ 30 s. Figures are printed, not asserted
// (wall-clock). Sizes: --orders=N (develop at e.g. --orders=20000); --keep=<dir> keeps the cluster
// there, and a later run with the same --keep reuses its generated work orders (not the scan's);
// --explain prints each view's plan.

import { and, eq, sql } from 'drizzle-orm';
import {
  organizations,
  userOrganizations,
  userRoles,
  users,
} from '../apps/server/src/modules/admin/admin.tables.js';
import { crmSupportGroups } from '../apps/server/src/modules/crm/support.tables.js';
import {
  workOrderListWhere,
  workOrderOrder,
} from '../apps/server/src/modules/workorders/work-order-queries.js';
import { runSlaScan } from '../apps/server/src/modules/workorders/work-order-sla-scan.js';
import {
  workOrderFollowers,
  workOrderHandlers,
  workOrders,
} from '../apps/server/src/modules/workorders/work-orders.tables.js';
import {
  workOrderPriorities,
  workOrderTypes,
} from '../apps/server/src/modules/workorders/workorder-settings.tables.js';
import type { Database } from '../apps/server/src/platform/db/database.js';
import { vacuumAfterBulkWrite } from '../apps/server/src/platform/db/vacuum-after-bulk-write.js';
import { startBenchApp } from './lib/bench-app.js';
import { withBenchDatabase } from './lib/bench-database.js';
import { count, flag, load, rowsOf, seconds } from './lib/bench-run.js';
import { demoOwnerArrays } from './lib/demo-owners.js';
import { summarize } from './lib/latency.js';

const ORDERS = Number(flag('orders') ?? process.env.BENCH_WORKORDER_ORDERS ?? 1_000_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const KEEP_DIR = flag('keep');
const KIND = process.argv.includes('--pglite') ? 'pglite' : 'postgres';
/** `--explain`: print each view's page-1 plan (EXPLAIN ANALYZE) after the timings. */
const EXPLAIN = process.argv.includes('--explain');
/** The account of the sparse-scope case (sparseTechnician). */
const SPARSE_TECHNICIAN = 'bench-technician';
const randomInt = (max: number) => 1 + Math.floor(Math.random() * max);

await withBenchDatabase(
  { name: 'workorders', kind: KIND, keepDir: KEEP_DIR },
  async ({ database, scratch, reused }) => {
    const { db } = database;
    const [demo] = await db.select().from(organizations).where(eq(organizations.code, 'demo'));
    const orgId = demo!.id;
    if (reused) {
      console.log(
        `\nWork orders bench: reusing the work orders generated in ${KEEP_DIR}; load average ${load()}`,
      );
    } else {
      console.log(`\nWork orders bench (${KIND}): load average ${load()} (1/5/15 min) before generating`);
      await generate(database, orgId);
    }
    await sparseTechnician(database, orgId);
    const [{ total, working }] = rowsOf(
      await db.execute(sql`select count(*)::int as total,
      (count(*) filter (where status not in ('resolved', 'closed')))::int as working from ${workOrders}`),
    ) as [{ total: number; working: number }];

    // The scan first, before the app starts: the app's own scan job (every minute) would
    // otherwise settle the due work orders in the background while the lists are timed.
    const [{ due }] = rowsOf(
      await db.execute(sql`select count(*)::int as due from ${workOrders}
      where org_id = ${orgId} and sla_next_check_at <= now()`),
    ) as [{ due: number }];
    const started = performance.now();
    const settled = await runSlaScan(db, orgId, new Date());
    const scanMs = performance.now() - started;
    const states = rowsOf(
      await db.execute(sql`select res_state as state, count(*)::int as n from ${workOrders}
      where status not in ('resolved', 'closed') group by res_state order by res_state`),
    ) as { state: string; n: number }[];
    console.log(
      `\nSLA scan over ${count(due)} work orders due for a check (target ≤ 30 s): ${seconds(scanMs)}, ${count(settled)} settled`,
    );
    console.log(`  resolution clocks now: ${states.map((row) => `${row.state} ${count(row.n)}`).join(', ')}`);

    const { app, url, headersOf } = await startBenchApp(database, scratch);
    try {
      const admin = await headersOf('admin');
      const service = await headersOf('service');
      const agent = await headersOf('agent');
      const technician = await headersOf(SPARSE_TECHNICIAN);
      const list =
        (headers: Record<string, string>, view: string, pageNum: () => number = () => 1, sort = '') =>
        () =>
          fetch(
            `${url}/erp/workorder/page?view=${view}&pageNum=${pageNum()}&pageSize=10${sort ? `&sort=${sort}` : ''}`,
            {
              headers,
            },
          );
      const series = [
        [
          'baseline: GET /erp/admin/user/info',
          () => fetch(`${url}/erp/admin/user/info`, { headers: admin }),
          0,
        ],
        ['全部工单 (系统管理员), page 1', list(admin, 'all'), 20],
        ['全部工单 (系统管理员), random page 1–1000', list(admin, 'all', () => randomInt(1000)), 20],
        ['全部工单 (系统管理员), by time left', list(admin, 'all', () => 1, 'due'), 20],
        ['全部工单 (钱售后: mine and my queue), page 1', list(service, 'all'), 20],
        ['全部工单 (a technician: 300 of their own), page 1', list(technician, 'all'), 20],
        ['我提交的 (赵坐席), page 1', list(agent, 'reported'), 20],
        ['我负责的 (钱售后), page 1', list(service, 'responsible'), 20],
        ['我关注的 (系统管理员), page 1', list(admin, 'followed'), 20],
        ['我经办的 (钱售后), page 1', list(service, 'charged'), 20],
      ] as const;
      const first = await list(admin, 'all')();
      if (first.status !== 200) throw new Error(`the list answered ${first.status}: ${await first.text()}`);
      console.log(
        `\nWork-order lists at ${count(total)} work orders (${count(working)} being worked on), server time (Server-Timing), ms; load average ${load()}`,
      );
      console.log('  request                                              n     median    p95   target p95');
      for (const [name, request, target] of series) {
        const s = await summarize(ITERATIONS, request);
        console.log(
          `  ${name.padEnd(52)} ${String(s.count).padEnd(5)}${s.serverMedian.toFixed(2).padStart(7)}${s.serverP95.toFixed(2).padStart(9)}${(target ? `≤ ${target}` : '').padStart(10)}`,
        );
      }
    } finally {
      await app.close();
    }
    if (EXPLAIN) await explainViews(database, orgId);
  },
);

/** Each view's page-1 query as the list runs it, with its plan and timing. */
async function explainViews(database: Database, orgId: number): Promise<void> {
  const { db } = database;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const [service] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'service'));
  const [agent] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'agent'));
  const [technician] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, SPARSE_TECHNICIAN));
  const views = [
    ['all (admin)', admin!.id, 'all', undefined],
    ['all by time left (admin)', admin!.id, 'all', 'due'],
    ['all (service, mine)', service!.id, 'all', undefined],
    ['all (a technician, mine)', technician!.id, 'all', undefined],
    ['reported (agent)', agent!.id, 'reported', undefined],
    ['responsible (service)', service!.id, 'responsible', undefined],
    ['followed (admin)', admin!.id, 'followed', undefined],
    ['charged (service)', service!.id, 'charged', undefined],
  ] as const;
  for (const [name, userId, view, sort] of views) {
    const where = await workOrderListWhere(db, { orgId, userId }, { view, sort });
    const query = db
      .select({ id: workOrders.id })
      .from(workOrders)
      .where(where)
      .orderBy(...workOrderOrder(sort))
      .limit(10);
    const plan = rowsOf(await db.execute(sql`explain (analyze, costs off) ${query}`));
    console.log(`\n  ${name}:`);
    for (const row of plan) console.log(`    ${Object.values(row)[0]}`);
  }
}

/**
 * A technician with a sparse scope (once; a reused cluster has them): an account of 钱售后's roles
 * in no support group, reporter of ~300 work orders spread over the million — the scope a
 * row-wise scan looks for through the whole table, which its branches' ids find at once.
 */
async function sparseTechnician(database: Database, orgId: number): Promise<void> {
  const { db } = database;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, SPARSE_TECHNICIAN));
  if (existing) return;
  const [service] = await db.select().from(users).where(eq(users.username, 'service'));
  const [technician] = await db
    .insert(users)
    .values({
      username: SPARSE_TECHNICIAN,
      passwordHash: service!.passwordHash,
      name: '孙技术',
      status: 'enabled',
    })
    .returning({ id: users.id });
  await db.insert(userOrganizations).values({ userId: technician!.id, orgId, isDefault: true });
  await db.execute(sql`insert into ${userRoles} (user_id, role_id)
    select ${technician!.id}, role_id from ${userRoles} where user_id = ${service!.id}`);
  await db.execute(sql`update ${workOrders} set reporter_user_id = ${technician!.id}
    where org_id = ${orgId} and id % 3331 = 17`);
}

/**
 * The work orders, by generate_series. Work order n (1…ORDERS, newest last): type, priority,
 * group, reporter and responsible person cycle through the demo's; n % 10 decides its state
 * (0 in its group's queue, 1 offered, 2–3 accepted, 4 waiting for the customer, 5–7 resolved,
 * 8–9 closed). A running resolution clock is due (n % 200 − 100) minutes from now and warns 30
 * minutes before; every running clock waits for a check now.
 */
async function generate(database: Database, orgId: number): Promise<void> {
  const { db } = database;
  const { ownerIds } = await demoOwnerArrays(db, orgId);
  const ids = async (table: typeof workOrderTypes | typeof workOrderPriorities | typeof crmSupportGroups) =>
    `array[${(await db.select({ id: table.id }).from(table).where(eq(table.orgId, orgId)).orderBy(table.id))
      .map((row) => row.id)
      .join(',')}]`;
  const types = await ids(workOrderTypes);
  const priorities = await ids(workOrderPriorities);
  const groups = await ids(crmSupportGroups);
  const [{ typeCount, priorityCount, groupCount }] = rowsOf(
    await db.execute(sql`select cardinality(${sql.raw(types)}) as "typeCount",
      cardinality(${sql.raw(priorities)}) as "priorityCount", cardinality(${sql.raw(groups)}) as "groupCount"`),
  ) as [{ typeCount: number; priorityCount: number; groupCount: number }];
  const state = 'n % 10';
  const status = `case ${state} when 0 then 'open' when 1 then 'open' when 2 then 'inProgress' when 3 then 'inProgress'
    when 4 then 'waitingCustomer' when 5 then 'resolved' when 6 then 'resolved' when 7 then 'resolved' else 'closed' end`;
  const working = `${state} < 5`;
  const queued = `${state} = 0`;
  const running = `(${state} < 5 and ${state} <> 4)`;

  const started = performance.now();
  await db.execute(
    sql.raw(`
    insert into work_orders (org_id, document_no, type_id, title, priority_id, reporter_user_id, responsible_user_id,
      group_id, assignment, status, resp_elapsed_ms, resp_running_since, resp_target_ms, resp_warn_at, resp_due_at,
      resp_state, responded_at, res_elapsed_ms, res_running_since, res_target_ms, res_warn_at, res_due_at, res_state,
      resolved_at, closed_at, sla_due_at, sla_next_check_at, created_at, updated_at)
    select ${orgId}, 'GDB' || lpad(n::text, 9, '0'), (${types})[1 + n % ${typeCount}], '压测工单 ' || n,
      (${priorities})[1 + n % ${priorityCount}], (${ownerIds})[1 + (n * 3) % 8],
      case when ${queued} then null else (${ownerIds})[1 + n % 8] end, (${groups})[1 + n % ${groupCount}],
      case when ${queued} then 'unassigned' when ${state} = 1 then 'pending' else 'accepted' end, ${status},
      -- First response: running while queued, else given at creation + 10 minutes.
      case when ${queued} then 0 else 600000 end, case when ${queued} then at end, 3600000,
      case when ${queued} then due - interval '30 minutes' end, case when ${queued} then due end,
      case when ${queued} then 'running' else 'met' end, case when ${queued} then null else at + interval '10 minutes' end,
      -- Resolution: running while worked on (paused while waiting), stopped once resolved.
      3600000, case when ${running} then now() - interval '1 hour' end, 28800000,
      case when ${running} then due - interval '30 minutes' end, case when ${running} then due end,
      case when ${running} then 'running' when ${working} then 'paused' else 'met' end,
      case when not ${working} then at + interval '2 hours' end, case when ${state} >= 8 then at + interval '1 day' end,
      case when ${running} then due end, case when ${running} then now() - interval '1 minute' end,
      at, at
    from generate_series(1, ${ORDERS}) as n
    cross join lateral (select now() - (${ORDERS} - n) * interval '30 seconds' as at,
      now() + ((n % 200) - 100) * interval '1 minute' as due) d
    order by n`),
  );
  await vacuumAfterBulkWrite(db, workOrders, ORDERS);
  console.log(`  ${count(ORDERS)} work orders in ${seconds(performance.now() - started)}`);

  const relations = performance.now();
  await db.execute(
    sql`insert into ${workOrderHandlers} (org_id, work_order_id, user_id, first_at)
      select org_id, id, responsible_user_id, created_at from ${workOrders}
      where org_id = ${orgId} and responsible_user_id is not null and document_no like 'GDB%'
      on conflict do nothing`,
  );
  await db.execute(
    sql`insert into ${workOrderFollowers} (org_id, work_order_id, user_id)
      select w.org_id, w.id, u.id from ${workOrders} w join users u on u.username = 'admin'
      where w.org_id = ${orgId} and w.id % 10 = 0 and w.document_no like 'GDB%'
      on conflict do nothing`,
  );
  const [{ handlers }] = rowsOf(
    await db.execute(sql`select count(*)::int as handlers from ${workOrderHandlers}`),
  ) as [{ handlers: number }];
  await vacuumAfterBulkWrite(db, workOrderHandlers, handlers);
  await vacuumAfterBulkWrite(db, workOrderFollowers, Math.ceil(ORDERS / 10));
  console.log(`  ${count(handlers)} handlers and the followers in ${seconds(performance.now() - relations)}`);
  const [check] = rowsOf(
    await db.execute(
      sql`select count(*)::int as n from ${workOrders} where ${and(eq(workOrders.orgId, orgId))}`,
    ),
  ) as [{ n: number }];
  if (check.n < ORDERS) throw new Error(`only ${check.n} work orders were written`);
}
