import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CALL_EVENT_TYPES, filesApi } from '@atrium/contract';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, type RunningServer, startServer } from '../../../scripts/lib/server-process.mjs';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { callRecords } from '../src/modules/call/call.tables.js';
import { customerActivities } from '../src/modules/crm/activities.tables.js';
import { customers } from '../src/modules/crm/customers.tables.js';
import { RECALL_JOB_KIND, RECALL_SCHEDULE } from '../src/modules/crm/private-sea/recall-schedule.js';
import { type Database, openDatabase } from '../src/platform/db/database.js';
import { parseCron } from '../src/platform/jobs/cron.js';
import { periodKey } from '../src/platform/jobs/job-scheduler.js';
import { jobSchedules, jobs } from '../src/platform/jobs/jobs.tables.js';
import { connectRealtime, until } from './call-telephony-kit.js';
import { multipartForm } from './multipart.js';
import { demoDatabaseForProcesses, type ProcessDatabase } from './process-database.js';
import { type RoundRobinProxy, startRoundRobinProxy } from './round-robin-proxy.js';

/**
 * A deployment in miniature (docs/deployment.md §1): three real server processes on one PostgreSQL
 * and one file store, behind a round-robin proxy with no sticky sessions. A session, a realtime
 * event, a cron period, an export and an upload each cross from one process to another. The
 * processes are started once for the whole file (each start costs seconds of suite time). In
 * PGlite mode the database is a throwaway PostgreSQL, since processes can't share an embedded one.
 */
const run = promisify(execFile);
let processDatabase: ProcessDatabase;
let database: Database;
let filesDir: string;
let proxy: RoundRobinProxy;
const servers: RunningServer[] = [];
/** The recall period made due before the processes start: all three find it due as they start. */
let duePeriod: Date;

beforeAll(async () => {
  processDatabase = await demoDatabaseForProcesses('atrium_cluster');
  const url = processDatabase.url;
  database = await openDatabase({ kind: 'postgres', url });
  const { db } = database;
  // The daily private-sea recall queues a job for each organization with a rule (the demo has
  // them). As if every process had been down at 02:00: the first look of each process finds it due.
  const now = new Date();
  duePeriod = parseCron(RECALL_SCHEDULE.cron).previous(now);
  await db
    .insert(jobSchedules)
    .values({ name: RECALL_SCHEDULE.name, cron: RECALL_SCHEDULE.cron, nextRunAt: duePeriod, updatedAt: now })
    .onConflictDoUpdate({ target: jobSchedules.name, set: { nextRunAt: duePeriod } });

  // The deployment's "one store": every process writes uploads and exports to the same folder.
  filesDir = mkdtempSync(path.join(tmpdir(), 'atrium-cluster-files-'));
  const env = { DATABASE_URL: url, ATRIUM_SEED_DEMO: 'false', ATRIUM_FILES_DIR: filesDir };
  // At once, as a deployment's units start: their first looks at the schedules race.
  servers.push(...(await Promise.all([0, 1, 2].map(() => startServer({ quiet: true, env })))));
  proxy = await startRoundRobinProxy(servers.map((server) => server.url));
}, 240_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all(servers.map((server) => server.stop()));
  await database?.close();
  await processDatabase?.drop();
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
}, 60_000);

function named() {
  return servers as [RunningServer, RunningServer, RunningServer];
}

