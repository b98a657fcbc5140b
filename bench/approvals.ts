// `npx tsx bench/approvals.ts` (or `npm run bench -- approvals`; `npm run bench` runs it with the
// other big-data benches): the approval engine at the size of issue 23 on a throwaway PostgreSQL 15
// cluster, in the demo organization —
//  - 400 generated members besides the demo accounts, and four bench processes (主管审核 by the
//    initiator's choice → 会签 of the others, all-of → 抄送财务); 100,000 instances with 5 tasks each
//    (500,000), written with generate_series exactly as the engine leaves them (the instance `state`,
//    chosen approvers, tasks, history, CC copies): 40 % running (some of the 会签 approved, the rest
//    pending), 50 % approved, 10 % rejected (the rest of the wave closed). 王经理 (manager) holds
//    thousands of pending tasks, the generated members a few hundred each; 李销售 (sales) started
//    thousands; 周财务 (finance) has the copies. Before timing, one instance is started and approved
//    through the real routes and compared with a generated one (same state, tasks, history, copies);
//  - then, server time (Server-Timing) over BENCH_ITERATIONS requests through the real routes:
//    我审批的 to do (page 1, a deep page, filters; and the same page read with one raw SQL statement),
//    已办, 我发起的, 抄送我的, the detail, the header counts; approving BENCH_ITERATIONS distinct pending
//    tasks one after another; and BENCH_APPROVAL_CONCURRENCY (50) members approving distinct tasks of
//    their own at once for BENCH_APPROVAL_SECONDS (20): throughput and errors. Last, a consistency
//    check over every instance (no running instance without an open task, no ended one with one).
// Figures are printed, not asserted (wall-clock). Sizes: --instances=N --tasks-per-instance=N
// --users=N (or BENCH_APPROVAL_INSTANCES / _TASKS_PER_INSTANCE / _USERS; develop at e.g.
// --instances=10000). --keep=<dir> keeps the cluster there; a later run with the same --keep and
// sizes reuses its generated data (the tasks an earlier run approved stay approved).

import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_TOTAL_EXACT_LIMIT } from '@atrium/contract';
import { and, eq, getTableName, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import {
  organizations,
  roles,
  userOrganizations,
  userRoles,
  users,
} from '../apps/server/src/modules/admin/admin.tables.js';
import {
  approvalCopies,
  approvalHistory,
  approvalInstances,
  approvalTasks,
} from '../apps/server/src/modules/flw/approval.tables.js';
import { approvalProcessVersions } from '../apps/server/src/modules/flw/process.tables.js';
import { seedPublished } from '../apps/server/src/modules/flw/process-demo-seed.js';
import type { Database } from '../apps/server/src/platform/db/database.js';
import { vacuumAfterBulkWrite } from '../apps/server/src/platform/db/vacuum-after-bulk-write.js';
import { localFileStore } from '../apps/server/src/platform/storage/local-file-store.js';
import { withBenchDatabase } from './lib/bench-database.js';
import { count, flag, load, rowsOf, seconds } from './lib/bench-run.js';
import { type LatencySummary, loginBody, percentile, summarize } from './lib/latency.js';
import { type RawQuery, sqlText, summarizeRaw } from './lib/raw-sql.js';

const INSTANCES = Number(flag('instances') ?? process.env.BENCH_APPROVAL_INSTANCES ?? 100_000);
const TASKS = Number(flag('tasks-per-instance') ?? process.env.BENCH_APPROVAL_TASKS_PER_INSTANCE ?? 5);
const USERS = Number(flag('users') ?? process.env.BENCH_APPROVAL_USERS ?? 400);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_APPROVAL_CONCURRENCY ?? 50);
const CONCURRENT_SECONDS = Number(process.env.BENCH_APPROVAL_SECONDS ?? 20);
/** Keep the cluster in this directory; a later run with the same directory reuses its data. */
const KEEP_DIR = flag('keep');
// One task of the review node, the others in the 会签 wave (the start route takes ≤ 20 chosen per node).
if (!(TASKS >= 2 && TASKS <= 21 && TASKS <= USERS))
  throw new Error('--tasks-per-instance must be 2–21 and no more than --users');
const PAGE_SIZE = 10;
const PROCESSES = [
  { name: '差旅报销', category: 'finance' },
  { name: '采购申请', category: 'business' },
  { name: '用印申请', category: 'office' },
  { name: '合同审批', category: 'business' },
];
const shuffled = <T>(list: T[]) => {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
};

