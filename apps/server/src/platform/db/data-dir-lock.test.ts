import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';
import { openDatabase } from './database.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atrium-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has certainly exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

describe('PGlite data directory lock', () => {
  it('refuses a second open of the same directory, naming the holder', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const second = openDatabase({ kind: 'pglite', dataDir });
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(`in use by process ${process.pid}`);
    } finally {
      await first.close();
    }
    // Closing releases the lock: the directory opens again, with its data.
    const again = await openDatabase({ kind: 'pglite', dataDir });
    expect(again.created).toBe(false);
    await again.close();
  });

  it('refuses a directory locked by another live process', () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, 'atrium.lock'), String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(`in use by process ${process.ppid}`);
  });

  it('takes over the stale lock of a dead process', () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, 'atrium.lock'), String(deadPid()));
    const lock = lockDataDir(dataDir);
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });
});
