import { spawnSync } from 'node:child_process';
import { getHeapStatistics } from 'node:v8';
import { serverNodeOptions } from '../../scripts/lib/server-process.mjs';

const MARK = 'ATRIUM_BENCH_SERVER_HEAP';

/**
 * Benchmarks that run the server in their own process measure its memory, so they must run with
 * the heap cap `npm start` gives the server: this re-runs the current script in a child process
 * with those NODE_OPTIONS (plus --expose-gc, to measure from a collected heap) and exits with its
 * status. In the child it returns the heap limit in MB, for the report.
 */
export function runWithServerHeap(): number {
  if (process.env[MARK]) return Math.round(getHeapStatistics().heap_size_limit / 1024 / 1024);
  const child = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, [MARK]: '1', NODE_OPTIONS: `${serverNodeOptions()} --expose-gc` },
    stdio: 'inherit',
  });
  process.exit(child.status ?? 1);
}