await withBenchDatabase(
  { name: 'approvals', keepDir: KEEP_DIR },
  async ({ database, scratch, reused, url: clusterUrl }) => {
    const { db } = database;
    const kept = KEEP_DIR ? path.join(KEEP_DIR, 'bench-approvals-generated.json') : undefined;
    const [demo] = await db.select().from(organizations).where(eq(organizations.code, 'demo'));
    const orgId = demo!.id;

    let generated: Generated;
    if (reused) {
      generated = await reuseGenerated(kept!);
      // An earlier run's approvals cleared all-visible bits (and left dead rows): start as a fresh run does.
      await vacuumGenerated(db);
      console.log(
        `\nApproval bench: reusing the data generated in ${KEEP_DIR}; load average ${load()} (1/5/15 min)`,
      );
    } else {
      console.log(`\nApproval bench: load average ${load()} (1/5/15 min) before generating`);
      generated = await generate(database, orgId);
      if (kept)
        await writeFile(
          kept,
          JSON.stringify({ instances: INSTANCES, tasks: TASKS, users: USERS, generated }),
        );
    }

    const app = await buildApp({
      database,
      fileStore: localFileStore(path.join(scratch, 'files')),
      logLevel: 'silent',
      webDist: null,
      loginAttemptsPerMinute: 10_000,
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const signIn = async (username: string) => {
        const answer = await fetch(`${url}/erp/auth/login`, loginBody(username));
        const body = (await answer.json()) as { data?: { token: string } };
        if (!body.data) throw new Error(`${username} could not sign in (${answer.status})`);
        return { authorization: `Bearer ${body.data.token}` };
      };
      const as = {
        admin: await signIn('admin'),
        manager: await signIn('manager'),
        sales: await signIn('sales'),
        finance: await signIn('finance'),
      };
      const approve = (headers: Record<string, string>, taskId: number) =>
        fetch(`${url}/erp/flw/task/${taskId}/approve`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ comment: '同意', attachmentIds: [] }),
        });

      await compareWithEngine(database, url, signIn, approve, generated);
      console.log(
        '  shape check: an instance started and approved through the routes matches a generated one',
      );

      const pendingOf = async (userId: number) =>
        rowsOf(
          await db.execute(sql`select id, instance_id from approval_tasks
          where org_id = ${orgId} and assignee_id = ${userId} and status = 'pending'`),
        ).map((row) => ({ id: Number(row.id), instanceId: Number(row.instance_id) }));
      const managerPending = shuffled(await pendingOf(generated.managerId));
      const [sizes] = rowsOf(
        await db.execute(sql`select (select count(*) from approval_instances)::int as instances,
        (select count(*) from approval_tasks)::int as tasks,
        (select count(*) from approval_tasks where status = 'pending')::int as pending,
        (select count(*) from approval_history)::int as history,
        (select count(*) from approval_copies)::int as copies,
        (select count(*) from approval_instances where initiator_id = ${generated.salesId})::int as sales_started,
        (select count(*) from approval_copies where user_id = ${generated.financeId})::int as finance_copies`),
      ) as Record<string, number>[];
      console.log(
        `\nApprovals at ${count(sizes!.instances!)} instances, ${count(sizes!.tasks!)} tasks (${count(sizes!.pending!)} pending), ${count(sizes!.history!)} history rows, ${count(sizes!.copies!)} copies; server time (Server-Timing), ms`,
      );
      console.log(
        `  王经理 (manager) has ${count(managerPending.length)} pending tasks, 李销售 (sales) started ${count(sizes!.sales_started!)}, 周财务 (finance) has ${count(sizes!.finance_copies!)} copies`,
      );
      console.log(
        '  raw SQL: the to-do page as one statement (its rows and bounded total) over a direct connection',
      );
      const get = (headers: Record<string, string>, pathAndQuery: string) => () =>
        fetch(`${url}${pathAndQuery}`, { headers });
      const baseline = await summarize(ITERATIONS, get(as.manager, '/erp/admin/user/info'));
      console.log(`\n    ${'query'.padEnd(48)} n     median    p95`);
      line('baseline: GET /erp/admin/user/info', baseline);

      // 我审批的 › 待办 of 王经理: the routes, and page 1 as one raw statement.
      const todo = '/erp/flw/task/todo/page';
      const first = (await (await get(as.manager, `${todo}?pageNum=1&pageSize=${PAGE_SIZE}`)()).json()) as {
        data: { total: number };
      };
      const deepPage = Math.max(1, Math.ceil(first.data.total / PAGE_SIZE / 2));
      const month = generated.middleMonth;
      const todoRows: [string, string, number?][] = [
        ['page 1', `pageNum=1&pageSize=${PAGE_SIZE}`, 20],
        [`deep page ${deepPage}`, `pageNum=${deepPage}&pageSize=${PAGE_SIZE}`, 20],
        [
          'page 1, process name contains 采购',
          `pageNum=1&pageSize=${PAGE_SIZE}&processName=${encodeURIComponent('采购')}`,
          20,
        ],
        [
          `page 1, created ${month.start} – ${month.end}`,
          `pageNum=1&pageSize=${PAGE_SIZE}&startCreateTime=${month.start}&endCreateTime=${month.end}`,
          20,
        ],
      ];
      console.log(`\n  我审批的 to do: GET ${todo} as 王经理 (target p95 ≤ 20 ms)`);
      for (const [name, query, target] of todoRows)
        line(name, await summarize(ITERATIONS, get(as.manager, `${todo}?${query}`)), target);
      const raw = new pg.Client({ connectionString: clusterUrl });
      await raw.connect();
      try {
        for (const [name, pageNum] of [
          ['page 1', 1],
          [`deep page ${deepPage}`, deepPage],
        ] as const) {
          const statement = todoPageRaw(orgId, generated.managerId, pageNum, PAGE_SIZE);
          line(`raw SQL, ${name}`, await summarizeRaw(raw, ITERATIONS, () => statement));
        }
      } finally {
        await raw.end();
      }

      console.log('\n  Other lists and the detail');
      const readRows: [string, Record<string, string>, string][] = [
        ['已办 page 1 (王经理)', as.manager, `/erp/flw/task/done/page?pageNum=1&pageSize=${PAGE_SIZE}`],
        [
          '我发起的 page 1 (李销售)',
          as.sales,
          `/erp/flw/instance/my/start/page?pageNum=1&pageSize=${PAGE_SIZE}`,
        ],
        [
          '我发起的 running, page 1 (李销售)',
          as.sales,
          `/erp/flw/instance/my/start/page?pageNum=1&pageSize=${PAGE_SIZE}&status=running`,
        ],
        [
          '我发起的 page size 400 (related-approval select)',
          as.sales,
          '/erp/flw/instance/my/start/page?pageNum=1&pageSize=400',
        ],
        ['抄送我的 page 1 (周财务)', as.finance, `/erp/flw/cc/page?pageNum=1&pageSize=${PAGE_SIZE}`],
        [
          '抄送我的 unread, page 1 (周财务)',
          as.finance,
          `/erp/flw/cc/page?pageNum=1&pageSize=${PAGE_SIZE}&read=false`,
        ],
        ['全部审批 page 1 (admin)', as.admin, `/erp/flw/instance/page?pageNum=1&pageSize=${PAGE_SIZE}`],
        ['header counts (王经理)', as.manager, '/erp/flw/counts'],
      ];
      for (const [name, headers, pathAndQuery] of readRows)
        line(name, await summarize(ITERATIONS, get(headers, pathAndQuery)));
      const detailIds = managerPending.map((task) => task.instanceId);
      line(
        'detail GET /erp/flw/instance/:id (王经理, random)',
        await summarize(ITERATIONS, (call) =>
          fetch(`${url}/erp/flw/instance/${detailIds[call % detailIds.length]}`, { headers: as.manager }),
        ),
      );

      // Approving: 王经理's distinct pending tasks, one after another (the rest of a 会签 wave stays
      // open, or this was its last open task and the instance ends: CC copy, history, notices).
      const serial = managerPending.slice(0, ITERATIONS + 5);
      const approving = await summarize(Math.min(ITERATIONS, serial.length - 5), (call) =>
        approve(as.manager, serial[call]!.id),
      );
      console.log(
        `\n  Approve: POST /erp/flw/task/:id/approve, distinct pending tasks of 王经理 (target p95 ≤ 30 ms)`,
      );
      line('one after another', approving, 30);

      // 50 members at once, each on pending tasks of their own (distinct tasks; two members of one
      // 会签 wave may meet on its instance's lock, as in real use).
      const busiest = rowsOf(
        await db.execute(sql`select assignee_id, count(*)::int as n from approval_tasks
        where org_id = ${orgId} and status = 'pending' and assignee_id = any(${sql.raw(`array[${generated.userIds.join(',')}]`)})
        group by assignee_id order by n desc limit ${CONCURRENCY}`),
      ).map((row) => Number(row.assignee_id));
      const approvers = [];
      for (const userId of busiest) {
        const [user] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
        approvers.push({
          headers: await signIn(user!.username),
          tasks: shuffled(await pendingOf(userId)).map((task) => task.id),
        });
      }
      const burst = await concurrentApprovals(approvers, approve);
      console.log(
        `\n  ${approvers.length} approvers at once for ${CONCURRENT_SECONDS} s, distinct tasks (target 0 errors)`,
      );
      console.log(
        `    ${count(burst.approved)} approved in ${seconds(burst.elapsedMs)}: ${(burst.approved / (burst.elapsedMs / 1000)).toFixed(0)} approvals/s; ` +
          `server time median ${burst.serverMedian.toFixed(2)} p95 ${burst.serverP95.toFixed(2)}; client p95 ${burst.clientP95.toFixed(2)}; ` +
          `${burst.errors.length} error(s)${burst.errors.length > 0 ? `   WRONG: ${[...new Set(burst.errors)].slice(0, 5).join('; ')}` : '   ok'}` +
          (burst.exhausted > 0 ? `; ${burst.exhausted} approver(s) ran out of pending tasks` : ''),
      );
      if (burst.errors.length > 0) process.exitCode = 1;
    } finally {
      await app.close();
    }

    const [consistency] = rowsOf(
      await db.execute(sql`select
      (select count(*) from approval_instances i where i.status = 'running' and not exists (
        select 1 from approval_tasks t where t.instance_id = i.id and t.status in ('pending', 'waiting')))::int as stuck,
      (select count(*) from approval_instances i where i.status <> 'running' and exists (
        select 1 from approval_tasks t where t.instance_id = i.id and t.status in ('pending', 'waiting')))::int as open_after_end,
      (select count(*) from approval_instances i where i.status = 'approved' and exists (
        select 1 from approval_tasks t where t.instance_id = i.id and t.status <> 'approved'))::int as approved_unapproved`),
    ) as Record<string, number>[];
    const problems = consistency!.stuck! + consistency!.open_after_end! + consistency!.approved_unapproved!;
    console.log(
      `\n  consistency: ${consistency!.stuck} running instance(s) without an open task, ${consistency!.open_after_end} ended with an open task, ` +
        `${consistency!.approved_unapproved} approved with a task not approved${problems > 0 ? '   WRONG' : '   ok'}`,
    );
    if (problems > 0) process.exitCode = 1;
    console.log(`  load average at the end: ${load()}`);
  },
);

