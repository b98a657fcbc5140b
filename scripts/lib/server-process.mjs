// Starts the real Atrium server (its sources through tsx, or the compiled build; embedded PGlite in
// a fresh temp data dir unless told otherwise) on a free loopback port and waits until it answers. Used by the end-to-end tests,
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

/**
 * NODE_OPTIONS for a server process: a fixed heap cap. Left to itself V8 sizes the heap from the
 * machine's memory (about 4 GB here) and lets garbage pile up towards it, so exporting a million
 * rows reached ~310 MB of RSS; with the cap the same export peaks under ~200 MB (bench/README).
 */
export function serverNodeOptions(env = process.env) {
  const raw = env.ATRIUM_MAX_HEAP_MB ?? String(DEFAULT_MAX_HEAP_MB);
  const megabytes = Number(raw);
  if (!/^\d+$/.test(raw) || megabytes < 128) {
    throw new Error(`ATRIUM_MAX_HEAP_MB: must be a whole number of megabytes, at least 128 (got "${raw}")`);
  }
  return [env.NODE_OPTIONS, `--max-old-space-size=${megabytes}`].filter(Boolean).join(' ');
}

/** The compiled server that `npm run build:server` writes and production runs with plain node. */
export const COMPILED_SERVER = join(ROOT, 'apps/server/dist/main.js');

/**
 * Spawns the server with `env` and the heap cap: the compiled build with node (as `npm start`
 * does: no TypeScript loader, stack traces mapped back to the sources), or by default
 * apps/server/src/main.ts through tsx, which needs no build step.
 */
export function spawnServer(env, stdio, { compiled = false } = {}) {
  const [command, args] = compiled
    ? [process.execPath, ['--enable-source-maps', COMPILED_SERVER]]
    : [join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'apps/server/src/main.ts')]];
  return spawn(command, args, {
    cwd: ROOT,
    env: { ...env, NODE_OPTIONS: serverNodeOptions(env) },
    stdio,
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
 * @param {{ env?: Record<string,string>, dataDir?: string, quiet?: boolean, compiled?: boolean }} [options]
 * @returns {Promise<{ url: string, port: number, dataDir: string, stop: () => Promise<void> }>}
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
    ['ignore', options.quiet ? 'ignore' : 'inherit', 'pipe'],
    { compiled: options.compiled },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    if (!options.quiet) process.stderr.write(chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
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
      throw new Error(`server did not answer within 60 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  /** Kills the server as a power cut would: SIGKILL to tsx and the node process it started, no shutdown. */
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
  return { url, port, dataDir, pid: child.pid, stop, crash };
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
