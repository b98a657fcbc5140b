// Starts the real Atrium server (its sources through node + tsx's loader, or the compiled build;
// embedded PGlite in a fresh temp data dir unless told otherwise) on a free loopback port and waits
// until it answers. Used by the end-to-end tests,
// the benchmarks and the screenshot script.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The server's JavaScript heap, in MB, unless ATRIUM_MAX_HEAP_MB says otherwise. */
export const DEFAULT_MAX_HEAP_MB = 1024;

/** The young generation's semi-space, in MB: see serverNodeOptions. */
export const SEMI_SPACE_MB = 16;

/**
 * NODE_OPTIONS for a server process: a fixed heap cap. Left to itself V8 sizes the heap from the
 * machine's memory (about 4 GB here) and lets garbage pile up towards it, so exporting a million
 * rows reached ~310 MB of RSS; with the cap the same export peaks under ~200 MB (bench/README).
 * And a young generation of Node 20's size (16 MB per semi-space): Node 24 lets it grow to 64 MB
 * during the start and keeps it, ~100 MB more idle RSS (docs/architecture.md §3k).
 */
export function serverNodeOptions(env = process.env) {
  const raw = env.ATRIUM_MAX_HEAP_MB ?? String(DEFAULT_MAX_HEAP_MB);
  const megabytes = Number(raw);
  if (!/^\d+$/.test(raw) || megabytes < 128) {
    throw new Error(`ATRIUM_MAX_HEAP_MB: must be a whole number of megabytes, at least 128 (got "${raw}")`);
  }
  return [env.NODE_OPTIONS, `--max-old-space-size=${megabytes}`, `--max-semi-space-size=${SEMI_SPACE_MB}`]
    .filter(Boolean)
    .join(' ');
}

/**
 * How long a start may take to answer /erp/health. A first start seeds the demo organization:
 * about 10 s on a quiet machine, past 60 s on a busy one (seen at load average 7.5–10). A deadline,
 * not a timing: it only has to catch a hung start.
 */
export const SERVER_START_DEADLINE_MS = 180_000;

/** The compiled server's entry that `npm run build:server` writes and production runs with plain node. */
export const COMPILED_SERVER = join(ROOT, 'apps/server/dist/main.js');

/**
 * Spawns the server with `env` and the heap cap, as ONE process (`node`: this one's unless told):
 * the compiled build (as `npm start` does: no TypeScript loader), or by default
 * apps/server/src/main.ts with tsx's loader (`--import tsx`), which needs no build step — not the
 * `tsx` command. That command runs node as a child of its own and relays SIGINT/SIGTERM to it; a
 * signal sent to the process group then reached the server twice, and when the server, busy under
 * load, did not report a relayed signal back within 30 ms, tsx followed up with SIGKILL: requests
 * in flight were cut (issue 26).
 *
 * The server also gets an IPC channel: when the launcher goes away, however it went, the channel
 * closes and the server shuts down (main.ts) instead of serving on as an orphan. `detached` puts
 * the server in a process group of its own, so that a signal to the launcher's group reaches it
 * only through the launcher (scripts/start.mjs).
 */
export function spawnServer(
  env,
  stdio,
  { compiled = false, detached = false, node = process.execPath } = {},
) {
  const streams = typeof stdio === 'string' ? [stdio, stdio, stdio] : stdio;
  const args = compiled ? [COMPILED_SERVER] : ['--import', 'tsx', join(ROOT, 'apps/server/src/main.ts')];
  return spawn(node, args, {
    cwd: ROOT,
    env: { ...env, NODE_OPTIONS: serverNodeOptions(env) },
    stdio: [...streams, 'ipc'],
    detached,
  });
}

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * @param {{ env?: Record<string,string>, dataDir?: string, quiet?: boolean, onOutput?: (text: string) => void, compiled?: boolean }} [options]
 * @returns {Promise<import('./server-process.d.mts').RunningServer>}
 */
export async function startServer(options = {}) {
  const port = await freePort();
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'atrium-data-'));
  const child = spawnServer(
    {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ATRIUM_DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...options.env,
    },
    ['ignore', options.onOutput ? 'pipe' : options.quiet ? 'ignore' : 'inherit', 'pipe'],
    { compiled: options.compiled },
  );
  // The caller's process may end without stopping the server: the closed channel then stops it.
  child.channel?.unref();
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  child.stdout?.on('data', (chunk) => options.onOutput?.(String(chunk)));
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    if (!options.quiet) process.stderr.write(chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + SERVER_START_DEADLINE_MS;
  while (true) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    try {
      const answer = await fetch(`${url}/erp/health`);
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer within 180 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  /** Kills the server as a power cut would: SIGKILL to it and any process it started, no shutdown. */
  const crash = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    for (const pid of [...descendantsOf(child.pid), child.pid]) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await exited;
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, port, dataDir, pid: child.pid, exited, stop, crash };
}

/** The processes below `pid` (Linux /proc), children first found first. */
function descendantsOf(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // `pid (comm) state ppid …`: the name may hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // exited while listing
    }
  }
  const found = [];
  const walk = (parent) => {
    for (const [child, ppid] of parents) {
      if (ppid === parent) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}
