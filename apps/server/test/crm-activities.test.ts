import { BUSINESS_UTC_OFFSET_MS, crmActivitiesApi, crmCustomersApi, DAY_MS } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerEvents } from '../src/modules/crm/customers.tables.js';
import { buildTestApp, call, signIn, type TestApp } from './harness.js';

const api = crmActivitiesApi;
let t: TestApp;
const headers: Record<string, Record<string, string>> = {};
const userIds: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const username of ['admin', 'manager', 'sales', 'sales2', 'agent']) {
    const { token, userId } = await signIn(t.app, username);
    headers[username] = { authorization: `Bearer ${token}` };
    userIds[username] = userId;
  }
});
afterAll(() => t?.app.close());

let phoneSeq = 0;
async function customerOf(username: string, name: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/erp/crm/customer',
    headers: headers[username],
    payload: { name, phone: `1771000${String(++phoneSeq).padStart(4, '0')}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return crmCustomersApi.customerCreate.answer.parse(response.json().data).id;
}

const add = (username: string, customerId: number, payload: Record<string, unknown>, locale = 'zh-CN') =>
  t.app.inject({
    method: 'POST',
    url: `/erp/crm/customer/${customerId}/activity`,
    headers: { ...headers[username], 'accept-language': locale },
    payload,
  });
const activityPage = async (username: string, query: Record<string, string> = {}) =>
  (
    await call(t.app, api.activityPage.answer, {
      url: '/erp/crm/activity/page',
      query,
      headers: headers[username],
    })
  ).body.data;

describe('adding a follow-up', () => {
  let customerId: number;
  beforeAll(async () => {
    customerId = await customerOf('sales', '跟进-李销售的客户');
  });

  it('stores it, stamps the last follow-up and adds a followed_up timeline row', async () => {
    const response = await add('sales', customerId, {
      kind: 'call',
      content: '电话沟通报价，客户下周回复',
      nextFollowUpAt: '2026-12-01T02:00:00.000Z',
    });
    expect(response.statusCode, response.body).toBe(200);
    const activity = api.activityAdd.answer.parse(response.json().data);
    expect(activity).toMatchObject({
      customerId,
      customerName: '跟进-李销售的客户',
      authorName: '李销售',
      kind: 'call',
      nextFollowUpAt: '2026-12-01T02:00:00.000Z',
      attachments: [],
      callRecordId: null,
    });
    const detail = await call(t.app, crmCustomersApi.customerDetail.answer, {
      url: `/erp/crm/customer/${customerId}`,
      headers: headers.sales,
    });
    expect(detail.body.data.lastFollowUpAt).toBe(activity.createdAt);
    expect(detail.body.data.events[0]).toMatchObject({
      kind: 'followed_up',
      actorName: '李销售',
      reason: '电话',
    });
    const own = await call(t.app, api.customerActivityPage.answer, {
      url: `/erp/crm/customer/${customerId}/activity/page`,
      headers: headers.sales,
    });
    expect(own.body.data.list.map(({ id }) => id)).toEqual([activity.id]);
  });

  it('refuses a kind outside the followUpType dictionary with a localized 400 on kind', async () => {
    const zh = await add('sales', customerId, { kind: 'telepathy', content: '试试' });
    expect(zh.statusCode).toBe(400);
    expect(zh.json().data.fieldErrors).toEqual([
      { path: 'kind', message: '跟进方式「telepathy」不存在，请从跟进方式字典中选择' },
    ]);
    const en = await add('sales', customerId, { kind: 'telepathy', content: 'try' }, 'en');
    expect(en.json().msg).toContain('follow-up type "telepathy" does not exist');
    const events = await t.db
      .select()
      .from(customerEvents)
      .where(and(eq(customerEvents.customerId, customerId), eq(customerEvents.kind, 'followed_up')));
    expect(events).toHaveLength(1);
  });

  it('refuses empty content and attachments that are not files of the organization', async () => {
    expect((await add('sales', customerId, { kind: 'call', content: '  ' })).statusCode).toBe(400);
    const missing = await add('sales', customerId, {
      kind: 'call',
      content: '附件',
      attachmentFileIds: [999_999],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.fieldErrors[0].path).toBe('attachmentFileIds');
  });

  it("keeps another salesperson out of sales' customer (404, nothing written)", async () => {
    const response = await add('sales2', customerId, { kind: 'visit', content: '不该写入' });
    expect(response.statusCode).toBe(404);
    const list = await call(t.app, api.customerActivityPage.answer.nullable(), {
      url: `/erp/crm/customer/${customerId}/activity/page`,
      headers: headers.sales2,
    });
    expect(list.status).toBe(404);
  });
});

describe('activity list data scope and filters', () => {
  beforeAll(async () => {
    const mine = await customerOf('sales', '列表-李销售的客户');
    const theirs = await customerOf('sales2', '列表-张销售的客户');
    expect((await add('sales', mine, { kind: 'visit', content: '上门拜访' })).statusCode).toBe(200);
    expect((await add('sales2', theirs, { kind: 'wechat', content: '微信沟通' })).statusCode).toBe(200);
  });
  const names = async (username: string, query: Record<string, string> = {}) =>
    (await activityPage(username, { customerName: '列表-', ...query })).list
      .map((row) => row.customerName)
      .sort();

  it('shows a salesperson follow-ups on their own customers only', async () => {
    expect(await names('sales')).toEqual(['列表-李销售的客户']);
    expect(await names('sales2')).toEqual(['列表-张销售的客户']);
  });

  it('shows the 销售部 leader both salespeople and the administrator everything', async () => {
    expect(await names('manager')).toEqual(['列表-张销售的客户', '列表-李销售的客户']);
    expect(await names('admin')).toEqual(['列表-张销售的客户', '列表-李销售的客户']);
  });

  it('filters by kind, author and date range', async () => {
    expect(await names('manager', { kind: 'wechat' })).toEqual(['列表-张销售的客户']);
    expect(await names('manager', { authorUserId: String(userIds.sales) })).toEqual(['列表-李销售的客户']);
    // Days are business days (China time): between 16:00 and 24:00 UTC it is already tomorrow there.
    const day = (offset: number) =>
      new Date(Date.now() + BUSINESS_UTC_OFFSET_MS + offset * DAY_MS).toISOString().slice(0, 10);
    expect(await names('manager', { startDate: day(0), endDate: day(0) })).toHaveLength(2);
    expect(await names('manager', { startDate: day(1) })).toEqual([]);
    const reversed = await t.app.inject({
      url: '/erp/crm/activity/page',
      query: { startDate: day(1), endDate: day(0) },
      headers: headers.manager,
    });
    expect(reversed.statusCode).toBe(400);
  });

  it('offers the caller and, to a leader, the department members as authors', async () => {
    const authors = async (username: string) =>
      (
        await call(t.app, api.activityAuthors.answer, {
          url: '/erp/crm/activity/authors',
          headers: headers[username],
        })
      ).body.data.map(({ name }) => name);
    expect(await authors('sales')).toEqual(['李销售']);
    expect(await authors('manager')).toEqual(expect.arrayContaining(['王经理', '李销售', '张销售']));
    expect(await authors('manager')).not.toContain('赵坐席');
  });
});
