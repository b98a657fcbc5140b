// `npm run bench`: bundle sizes of what the browser loads, API latency on the embedded database,
// the import of 100,000 rows (`npx tsx bench/import.ts` runs only that, plus a re-import), then
// export and list pages at 1,000,000 rows on PGlite and on PostgreSQL (bench/export-and-list.ts;
// BENCH_SKIP_MILLION=1 leaves that out, it takes several minutes), and a million customers on
// PostgreSQL (bench/crm-customers.ts: customer list pages, phone search, private-sea recall); before
// those, the call screen pop in the agent's browser (bench/screen-pop.ts), realtime fan-out to
// 500 agent sockets (bench/realtime-fanout.ts) and the server's restart time and idle memory, from
// the sources and compiled (bench/server-start.ts; `npm run bench -- server-start` runs only that),
// and throughput of 1, 2 and 3 server processes behind a round-robin proxy on one PostgreSQL
// (bench/cluster.ts; `npm run bench -- cluster` runs only that);
// last, products and stock at 200,000 products and
// 10,000,000 moves on PostgreSQL (bench/stock.ts), and the approval engine at 100,000 instances and
// 500,000 tasks on PostgreSQL (bench/approvals.ts), and sales at 1,000,000 orders and 5,000,000
// lines on PostgreSQL (bench/sales.ts), and work orders at 1,000,000 on PostgreSQL (bench/workorders.ts:
// the five list views, the SLA scan; these four also left out by BENCH_SKIP_MILLION).
// `npm run bench -- stock [--products=N --moves=N]` runs only the stock bench, `npm run bench --
// approvals [--instances=N --tasks-per-instance=N]` only the approval bench, `npm run bench --
// sales [--orders=N --statement-rows=N]` only the sales bench, `npm run bench -- workorders
// [--orders=N]` only the work-order bench.
// Figures are printed, not asserted (wall-clock); the bundle budgets are asserted by the e2e suite.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT, startServer } from '../scripts/lib/server-process.mjs';
import { LOGIN_BUDGET_GZIP, measureLoginAndShell, SHELL_BUDGET_GZIP } from './lib/bundle-size.js';
import { CHROMIUM_ARGS } from './lib/chromium.js';
import { customerSourceCsv, printImportTimings, timeImport } from './lib/import-bench.js';
import { loginBody, summarize } from './lib/latency.js';

const ALONE = ['stock', 'approvals', 'sales', 'workorders', 'server-start', 'cluster'];
if (ALONE.includes(process.argv[2] ?? '')) {
  execFileSync(
    join(ROOT, 'node_modules/.bin/tsx'),
    [join(ROOT, `bench/${process.argv[2]}.ts`), ...process.argv.slice(3)],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  process.exit(0);
}

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const LOGIN_ITERATIONS = Number(process.env.BENCH_LOGIN_ITERATIONS ?? 50);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (!existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
}
// Many sign-ins from one address in a few seconds: lift the per-address limit for this process only.
const server = await startServer({ quiet: true, env: { ATRIUM_LOGIN_ATTEMPTS_PER_MINUTE: '100000' } });
try {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const page = await browser.newPage({ baseURL: server.url, locale: 'zh-CN' });
  const { login, shell, shellTotalGzip } = await measureLoginAndShell(page);
  await browser.close();

  console.log('\nJavaScript loaded (gzip, level 9)');
  console.log(
    `  /user/login            ${kb(login.gzipBytes).padStart(10)}  budget ${kb(LOGIN_BUDGET_GZIP)}  (${login.files.length} files)`,
  );
  console.log(
    `  shell after login      ${kb(shellTotalGzip).padStart(10)}  budget ${kb(SHELL_BUDGET_GZIP)}  (+${shell.files.length} files)`,
  );

  const headers = await signInHeaders(server.url);
  const rows = [
    [
      'POST /erp/auth/login',
      await summarize(LOGIN_ITERATIONS, () => fetch(`${server.url}/erp/auth/login`, loginBody('admin'))),
    ],
    [
      'GET /erp/admin/user/info',
      await summarize(ITERATIONS, () => fetch(`${server.url}/erp/admin/user/info`, { headers })),
    ],
    [
      'GET /erp/admin/user/auth',
      await summarize(ITERATIONS, () => fetch(`${server.url}/erp/admin/user/auth`, { headers })),
    ],
  ] as const;
  console.log('\nAPI latency on embedded PGlite, one client, loopback (ms)');
  console.log('  endpoint                     n     median    p95     server median');
  for (const [name, s] of rows) {
    console.log(
      `  ${name.padEnd(28)}${String(s.count).padEnd(6)}${s.median.toFixed(2).padStart(7)}${s.p95.toFixed(2).padStart(9)}${s.serverMedian.toFixed(2).padStart(12)}`,
    );
  }

  const csv = customerSourceCsv(IMPORT_ROWS);
  const imports = [
    await timeImport(server.url, headers, csv, 'dryRun'),
    await timeImport(server.url, headers, csv, 'goodRowsOnly'),
  ];
  printImportTimings(IMPORT_ROWS, imports, 60);
} finally {
  await server.stop();
}

// Screen pop: call placed into the built-in switch → the notice in the agent's browser.
execFileSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'bench/screen-pop.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
});

// Realtime: one server process on PostgreSQL fanning events out to 500 agent sockets.
execFileSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'bench/realtime-fanout.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
});

// Restart to healthy and idle memory, sources through tsx against the compiled server.
execFileSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'bench/server-start.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
});

// Several processes: requests/s and p95 of 1, 2 and 3 processes behind a round-robin proxy.
execFileSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'bench/cluster.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
});

if (!process.env.BENCH_SKIP_MILLION) {
  for (const database of ['pglite', 'postgres']) {
    execFileSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'bench/export-and-list.ts'), database], {
      cwd: ROOT,
      stdio: 'inherit',
    });
  }
  // A million customers: list pages in owner and manager scope, phone search, the private-sea recall.
  execFileSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'bench/crm-customers.ts'), 'postgres'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  // 200,000 products and 10,000,000 stock moves: product list, stock overview, on-hand, receipts, ledger check.
  execFileSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'bench/stock.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  // 100,000 approval instances, 500,000 tasks: 我审批的 pages, approving, 50 approvers at once.
  execFileSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'bench/approvals.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  // 1,000,000 orders, 5,000,000 lines: order list pages, detail, create, line change, reconciliation.
  execFileSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'bench/sales.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  // 1,000,000 work orders: the five list views, the SLA scan over every running clock.
  execFileSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'bench/workorders.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}

async function signInHeaders(url: string): Promise<Record<string, string>> {
  const answer = await fetch(`${url}/erp/auth/login`, loginBody('admin'));
  const body = (await answer.json()) as { data: { token: string } };
  return { authorization: `Bearer ${body.data.token}` };
}
