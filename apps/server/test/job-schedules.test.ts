// On PGlite too: npm start runs the queue and its schedules on the embedded database, in one process.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { JobQueue, type JobQueueOptions } from '../src/platform/jobs/job-queue.js';
import { periodKey } from '../src/platform/jobs/job-scheduler.js';
import { jobSchedules, jobs } from '../src/platform/jobs/jobs.tables.js';
import type { FileStore } from '../src/platform/storage/file-store.js';
import { openTestDatabase, type TestDatabase } from './harness.js';

/**
 * Cron schedules and dedupe keys of the durable queue, on queues built straight on a test
 * database (no app): several JobQueue instances on one database are several server processes.
 * Time is stepped through runDueSchedules(now) or the queue's injected clock; nothing sleeps.
 */
let testDb: TestDatabase;
let orgIds: number[];
const db = () => testDb.database.db;
/** Schedules here never touch files. */
const noFiles = {} as FileStore;
/** An instant on the business clock (China Standard Time). */
const china = (local: string) => new Date(`${local}+08:00`);

beforeAll(async () => {
  testDb = await openTestDatabase();
  const rows = await db()
    .insert(organizations)
    .values([
      { name: '总部', code: 'hq' },
      { name: '分部', code: 'branch' },
    ])
    .returning({ id: organizations.id });
  orgIds = rows.map((row) => row.id).sort((a, b) => a - b);
});
afterAll(() => testDb?.dispose());

const queueOn = (options: Partial<JobQueueOptions> = {}) =>
  new JobQueue({ db: db(), fileStore: noFiles, pollMs: 20, heartbeatMs: 100, ...options });
const jobsOfKind = (kind: string) =>
  db()
    .select({
      id: jobs.id,
      orgId: jobs.orgId,
      payload: jobs.payload,
      dedupeKey: jobs.dedupeKey,
      status: jobs.status,
    })
    .from(jobs)
    .where(eq(jobs.kind, kind))
    .orderBy(jobs.id);
const scheduleRow = async (name: string) =>
  (await db().select().from(jobSchedules).where(eq(jobSchedules.name, name)))[0]!;

describe('job schedules', () => {
  it('queue one job per organization once per period, on the China business clock', async () => {
    const queue = queueOn();
    queue.schedule({
      name: 'test.nightly',
      cron: '0 3 * * *',
      kind: 'test.nightly',
      payload: { scope: 'all' },
    });
    // First seen at 01:00: starts at today's 03:00, nothing now.
    expect(await queue.runDueSchedules(china('2031-01-10T01:00'))).toEqual([]);
    expect((await scheduleRow('test.nightly')).nextRunAt).toEqual(china('2031-01-10T03:00'));
    expect(await queue.runDueSchedules(china('2031-01-10T02:59:59'))).toEqual([]);

    const first = await queue.runDueSchedules(china('2031-01-10T03:00'));
    expect(first).toHaveLength(2);
    expect(await queue.runDueSchedules(china('2031-01-10T03:00'))).toEqual([]);
    expect(await queue.runDueSchedules(china('2031-01-10T23:59'))).toEqual([]);
    const period = china('2031-01-10T03:00').toISOString();
    expect(await jobsOfKind('test.nightly')).toEqual(
      orgIds.map((orgId, index) => ({
        id: first[index],
        orgId,
        payload: { scope: 'all', period },
        dedupeKey: `test.nightly@${period}`,
        status: 'queued',
      })),
    );
    expect(await scheduleRow('test.nightly')).toMatchObject({
      cron: '0 3 * * *',
      lastRunAt: china('2031-01-10T03:00'),
      nextRunAt: china('2031-01-11T03:00'),
    });
    expect(await queue.runDueSchedules(china('2031-01-11T03:00:30'))).toHaveLength(2);
    expect(await jobsOfKind('test.nightly')).toHaveLength(4);
  });

  it('queue a period exactly once when several processes race for it', async () => {
    const processes = Array.from({ length: 4 }, () => queueOn());
    for (const queue of processes)
      queue.schedule({
        name: 'test.hourly',
        cron: '0 * * * *',
        kind: 'test.hourly',
        organizations: async () => [orgIds[0]!],
      });
    await Promise.all(processes.map((queue) => queue.runDueSchedules(china('2031-02-01T00:30'))));
    const hours = ['01', '02', '03', '04', '05'];
    for (const hour of hours) {
      const at = china(`2031-02-01T${hour}:00:01`);
      const won = await Promise.all(processes.map((queue) => queue.runDueSchedules(at)));
      // One process wins each period; the others find it taken.
      expect(won.filter((ids) => ids.length > 0)).toHaveLength(1);
    }
    const queued = await jobsOfKind('test.hourly');
    expect(queued.map((job) => job.dedupeKey)).toEqual(
      hours.map((hour) => periodKey('test.hourly', china(`2031-02-01T${hour}:00`))),
    );
  });

  it('run the periods missed while every process was down once, at start', async () => {
    const before = queueOn();
    before.schedule({ name: 'test.catchUp', cron: '*/15 * * * *', kind: 'test.catchUp' });
    await before.runDueSchedules(china('2031-03-01T08:05'));
    // Down from 08:05 to 13:40: nineteen periods passed; only the latest (13:30) runs.
    let clock = china('2031-03-01T13:40');
    const after = queueOn({ now: () => clock });
    const ran: { orgId: number; period: unknown }[] = [];
    after.register('test.catchUp', async ({ job }) => {
      ran.push({ orgId: job.orgId, period: job.payload.period });
      return {};
    });
    after.schedule({ name: 'test.catchUp', cron: '*/15 * * * *', kind: 'test.catchUp' });
    await after.start();
    try {
      await vi.waitFor(() => expect(ran).toHaveLength(2), { timeout: 10_000, interval: 20 });
      const period = china('2031-03-01T13:30').toISOString();
      expect(ran.sort((a, b) => a.orgId - b.orgId)).toEqual(orgIds.map((orgId) => ({ orgId, period })));
      expect((await scheduleRow('test.catchUp')).nextRunAt).toEqual(china('2031-03-01T13:45'));
      clock = china('2031-03-01T13:44');
      expect(await after.runDueSchedules()).toEqual([]);
      clock = china('2031-03-01T13:45');
      expect(await after.runDueSchedules()).toHaveLength(2);
    } finally {
      await after.stop();
    }
    expect(await jobsOfKind('test.catchUp')).toHaveLength(4);
  });

  it('keep a period due when queueing its jobs fails, and queue it on the next look', async () => {
    let failing = true;
    const queue = queueOn();
    queue.schedule({
      name: 'test.retry',
      cron: '0 9 * * *',
      kind: 'test.retry',
      organizations: async () => {
        if (failing) throw new Error('organizations unavailable');
        return orgIds;
      },
    });
    await queue.runDueSchedules(china('2031-04-01T08:00'));
    await expect(queue.runDueSchedules(china('2031-04-01T09:00'))).rejects.toThrow(
      'organizations unavailable',
    );
    expect((await scheduleRow('test.retry')).nextRunAt).toEqual(china('2031-04-01T09:00'));
    failing = false;
    expect(await queue.runDueSchedules(china('2031-04-01T09:01'))).toHaveLength(2);
    expect((await scheduleRow('test.retry')).nextRunAt).toEqual(china('2031-04-02T09:00'));
  });

  it('restart a schedule whose cron changed at its next period', async () => {
    const old = queueOn();
    old.schedule({ name: 'test.moved', cron: '0 2 * * *', kind: 'test.moved' });
    await old.runDueSchedules(china('2031-05-01T12:00'));
    const changed = queueOn();
    changed.schedule({ name: 'test.moved', cron: '30 22 * * *', kind: 'test.moved' });
    expect(await changed.runDueSchedules(china('2031-05-01T13:00'))).toEqual([]);
    expect(await scheduleRow('test.moved')).toMatchObject({
      cron: '30 22 * * *',
      nextRunAt: china('2031-05-01T22:30'),
    });
  });

  it('refuse a malformed cron and a name declared twice when declared', () => {
    const queue = queueOn();
    expect(() => queue.schedule({ name: 'test.bad', cron: '0 25 * * *', kind: 'x' })).toThrow(/hour 25/);
    queue.schedule({ name: 'test.once', cron: '@daily', kind: 'x' });
    expect(() => queue.schedule({ name: 'test.once', cron: '@daily', kind: 'x' })).toThrow(/declared twice/);
  });
});

