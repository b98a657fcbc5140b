// `npx tsx bench/import.ts`: import of 100,000 customer-source rows (1% bad) through the API of a
// real server on the embedded database: dry run, then good-rows-only commit. Target ≤ 60 s each.
import { startServer } from '../scripts/lib/server-process.mjs';
import { customerSourceCsv, printImportTimings, timeImport } from './lib/import-bench.js';
import { loginBody } from './lib/latency.js';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const TARGET_SECONDS = 60;

const server = await startServer({ quiet: true });
try {
  const login = await fetch(`${server.url}/erp/auth/login`, loginBody('admin'));
  const { data } = (await login.json()) as { data: { token: string } };
  const headers = { authorization: `Bearer ${data.token}` };
  const csv = customerSourceCsv(ROWS);
  const timings = [
    await timeImport(server.url, headers, csv, 'dryRun'),
    await timeImport(server.url, headers, csv, 'goodRowsOnly'),
    await timeImport(server.url, headers, csv, 'goodRowsOnly'),
  ];
  timings[2]!.mode = 're-import';
  printImportTimings(ROWS, timings, TARGET_SECONDS);
} finally {
  await server.stop();
}
