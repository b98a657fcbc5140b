// On PGlite too: the embedded database runs the queue in single-process mode, without SKIP LOCKED across processes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { organizations } from '../src/modules/admin/admin.tables.js';
import type { JobContext } from '../src/platform/jobs/job-queue.js';
import { jobs } from '../src/platform/jobs/jobs.tables.js';
import { localFileStore } from '../src/platform/storage/local-file-store.js';
import { openTestDatabase, type TestDatabase } from './harness.js';

/**
 * The durable queue through the real app: each test builds apps on one database that outlives
 * them, so "closing the app and starting a new one" is a restart of the server process.
 */
let testDb: TestDatabase;
let filesDir: string;
let orgId: number;

beforeAll(async () => {
  testDb = await openTestDatabase('demo');
  filesDir = await mkdtemp(path.join(tmpdir(), 'atrium-jobs-'));
  const [demo] = await testDb.database.db.select().from(organizations).where(eq(organizations.code, 'demo'));
  orgId = demo!.id;
});
afterAll(async () => {
  await testDb?.dispose();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

async function startApp(jobTuning: { abortWaitMs?: number } = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    database: testDb.database,
    fileStore: localFileStore(filesDir),
    logLevel: 'silent',
    webDist: null,
    jobs: { pollMs: 50, concurrency: 1, heartbeatMs: 100, ...jobTuning },
  });
  await app.ready();
  return app;
}

const jobById = async (id: number) => {
  const [row] = await testDb.database.db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
};
const waitForStatus = (id: number, status: string) =>
  vi.waitFor(
    async () => {
      expect((await jobById(id)).status).toBe(status);
    },
    { timeout: 10_000, interval: 20 },
  );