describe('dedupe keys', () => {
  it('answer the queued job instead of adding a second, in one organization only', async () => {
    const queue = queueOn();
    const job = { kind: 'test.dedupe', orgId: orgIds[0]!, dedupeKey: 'customer:42' };
    const first = await queue.enqueue({ ...job, payload: { n: 1 } });
    expect(await queue.enqueue({ ...job, payload: { n: 2 } })).toBe(first);
    const elsewhere = await queue.enqueue({ ...job, orgId: orgIds[1]! });
    expect(elsewhere).not.toBe(first);
    const other = await queue.enqueue({ ...job, dedupeKey: 'customer:43' });
    // Without a key nothing is deduplicated.
    const plain = [await queue.enqueue({ kind: 'test.dedupe', orgId: orgIds[0]! })];
    plain.push(await queue.enqueue({ kind: 'test.dedupe', orgId: orgIds[0]! }));
    expect(new Set([first, elsewhere, other, ...plain]).size).toBe(5);
    expect((await jobsOfKind('test.dedupe')).find((row) => row.id === first)!.payload).toEqual({ n: 1 });
  });

  it('hold while the job runs and free the key once it finished', async () => {
    const queue = queueOn({ concurrency: 1 });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    queue.register('test.dedupeRun', async () => {
      await released;
      return {};
    });
    await queue.start();
    try {
      const job = { kind: 'test.dedupeRun', orgId: orgIds[0]!, dedupeKey: 'scan' };
      const running = await queue.enqueue(job);
      await vi.waitFor(async () => expect(await statusOf(running)).toBe('running'), {
        timeout: 10_000,
        interval: 20,
      });
      expect(await queue.enqueue(job)).toBe(running);
      release();
      await vi.waitFor(async () => expect(await statusOf(running)).toBe('done'), {
        timeout: 10_000,
        interval: 20,
      });
      const again = await queue.enqueue(job);
      expect(again).not.toBe(running);
      await vi.waitFor(async () => expect(await statusOf(again)).toBe('done'), {
        timeout: 10_000,
        interval: 20,
      });
      // A cancelled job frees its key too.
      await db().update(jobs).set({ status: 'cancelled' }).where(eq(jobs.id, again));
      expect(await queue.enqueue(job)).not.toBe(again);
    } finally {
      await queue.stop();
    }
  });

  it('add one job when many enqueue the same key at once', async () => {
    const queues = Array.from({ length: 3 }, () => queueOn());
    const job = { kind: 'test.dedupeRace', orgId: orgIds[1]!, dedupeKey: 'order:7' };
    const ids = await Promise.all(queues.flatMap((queue) => [queue.enqueue(job), queue.enqueue(job)]));
    expect(new Set(ids).size).toBe(1);
    const rows = await db()
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, 'test.dedupeRace'), inArray(jobs.status, ['queued', 'running'])));
    expect(rows).toEqual([{ id: ids[0] }]);
  });
});

const statusOf = async (id: number) =>
  (await db().select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id)))[0]!.status;
