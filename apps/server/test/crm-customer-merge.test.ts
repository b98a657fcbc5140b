import { crmCustomerMergesApi, crmCustomersApi } from '@atrium/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../src/modules/admin/admin.tables.js';
import { customerTags } from '../src/modules/crm/tags.tables.js';
import { files } from '../src/modules/files/files.tables.js';
import { buildTestApp, call, loginAs, type TestApp } from './harness.js';

const api = crmCustomerMergesApi;
let t: TestApp;
const headers: Record<string, Record<string, string>> = {};
let phoneSeq = 0;
const freshPhone = () => `1770000${String(++phoneSeq).padStart(4, '0')}`;

beforeAll(async () => {
  t = await buildTestApp();
  for (const username of ['admin', 'manager', 'sales']) headers[username] = await loginAs(t.app, username);
});
afterAll(() => t?.app.close());

const post = (username: string, url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers: headers[username]!, ...(payload ? { payload } : {}) });

async function newCustomer(name: string, phone: string, extra: Record<string, unknown> = {}) {
  const response = await post('manager', '/erp/crm/customer', { name, phone, contacts: [], ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; sn: string };
}
const detail = (id: number, username = 'manager') =>
  t.app.inject({ url: `/erp/crm/customer/${id}`, headers: headers[username]! });
const detailOf = async (id: number) => (await detail(id)).json().data;

/** A file row of the demo organization, without bytes (the merge only moves the attachment rows). */
async function storedFile(name: string) {
  const [org] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo'));
  const [admin] = await t.db.select().from(users).where(eq(users.username, 'admin'));
  const [row] = await t.db
    .insert(files)
    .values({
      orgId: org!.id,
      userId: admin!.id,
      key: `test/merge-${name}`,
      originalName: name,
      mime: 'text/plain',
      size: 1,
      sha256: '0',
    })
    .returning();
  return row!.id;
}

const attach = async (customerId: number, fileIds: number[]) => {
  const response = await post('manager', `/erp/crm/customer/${customerId}/attachments`, { fileIds });
  expect(response.statusCode, response.body).toBe(200);
};
const attachedFiles = async (customerId: number) =>
  (
    (
      await t.app.inject({ url: `/erp/crm/customer/${customerId}/attachments`, headers: headers.manager! })
    ).json().data as { fileId: number }[]
  )
    .map((row) => row.fileId)
    .sort((a, b) => a - b);

/**
 * A target without phone or address, and a source with both plus a contact, follow-up, opportunity,
 * tag and two attachments, one of which the target carries too.
 */
async function duplicatePair() {
  const target = await newCustomer('宁波甬江机电', '');
  const sourcePhone = freshPhone();
  const source = await newCustomer('甬江机电（重复）', sourcePhone, {
    address: '宁波市江北区',
    contacts: [{ name: '黄工', phone: freshPhone(), role: '采购' }],
  });
  const followUp = await post('manager', `/erp/crm/customer/${source.id}/activity`, {
    kind: 'call',
    content: '电话沟通报价',
  });
  expect(followUp.statusCode, followUp.body).toBe(200);
  const deal = await post('manager', '/erp/crm/business', {
    customerId: source.id,
    name: '机电备件',
    amountCents: 120_000,
  });
  expect(deal.statusCode, deal.body).toBe(200);
  const [tag] = await t.db.select().from(customerTags).limit(1);
  const tagged = await t.app.inject({
    method: 'PUT',
    url: `/erp/crm/customer/${source.id}/tags`,
    headers: headers.manager!,
    payload: { tagIds: [tag!.id] },
  });
  expect(tagged.statusCode, tagged.body).toBe(200);
  const ownFile = await storedFile(`own-${source.id}.txt`);
  const sharedFile = await storedFile(`shared-${source.id}.txt`);
  await attach(source.id, [ownFile, sharedFile]);
  await attach(target.id, [sharedFile]);
  return {
    target,
    source,
    sourcePhone,
    tagId: tag!.id,
    dealId: deal.json().data.id as number,
    ownFile,
    sharedFile,
  };
}

describe('customer merge', () => {
  it('moves everything to the target, fills its empty fields, deletes the source, and undo puts it all back', async () => {
    const { target, source, sourcePhone, tagId, dealId, ownFile, sharedFile } = await duplicatePair();
    const merged = await call(t.app, api.customerMerge.answer, {
      method: 'POST',
      url: `/erp/crm/customer/${target.id}/merge`,
      headers: headers.manager!,
      payload: { sourceId: source.id },
    });
    expect(merged.status).toBe(200);
    expect(merged.body.data).toMatchObject({
      sourceSn: source.sn,
      // The file both carry stays with the source (one row per file per customer).
      moved: { contacts: 1, activities: 1, opportunities: 1, tags: 1, attachments: 1 },
      filledFields: ['phone', 'address'],
      mergedByName: '王经理',
      undoneAt: null,
    });
    expect((await detail(source.id)).statusCode).toBe(404);
    const after = await detailOf(target.id);
    expect(after).toMatchObject({ phone: sourcePhone, address: '宁波市江北区', tagIds: [tagId] });
    expect(after.contacts.map((contact: { name: string }) => contact.name)).toEqual(['黄工']);
    expect(after.events[0]).toMatchObject({ kind: 'merged', reason: `${source.sn} 甬江机电（重复）` });
    expect(await attachedFiles(target.id)).toEqual([ownFile, sharedFile]);
    const deal = await t.app.inject({ url: `/erp/crm/business/${dealId}`, headers: headers.manager! });
    expect(deal.json().data.customerId).toBe(target.id);

    const undone = await call(t.app, api.customerMergeUndo.answer, {
      method: 'POST',
      url: `/erp/crm/customer/merge/${merged.body.data.id}/undo`,
      headers: headers.manager!,
    });
    expect(undone.body.data.undoneAt).not.toBeNull();
    const back = await detailOf(source.id);
    expect(back).toMatchObject({ phone: sourcePhone, address: '宁波市江北区', tagIds: [tagId] });
    expect(back.contacts).toHaveLength(1);
    expect(back.events[0]).toMatchObject({ kind: 'merge_undone' });
    const targetAgain = await detailOf(target.id);
    expect(targetAgain).toMatchObject({ phone: '', address: '', tagIds: [], contacts: [] });
    expect(await attachedFiles(source.id)).toEqual([ownFile, sharedFile]);
    expect(await attachedFiles(target.id)).toEqual([sharedFile]);
    expect(
      (await t.app.inject({ url: `/erp/crm/business/${dealId}`, headers: headers.manager! })).json().data
        .customerId,
    ).toBe(source.id);
    // Once only.
    const again = await post('manager', `/erp/crm/customer/merge/${merged.body.data.id}/undo`);
    expect(again.json()).toMatchObject({ code: 409, msg: '该合并已撤销' });
    const list = await call(t.app, api.customerMergeList.answer, {
      url: `/erp/crm/customer/${target.id}/merges`,
      headers: headers.manager!,
    });
    expect(list.body.data.map((row) => row.id)).toEqual([merged.body.data.id]);
  });

  it('refuses the undo when the source phone has been taken meanwhile, changing nothing', async () => {
    const target = await newCustomer('杭州临平五金', freshPhone());
    const sourcePhone = freshPhone();
    const source = await newCustomer('临平五金（重复）', sourcePhone);
    const merged = await post('manager', `/erp/crm/customer/${target.id}/merge`, { sourceId: source.id });
    expect(merged.statusCode).toBe(200);
    // The target kept its own phone, so the source's is free and a new customer takes it.
    const taker = await newCustomer('新客户', sourcePhone);
    const refused = await post('manager', `/erp/crm/customer/merge/${merged.json().data.id}/undo`);
    expect(refused.json()).toMatchObject({ code: 409, msg: `该联系电话已属于客户 ${taker.sn}` });
    expect((await detail(source.id)).statusCode).toBe(404);
  });

  it('refuses merging a customer into itself, by a role without delete, and outside the scope', async () => {
    const one = await newCustomer('自身合并', freshPhone());
    const self = await post('manager', `/erp/crm/customer/${one.id}/merge`, { sourceId: one.id });
    expect(self.json()).toMatchObject({ code: 400, msg: '不能把客户合并到自身' });
    const bySales = await post('sales', `/erp/crm/customer/${one.id}/merge`, { sourceId: one.id + 1 });
    expect(bySales.statusCode).toBe(403);
    // A pool customer is changed only by someone who sees everything: the manager gets 404.
    const pool = await call(t.app, crmCustomersApi.customerPoolPage.answer, {
      url: '/erp/crm/customer/pool/page',
      headers: headers.manager!,
    });
    const pooled = pool.body.data.list[0]!;
    const outside = await post('manager', `/erp/crm/customer/${one.id}/merge`, { sourceId: pooled.id });
    expect(outside.statusCode).toBe(404);
    expect((await detail(pooled.id, 'admin')).statusCode).toBe(200);
  });

  it('answers 404 for a merge of another organization', async () => {
    const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/erp/crm/customer/merge/1/undo',
      headers: { ...headers.admin!, 'organization-id': String(branch!.id) },
    });
    expect(response.statusCode).toBe(404);
  });
});
