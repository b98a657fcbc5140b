// `npx tsx bench/crm-customers.ts [postgres|pglite]` (npm run bench runs it on PostgreSQL): a
// million customers in the demo organization — 30 % in the public pool, the rest spread over eight
// owners in six departments — then, server time (Server-Timing) over BENCH_ITERATIONS requests:
//  - the customer list in owner scope (李销售) and manager scope (王经理: 销售部 and its groups),
//    page 1 and random pages 1–1000 (deep; each page counts the scope's total too);
//  - the query-customer phone search (administrator, exact normalized phone, random customer);
// and the private-sea recall over the whole organization (dry run, then the run that writes).
// Figures are printed, not asserted (wall-clock). BENCH_ROWS changes the row count.

import { eq, sql } from 'drizzle-orm';
import { organizations } from '../apps/server/src/modules/admin/admin.tables.js';
import { customers } from '../apps/server/src/modules/crm/customers.tables.js';
import { runRecall } from '../apps/server/src/modules/crm/private-sea/recall.service.js';
import { vacuumAfterBulkWrite } from '../apps/server/src/platform/db/vacuum-after-bulk-write.js';
import { startBenchApp } from './lib/bench-app.js';
import { withBenchDatabase } from './lib/bench-database.js';
import { demoOwnerArrays } from './lib/demo-owners.js';
import { summarize } from './lib/latency.js';

const kind = process.argv[2] === 'pglite' ? 'pglite' : 'postgres';
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const randomInt = (max: number) => 1 + Math.floor(Math.random() * max);

await withBenchDatabase({ name: 'crm', kind }, async ({ database, scratch }) => {
  const { db } = database;
  const [demo] = await db.select().from(organizations).where(eq(organizations.code, 'demo'));
  const orgId = demo!.id;
  const { ownerIds, departmentIds } = await demoOwnerArrays(db, orgId);

  let started = performance.now();
  // n % 10 < 3: in the pool; else owner (n % 8); follow-ups spread over the last 90 days and deals
  // over 150, so the demo rules (销售部 30/90 days, default 60/180) recall a realistic share.
  await db.execute(
    sql.raw(`
    insert into customers (org_id, sn, name, phone, source, level, stage, owner_user_id, owner_department_id,
                           last_follow_up_at, last_deal_at, claimed_at, created_at, updated_at)
    select ${orgId}, 'BK' || lpad(n::text, 8, '0'), '压测客户 ' || n, '139' || lpad(n::text, 8, '0'), '', '', '',
           case when n % 10 < 3 then null else (${ownerIds})[1 + n % 8] end,
           case when n % 10 < 3 then null else (${departmentIds})[1 + n % 8] end,
           case when n % 10 < 3 then null else now() - (n % 90) * interval '1 day' - (n % 24) * interval '1 hour' end,
           case when n % 10 < 3 then null else now() - (n % 150) * interval '1 day' end,
           case when n % 10 < 3 then null else now() - 200 * interval '1 day' end,
           now() - (n % 700) * interval '1 day', now()
    from generate_series(1, ${ROWS}) as n`),
  );
  await vacuumAfterBulkWrite(db, customers, ROWS);
  console.log(
    `\n${kind}: inserted ${ROWS.toLocaleString('en')} customers in ${seconds(performance.now() - started)}`,
  );

  // The app queues today's recall at start-up (after 02:00): keep the rules off while lists are
  // measured, so the recall is timed below on its own, not behind the list figures.
  await db.execute(sql`update private_sea_rules set enabled = false where org_id = ${orgId}`);
  const { app, url, headersOf } = await startBenchApp(database, scratch);
  try {
    const sales = await headersOf('sales');
    const manager = await headersOf('manager');
    const admin = await headersOf('admin');
    const page = (headers: Record<string, string>, pageNum: () => number) => () =>
      fetch(`${url}/erp/crm/customer/page?pageNum=${pageNum()}&pageSize=10`, { headers });
    const phone = () => `139${String(randomInt(ROWS)).padStart(8, '0')}`;
    const rows = [
      // What any signed-in call costs here (session, access): the floor under the figures below.
      ['baseline: GET /erp/admin/user/info', () => fetch(`${url}/erp/admin/user/info`, { headers: sales })],
      ['owner scope (李销售), page 1', page(sales, () => 1)],
      ['owner scope, random page 1–1000', page(sales, () => randomInt(1000))],
      ['manager scope (王经理), page 1', page(manager, () => 1)],
      ['manager scope, random page 1–1000', page(manager, () => randomInt(1000))],
      [
        'phone search (administrator)',
        () => fetch(`${url}/erp/crm/search/customer?phone=${phone()}`, { headers: admin }),
      ],
    ] as const;
    console.log(
      `\nCustomers at ${ROWS.toLocaleString('en')} rows, server time (Server-Timing), ms; targets: list p95 ≤ 20, phone p95 ≤ 5`,
    );
    console.log('  query                                  n     median    p95');
    for (const [name, request] of rows) {
      const s = await summarize(ITERATIONS, request);
      console.log(
        `  ${name.padEnd(38)} ${String(s.count).padEnd(5)}${s.serverMedian.toFixed(2).padStart(7)}${s.serverP95.toFixed(2).padStart(9)}`,
      );
    }
  } finally {
    await app.close();
  }

  await db.execute(sql`update private_sea_rules set enabled = true where org_id = ${orgId}`);
  const now = new Date();
  started = performance.now();
  const preview = await runRecall(db, { orgId, now, dryRun: true });
  const previewMs = performance.now() - started;
  started = performance.now();
  const run = await runRecall(db, { orgId, now, dryRun: false });
  const runMs = performance.now() - started;
  console.log(`\nPrivate-sea recall over ${ROWS.toLocaleString('en')} customers (target ≤ 60 s)`);
  console.log(
    `  dry run   ${seconds(previewMs).padStart(8)}  would recall ${preview.total.toLocaleString('en')}`,
  );
  console.log(
    `  run       ${seconds(runMs).padStart(8)}  recalled ${run.total.toLocaleString('en')} (one timeline row each)`,
  );
});
