import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RunningServer, startServer } from '../../../scripts/lib/server-process.mjs';
import { approvalInstances, approvalTasks } from '../src/modules/flw/approval.tables.js';
import { seedDatabase } from '../src/modules/seed.js';
import { stockDocuments } from '../src/modules/stock/stock.tables.js';
import { type Database, openDatabase } from '../src/platform/db/database.js';
import { transitionRequests } from '../src/platform/transitions/transition-requests.tables.js';
import { itemPicker, untouchedItems, warehouseId } from './stock-kit.js';

/**
 * A business approval when the server dies in the middle of it (docs/approvals.md "Bindings"): a
 * real server process approves a receipt reversal while the test holds the stock row the reversal
 * must update, so the approval's transaction is open and waiting; the process is killed (SIGKILL)
 * right there. After a restart nothing half-done is left — the task still waits, the request is
 * pending, no reversal exists — and approving again reverses the receipt exactly once.
 * PostgreSQL only: two server lifetimes share the database, which an embedded one cannot do.
 */
let adminUrl: string;
let dbName: string;
let url: string;
let database: Database;
let server: RunningServer | undefined;

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const start = () => startServer({ quiet: true, env: { DATABASE_URL: url, ATRIUM_SEED_DEMO: 'false' } });

beforeAll(async () => {
  adminUrl = inject('pgTestUrl')!;
  dbName = `atrium_crash_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${dbName}`);
  const address = new URL(adminUrl);
  address.pathname = `/${dbName}`;
  url = address.toString();
  database = await openDatabase({ kind: 'postgres', url });
  await seedDatabase(database, { demo: true });
  server = await start();
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await database?.close();
  if (dbName) await adminQuery(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
}, 60_000);

async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) {
  const response = await fetch(`${server!.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: T } };
}
const tokenOf = async (username: string) =>
  (await call<{ token: string }>('POST', '/erp/auth/login', undefined, { username, password: 'demo1234' }))
    .body.data.token;

describe('a business approval across a crash', () => {
  it('leaves nothing half-done when the server dies inside the approval, and reverses once after the restart', async () => {
    const { db } = database;
    const warehouse = await tokenOf('warehouse');
    const main = await warehouseId(db, 'WH-MAIN');
    const product = itemPicker((await untouchedItems(db)).plain)(1);
    // Worth 20,000.00 yuan: above the demo binding's 10,000.00, so finance must approve.
    const received = await call<{ id: number }>('POST', '/erp/stock/receipt', warehouse, {
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: product, quantity: '2', unitPrice: 1_000_000 }],
    });
    expect(received.body.code, received.body.msg).toBe(200);
    const receiptId = received.body.data.id;
    const asked = await call<{ pending: boolean; requestId: number }>(
      'POST',
      `/erp/stock/receipt/${receiptId}/reverse`,
      warehouse,
    );
    expect(asked.body.data).toMatchObject({ pending: true });
    const requestId = asked.body.data.requestId;
    const [instance] = await db
      .select()
      .from(approvalInstances)
      .where(eq(approvalInstances.transitionRequestId, requestId));
    const [task] = await db
      .select()
      .from(approvalTasks)
      .where(and(eq(approvalTasks.instanceId, instance!.id), eq(approvalTasks.status, 'pending')));
    const finance = await tokenOf('finance');

    // Hold the stock row the reversal must update, so the approval waits inside its transaction.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select 1 from stock_balances where item_id = $1 and org_id = $2 for update', [
      product,
      instance!.orgId,
    ]);
    const approving = call('POST', `/erp/flw/task/${task!.id}/approve`, finance, { comment: '同意' }).catch(
      () => 'connection lost',
    );
    // The server's transaction is waiting on that lock: it has decided the task, not yet reversed.
    for (let tries = 0; ; tries += 1) {
      const waiting = await holder.query(
        `select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`,
        [dbName],
      );
      if (waiting.rows[0].n > 0) break;
      if (tries > 200) throw new Error('the approval never waited on the held stock row');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await server!.crash();
    expect(await approving).toBe('connection lost');
    await holder.query('rollback');
    await holder.end();

    server = await start();
    const after = async () => ({
      task: (await db.select().from(approvalTasks).where(eq(approvalTasks.id, task!.id)))[0]!.status,
      instance: (await db.select().from(approvalInstances).where(eq(approvalInstances.id, instance!.id)))[0]!
        .status,
      request: (await db.select().from(transitionRequests).where(eq(transitionRequests.id, requestId)))[0]!
        .status,
      reversals: (
        await db.select().from(stockDocuments).where(eq(stockDocuments.reversesDocumentId, receiptId))
      ).length,
    });
    expect(await after()).toEqual({ task: 'pending', instance: 'running', request: 'pending', reversals: 0 });

    const financeAgain = await tokenOf('finance');
    const approved = await call('POST', `/erp/flw/task/${task!.id}/approve`, financeAgain, {
      comment: '同意',
    });
    expect(approved.body.code, approved.body.msg).toBe(200);
    expect(await after()).toEqual({
      task: 'approved',
      instance: 'approved',
      request: 'approved',
      reversals: 1,
    });
    const again = await call('POST', `/erp/flw/task/${task!.id}/approve`, financeAgain, { comment: '再次' });
    expect(again.status).toBe(409);
    expect((await after()).reversals).toBe(1);
  }, 240_000);
});
