import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no multi-process protection: a second process on the same data directory silently
 * loses its writes. A lock file holding the owner's pid keeps it to one process; a lock left by a
 * dead process is taken over.
 */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** Locks held by this process (a pid check alone can't tell a second open within one process). */
const heldLocks = new Set<string>();

export interface DataDirLock {
  path: string;
  release(): void;
}

export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'atrium.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      heldLocks.add(lockPath);
      return { path: lockPath, release: () => releaseLock(lockPath) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(lockPath);
    const heldHere = holder === process.pid && heldLocks.has(lockPath);
    if (heldHere || (holder !== undefined && holder !== process.pid && isAlive(holder))) {
      throw new DataDirLockedError(
        `The data directory ${dataDir} is in use by process ${holder} (lock file ${lockPath}). ` +
          'Stop that process first, or point ATRIUM_DATA_DIR elsewhere.',
      );
    }
    // Stale: its process is gone (or the file is unreadable garbage). Remove it and retry.
    try {
      unlinkSync(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${lockPath}; another process keeps taking it.`);
}

function releaseLock(lockPath: string): void {
  if (!heldLocks.delete(lockPath)) return;
  if (readHolder(lockPath) === process.pid) unlinkSync(lockPath);
}

function readHolder(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
