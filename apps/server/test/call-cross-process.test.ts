import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { CALL_EVENT_TYPES } from '@atrium/contract';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, type RunningServer, startServer } from '../../../scripts/lib/server-process.mjs';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { callRecords } from '../src/modules/call/call.tables.js';
import { customerActivities } from '../src/modules/crm/activities.tables.js';
import { customers } from '../src/modules/crm/customers.tables.js';
import { type Database, openDatabase } from '../src/platform/db/database.js';
import { connectRealtime, until } from './call-telephony-kit.js';
import { demoDatabaseForProcesses, type ProcessDatabase } from './process-database.js';

/**
 * Two real server processes on one PostgreSQL: the agent's browser socket is on process B, the call
 * is placed with `npm run call` (scripts/call.mjs) against process A, and the screen pop, the
 * status changes and the end of the call still reach the agent (LISTEN/NOTIFY). In PGlite mode the
 * test starts its own throwaway PostgreSQL, since two processes can't share an embedded database.
 */
const run = promisify(execFile);
let processDatabase: ProcessDatabase;
let database: Database;
const servers: RunningServer[] = [];

beforeAll(async () => {
  processDatabase = await demoDatabaseForProcesses('atrium_xproc');
  const url = processDatabase.url;
  database = await openDatabase({ kind: 'postgres', url });
  // One after the other: both would only find the schema and the seed in place anyway.
  for (let index = 0; index < 2; index++) {
    servers.push(await startServer({ quiet: true, env: { DATABASE_URL: url, ATRIUM_SEED_DEMO: 'false' } }));
  }
}, 180_000);

afterAll(async () => {
  for (const server of servers) await server.stop();
  await database?.close();
  await processDatabase?.drop();
}, 60_000);

async function api<T = unknown>(
  server: RunningServer,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as { code: number; data: T };
  expect(answer.code, JSON.stringify(answer)).toBe(200);
  return answer.data;
}

describe('events across server processes', () => {
  it('rings, answers and ends a call placed on process A for an agent connected to process B', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const { db } = database;
    const [demo] = await db.select().from(organizations).where(eq(organizations.code, 'demo'));
    const [customer] = await db
      .select({ id: customers.id, phone: customers.phone })
      .from(customers)
      .where(and(eq(customers.orgId, demo!.id), ne(customers.phone, ''), isNull(customers.deletedAt)))
      .limit(1);

    const { token } = await api<{ token: string }>(b, 'POST', '/erp/auth/login', undefined, {
      username: 'agent',
      password: 'demo1234',
    });
    await api(b, 'POST', '/erp/call/cno/duty/record/start/1001/duty', token);
    const socket = await connectRealtime(b.url.replace('http', 'ws'), token);

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

    await until(() => socket.messages.length >= 5, 'the events of the call on process B', 15_000);
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
    const [a] = servers as [RunningServer];
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
});
