import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_HEAP_MB,
  freePort,
  SERVER_START_DEADLINE_MS,
  serverNodeOptions,
  spawnServer,
} from '../../../scripts/lib/server-process.mjs';

/** The real entry point as a process (launched as npm start does): embedded database, demo seed, lock, graceful shutdown. */
const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'atrium-main-'));
afterAll(() => rmSync(dataRoot, { recursive: true, force: true }));

function startServer(port: number) {
  const child = spawnServer(
    {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ATRIUM_DATA_DIR: dataRoot,
      LOG_LEVEL: 'warn',
    },
    ['ignore', 'pipe', 'pipe'],
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (const deadline = Date.now() + SERVER_START_DEADLINE_MS; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error('server exited early');
    const answer = await fetch(`${url}/erp/health`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

describe('server launch options', () => {
  it('caps the heap at ATRIUM_MAX_HEAP_MB (1024 by default) and the young generation, keeping other NODE_OPTIONS', () => {
    expect(serverNodeOptions({})).toBe('--max-old-space-size=1024 --max-semi-space-size=16');
    expect(serverNodeOptions({ ATRIUM_MAX_HEAP_MB: '512', NODE_OPTIONS: '--enable-source-maps' })).toBe(
      '--enable-source-maps --max-old-space-size=512 --max-semi-space-size=16',
    );
    expect(() => serverNodeOptions({ ATRIUM_MAX_HEAP_MB: '1g' })).toThrow(
      /ATRIUM_MAX_HEAP_MB: must be a whole number/,
    );
    expect(() => serverNodeOptions({ ATRIUM_MAX_HEAP_MB: '64' })).toThrow(/at least 128/);
  });
});

describe('main.ts', () => {
  it(
    'starts with demo data, refuses a second process on the data dir, and releases it on SIGTERM',
    async () => {
      const port = await freePort();
      const first = startServer(port);
      try {
        await waitForHealth(`http://127.0.0.1:${port}`, first.child);
        const login = await fetch(`http://127.0.0.1:${port}/erp/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
        });
        expect(login.status).toBe(200);

        // One process (node with tsx's loader, no tsx command in between): the lock names it.
        const holder = readFileSync(path.join(dataRoot, 'atrium.lock'), 'utf8').trim();
        expect(holder).toBe(String(first.child.pid));
        // It runs with the launcher's heap cap.
        const environment = readFileSync(`/proc/${holder}/environ`, 'utf8').split('\0');
        expect(environment.find((entry) => entry.startsWith('NODE_OPTIONS='))).toContain(
          `--max-old-space-size=${DEFAULT_MAX_HEAP_MB}`,
        );
        const second = startServer(await freePort());
        expect(await second.exited).toBe(1);
        expect(second.output()).toContain(`is in use by process ${holder}`);
      } finally {
        first.child.kill('SIGTERM');
      }
      expect(await first.exited).toBe(0);
      expect(existsSync(path.join(dataRoot, 'atrium.lock'))).toBe(false);
    },
    SERVER_START_DEADLINE_MS + 60_000,
  );
});