/** A promise the test resolves, and a handler waiting on it that gives up when the queue aborts it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const waitOrAbort = (signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      opened.then(resolve);
    });
  return { open, waitOrAbort };
}

describe('job queue', () => {
  it('runs a job, reports its progress, and keeps its result', async () => {
    const app = await startApp();
    try {
      const step = gate();
      app.jobs.register('test.progress', async ({ progress, signal, job }: JobContext) => {
        await progress(40);
        await step.waitOrAbort(signal);
        return { echoed: job.payload.word };
      });
      const id = await app.jobs.enqueue({ kind: 'test.progress', orgId, payload: { word: 'hello' } });
      await vi.waitFor(async () => expect((await jobById(id)).progress).toBe(40), { timeout: 10_000 });
      expect((await jobById(id)).status).toBe('running');
      step.open();
      await waitForStatus(id, 'done');
      expect(await jobById(id)).toMatchObject({ progress: 100, result: { echoed: 'hello' }, attempts: 1 });
    } finally {
      await app.close();
    }
  });

  it('marks a job that keeps failing as failed, with the kind of its error', async () => {
    const app = await startApp();
    try {
      app.jobs.register(
        'test.fail',
        async () => {
          throw new Error('the disk is full');
        },
        { maxAttempts: 1 },
      );
      const id = await app.jobs.enqueue({ kind: 'test.fail', orgId });
      await waitForStatus(id, 'failed');
      // The error's text stays in the log: the row keeps its kind only.
      expect(await jobById(id)).toMatchObject({ error: 'Error', attempts: 1 });
      expect((await jobById(id)).finishedAt).not.toBeNull();
    } finally {
      await app.close();
    }
  });

  it('cancels a running job: the handler is stopped and the job stays cancelled', async () => {
    const app = await startApp();
    try {
      const never = gate();
      let stoppedBy: unknown;
      app.jobs.register('test.cancel', async ({ signal }) => {
        await never.waitOrAbort(signal).catch((error) => {
          stoppedBy = error;
          throw error;
        });
        return {};
      });
      const id = await app.jobs.enqueue({ kind: 'test.cancel', orgId });
      await waitForStatus(id, 'running');
      expect(await app.jobs.cancel(id)).toBe(true);
      await vi.waitFor(() => expect(stoppedBy).toBeInstanceOf(Error));
      expect((await jobById(id)).status).toBe('cancelled');
    } finally {
      await app.close();
    }
  });

  it('finishes after a restart the jobs that were running or queued when the server stopped', async () => {
    const first = await startApp();
    const blocked = gate();
    const ranInFirst: number[] = [];
    first.jobs.register('test.restart', async ({ job, signal }) => {
      ranInFirst.push(job.id);
      await blocked.waitOrAbort(signal);
      return { by: 'first' };
    });
    const running = await first.jobs.enqueue({ kind: 'test.restart', orgId, payload: { n: 1 } });
    // Its handler running, not only its row claimed: a stop between the two hands it back unrun.
    await vi.waitFor(() => expect(ranInFirst).toEqual([running]), { timeout: 10_000 });
    // Concurrency 1: this one waits behind the running job.
    const queued = await first.jobs.enqueue({ kind: 'test.restart', orgId, payload: { n: 2 } });
    await first.close();
    expect(ranInFirst).toEqual([running]);
    expect((await jobById(running)).status).toBe('queued');
    expect((await jobById(queued)).status).toBe('queued');

    const second = await startApp();
    try {
      second.jobs.register('test.restart', async ({ job }) => ({ by: 'second', n: job.payload.n }));
      await waitForStatus(running, 'done');
      await waitForStatus(queued, 'done');
      // The interrupted attempt is not counted against the job.
      expect(await jobById(running)).toMatchObject({ result: { by: 'second', n: 1 }, attempts: 1 });
      expect(await jobById(queued)).toMatchObject({ result: { by: 'second', n: 2 }, attempts: 1 });
    } finally {
      await second.close();
    }
  });

  it('on a graceful stop, lets a running job finish within the grace and hands back one that does not', async () => {
    const first = await startApp();
    const finishing = gate();
    let started = false;
    first.jobs.register('test.finishesInGrace', async ({ signal }) => {
      started = true;
      await finishing.waitOrAbort(signal);
      return { finished: true };
    });
    const finished = await first.jobs.enqueue({ kind: 'test.finishesInGrace', orgId });
    // Its handler running, not only its row claimed: a stop between the two hands it back unrun.
    await vi.waitFor(() => expect(started).toBe(true), { timeout: 10_000 });
    const stopping = first.jobs.stop({ finishWithinMs: 30_000 });
    finishing.open();
    await stopping;
    await first.close();
    expect(await jobById(finished)).toMatchObject({ status: 'done', result: { finished: true } });

    // A handler that never looks at its abort signal: handed back all the same, attempt not counted.
    const second = await startApp({ abortWaitMs: 50 });
    const deaf = gate();
    second.jobs.register('test.deafToStop', async () => {
      await deaf.waitOrAbort(new AbortController().signal);
      return { finished: true };
    });
    const handedBack = await second.jobs.enqueue({ kind: 'test.deafToStop', orgId });
    await waitForStatus(handedBack, 'running');
    await second.jobs.stop({ finishWithinMs: 0 });
    await second.close();
    deaf.open();
    expect(await jobById(handedBack)).toMatchObject({ status: 'queued', attempts: 0, heartbeatAt: null });
  });

  it('re-queues at start a job left running by a process that died', async () => {
    const [orphan] = await testDb.database.db
      .insert(jobs)
      .values({
        kind: 'test.orphan',
        orgId,
        status: 'running',
        attempts: 1,
        heartbeatAt: new Date(Date.now() - 3_600_000),
        startedAt: new Date(Date.now() - 3_600_000),
      })
      .returning();
    const app = await startApp();
    try {
      app.jobs.register('test.orphan', async () => ({ recovered: true }));
      await waitForStatus(orphan!.id, 'done');
      expect(await jobById(orphan!.id)).toMatchObject({ result: { recovered: true }, attempts: 2 });
    } finally {
      await app.close();
    }
  });
});