/** Pads to a width in terminal columns (CJK characters take two). */
function padWide(text: string, width: number) {
  const columns = [...text].reduce((sum, char) => sum + (char.codePointAt(0)! >= 0x2e80 ? 2 : 1), 0);
  return text + ' '.repeat(Math.max(0, width - columns));
}

function line(name: string, s: LatencySummary, target?: number) {
  const verdict =
    target === undefined ? '' : s.serverP95 <= target ? '   ok' : `   MISSED (target ${target})`;
  console.log(
    `    ${padWide(name, 48)} ${String(s.count).padEnd(5)}${s.serverMedian.toFixed(2).padStart(7)}${s.serverP95.toFixed(2).padStart(9)}${verdict}`,
  );
}

/**
 * 我审批的's page as one statement: the route's page query (tasks, their instances, initiators and
 * on-behalf-of members, oldest first) with its bounded total (PAGE_TOTAL_EXACT_LIMIT + 1).
 */
function todoPageRaw(orgId: number, userId: number, pageNum: number, pageSize: number): RawQuery {
  const mine = sqlText`t.org_id = ${orgId} and t.assignee_id = ${userId} and t.status = 'pending'`;
  return sqlText`select t.*, i.instance_no, i.process_name, i.category, i.status as instance_status, i.form_data,
      i.process_version_id, initiator.id as initiator_id, initiator.name as initiator_name, behalf.name as behalf_name,
      (select count(*) from (select t.id from approval_tasks t join approval_instances i on i.id = t.instance_id
         where ${mine} limit ${PAGE_TOTAL_EXACT_LIMIT + 1}) as bounded) as total
    from approval_tasks t
    join approval_instances i on i.id = t.instance_id
    join users initiator on initiator.id = i.initiator_id
    left join users behalf on behalf.id = t.on_behalf_of_id
    where ${mine}
    order by t.created_at, t.id limit ${pageSize} offset ${(pageNum - 1) * pageSize}`;
}

