import { crmCustomersApi, crmTagsApi } from '@atrium/contract';
import { and, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerEvents } from '../src/modules/crm/customers.tables.js';
import { buildTestApp, call, signIn, type TestApp } from './harness.js';

let t: TestApp;
const headers: Record<string, Record<string, string>> = {};
/** Demo tag ids by name, and which are in single-select groups. */
const tag: Record<string, number> = {};
let singleGroupTags: number[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  for (const username of ['admin', 'manager', 'sales', 'sales2']) {
    const { token } = await signIn(t.app, username);
    headers[username] = { authorization: `Bearer ${token}` };
  }
  const groups = await call(t.app, crmTagsApi.customerTagGroupsWithTags.answer, {
    url: '/erp/crm/customerTagGroup/withTags',
    headers: headers.sales,
  });
  for (const group of groups.body.data) for (const { id, name } of group.tags) tag[name] = id;
  const single = groups.body.data.find((group) => !group.multiSelect && group.tags.length >= 2)!;
  singleGroupTags = single.tags.map(({ id }) => id);
});
afterAll(() => t?.app.close());

let phoneSeq = 0;
async function customerOf(username: string, name: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/erp/crm/customer',
    headers: headers[username],
    payload: { name, phone: `1772000${String(++phoneSeq).padStart(4, '0')}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return crmCustomersApi.customerCreate.answer.parse(response.json().data).id;
}
const put = (username: string, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url, headers: headers[username], payload });
const listNames = async (username: string, query: Record<string, string>, url = '/erp/crm/customer/page') =>
  (await call(t.app, crmCustomersApi.customerPage.answer, { url, query, headers: headers[username] })).body
    .data.list;
const tagEvents = (customerIds: number[]) =>
  t.db
    .select()
    .from(customerEvents)
    .where(
      and(
        inArray(customerEvents.customerId, customerIds),
        inArray(customerEvents.kind, ['tagged', 'untagged']),
      ),
    );

describe("setting one customer's tags", () => {
  it('replaces them, names the change on the timeline and shows them on the detail', async () => {
    const id = await customerOf('sales', '标签-单个');
    const [first, second] = singleGroupTags;
    let response = await put('sales', `/erp/crm/customer/${id}/tags`, { tagIds: [first] });
    expect(response.statusCode, response.body).toBe(200);
    response = await put('sales', `/erp/crm/customer/${id}/tags`, { tagIds: [second] });
    expect(response.json().data).toEqual({ tagIds: [second] });
    const detail = await call(t.app, crmCustomersApi.customerDetail.answer, {
      url: `/erp/crm/customer/${id}`,
      headers: headers.sales,
    });
    expect(detail.body.data.tagIds).toEqual([second]);
    expect(
      detail.body.data.events
        .slice(0, 2)
        .map(({ kind }) => kind)
        .sort(),
    ).toEqual(['tagged', 'untagged']);
    expect((await tagEvents([id])).map(({ kind }) => kind).sort()).toEqual(['tagged', 'tagged', 'untagged']);
  });

  it('refuses two tags of a single-select group, unknown tags, and customers out of scope', async () => {
    const id = await customerOf('sales', '标签-拒绝');
    const both = await put('sales', `/erp/crm/customer/${id}/tags`, { tagIds: singleGroupTags.slice(0, 2) });
    expect(both.statusCode).toBe(400);
    expect(both.json().data.fieldErrors[0]).toEqual({ path: 'tagIds', message: '单选分组只能选择一个标签' });
    expect((await put('sales', `/erp/crm/customer/${id}/tags`, { tagIds: [999_999] })).statusCode).toBe(400);
    expect((await put('sales2', `/erp/crm/customer/${id}/tags`, { tagIds: [] })).statusCode).toBe(404);
  });
});

describe('bulk tag and untag', () => {
  let ids: number[];
  beforeAll(async () => {
    ids = [await customerOf('sales', '批量标签-甲'), await customerOf('sales', '批量标签-乙')];
  });

  it('tags several customers, recorded on each timeline, and the list filters by tagIds', async () => {
    const tagId = singleGroupTags[0]!;
    const response = await put('sales', '/erp/crm/customer/tag/bulk', { ids, tagIds: [tagId] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ count: 2 });
    const events = await tagEvents(ids);
    expect(events.map(({ customerId, kind }) => [customerId, kind])).toEqual(
      expect.arrayContaining(ids.map((id) => [id, 'tagged'])),
    );
    expect(events.every(({ reason }) => reason.length > 0)).toBe(true);
    const filtered = await listNames('sales', { name: '批量标签-', tagIds: String(tagId) });
    expect(filtered.map(({ name }) => name).sort()).toEqual(['批量标签-乙', '批量标签-甲']);
    expect(filtered.every((row) => row.tagIds.includes(tagId))).toBe(true);
    const other = singleGroupTags[1]!;
    expect(await listNames('sales', { name: '批量标签-', tagIds: String(other) })).toEqual([]);
    // Again with the same tag: nothing changes.
    expect((await put('sales', '/erp/crm/customer/tag/bulk', { ids, tagIds: [tagId] })).json().data).toEqual({
      count: 0,
    });
  });

  it('replaces the other tag of a single-select group, and untags', async () => {
    const [first, second] = singleGroupTags;
    await put('sales', '/erp/crm/customer/tag/bulk', { ids, tagIds: [second] });
    const rows = await listNames('sales', { name: '批量标签-' });
    expect(rows.map((row) => row.tagIds)).toEqual([[second], [second]]);
    expect(first).not.toBe(second);
    const untag = await put('sales', '/erp/crm/customer/untag/bulk', { ids, tagIds: [second] });
    expect(untag.json().data).toEqual({ count: 2 });
    expect((await listNames('sales', { name: '批量标签-' })).map((row) => row.tagIds)).toEqual([[], []]);
  });

  it('refuses the whole batch when one customer is outside the caller scope', async () => {
    const theirs = await customerOf('sales2', '批量标签-张销售的');
    const response = await put('sales', '/erp/crm/customer/tag/bulk', {
      ids: [...ids, theirs],
      tagIds: [singleGroupTags[0]],
    });
    expect(response.statusCode).toBe(404);
    expect(await tagEvents([theirs])).toEqual([]);
  });

  it('filters the pool page by tags too', async () => {
    const pooled = await call(t.app, crmCustomersApi.customerPoolPage.answer, {
      url: '/erp/crm/customer/pool/page',
      headers: headers.sales,
    });
    const poolId = pooled.body.data.list[0]!.id;
    const tagId = singleGroupTags[0]!;
    expect((await put('sales', `/erp/crm/customer/${poolId}/tags`, { tagIds: [tagId] })).statusCode).toBe(
      200,
    );
    const filtered = await listNames('sales', { tagIds: String(tagId) }, '/erp/crm/customer/pool/page');
    expect(filtered.map(({ id }) => id)).toEqual([poolId]);
    expect(filtered[0]!.tagIds).toEqual([tagId]);
  });
});
