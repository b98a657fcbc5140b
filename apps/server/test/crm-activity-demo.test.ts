import { crmActivitiesApi, crmPrivateSeaApi } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { DEMO_CALLS } from '../src/modules/call/demo-calls/demo-calls.js';
import { DEMO_FOLLOW_UPS } from '../src/modules/crm/activities/activity-demo-seed.js';
import { customerActivities } from '../src/modules/crm/activities.tables.js';
import { customerEvents, customers } from '../src/modules/crm/customers.tables.js';
import { buildTestApp, call, loginAs, type TestApp } from './harness.js';

/** The demo follow-ups: listed, consistent with last_follow_up_at, and the recall demo unchanged. */
let t: TestApp;
let orgId: number;
const headers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const username of ['admin', 'sales', 'manager']) headers[username] = await loginAs(t.app, username);
  const [demo] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo'));
  orgId = demo!.id;
});
afterAll(() => t?.app.close());

const customerNamed = async (name: string) => {
  const [row] = await t.db
    .select()
    .from(customers)
    .where(and(eq(customers.orgId, orgId), eq(customers.name, name)));
  return row!;
};

describe('demo follow-ups', () => {
  it('are on the activity list, newest first, with their kinds and next follow-up dates', async () => {
    const { status, body } = await call(t.app, crmActivitiesApi.activityPage.answer, {
      url: '/erp/crm/activity/page',
      query: { pageSize: '50' },
      headers: headers.admin,
    });
    expect(status).toBe(200);
    const seeded = DEMO_FOLLOW_UPS.flatMap(({ followUps }) => followUps);
    // Plus the call follow-ups of the demo calls (call centre, demo-calls.ts).
    const callFollowUps = DEMO_CALLS.filter(({ answered }) => answered?.followUp);
    expect(body.data.total).toBe(seeded.length + callFollowUps.length);
    expect(new Set(body.data.list.map(({ kind }) => kind))).toEqual(
      new Set(['call', 'wechat', 'visit', 'other']),
    );
    const times = body.data.list.map(({ createdAt }) => Date.parse(createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('leave each customer last_follow_up_at at its latest follow-up, with a followed_up timeline row each', async () => {
    for (const { customer: name, followUps } of DEMO_FOLLOW_UPS) {
      const customer = await customerNamed(name);
      const activities = await t.db
        .select()
        .from(customerActivities)
        .where(eq(customerActivities.customerId, customer.id));
      expect(activities).toHaveLength(followUps.length);
      const latest = Math.max(...activities.map(({ createdAt }) => createdAt.getTime()));
      expect(customer.lastFollowUpAt?.getTime()).toBe(latest);
      const events = await t.db
        .select()
        .from(customerEvents)
        .where(and(eq(customerEvents.customerId, customer.id), eq(customerEvents.kind, 'followed_up')));
      expect(events).toHaveLength(followUps.length);
    }
  });

  it('keep the recall demo: 上海云帆 was followed up when claimed, so it still falls due tomorrow', async () => {
    const yunfan = await customerNamed('上海云帆贸易有限公司');
    expect(yunfan.lastFollowUpAt?.getTime()).toBe(yunfan.claimedAt?.getTime());
    const { body } = await call(t.app, crmPrivateSeaApi.privateSeaRecallPreview.answer, {
      url: '/erp/crm/privateSea/recall/preview',
      headers: headers.admin,
    });
    const names = body.data.owners.flatMap(({ customers }) => customers.map(({ name }) => name));
    expect(names).toEqual(expect.arrayContaining(['上海云帆贸易有限公司', '北京博远信息技术有限公司']));
    expect(names).not.toContain('广州南方家居有限公司');
  });
});
