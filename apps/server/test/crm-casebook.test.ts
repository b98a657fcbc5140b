import { customerCaseResource } from '@atrium/contract';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { customers } from '../src/modules/crm/customers.tables.js';
import { buildTestApp, call, loginAs, type TestApp } from './harness.js';
import { multipartForm } from './multipart.js';

/** 客户案例: the engine's CRUD, search and import, plus the linked customer's data scope. */
const api = customerCaseResource.endpoints;
const CASES = customerCaseResource.basePath;

let t: TestApp;
let admin: Record<string, string>;
let sales: Record<string, string>;
let salesOwned: number;
let managerOwned: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'admin');
  sales = await loginAs(t.app, 'sales');
  const idOf = async (name: string) =>
    (await t.db.select({ id: customers.id }).from(customers).where(eq(customers.name, name)))[0]!.id;
  salesOwned = await idOf('上海云帆贸易有限公司');
  managerOwned = await idOf('北京博远信息技术有限公司');
});
afterAll(() => t?.app.close());

const write = async (method: 'POST' | 'PUT', url: string, payload: object, headers = admin) => {
  const response = await t.app.inject({ method, url, payload, headers });
  return { status: response.statusCode, body: response.json() };
};

describe('customer cases', () => {
  it('creates a case linked to a customer in the writer scope and finds it by problem and resolution text', async () => {
    const created = await call(t.app, api.create.answer, {
      method: 'POST',
      url: CASES,
      headers: sales,
      payload: {
        title: '云帆仓储扫码改造',
        problem: '旧扫码枪无法识别二维码',
        resolution: '更换为影像式扫码枪并升级固件',
        products: '扫码枪X2, 固件包',
        customerId: salesOwned,
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ customerId: salesOwned, attachments: '', version: 1 });
    const byProblem = await call(t.app, api.page.answer, {
      url: `${CASES}/page?problem=${encodeURIComponent('二维码')}`,
      headers: sales,
    });
    expect(byProblem.body.data.list.map((row) => row.title)).toEqual(['云帆仓储扫码改造']);
    const byResolution = await call(t.app, api.page.answer, {
      url: `${CASES}/page?resolution=${encodeURIComponent('影像式')}`,
      headers: sales,
    });
    expect(byResolution.body.data.total).toBe(1);
    const none = await call(t.app, api.page.answer, {
      url: `${CASES}/page?title=${encodeURIComponent('不存在的案例')}`,
      headers: sales,
    });
    expect(none.body.data.total).toBe(0);
  });

  it('refuses a customer outside the writer data scope, in the caller locale', async () => {
    const zh = await write('POST', CASES, { title: '越权', problem: 'x', customerId: managerOwned }, sales);
    expect(zh.status).toBe(400);
    expect(zh.body.data.fieldErrors).toEqual([
      { path: 'customerId', message: '关联客户不存在或不在您的数据范围内' },
    ]);
    const en = await write(
      'POST',
      CASES,
      { title: 'x', problem: 'x', customerId: managerOwned },
      { ...sales, 'accept-language': 'en' },
    );
    expect(en.body.data.fieldErrors[0].message).toBe(
      'The customer does not exist or is outside your data scope.',
    );
    // The administrator sees every customer, so may link the manager's.
    expect(
      (await write('POST', CASES, { title: '博远', problem: 'x', customerId: managerOwned })).status,
    ).toBe(200);
  });

  it('refuses a customer of another organization and unknown attachment ids', async () => {
    const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
    const inBranch = { ...admin, 'organization-id': String(branch!.id) };
    const foreign = await write(
      'POST',
      CASES,
      { title: 'x', problem: 'x', customerId: salesOwned },
      inBranch,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.data.fieldErrors[0].path).toBe('customerId');
    const files = await write('POST', CASES, { title: 'x', problem: 'x', attachments: '999999' });
    expect(files.body.data.fieldErrors).toEqual([{ path: 'attachments', message: '附件不存在：999999' }]);
    const malformed = await write('POST', CASES, { title: 'x', problem: 'x', attachments: '1;2' });
    expect(malformed.status).toBe(400);
  });

  it('applies the same scope rule to an update and to imported rows', async () => {
    const { body } = await write('POST', CASES, { title: '待改', problem: 'x' }, sales);
    const update = await write(
      'PUT',
      `${CASES}/${body.data.id}`,
      { customerId: managerOwned, version: 1 },
      sales,
    );
    expect(update.status).toBe(400);
    // The manager (销售部 leader) sees the department's customers but not the pool's.
    const [pooled] = await t.db
      .select({ id: customers.id })
      .from(customers)
      .where(isNull(customers.ownerUserId));
    const csv = `案例标题,客户问题,关联客户ID\n导入一,问题一,${salesOwned}\n导入二,问题二,${pooled!.id}\n`;
    const form = multipartForm({}, { name: 'cases.csv', bytes: csv, type: 'text/csv' });
    const response = await t.app.inject({
      method: 'POST',
      url: `${CASES}/import?mode=goodRowsOnly`,
      payload: form.payload,
      headers: { ...(await loginAs(t.app, 'manager')), ...form.headers },
    });
    const report = response.json().data;
    expect(report).toMatchObject({ total: 2, good: 1, bad: 1, created: 1, committed: true });
    expect(report.errors).toEqual([
      { row: 3, field: 'customerId', message: '关联客户不存在或不在您的数据范围内' },
    ]);
  });
});