/**
 * Each approver approves their own tasks one after another, all approvers at once, until the time
 * is up (or they run out of tasks). Any answer but 200 is an error.
 */
async function concurrentApprovals(
  approvers: { headers: Record<string, string>; tasks: number[] }[],
  approve: (headers: Record<string, string>, taskId: number) => Promise<Response>,
) {
  const started = performance.now();
  const deadline = started + CONCURRENT_SECONDS * 1000;
  const server: number[] = [];
  const client: number[] = [];
  const errors: string[] = [];
  let approved = 0;
  let exhausted = 0;
  await Promise.all(
    approvers.map(async ({ headers, tasks }) => {
      for (const taskId of tasks) {
        if (performance.now() >= deadline) return;
        const sent = performance.now();
        const answer = await approve(headers, taskId);
        const body = await answer.text();
        client.push(performance.now() - sent);
        const timing = /app;dur=([\d.]+)/.exec(answer.headers.get('server-timing') ?? '');
        if (timing) server.push(Number(timing[1]));
        if (answer.status === 200) approved += 1;
        else errors.push(`${answer.status} ${body.slice(0, 160)}`);
      }
      exhausted += 1;
    }),
  );
  const elapsedMs = performance.now() - started;
  server.sort((a, b) => a - b);
  client.sort((a, b) => a - b);
  return {
    approved,
    errors,
    exhausted,
    elapsedMs,
    serverMedian: percentile(server, 50),
    serverP95: percentile(server, 95),
    clientP95: percentile(client, 95),
  };
}

type Generated = Awaited<ReturnType<typeof generate>>;

