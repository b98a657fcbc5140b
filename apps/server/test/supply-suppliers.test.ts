// On PGlite too: the first owned resource with lines (contacts), its data scope and its import run on the embedded database too.
import { creditCodeCheckCharacter, importReport } from '@atrium/contract';
import { supplierResource } from '@atrium/contract/resources/supplier';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { suppliers } from '../src/modules/supply/suppliers.tables.js';
import { auditLog } from '../src/platform/audit/audit.tables.js';
import { auditEntries, buildTestApp, call, grantToRoles, loginAs, type TestApp } from './harness.js';
import { multipartForm } from './multipart.js';

const BASE = supplierResource.basePath;
const api = supplierResource.endpoints;
let t: TestApp;
const as: Record<string, Record<string, string>> = {};
let branchId: number;

/** A valid 统一社会信用代码 from 17 characters of the code's alphabet. */
const creditCode = (first17: string) => `${first17}${creditCodeCheckCharacter(first17)}`;

beforeAll(async () => {
  t = await buildTestApp();
  // Salespeople buy for themselves in these tests: owned records show the data scope.
  await grantToRoles(
    t.db,
    ['salesperson'],
    ['add', 'query', 'get', 'update', 'delete', 'import', 'export'].map((action) => `supplierList:${action}`),
  );
  for (const username of ['admin', 'sales', 'sales2', 'warehouse'])
    as[username] = await loginAs(t.app, username);
  const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
  branchId = branch!.id;
});
afterAll(() => t?.app.close());

const create = (username: string, payload: Record<string, unknown>, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: BASE,
    headers: { ...as[username], 'accept-language': 'zh-CN', ...extra },
    payload,
  });
const createOk = async (username: string, payload: Record<string, unknown>) => {
  const response = await create(username, payload);
  expect(response.statusCode, response.body).toBe(200);
  return api.create.answer.parse(response.json().data);
};
type FieldErrors = { path: string; message: string }[];
const fieldErrorsOf = (response: { json(): { data: { fieldErrors: FieldErrors } } }) =>
  response.json().data.fieldErrors;
const firstError = (response: { json(): { data: { fieldErrors: FieldErrors } } }) =>
  fieldErrorsOf(response)[0]!;

