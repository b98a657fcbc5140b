import { auditApi, paymentChannelResource } from '@atrium/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/platform/audit/audit.tables.js';
import { recordAudit } from '../src/platform/audit/record-audit.js';
import { buildTestApp, call, loginAs, type TestApp } from './harness.js';

const BASE = paymentChannelResource.basePath;
let t: TestApp;
let admin: Record<string, string>;
let channelId: number;
const startedAt = new Date(Date.now() - 1000).toISOString();

const auditPage = (query: string, headers = admin) =>
  call(t.app, auditApi.auditPage.answer, { url: `/erp/admin/audit/page?${query}`, headers });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'admin');
  const created = await t.app.inject({
    method: 'POST',
    url: BASE,
    payload: { name: '审计渠道', code: 'audited', kind: 'other' },
    headers: admin,
  });
  channelId = created.json().data.id;
  await t.app.inject({
    method: 'PUT',
    url: `${BASE}/${channelId}`,
    payload: { name: '改名', version: 1 },
    headers: admin,
  });
  // A stale write changes nothing, so it audits nothing.
  await t.app.inject({
    method: 'PUT',
    url: `${BASE}/${channelId}`,
    payload: { name: '过期', version: 1 },
    headers: admin,
  });
  await t.app.inject({ method: 'DELETE', url: `${BASE}/${channelId}?version=2`, headers: admin });
  await t.app.inject({ method: 'POST', url: `${BASE}/${channelId}/restore`, headers: admin });
});
afterAll(() => t?.app.close());

describe('audit log', () => {
  it('records each write with who, before and after, newest first', async () => {
    const { status, body } = await auditPage('entity=paymentChannel');
    expect(status).toBe(200);
    expect(body.data.list.map((entry) => entry.action)).toEqual(['restore', 'delete', 'update', 'create']);
    const [restore, , update, create] = body.data.list;
    expect(create).toMatchObject({ username: 'admin', entityId: String(channelId), before: null });
    expect(create!.after).toMatchObject({ name: '审计渠道', version: 1 });
    expect(update!.before).toMatchObject({ name: '审计渠道', version: 1 });
    expect(update!.after).toMatchObject({ name: '改名', version: 2 });
    expect(restore!.after).toMatchObject({ version: 4 });
    expect(create!.ip).not.toBe('');
  });

  it('filters by action, user and time', async () => {
    const updates = await auditPage('entity=paymentChannel&action=update');
    expect(updates.body.data.total).toBe(1);
    const userId = updates.body.data.list[0]!.userId;
    expect(
      (await auditPage(`userId=${userId}&atFrom=${encodeURIComponent(startedAt)}`)).body.data.total,
    ).toBe(4);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await auditPage(`atFrom=${encodeURIComponent(future)}`)).body.data.total).toBe(0);
    // The demo seed audits its own postings before the test starts: look at this test's entity.
    expect(
      (await auditPage(`entity=paymentChannel&atTo=${encodeURIComponent(startedAt)}`)).body.data.total,
    ).toBe(0);
    const badTime = await t.app.inject({ url: '/erp/admin/audit/page?atFrom=yesterday', headers: admin });
    expect(badTime.statusCode).toBe(400);
  });

  it('is refused to a role without the auditLog key', async () => {
    const sales = await loginAs(t.app, 'sales');
    expect((await t.app.inject({ url: '/erp/admin/audit/page', headers: sales })).statusCode).toBe(403);
  });

  it('refuses UPDATE and DELETE at the database', async () => {
    await expect(t.db.execute(sql`update audit_log set action = 'forged'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const [{ entries } = { entries: 0 }] = await t.db
      .select({ entries: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'forged'));
    expect(entries).toBe(0);
    expect((await auditPage('entity=paymentChannel')).body.data.total).toBe(4);
  });

  it('rolls back with the transaction it was written in', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await recordAudit(tx, { orgId: 1, userId: null, action: 'grant', entity: 'role', entityId: 'ghost' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const [{ entries } = { entries: 0 }] = await t.db
      .select({ entries: count() })
      .from(auditLog)
      .where(eq(auditLog.entityId, 'ghost'));
    expect(entries).toBe(0);
  });
});