/** What the run that generated a kept cluster wrote down; refused when it stopped half-way or had other sizes. */
async function reuseGenerated(file: string): Promise<Generated> {
  const found = await readFile(file, 'utf8').catch(() => undefined);
  const kept = found
    ? (JSON.parse(found) as { instances: number; tasks: number; users: number; generated: Generated })
    : undefined;
  if (!kept || kept.instances !== INSTANCES || kept.tasks !== TASKS || kept.users !== USERS) {
    throw new Error(
      `${path.dirname(file)} holds no finished generation of ${INSTANCES} instances × ${TASKS} tasks and ${USERS} users: remove it or pass its sizes`,
    );
  }
  return kept.generated;
}

/** A bench process: 主管审核 (the initiator's choice) → 会签 (the initiator's choice, all-of) → 抄送财务. */
function benchProcess(name: string, category: string, financeRoleId: number) {
  return {
    name,
    category,
    icon: 'audit',
    description: '压测数据',
    form: {
      fields: [
        { tag: 'number', vModel: 'amount', label: '金额（元）', required: true, precision: 2, min: 0 },
        { tag: 'textarea', vModel: 'reason', label: '事由', required: true, rows: 3, maxLength: 500 },
      ],
    },
    flow: {
      nodes: [
        {
          id: 'review',
          type: 'approver',
          name: '主管审核',
          assignees: { kind: 'initiatorChoice', multiple: false },
          mode: 'sequential',
          allowBatch: true,
        },
        {
          id: 'countersign',
          type: 'approver',
          name: '会签',
          assignees: { kind: 'initiatorChoice', multiple: true },
          mode: 'allOf',
          allowBatch: true,
        },
        {
          id: 'cc-end',
          type: 'cc',
          name: '抄送财务',
          assignees: { kind: 'roles', roleIds: [financeRoleId] },
        },
      ],
    },
  };
}

/**
 * The data. Instance n = 1..INSTANCES (ids first + n − 1) of process (n / 3) % 4, created 400 days ago
 * onwards in order; its task k = 0..TASKS − 1 (ids in (n, k) order): k = 0 at 主管审核 (approved an
 * hour after the start), the others the 会签 wave (opened then). n % 20 < 8 → running: the last
 * a = (n / 20) % (TASKS − 1) of the wave approved, the rest pending; < 18 → approved, with the CC
 * copy to finance; else rejected by the task after the approved ones, the rest of the wave closed.
 * Assignees: k = 1 of every 8th instance is 王经理 (manager), k = 2 of every 8th (offset 4) 周财务
 * (finance), the others generated members (distinct within an instance); every 23rd instance is 李销售's.
 */
