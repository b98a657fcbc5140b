// On PGlite too: the inbox's realtime event is a NOTIFY in the notifying transaction, through PGlite's own LISTEN.
import { notificationsApi, realtimeApi } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import {
  READ_NOTICE_KEEP_DAYS,
  sweepReadNotifications,
} from '../src/platform/notifications/notifications.service.js';
import { notifications } from '../src/platform/notifications/notifications.tables.js';
import { type Notification, notifyUsers } from '../src/platform/notifications/notify-users.js';
import { buildTestApp, call, signIn, type TestApp } from './harness.js';
import { connectRealtime, until } from './realtime-kit.js';

/**
 * The header inbox (platform/notifications): notifyUsers stores a notice per recipient and tells
 * their sockets only once its transaction commits; each member reads, counts and marks only their
 * own, in the organization they act in, titles in their locale.
 */
let t: TestApp;
let wsUrl: string;
let demoOrgId: number;
let branchOrgId: number;
const session: Record<string, { token: string; userId: number; headers: Record<string, string> }> = {};

beforeAll(async () => {
  t = await buildTestApp();
  wsUrl = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  const orgs = await t.db.select().from(organizations);
  demoOrgId = orgs.find((org) => org.code === 'demo')!.id;
  branchOrgId = orgs.find((org) => org.code === 'demo-branch')!.id;
  for (const username of ['admin', 'sales', 'agent']) {
    const { token, userId } = await signIn(t.app, username);
    session[username] = { token, userId, headers: { authorization: `Bearer ${token}` } };
  }
});
afterAll(() => t?.app.close());

const as = (username: string) => session[username]!;

const connect = (username: string) =>
  connectRealtime(wsUrl, realtimeApi.realtimeProtocols(as(username).token));

const transferred = (customer: string, id: number): Notification => ({
  kind: 'customer.transferred',
  title: 'customer.notice.transferredOne',
  params: { customer },
  record: { kind: 'customer', id },
  path: `/customer/manage/detail/${id}`,
});

const inbox = async (username: string, query: Record<string, string> = {}, headers = {}) =>
  (
    await call(t.app, notificationsApi.notificationPage.answer, {
      url: notificationsApi.notificationPage.path,
      query,
      headers: { ...as(username).headers, ...headers },
    })
  ).body.data;
const unreadCount = async (username: string, headers = {}) =>
  (
    await call(t.app, notificationsApi.notificationUnreadCount.answer, {
      url: notificationsApi.notificationUnreadCount.path,
      headers: { ...as(username).headers, ...headers },
    })
  ).body.data.count;
const markRead = (username: string, id: number) =>
  t.app.inject({ method: 'PUT', url: `/erp/notification/${id}/read`, headers: as(username).headers });

