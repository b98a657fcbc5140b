import { crmCustomersApi } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerEvents } from '../src/modules/crm/customers.tables.js';
import { auditLog } from '../src/platform/audit/audit.tables.js';
import { auditEntries, buildTestApp, call, signIn, type TestApp } from './harness.js';

const api = crmCustomersApi;
let t: TestApp;
const headers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const username of ['admin', 'manager', 'sales', 'sales2']) {
    const { token } = await signIn(t.app, username);
    headers[username] = { authorization: `Bearer ${token}` };
  }
});
afterAll(() => t?.app.close());

let phoneSeq = 0;
/** A fresh valid mobile number per call (apart from the other customer tests' 1770000xxxx). */
const freshPhone = () => `1771100${String(++phoneSeq).padStart(4, '0')}`;

const create = async (username: string, body: Record<string, unknown>) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/erp/crm/customer',
    headers: headers[username],
    payload: { phone: freshPhone(), ...body },
  });
  expect(response.statusCode, response.body).toBe(200);
  return api.customerCreate.answer.parse(response.json().data);
};
const update = (username: string, id: number, payload: Record<string, unknown>, locale?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/erp/crm/customer/${id}`,
    headers: { ...headers[username], ...(locale ? { 'accept-language': locale } : {}) },
    payload,
  });
const remove = (username: string, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/erp/crm/customer/${id}`, headers: headers[username] });
const detail = (username: string, id: number) =>
  call(t.app, api.customerDetail.answer.nullable(), {
    url: `/erp/crm/customer/${id}`,
    headers: headers[username],
  });
/** The whole edit body of a customer as read, with some fields changed. */
const editOf = (customer: crmCustomersApi.CustomerRow, changes: Record<string, unknown> = {}) => ({
  name: customer.name,
  phone: customer.phone,
  source: customer.source,
  level: customer.level,
  stage: customer.stage,
  address: customer.address,
  remark: customer.remark,
  contacts: [],
  version: customer.version,
  ...changes,
});

describe('PUT /erp/crm/customer/:id', () => {
  it('saves the profile and contacts, bumps the version and names the changed fields on the timeline', async () => {
    const customer = await create('sales', {
      name: '编辑-原名',
      contacts: [{ name: '甲', phone: '', role: '' }],
    });
    const response = await update(
      'sales',
      customer.id,
      editOf(customer, {
        name: '编辑-新名',
        level: 'A',
        phone: '+86 177 1199 0001',
        contacts: [{ name: '乙', phone: '138 0000 1111', role: '采购' }],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = api.customerUpdate.answer.parse(response.json().data);
    expect(saved).toMatchObject({ name: '编辑-新名', level: 'A', phone: '17711990001', version: 2 });

    const { body } = await detail('sales', customer.id);
    expect(body.data?.contacts).toMatchObject([{ name: '乙', phone: '13800001111', role: '采购' }]);
    expect(body.data?.events[0]).toMatchObject({ kind: 'updated', reason: 'name,phone,level,contacts' });
    const audits = await auditEntries(
      t.db,
      and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, String(customer.id))),
    );
    expect(audits.map(({ action }) => action)).toEqual(['create', 'update']);
  });

  it('writes nothing when nothing changed', async () => {
    const customer = await create('sales', { name: '编辑-不变' });
    const response = await update('sales', customer.id, editOf(customer));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.version).toBe(customer.version);
    const events = await t.db.select().from(customerEvents).where(eq(customerEvents.customerId, customer.id));
    expect(events.map(({ kind }) => kind)).toEqual(['created']);
  });

  it('answers 409 with a localized message on a stale version', async () => {
    const customer = await create('sales', { name: '编辑-并发' });
    expect((await update('sales', customer.id, editOf(customer, { remark: '第一次' }))).statusCode).toBe(200);
    const stale = await update('sales', customer.id, editOf(customer, { remark: '第二次' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('数据已被他人修改，请刷新后重试');
    const english = await update('sales', customer.id, editOf(customer, { remark: '第二次' }), 'en');
    expect(english.json().msg).toBe('Someone else saved this record first; reload and try again.');
  });

  it('applies the create phone rules: 联系电话格式不正确, and a phone another customer holds', async () => {
    const customer = await create('sales', { name: '编辑-号码' });
    const bad = await update('sales', customer.id, editOf(customer, { phone: '12345' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fieldErrors).toEqual([{ path: 'phone', message: '联系电话格式不正确' }]);

    const other = await create('sales2', { name: '编辑-别人的号码' });
    const taken = await update('sales', customer.id, editOf(customer, { phone: other.phone }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().data.fieldErrors).toEqual([
      { path: 'phone', message: `该联系电话已属于客户 ${other.sn}` },
    ]);
    const empty = await update('sales', customer.id, editOf(customer, { name: '' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.fieldErrors[0].path).toBe('name');
  });

  it('is limited to the data scope: another salesperson gets 404, the department leader may edit', async () => {
    const customer = await create('sales', { name: '编辑-范围' });
    expect((await update('sales2', customer.id, editOf(customer, { remark: 'x' }))).statusCode).toBe(404);
    const byManager = await update('manager', customer.id, editOf(customer, { remark: '经理改的' }));
    expect(byManager.statusCode, byManager.body).toBe(200);
  });

  it('leaves a pool customer to the administrator', async () => {
    const pooled = await create('sales', { name: '编辑-公海', toPool: true });
    expect((await update('sales', pooled.id, editOf(pooled, { remark: 'x' }))).statusCode).toBe(404);
    expect((await update('admin', pooled.id, editOf(pooled, { remark: 'x' }))).statusCode).toBe(200);
  });
});

describe('DELETE /erp/crm/customer/:id', () => {
  it('needs customerList:delete: a salesperson is refused', async () => {
    const customer = await create('sales', { name: '删除-无权' });
    expect((await remove('sales', customer.id)).statusCode).toBe(403);
  });

  it('soft-deletes within the scope, writes a deleted row and frees the phone', async () => {
    const customer = await create('sales', { name: '删除-经理删' });
    const response = await remove('manager', customer.id);
    expect(response.statusCode, response.body).toBe(200);
    expect((await detail('manager', customer.id)).status).toBe(404);
    const events = await t.db.select().from(customerEvents).where(eq(customerEvents.customerId, customer.id));
    expect(events.map(({ kind }) => kind).sort()).toEqual(['created', 'deleted']);
    const audits = await auditEntries(
      t.db,
      and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, String(customer.id))),
    );
    expect(audits.map(({ action }) => action)).toEqual(['create', 'delete']);
    // Deleted customers don't hold their phone: a new one may use it.
    await create('sales', { name: '删除-同号新客户', phone: customer.phone });
    expect((await remove('manager', customer.id)).statusCode).toBe(404);
  });

  it('is 404 outside the data scope', async () => {
    const customer = await create('admin', { name: '删除-管理员的' });
    expect((await remove('manager', customer.id)).statusCode).toBe(404);
    expect((await remove('admin', customer.id)).statusCode).toBe(200);
  });
});

describe('GET /erp/crm/customer/transfer/targets', () => {
  it('lists the enabled members of the organization for a transfer', async () => {
    const { status, body } = await call(t.app, api.customerOwnerOptions.answer, {
      url: '/erp/crm/customer/transfer/targets',
      headers: headers.sales,
    });
    expect(status).toBe(200);
    const names = body.data.map(({ name }) => name);
    expect(names).toEqual(expect.arrayContaining(['李销售', '张销售', '王经理']));
    expect(body.data.find(({ name }) => name === '张销售')?.departmentName).toBe('销售二组');
  });
});