async function request(base: string, method: string, url: string, token?: string, body?: unknown) {
  return fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

async function api<T = unknown>(base: string, method: string, url: string, token?: string, body?: unknown) {
  const answer = (await (await request(base, method, url, token, body)).json()) as { code: number; data: T };
  expect(answer.code, JSON.stringify(answer)).toBe(200);
  return answer.data;
}

const signIn = async (base: string, username: string) =>
  (
    await api<{ token: string }>(base, 'POST', '/erp/auth/login', undefined, {
      username,
      password: 'demo1234',
    })
  ).token;

describe('three server processes on one PostgreSQL and one store', () => {
  it('honours a session made on one process on the others, and its sign-out everywhere', async () => {
    const [a, b, c] = named();
    const token = await signIn(a.url, 'admin');
    for (const server of [b, c]) {
      expect(await api(server.url, 'GET', '/erp/admin/profile', token)).toMatchObject({ username: 'admin' });
    }
    await api(b.url, 'POST', '/erp/auth/logout', token);
    for (const server of [a, c]) {
      expect((await request(server.url, 'GET', '/erp/admin/profile', token)).status).toBe(401);
    }
  });

  it('spreads requests and WebSockets over the processes through a proxy without sticky sessions', async () => {
    const before = [...proxy.served];
    const token = await signIn(proxy.url, 'admin');
    for (let i = 0; i < 6; i++) {
      expect(await api(proxy.url, 'GET', '/erp/admin/profile', token)).toMatchObject({ username: 'admin' });
    }
    // Seven requests in turn over three processes: each process answered at least two of them.
    const answered = proxy.served.map((count, i) => count - before[i]!);
    expect(
      answered.every((count) => count >= 2),
      String(answered),
    ).toBe(true);
    const socket = await connectRealtime(proxy.url.replace('http', 'ws'), token);
    expect(socket.socket.protocol).toBe('atrium.v1');
    socket.socket.close();
  });

  it('rings, answers and ends a call placed on process A for an agent connected to process C', async () => {
    const [a, b, c] = named();
    const { db } = database;
    const [demo] = await db.select().from(organizations).where(eq(organizations.code, 'demo'));
    const [customer] = await db
      .select({ id: customers.id, phone: customers.phone })
      .from(customers)
      .where(and(eq(customers.orgId, demo!.id), ne(customers.phone, ''), isNull(customers.deletedAt)))
      .limit(1);

    const token = await signIn(b.url, 'agent');
    await api(b.url, 'POST', '/erp/call/cno/duty/record/start/1001/duty', token);
    const socket = await connectRealtime(c.url.replace('http', 'ws'), token);

    const cli = await run(
      process.execPath,
      [
        path.join(ROOT, 'scripts/call.mjs'),
        ...[
          '--server',
          a.url,
          '--from',
          customer!.phone,
          '--to',
          '1001',
          '--answer-after',
          '0.5',
          '--talk',
          '1',
        ],
      ],
      { timeout: 60_000 },
    );
    const callRecordId = Number(/call record (\d+)/.exec(cli.stdout)?.[1]);
    expect(callRecordId, cli.stdout).toBeGreaterThan(0);
    expect(cli.stdout).toMatch(/ended: answered, [12] s, follow-up \d+/);

    await until(() => socket.messages.length >= 5, 'the events of the call on process C', 15_000);
    expect(socket.messages.map(({ type, data }) => [type, data.deviceStatus ?? null])).toEqual([
      [CALL_EVENT_TYPES.ringing, null],
      [CALL_EVENT_TYPES.agentStatus, 1],
      [CALL_EVENT_TYPES.agentStatus, 2],
      [CALL_EVENT_TYPES.ended, null],
      [CALL_EVENT_TYPES.agentStatus, 0],
    ]);
    expect(socket.messages[0]!.data).toMatchObject({ callRecordId, customerId: customer!.id, cno: '1001' });
    socket.socket.close();

    const [record] = await db.select().from(callRecords).where(eq(callRecords.id, callRecordId));
    expect(record).toMatchObject({ status: 'ended', outcome: 'answered', customerId: customer!.id });
    const [activity] = await db
      .select()
      .from(customerActivities)
      .where(eq(customerActivities.callRecordId, callRecordId));
    expect(activity!.id).toBe(record!.activityId);
  }, 120_000);

  it('npm run call says clearly when the sign-in or the seat is refused and when the server is down', async () => {
    const [a] = named();
    const cli = (...args: string[]) =>
      run(process.execPath, [path.join(ROOT, 'scripts/call.mjs'), ...args], { timeout: 30_000 }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
      );
    const badLogin = await cli(
      '--server',
      a.url,
      '--from',
      '13800000000',
      '--to',
      '1001',
      '--password',
      'wrong',
    );
    expect(badLogin.code).toBe(2);
    expect(badLogin.stderr).toContain('/erp/auth/login');
    const unknownSeat = await cli('--server', a.url, '--from', '13800000000', '--to', '9999');
    expect(unknownSeat).toEqual({ code: 2, stderr: expect.stringContaining('坐席不存在或已删除') });
    const usage = await cli('--server', a.url, '--from', '13800000000');
    expect(usage.code).toBe(1);
    const down = await cli('--server', 'http://127.0.0.1:9', '--from', '13800000000', '--to', '1001');
    expect(down).toEqual({
      code: 3,
      stderr: expect.stringContaining('Cannot reach the server at http://127.0.0.1:9'),
    });
  }, 60_000);

  it('serves on process B an export started on process A', async () => {
    const [a, b] = named();
    const token = await signIn(a.url, 'admin');
    const { jobId } = await api<{ jobId: number }>(a.url, 'POST', '/erp/catalogue/product/export', token, {
      format: 'csv',
    });
    // The job runs on whichever process claims it first.
    await until(
      async () => {
        const page = await api<{ list: { id: number; status: string }[] }>(
          b.url,
          'GET',
          '/erp/download/page?pageSize=100',
          token,
        );
        return page.list.find((entry) => entry.id === jobId)?.status === 'done';
      },
      'the export in the download centre',
      30_000,
    );
    const file = await request(b.url, 'GET', `/erp/download/${jobId}/file`, token);
    expect(file.status).toBe(200);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.length).toBeGreaterThan(3);
  }, 60_000);

  it('serves on process C a file uploaded to process B', async () => {
    const [, b, c] = named();
    const token = await signIn(b.url, 'admin');
    const credential = await api<{ uploadUrl: string; token: string }>(
      b.url,
      'GET',
      filesApi.uploadToken.path,
      token,
    );
    const text = `uploaded to ${b.url}, read from ${c.url}\n`;
    const form = multipartForm({ token: credential.token }, { name: 'cluster.txt', bytes: text });
    const uploaded = await fetch(`${b.url}${credential.uploadUrl}`, {
      method: 'POST',
      headers: form.headers,
      body: form.payload,
    });
    const stored = ((await uploaded.json()) as { data: { url: string } }).data;
    expect(uploaded.status).toBe(200);
    const served = await request(c.url, 'GET', stored.url, token);
    expect(served.status).toBe(200);
    expect(await served.text()).toBe(text);
  });

  it("runs a cron schedule's period once across the three processes", async () => {
    const { db } = database;
    const key = periodKey(RECALL_SCHEDULE.name, duePeriod);
    const periodJobs = () =>
      db
        .select({ status: jobs.status, attempts: jobs.attempts })
        .from(jobs)
        .where(and(eq(jobs.kind, RECALL_JOB_KIND), eq(jobs.dedupeKey, key)));
    await until(
      async () => (await periodJobs()).some((job) => job.status === 'done'),
      'the recall job of the due period',
      30_000,
    );
    // The demo organization's job, queued and run once, though three processes found the period due.
    expect(await periodJobs()).toEqual([{ status: 'done', attempts: 1 }]);
    const [recallJobs] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(jobs)
      .where(eq(jobs.kind, RECALL_JOB_KIND));
    expect(recallJobs!.count).toBe(1);
    const [schedule] = await db
      .select()
      .from(jobSchedules)
      .where(eq(jobSchedules.name, RECALL_SCHEDULE.name));
    expect(schedule!.lastRunAt).toEqual(duePeriod);
    expect(schedule!.nextRunAt).toEqual(parseCron(RECALL_SCHEDULE.cron).next(duePeriod));
  }, 60_000);
});