describe('header inbox', () => {
  beforeAll(async () => {
    // The demo's approvals told their approvers already: these tests start from empty inboxes.
    await t.db.delete(notifications);
  });

  it('stores and tells nobody when the notifying transaction rolls back; on commit only the recipients’ sockets hear', async () => {
    const sales = await connect('sales');
    const agent = await connect('agent');
    await t.db
      .transaction(async (tx) => {
        await notifyUsers(tx, demoOrgId, [as('sales').userId], {
          ...transferred('回滚的客户', 1),
          kind: 'rolled.back',
        });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await t.db.select().from(notifications)).toEqual([]);

    const recipients = await t.db.transaction((tx) =>
      notifyUsers(tx, demoOrgId, [as('sales').userId, as('sales').userId, null], transferred('甲客户', 7)),
    );
    expect(recipients).toEqual([as('sales').userId]);
    await until(() => sales.messages.length === 1, 'the committed notice');
    expect(sales.messages).toMatchObject([
      { type: 'notification.created', data: { kind: 'customer.transferred' } },
    ]);
    expect(agent.messages).toEqual([]);
    for (const client of [sales, agent]) client.socket.close();

    const page = await inbox('sales');
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      kind: 'customer.transferred',
      title: '客户「甲客户」已转交给您',
      recordKind: 'customer',
      recordId: 7,
      path: '/customer/manage/detail/7',
      readAt: null,
    });
    expect((await inbox('sales', {}, { 'accept-language': 'en' })).list[0]!.title).toBe(
      'The customer "甲客户" was handed over to you.',
    );
    expect(await unreadCount('sales')).toBe(1);
    expect((await inbox('agent')).total).toBe(0);
  });

  it("answers 404 for another member's notice and leaves it unread", async () => {
    const [id] = (
      await t.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.userId, as('sales').userId))
    ).map((row) => row.id);
    const foreign = await markRead('agent', id!);
    expect(foreign.statusCode).toBe(404);
    expect(await unreadCount('sales')).toBe(1);
    const own = await markRead('sales', id!);
    expect(own.statusCode).toBe(200);
    const readAt = own.json().data.readAt;
    expect(readAt).toEqual(expect.any(String));
    // Reading again keeps the first reading's time.
    expect((await markRead('sales', id!)).json().data.readAt).toBe(readAt);
    expect(await unreadCount('sales')).toBe(0);
  });

  it('keeps each organization apart, filters unread, and marks all read at once', async () => {
    // The administrator is a member of the branch too: a branch notice is not in their demo inbox.
    await notifyUsers(t.db, branchOrgId, [as('admin').userId], transferred('分公司客户', 3));
    for (const name of ['乙', '丙', '丁']) {
      await notifyUsers(t.db, demoOrgId, [as('admin').userId], transferred(name, 4));
    }
    const branch = { 'organization-id': String(branchOrgId) };
    expect(await unreadCount('admin')).toBe(3);
    expect(await unreadCount('admin', branch)).toBe(1);
    const newest = (await inbox('admin', { pageSize: '2' })).list;
    expect(newest.map(({ title }) => title)).toEqual(['客户「丁」已转交给您', '客户「丙」已转交给您']);
    await markRead('admin', newest[0]!.id);
    expect((await inbox('admin', { show: 'unread' })).list.map(({ title }) => title)).toEqual([
      '客户「丙」已转交给您',
      '客户「乙」已转交给您',
    ]);
    const all = await t.app.inject({
      method: 'PUT',
      url: notificationsApi.notificationReadAll.path,
      headers: as('admin').headers,
    });
    expect(all.json().data).toEqual({ count: 2 });
    expect(await unreadCount('admin')).toBe(0);
    expect((await inbox('admin', { show: 'unread' })).total).toBe(0);
    expect((await inbox('admin')).total).toBe(3);
    // The branch's notice is still unread there.
    expect(await unreadCount('admin', branch)).toBe(1);
  });

  it('skips recipients who are not enabled members of the organization', async () => {
    // The salesperson is not a member of the branch.
    expect(await notifyUsers(t.db, branchOrgId, [as('sales').userId], transferred('外人', 5))).toEqual([]);
    const stored = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orgId, branchOrgId), eq(notifications.userId, as('sales').userId)));
    expect(stored).toEqual([]);
  });

  it('sweeps notices read longer ago than they are kept, never an unread one', async () => {
    await notifyUsers(t.db, demoOrgId, [as('agent').userId], transferred('早已读过', 8));
    const [old] = (await inbox('agent')).list;
    const sweepAt = new Date(Date.now() + (READ_NOTICE_KEEP_DAYS + 1) * 86_400_000);
    // Unread, however old: kept (the notices the tests above read are swept).
    await sweepReadNotifications(t.db, sweepAt);
    expect((await inbox('agent')).list.map(({ id }) => id)).toEqual([old!.id]);
    await markRead('agent', old!.id);
    // Read just now: kept until its time is up.
    expect(await sweepReadNotifications(t.db)).toBe(0);
    expect(await sweepReadNotifications(t.db, sweepAt)).toBe(1);
    expect((await inbox('agent')).total).toBe(0);
  });
});
