// `npx tsx bench/export-and-list.ts [pglite|postgres]` (npm run bench runs both): a million
// customer-source rows, then
//  (a) export to CSV and to XLSX through the job queue: time and peak RSS of this process, which
//      runs the server with npm start's heap cap (and, on PGlite, holds the database too);
//  (b) the resource list's page 1 and a deep, filtered, sorted page: server time (median, p95).
// Figures are printed, not asserted (wall-clock). BENCH_ROWS changes the row count.

import path from 'node:path';
import { customerSourceResource } from '@atrium/contract';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { organizations } from '../apps/server/src/modules/admin/admin.tables.js';
import { customerSources } from '../apps/server/src/modules/admin/master-data.tables.js';
import { vacuumAfterBulkWrite } from '../apps/server/src/platform/db/vacuum-after-bulk-write.js';
import { jobs } from '../apps/server/src/platform/jobs/jobs.tables.js';
import { localFileStore } from '../apps/server/src/platform/storage/local-file-store.js';
import { withBenchDatabase } from './lib/bench-database.js';
import { loginBody, summarize } from './lib/latency.js';
import { runWithServerHeap } from './lib/server-heap.js';

const heapLimitMb = runWithServerHeap();
const kind = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

await withBenchDatabase({ name: 'export', kind }, async ({ database, scratch }) => {
  const { db } = database;
  const [demo] = await db.select().from(organizations).where(eq(organizations.code, 'demo'));

  let started = performance.now();
  await db.execute(sql`
    insert into customer_sources (org_id, name, code, sort, enabled, remark, created_at, updated_at)
    select ${demo!.id}, '来源 ' || n, 'bench-' || n, n % 1000, n % 3 <> 0,
           case when n % 10 = 0 then '=HYPERLINK("x")' else '备注，含逗号 ' || n end,
           now() - n * interval '1 second', now() - n * interval '1 second'
    from generate_series(1, ${ROWS}) as n`);
  // What an import of this size does after its commit (and autovacuum, on a PostgreSQL server).
  await vacuumAfterBulkWrite(db, customerSources, ROWS);
  console.log(
    `\n${kind}: inserted ${ROWS.toLocaleString('en')} customer sources in ${seconds(performance.now() - started)}`,
  );

  const app = await buildApp({
    database,
    fileStore: localFileStore(path.join(scratch, 'files')),
    logLevel: 'silent',
    webDist: null,
    loginAttemptsPerMinute: 1000,
    jobs: { pollMs: 100 },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const login = await fetch(`${url}/erp/auth/login`, loginBody('admin'));
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}` };
    const base = `${url}${customerSourceResource.endpoints.page.path}`;

    console.log(
      `\nExport of ${ROWS.toLocaleString('en')} rows (RSS of this process: before → peak; heap limit ${heapLimitMb} MB as in npm start)`,
    );
    for (const format of ['csv', 'xlsx'] as const) {
      global.gc?.();
      const before = process.memoryUsage.rss();
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage.rss());
      }, 50);
      started = performance.now();
      const answer = await fetch(`${url}${customerSourceResource.endpoints.export!.path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ format }),
      });
      const { jobId } = ((await answer.json()) as { data: { jobId: number } }).data;
      let job: typeof jobs.$inferSelect | undefined;
      for (;;) {
        [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
        if (job && !['queued', 'running'].includes(job.status)) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const elapsed = performance.now() - started;
      clearInterval(sampler);
      const result = job!.result as { size: number; rows: number } | null;
      console.log(
        `  ${format.padEnd(5)} ${job!.status.padEnd(6)} ${seconds(elapsed).padStart(8)}  ${mb(before)} → ${mb(peak)}  file ${mb(result?.size ?? 0)}, ${result?.rows ?? 0} rows${job!.error ? `  error: ${job!.error}` : ''}`,
      );
    }

    // A text "contains" filter scans every row (no index serves ILIKE '%…%'): measured fewer times.
    const lists = [
      ['page 1, newest first', `${base}?pageNum=1&pageSize=10`, ITERATIONS],
      [
        'page 1000, enabled, by sort',
        `${base}?pageNum=1000&pageSize=10&enabled=true&sortField=sort&sortOrder=asc`,
        ITERATIONS,
      ],
      [
        'page 1000, enabled, by created',
        `${base}?pageNum=1000&pageSize=10&enabled=true&sortField=createdAt&sortOrder=desc`,
        ITERATIONS,
      ],
      [
        'page 1, name contains, by sort',
        `${base}?pageNum=1&pageSize=10&name=${encodeURIComponent('来源 12')}&sortField=sort&sortOrder=asc`,
        10,
      ],
    ] as const;
    console.log(`\nList page at ${ROWS.toLocaleString('en')} rows, server time (Server-Timing), ms`);
    console.log('  query                              n     median    p95');
    for (const [name, pageUrl, iterations] of lists) {
      const s = await summarize(iterations, () => fetch(pageUrl, { headers }));
      console.log(
        `  ${name.padEnd(34)} ${String(s.count).padEnd(5)}${s.serverMedian.toFixed(2).padStart(7)}${s.serverP95.toFixed(2).padStart(9)}`,
      );
    }
  } finally {
    await app.close();
  }
});