async function generate(database: Database, orgId: number) {
  const { db } = database;
  const T = TASKS;
  let started = performance.now();
  const demoUsers = await db
    .select({ id: users.id, username: users.username, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(users.username, ['admin', 'manager', 'sales', 'finance']));
  const demoId = (username: string) => demoUsers.find((user) => user.username === username)!.id;
  const roleId = async (code: string) => {
    const [role] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.orgId, orgId), eq(roles.code, code)));
    return role!.id;
  };
  const salesperson = await roleId('salesperson');
  const finance = await roleId('finance');
  const departmentIds = rowsOf(
    await db.execute(sql`select id from departments where org_id = ${orgId} order by id`),
  ).map((row) => Number(row.id));
  // Generated members sign in with the demo password (the admin's hash) and hold the salesperson role.
  const adminHash = demoUsers.find((user) => user.username === 'admin')!.passwordHash;
  const created = rowsOf(
    await db.execute(sql`insert into users (username, password_hash, name, mobile, status)
      select 'bench-user-' || lpad(g::text, 4, '0'), ${adminHash}, '压测员工' || lpad(g::text, 4, '0'),
             '139' || lpad(g::text, 8, '0'), 'enabled'
      from generate_series(1, ${USERS}) as g order by g
      returning id`),
  );
  const userIds = created.map((row) => Number(row.id)).sort((a, b) => a - b);
  await db.insert(userOrganizations).values(
    userIds.map((userId, index) => ({
      userId,
      orgId,
      departmentId: departmentIds[index % departmentIds.length]!,
      isDefault: true,
    })),
  );
  await db.insert(userRoles).values(userIds.map((userId) => ({ userId, roleId: salesperson })));

  const processes: { processId: number; versionId: number; name: string; category: string }[] = [];
  for (const { name, category } of PROCESSES) {
    const processId = await seedPublished(db, orgId, demoId('admin'), benchProcess(name, category, finance));
    const [version] = await db
      .select({ id: approvalProcessVersions.id })
      .from(approvalProcessVersions)
      .where(eq(approvalProcessVersions.processId, processId));
    processes.push({ processId, versionId: version!.id, name, category });
  }
  const manager = demoId('manager');
  const financeId = demoId('finance');
  const sales = demoId('sales');
  const list = (values: readonly (number | string)[]) =>
    `array[${values.map((value) => (typeof value === 'number' ? value : `'${value}'`)).join(',')}]`;
  const generatedUsers = list(userIds);
  // n / 3: not in step with the assignee's n % 8, so each member's tasks span every process.
  const of = (values: readonly (number | string)[]) => `(${list(values)})[1 + (n / 3) % ${processes.length}]`;
  /** The assignee of task k of instance n (SQL over the columns n and k). */
  const assignee = (k: string) =>
    `case when ${k} = 1 and n % 8 = 0 then ${manager} when ${k} = 2 and n % 8 = 4 then ${financeId}
          else (${generatedUsers})[1 + (n * 37 + ${k}) % ${USERS}] end`;
  const iso = (at: string) => `to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  // Task k of the 会签 wave was decided (T − k) × 10 min after the wave opened: the last ones first.
  const actedAt = (k: string) => `b.opened + (${T} - ${k}) * interval '10 minutes'`;
  const firstRejectedK = `${T - 1} - b.a`;

  await db.transaction(async (tx) => {
    // Valid by construction (ids taken from the tables above): foreign-key triggers are skipped.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(
      sql.raw(`
      create temp table bench_base on commit drop as
      select n, c, c + interval '1 hour' as opened, a,
             case when n % 23 = 7 then ${sales} else (${generatedUsers})[1 + (n * 13 + 5) % ${USERS}] end as initiator,
             case when n % 20 < 8 then 'running' when n % 20 < 18 then 'approved' else 'rejected' end as status,
             case when n % 20 < 8 then null
                  when n % 20 < 18 then c + interval '1 hour' + ${T - 1} * interval '10 minutes'
                  else c + interval '1 hour' + (a + 1) * interval '10 minutes' end as finished
      from (
        select n, (n / 20) % ${T - 1} as a,
               date_trunc('second', now()) - interval '400 days' + (n - 1) * (interval '390 days' / ${INSTANCES}) as c
        from generate_series(1, ${INSTANCES}) as n
      ) as g`),
    );
    await tx.execute(
      sql.raw(`
      insert into approval_instances (org_id, instance_no, process_id, process_version_id, process_name, category,
        initiator_id, initiator_department_id, form_data, status, round, chosen_approvers, state,
        created_at, updated_at, finished_at)
      select ${orgId}, 'SP' || to_char(b.c at time zone 'Asia/Shanghai', 'YYYYMMDD') || '-' || lpad(b.n::text, 6, '0'),
             ${of(processes.map((p) => p.processId))}, ${of(processes.map((p) => p.versionId))},
             ${of(processes.map((p) => p.name))}, ${of(processes.map((p) => p.category))},
             b.initiator, membership.department_id,
             jsonb_build_object('amount', (n * 7919 % 2000000) / 100.0, 'reason', '压测申请第 ' || n || ' 号'),
             b.status, 1,
             jsonb_build_object('review', jsonb_build_array(${assignee('0')}),
               'countersign', (select jsonb_agg(${assignee('k')} order by k) from generate_series(1, ${T - 1}) as k)),
             jsonb_build_object(
               'branches', '{}'::jsonb,
               'done', case b.status when 'approved' then '["review","countersign","cc-end"]'::jsonb else '["review"]'::jsonb end,
               'skipped', '[]'::jsonb,
               'active', case b.status when 'running' then '["countersign"]'::jsonb else '[]'::jsonb end,
               'startedAt', jsonb_build_object('review', ${iso('b.c')}, 'countersign', ${iso('b.opened')})
                 || case b.status when 'approved' then jsonb_build_object('cc-end', ${iso('b.finished')}) else '{}'::jsonb end,
               'rejectedNodeId', case b.status when 'rejected' then 'countersign' end),
             b.c, coalesce(b.finished, b.opened + b.a * interval '10 minutes'), b.finished
      from bench_base as b
      left join user_organizations as membership on membership.org_id = ${orgId} and membership.user_id = b.initiator
      order by b.n`),
    );
    const firstInstance = await consecutive(
      tx,
      'approval_instances',
      `org_id = ${orgId} and instance_no like 'SP%-______'`,
      INSTANCES,
    );
    await tx.execute(
      sql.raw(`
      insert into approval_tasks (org_id, instance_id, round, node_id, node_name, assignee_id, status, seq,
        created_at, acted_at, comment)
      select ${orgId}, ${firstInstance} + b.n - 1, 1, case when k = 0 then 'review' else 'countersign' end,
             case when k = 0 then '主管审核' else '会签' end, ${assignee('k')}, decided.status, 0,
             case when k = 0 then b.c else b.opened end,
             case when k = 0 then b.opened
                  when decided.status in ('approved', 'rejected') then ${actedAt('k')}
                  when decided.status = 'closed' then b.finished end,
             case decided.status when 'approved' then '同意' when 'rejected' then '材料不全，请补充' else '' end
      from bench_base as b, generate_series(0, ${T - 1}) as k,
      lateral (select case
        when k = 0 or b.status = 'approved' or k > ${firstRejectedK} then 'approved'
        when b.status = 'running' then 'pending'
        when k = ${firstRejectedK} then 'rejected'
        else 'closed' end as status) as decided
      order by b.n, k`),
    );
    const firstTask = await consecutive(
      tx,
      'approval_tasks',
      `org_id = ${orgId} and instance_id >= ${firstInstance}`,
      INSTANCES * T,
    );
    // History in the order the engine writes it: submit, 主管审核's approval, the 会签 decisions
    // (j = 2.. → k = T − 1 down to 1), the CC row and the end.
    await tx.execute(
      sql.raw(`
      insert into approval_history (org_id, instance_id, round, action, actor_id, node_id, node_name, task_id,
        comment, target_ids, created_at)
      select ${orgId}, ${firstInstance} + b.n - 1, 1, e.action,
             case when e.action = 'submit' then b.initiator when e.k is not null then ${assignee('e.k')} end,
             e.node_id, e.node_name, case when e.k is null then null else ${firstTask} + (b.n - 1) * ${T} + e.k end,
             e.comment, e.targets, e.at
      from bench_base as b, generate_series(0, ${T + 2}) as j,
      lateral (select ${T + 1} - j as ck) as w,
      lateral (
        select action, node_id, node_name, k, comment, targets, at from (values
          (j = 0, 'submit', null::text, null::text, null::int, '', '[]'::jsonb, b.c),
          (j = 1, 'approve', 'review', '主管审核', 0, '同意', '[]'::jsonb, b.opened),
          (j between 2 and ${T} and (b.status = 'approved' or w.ck > ${firstRejectedK}),
           'approve', 'countersign', '会签', w.ck, '同意', '[]'::jsonb, ${actedAt('w.ck')}),
          (j between 2 and ${T} and b.status = 'rejected' and w.ck = ${firstRejectedK},
           'reject', 'countersign', '会签', w.ck, '材料不全，请补充', '[]'::jsonb, ${actedAt('w.ck')}),
          (j = ${T + 1} and b.status = 'approved', 'cc', 'cc-end', '抄送财务', null, '', '[${financeId}]'::jsonb, b.finished),
          (j = ${T + 2} and b.status <> 'running', b.status, null, null, null, '', '[]'::jsonb, b.finished)
        ) as v(chosen, action, node_id, node_name, k, comment, targets, at)
        where chosen
      ) as e
      order by b.n, j`),
    );
    await tx.execute(
      sql.raw(`
      insert into approval_copies (org_id, instance_id, round, node_id, node_name, user_id, read, created_at)
      select ${orgId}, ${firstInstance} + b.n - 1, 1, 'cc-end', '抄送财务', ${financeId}, b.n % 3 = 0, b.finished
      from bench_base as b where b.status = 'approved' order by b.n`),
    );
  });
  const writeMs = performance.now() - started;
  started = performance.now();
  await vacuumGenerated(db);
  const [sizes] = rowsOf(
    await db.execute(sql`select (select count(*) from approval_instances)::int as instances,
      (select count(*) from approval_tasks)::int as tasks, (select count(*) from approval_history)::int as history,
      pg_size_pretty(pg_total_relation_size('approval_tasks')) as tasks_size,
      pg_size_pretty(pg_total_relation_size('approval_instances')) as instances_size,
      to_char(min(created_at) + (max(created_at) - min(created_at)) / 2, 'YYYY-MM') as middle
      from approval_instances`),
  ) as Record<string, string>[];
  console.log(
    `  ${count(USERS)} members, ${count(Number(sizes!.instances))} instances (${sizes!.instances_size}), ${count(Number(sizes!.tasks))} tasks (${sizes!.tasks_size}), ${count(Number(sizes!.history))} history rows in ${seconds(writeMs)}; vacuum analyze ${seconds(performance.now() - started)}`,
  );
  console.log(`  load average after generating: ${load()}`);
  const [year, monthNumber] = sizes!.middle!.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return {
    userIds,
    processes,
    managerId: manager,
    salesId: sales,
    financeId,
    /** A calendar month in the middle of the instances' span (the time filter). */
    middleMonth: {
      start: `${sizes!.middle}-01`,
      end: `${sizes!.middle}-${String(lastDay).padStart(2, '0')}`,
    },
  };
}

/**
 * Vacuum analyze of the approval tables until their pages are all-visible (the index-only scans of
 * the lists depend on it): a vacuum right after the bulk write sometimes leaves them unmarked (a
 * snapshot still open elsewhere, e.g. an autovacuum worker's analyze), so it is tried again.
 */
async function vacuumGenerated(db: Database['db']) {
  for (const table of [approvalInstances, approvalTasks, approvalHistory, approvalCopies]) {
    for (let attempt = 1; ; attempt++) {
      await vacuumAfterBulkWrite(db, table, INSTANCES);
      const [pages] = rowsOf(
        await db.execute(
          sql`select relpages, relallvisible from pg_class where oid = ${getTableName(table)}::regclass`,
        ),
      ) as { relpages: number; relallvisible: number }[];
      if (pages!.relallvisible >= pages!.relpages * 0.99) break;
      if (attempt === 5) {
        console.log(
          `  ${getTableName(table)}: ${pages!.relallvisible} of ${pages!.relpages} pages all-visible after vacuum`,
        );
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** The first id of the `expected` rows just written (refused unless their ids are consecutive). */
async function consecutive(
  tx: Database['db'],
  table: string,
  where: string,
  expected: number,
): Promise<number> {
  const [span] = rowsOf(
    await tx.execute(
      sql.raw(
        `select min(id)::int as first, max(id)::int as last, count(*)::int as n from ${table} where ${where}`,
      ),
    ),
  ) as { first: number; last: number; n: number }[];
  if (!span || span.n !== expected || span.last - span.first !== expected - 1)
    throw new Error(`the generated ${table} did not get consecutive ids`);
  return span.first;
}

/**
 * Starts an instance through the route with the same process, form and chosen approvers as a
 * generated approved one, approves it through the route in the same order, and compares what the
 * engine wrote with what the generator wrote (times aside): the data the figures run on is data
 * the engine could have written.
 */
async function compareWithEngine(
  database: Database,
  url: string,
  signIn: (username: string) => Promise<Record<string, string>>,
  approve: (headers: Record<string, string>, taskId: number) => Promise<Response>,
  generated: Generated,
) {
  const { db } = database;
  const [model] = await db
    .select()
    .from(approvalInstances)
    .where(
      and(
        eq(approvalInstances.processId, generated.processes[0]!.processId),
        eq(approvalInstances.status, 'approved'),
      ),
    )
    .orderBy(approvalInstances.id)
    .limit(1);
  if (!model) throw new Error('no generated approved instance to compare with');
  const usernameOf = async (id: number) =>
    (await db.select({ username: users.username }).from(users).where(eq(users.id, id)))[0]!.username;
  const started = await fetch(`${url}/erp/flw/instance`, {
    method: 'POST',
    headers: { ...(await signIn(await usernameOf(model.initiatorId))), 'content-type': 'application/json' },
    body: JSON.stringify({
      processId: model.processId,
      formData: model.formData,
      chosenApprovers: model.chosenApprovers,
      attachmentIds: [],
    }),
  });
  if (started.status !== 200)
    throw new Error(`starting the shape-check instance answered ${started.status}: ${await started.text()}`);
  const real = ((await started.json()) as { data: { id: number } }).data.id;
  // The generator's acting order: 主管审核, then the 会签 wave from its last task to its first.
  const chosen = model.chosenApprovers;
  for (const approverId of [...chosen.review!, ...[...chosen.countersign!].reverse()]) {
    const [task] = await db
      .select({ id: approvalTasks.id })
      .from(approvalTasks)
      .where(
        and(
          eq(approvalTasks.instanceId, real),
          eq(approvalTasks.assigneeId, approverId),
          eq(approvalTasks.status, 'pending'),
        ),
      );
    if (!task) throw new Error(`the shape-check instance has no pending task for user ${approverId}`);
    const answer = await approve(await signIn(await usernameOf(approverId)), task.id);
    if (answer.status !== 200)
      throw new Error(`approving the shape-check task answered ${answer.status}: ${await answer.text()}`);
  }
  const written = async (instanceId: number) => {
    const [instance] = await db.select().from(approvalInstances).where(eq(approvalInstances.id, instanceId));
    const tasks = await db
      .select()
      .from(approvalTasks)
      .where(eq(approvalTasks.instanceId, instanceId))
      .orderBy(approvalTasks.id);
    const history = await db
      .select()
      .from(approvalHistory)
      .where(eq(approvalHistory.instanceId, instanceId))
      .orderBy(approvalHistory.id);
    const copies = await db.select().from(approvalCopies).where(eq(approvalCopies.instanceId, instanceId));
    const state = instance!.state as { startedAt: Record<string, string> };
    const taskIndex = new Map(tasks.map((task, index) => [task.id, index]));
    return JSON.stringify({
      instance: {
        status: instance!.status,
        round: instance!.round,
        formData: instance!.formData,
        chosenApprovers: instance!.chosenApprovers,
        finished: instance!.finishedAt !== null,
        state: { ...state, startedAt: Object.keys(state.startedAt).sort() },
      },
      tasks: tasks.map((task) => [
        task.nodeId,
        task.nodeName,
        task.assigneeId,
        task.onBehalfOfId,
        task.status,
        task.seq,
        task.comment,
        task.actedAt !== null,
      ]),
      history: history.map((row) => [
        row.action,
        row.actorId,
        row.onBehalfOfId,
        row.nodeId,
        row.nodeName,
        row.taskId === null ? null : taskIndex.get(row.taskId),
        row.comment,
        row.targetIds,
        row.attachmentIds,
      ]),
      copies: copies.map((copy) => [copy.round, copy.nodeId, copy.nodeName, copy.userId]),
    });
  };
  const [engine, bench] = [await written(real), await written(model.id)];
  if (engine !== bench)
    throw new Error(`the generated data differ from the engine's:\n engine ${engine}\n bench  ${bench}`);
}