describe('suppliers', () => {
  it('creates a supplier with its contacts, owned by the creator, audited', async () => {
    const supplier = await createOk('sales', {
      code: 'T-001',
      name: '测试供应商一',
      status: 'evaluating',
      phone: '021-12345678',
      taxNumber: creditCode('91310000MA1FL0001'),
      lines: [
        {
          contactName: '王一',
          position: '经理',
          mobile: '13812345678',
          email: 'w1@example.com',
          primary: true,
        },
        { contactName: '王二', mobile: '13812345679', primary: false },
      ],
    });
    expect(supplier).toMatchObject({
      code: 'T-001',
      status: 'evaluating',
      labels: { ownerUserId: '李销售' },
    });
    expect(supplier.lines.map((line) => [line.lineNo, line.contactName, line.primary])).toEqual([
      [1, '王一', true],
      [2, '王二', false],
    ]);
    const [entry] = await auditEntries(
      t.db,
      and(eq(auditLog.entity, 'supplier'), eq(auditLog.entityId, String(supplier.id))),
    );
    expect(entry).toMatchObject({ action: 'create' });
  });

  it('refuses a duplicate code in the organization, naming the field, and writes nothing', async () => {
    await createOk('sales', { code: 'T-DUP', name: '重复一', status: 'active' });
    const again = await create('sales2', { code: 'T-DUP', name: '重复二', status: 'active' });
    expect(again.statusCode).toBe(400);
    expect(firstError(again).path).toBe('code');
    const rows = await t.db.select().from(suppliers).where(eq(suppliers.code, 'T-DUP'));
    expect(rows).toHaveLength(1);
  });

  it('checks phones by the spec rule, on the supplier and on each contact', async () => {
    const bad = await create('sales', { code: 'T-PH', name: '电话', status: 'active', phone: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrorsOf(bad)).toEqual([{ path: 'phone', message: '联系电话格式不正确' }]);
    const badContact = await create('sales', {
      code: 'T-PH',
      name: '电话',
      status: 'active',
      lines: [{ contactName: '张三', mobile: '1381234567' }],
    });
    expect(badContact.statusCode).toBe(400);
    expect(firstError(badContact)).toEqual({ path: 'lines.0.mobile', message: '联系电话格式不正确' });
    // An empty phone passes; a landline and a mobile pass.
    await createOk('sales', {
      code: 'T-PH',
      name: '电话',
      status: 'active',
      phone: '',
      lines: [{ contactName: '张三', mobile: '0571-87654321' }],
    });
  });

  it('refuses a tax number of the wrong shape or check character, in the caller locale', async () => {
    const shape = await create('sales', { code: 'T-TX', name: '税号', status: 'active', taxNumber: '123' });
    expect(shape.statusCode).toBe(400);
    expect(firstError(shape)).toMatchObject({ path: 'taxNumber' });
    expect(firstError(shape).message).toContain('统一社会信用代码');
    const good = creditCode('91440300MA5DC8Q1X');
    const wrongCheck = `${good.slice(0, 17)}${good[17] === '0' ? '1' : '0'}`;
    const check = await create(
      'sales',
      { code: 'T-TX', name: '税号', status: 'active', taxNumber: wrongCheck },
      {
        'accept-language': 'en',
      },
    );
    expect(check.statusCode).toBe(400);
    expect(firstError(check)).toEqual({
      path: 'taxNumber',
      message: 'The unified social credit code is incorrect (18 characters, the last a check character).',
    });
    expect(await t.db.select().from(suppliers).where(eq(suppliers.code, 'T-TX'))).toHaveLength(0);
  });

  it('allows one primary contact, also when an update keeps a stored primary', async () => {
    const two = await create('sales', {
      code: 'T-PR',
      name: '主联系人',
      status: 'active',
      lines: [
        { contactName: '甲', primary: true },
        { contactName: '乙', primary: true },
      ],
    });
    expect(two.statusCode).toBe(400);
    expect(firstError(two)).toEqual({ path: 'lines.1.primary', message: '只能有一位主联系人' });
    const supplier = await createOk('sales', {
      code: 'T-PR',
      name: '主联系人',
      status: 'active',
      lines: [{ contactName: '甲', primary: true }],
    });
    const keepsStored = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${supplier.id}`,
      headers: as.sales,
      payload: {
        version: supplier.version,
        lines: [
          { id: supplier.lines[0]!.id, contactName: '甲' },
          { contactName: '乙', primary: true },
        ],
      },
    });
    expect(keepsStored.statusCode).toBe(400);
    expect(firstError(keepsStored).path).toBe('lines.1.primary');
  });

  it('moves the status only along its transitions', async () => {
    const supplier = await createOk('sales', { code: 'T-ST', name: '状态', status: 'evaluating' });
    const skip = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${supplier.id}`,
      headers: as.sales,
      payload: { version: supplier.version, status: 'suspended' },
    });
    expect(skip.statusCode).toBe(400);
    expect(firstError(skip).path).toBe('status');
    const active = await call(t.app, api.update.answer, {
      method: 'PUT',
      url: `${BASE}/${supplier.id}`,
      headers: as.sales,
      payload: { version: supplier.version, status: 'active' },
    });
    expect(active.body.data.status).toBe('active');
  });

  it('keeps each salesperson to their own suppliers: others answer 404 and are not listed', async () => {
    const mine = await createOk('sales', { code: 'T-SC1', name: '李的供应商', status: 'active' });
    const theirs = await createOk('sales2', { code: 'T-SC2', name: '张的供应商', status: 'active' });
    const page = await call(t.app, api.page.answer, {
      url: `${BASE}/page`,
      query: { pageSize: '100', code: 'T-SC' },
      headers: as.sales,
    });
    expect(page.body.data.list.map((row) => row.code)).toEqual(['T-SC1']);
    for (const request of [
      { method: 'GET' as const, url: `${BASE}/${theirs.id}` },
      { method: 'PUT' as const, url: `${BASE}/${theirs.id}`, payload: { version: 1, name: '改' } },
      { method: 'DELETE' as const, url: `${BASE}/${theirs.id}?version=1` },
    ]) {
      const response = await t.app.inject({ ...request, headers: as.sales });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
    }
    // The administrator sees both; the warehouse keeper sees the demo suppliers they own, not these.
    const all = await call(t.app, api.page.answer, {
      url: `${BASE}/page`,
      query: { pageSize: '100', code: 'T-SC' },
      headers: as.admin,
    });
    expect(all.body.data.list.map((row) => row.id).sort()).toEqual([mine.id, theirs.id].sort());
    const keeper = await call(t.app, api.page.answer, {
      url: `${BASE}/page`,
      query: { pageSize: '100' },
      headers: as.warehouse,
    });
    expect(keeper.body.data.list.length).toBeGreaterThan(0);
    expect(keeper.body.data.list.every((row) => row.labels.ownerUserId === '孙仓管')).toBe(true);
  });

  it('keeps organizations apart: another organization neither lists nor opens them', async () => {
    const supplier = await createOk('admin', { code: 'T-ORG', name: '本公司供应商', status: 'active' });
    const inBranch = { ...as.admin!, 'organization-id': String(branchId) };
    const get = await t.app.inject({ url: `${BASE}/${supplier.id}`, headers: inBranch });
    expect(get.statusCode).toBe(404);
    const page = await call(t.app, api.page.answer, {
      url: `${BASE}/page`,
      query: { code: 'T-ORG' },
      headers: inBranch,
    });
    expect(page.body.data.total).toBe(0);
    // The same code is free in the other organization.
    const there = await create(
      'admin',
      { code: 'T-ORG', name: '分公司供应商', status: 'active' },
      {
        'organization-id': String(branchId),
      },
    );
    expect(there.statusCode, there.body).toBe(200);
  });

  it('imports the suppliers own fields: new ones start without contacts, updated ones keep theirs', async () => {
    const kept = await createOk('sales', {
      code: 'T-IM1',
      name: '导入前',
      status: 'active',
      lines: [{ contactName: '保留的联系人', primary: true }],
    });
    const valid = creditCode('91310000MA1FL0003');
    const wrongCheck = `${valid.slice(0, 17)}${valid[17] === '0' ? '1' : '0'}`;
    const csv = [
      '\ufeff供应商编码,公司名称,合作状态,联系电话,统一社会信用代码',
      `T-IM1,导入后,合作中,13900001111,${creditCode('91310000MA1FL0002')}`,
      'T-IM2,新导入供应商,考察中,,',
      'T-IM3,坏电话,合作中,123,',
      `T-IM4,坏税号,合作中,,${wrongCheck}`,
    ].join('\r\n');
    const form = multipartForm({}, { name: 'suppliers.csv', bytes: csv });
    const response = await t.app.inject({
      method: 'POST',
      url: `${BASE}/import?mode=goodRowsOnly`,
      payload: form.payload,
      headers: { ...as.sales, ...form.headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = importReport.parse(response.json().data);
    expect(report.errors.map((error) => [error.row, error.field])).toEqual(
      expect.arrayContaining([
        [4, 'phone'],
        [5, 'taxNumber'],
      ]),
    );
    const updated = await call(t.app, api.get.answer, { url: `${BASE}/${kept.id}`, headers: as.sales });
    expect(updated.body.data).toMatchObject({ name: '导入后', phone: '13900001111' });
    expect(updated.body.data.lines.map((line) => line.contactName)).toEqual(['保留的联系人']);
    const [created] = await t.db.select().from(suppliers).where(eq(suppliers.code, 'T-IM2'));
    const fresh = await call(t.app, api.get.answer, { url: `${BASE}/${created!.id}`, headers: as.sales });
    expect(fresh.body.data).toMatchObject({
      status: 'evaluating',
      labels: { ownerUserId: '李销售' },
      lines: [],
    });
  });
});
