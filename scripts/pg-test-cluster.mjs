#!/usr/bin/env node
// A throwaway PostgreSQL 15 cluster for tests: initdb + pg_ctl in a temp directory, on a free
// loopback port, fsync off. PostgreSQL refuses to run as root, so as root the binaries run as the
// `postgres` user (which then owns the temp directory).
//
//   import { startCluster } from './scripts/pg-test-cluster.mjs';
//   const { url, stop } = await startCluster();   // url: postgres://postgres@127.0.0.1:PORT/postgres
//
//   node scripts/pg-test-cluster.mjs   # prints the URL, runs until SIGINT/SIGTERM, then cleans up
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const DEFAULT_BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const RUN_AS = 'postgres';

/** A free TCP port on 127.0.0.1 (asked from the kernel, then released for the server to take). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function runAsUserOf(isRoot) {
  return (command, args) => {
    const [file, argv] = isRoot ? ['runuser', ['-u', RUN_AS, '--', command, ...args]] : [command, args];
    try {
      return execFileSync(file, argv, { stdio: 'pipe', encoding: 'utf8' });
    } catch (error) {
      const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim();
      throw new Error(`${path.basename(command)} failed: ${output || error.message}`);
    }
  };
}

/**
 * Starts a fresh cluster. Answers `{ url, port, dataDir, stop }`; `stop()` shuts the server down
 * and removes the directory. With `keepDir` the cluster lives in that directory instead and is kept
 * on `stop()`; a later start with the same `keepDir` starts the cluster found there (`reused`).
 */
export async function startCluster({ binDir = DEFAULT_BIN_DIR, keepDir } = {}) {
  const isRoot = process.getuid?.() === 0;
  const run = runAsUserOf(isRoot);
  if (keepDir) mkdirSync(keepDir, { recursive: true });
  const baseDir = keepDir ? path.resolve(keepDir) : mkdtempSync(path.join(os.tmpdir(), 'atrium-pg-'));
  const dataDir = path.join(baseDir, 'data');
  const reused = existsSync(path.join(dataDir, 'PG_VERSION'));
  const remove = () => {
    if (!keepDir) rmSync(baseDir, { recursive: true, force: true });
  };
  let started = false;
  try {
    if (isRoot) {
      const uid = Number(execFileSync('id', ['-u', RUN_AS], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', RUN_AS], { encoding: 'utf8' }).trim());
      chownSync(baseDir, uid, gid);
    }
    if (!reused)
      run(path.join(binDir, 'initdb'), [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C',
        '--no-sync',
      ]);
    // A kept cluster whose last user was killed is still running: stop it, then start it afresh.
    if (reused && existsSync(path.join(dataDir, 'postmaster.pid'))) {
      try {
        run(path.join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } catch {}
    }
    const port = await freePort();
    const serverOptions = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${baseDir}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    run(path.join(binDir, 'pg_ctl'), [
      '-D',
      dataDir,
      '-o',
      serverOptions,
      '-l',
      path.join(baseDir, 'server.log'),
      '-w',
      'start',
    ]);
    started = true;
    let stopped = false;
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      dataDir,
      reused,
      async stop() {
        if (stopped) return;
        stopped = true;
        try {
          run(path.join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
        } finally {
          remove();
        }
      },
    };
  } catch (error) {
    if (started) {
      try {
        run(path.join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {}
    }
    remove();
    throw error;
  }
}

const isCli = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isCli) {
  const cluster = await startCluster();
  console.log(cluster.url);
  const shutdown = async () => {
    await cluster.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  // Keep the process alive until a signal arrives.
  setInterval(() => {}, 1 << 30);
}
