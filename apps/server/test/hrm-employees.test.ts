import { hrmApi } from '@atrium/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { addMembership, createUser } from '../src/modules/admin/users.service.js';
import { DEMO_EMPLOYEES } from '../src/modules/hrm/hrm-demo-seed.js';
import { buildTestApp, call, loginAs, type TestApp } from './harness.js';
import { hrmKit } from './hrm-kit.js';

/** Staff: the page and its filters, the rules of writes, soft delete, permissions and tenant scope. */
let t: TestApp;
let hr: Record<string, string>;
let manager: Record<string, string>;
let sales: Record<string, string>;
let admin: Record<string, string>;
const kit = hrmKit(() => t);
const BASE = '/erp/hrm/employee';

beforeAll(async () => {
  t = await buildTestApp();
  hr = await loginAs(t.app, 'hr');
  manager = await loginAs(t.app, 'manager');
  sales = await loginAs(t.app, 'sales');
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t?.app.close());

const page = async (query = '', headers = hr) =>
  (await call(t.app, hrmApi.employeePage.answer, { url: `${BASE}/page?${query}`, headers })).body.data;
const create = (payload: object, headers = hr) => kit.send('POST', BASE, headers, payload);
const update = (id: number, payload: object, headers = hr) =>
  kit.send('PUT', `${BASE}/${id}`, headers, payload);
const remove = (id: number, version: number, headers = hr) =>
  kit.send('DELETE', `${BASE}/${id}?version=${version}`, headers);
const namesOf = (list: { name: string }[]) => list.map((row) => row.name).sort();

describe('staff page', () => {
  it('pages the demo staff by job number, 10 at a time, with department and account names', async () => {
    const first = await page();
    expect(first).toMatchObject({ total: DEMO_EMPLOYEES.length, pageNum: 1, pageSize: 10, totalExact: true });
    expect(first.list.map((row) => row.jobNumber)).toEqual(
      DEMO_EMPLOYEES.slice(0, 10).map((employee) => employee.jobNumber),
    );
    expect(first.list[2]).toMatchObject({
      name: '李销售',
      username: 'sales',
      departmentName: '销售一组',
      status: 'active',
      gender: 'female',
      entryDate: '2021-09-01',
    });
    expect((await page('pageNum=2')).list).toHaveLength(DEMO_EMPLOYEES.length - 10);
  });

  it('filters by keyword, by department with its sub-departments, by status and gender', async () => {
    expect(namesOf((await page(`keyword=${encodeURIComponent('陈')}`)).list)).toEqual(['陈晓明']);
    expect(namesOf((await page('keyword=E0015')).list)).toEqual(['何伟']);
    expect(namesOf((await page('keyword=0571-8888')).list)).toEqual(['林静']);
    const sale = await kit.departmentNamed(hr, '销售部');
    expect(namesOf((await page(`departmentId=${sale.id}`)).list)).toEqual(
      ['王经理', '李销售', '陈晓明', '刘芳', '黄磊', '高敏'].sort(),
    );
    expect(namesOf((await page('status=left')).list)).toEqual(['高敏']);
    expect((await page('gender=female&status=active&keyword=&departmentId=')).total).toBe(7);
    expect((await kit.send('GET', `${BASE}/page?status=retired`, hr)).statusCode).toBe(400);
  });

  it('answers one employee with its department path', async () => {
    const [row] = (await page('keyword=E0003')).list;
    const { body } = await call(t.app, hrmApi.employeeDetail.answer, {
      url: `${BASE}/${row!.id}`,
      headers: hr,
    });
    expect(body.data.departmentPath.map((step) => step.name)).toEqual(['销售部', '销售一组']);
  });

  it('lets the sales manager look but not change; a salesperson may not look', async () => {
    expect((await page('', manager)).total).toBe(DEMO_EMPLOYEES.length);
    expect((await create({ name: '越权', jobNumber: 'X1' }, manager)).statusCode).toBe(403);
    expect((await kit.send('GET', `${BASE}/page`, sales)).statusCode).toBe(403);
  });
});

describe('staff writes', () => {
  it('creates an employee; fields not sent take their defaults', async () => {
    const group = await kit.departmentNamed(hr, '销售二组');
    const created = await create({
      name: '新同事',
      jobNumber: 'E0100',
      phone: '13912345678',
      email: 'new@example.com',
      departmentId: group.id,
      entryDate: '2026-01-05',
      gender: 'male',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      name: '新同事',
      departmentName: '销售二组',
      status: 'active',
      userId: null,
      username: '',
      position: '',
      version: 1,
    });
  });

  it('applies the phone rule, the email format and the job-number format', async () => {
    const bad = await create({ name: '甲', jobNumber: 'E0101', phone: '12345', email: 'not-mail' });
    expect(bad.statusCode).toBe(400);
    const errors = bad.json().data.fieldErrors;
    expect(errors).toContainEqual({ path: 'phone', message: '联系电话格式不正确' });
    expect(errors.map((error: { path: string }) => error.path).sort()).toEqual(['email', 'phone']);
    expect((await create({ name: '乙', jobNumber: 'E 01' })).json().data.fieldErrors[0].path).toBe(
      'jobNumber',
    );
    expect((await create({ name: '丙', jobNumber: 'E0102', phone: '0571-88886666' })).statusCode).toBe(200);
  });

  it('keeps job numbers unique in the organization', async () => {
    const clash = await create({ name: '重号', jobNumber: 'E0001' });
    expect(clash.json().data.fieldErrors).toEqual([{ path: 'jobNumber', message: '工号已存在' }]);
    // Another organization may use the same number.
    const branch = { ...admin, 'organization-id': String(await kit.branchId()) };
    expect((await create({ name: '分公司同号', jobNumber: 'E0001' }, branch)).statusCode).toBe(200);
  });

  it('links an account at most once per organization, and only a member of it', async () => {
    const taken = await create({
      name: '冒名',
      jobNumber: 'E0103',
      userId: (await page('keyword=E0003')).list[0]!.userId,
    });
    expect(taken.json().data.fieldErrors).toEqual([{ path: 'userId', message: '该账号已关联其他员工' }]);
    const outsiderId = await createUser(t.db, {
      username: 'outsider',
      password: 'x-long-pass',
      name: '外人',
      status: 'enabled',
    });
    const refused = await create({ name: '外人', jobNumber: 'E0104', userId: outsiderId });
    expect(refused.json().data.fieldErrors).toEqual([{ path: 'userId', message: '该账号不是本组织的成员' }]);
    const [demo] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo'));
    await addMembership(t.db, { userId: outsiderId, orgId: demo!.id });
    const linked = await create({ name: '外人', jobNumber: 'E0104', userId: outsiderId });
    expect(linked.json().data).toMatchObject({ userId: outsiderId, username: 'outsider' });
  });

  it("refuses another organization's department", async () => {
    const branch = { ...admin, 'organization-id': String(await kit.branchId()) };
    const [branchDepartment] = await kit.departments(branch);
    const refused = await create({ name: '跨组织', jobNumber: 'E0105', departmentId: branchDepartment!.id });
    expect(refused.json().data.fieldErrors).toEqual([{ path: 'departmentId', message: '所属部门不存在' }]);
  });

  it('updates only what is sent and refuses a stale version with 409', async () => {
    const [row] = (await page('keyword=E0009')).list;
    const updated = await update(row!.id, { position: '高级销售代表', version: row!.version });
    expect(updated.json().data).toMatchObject({ position: '高级销售代表', name: '陈晓明', version: 2 });
    expect((await update(row!.id, { position: '回退', version: row!.version })).statusCode).toBe(409);
    const cleared = await update(row!.id, { departmentId: null, version: 2 });
    expect(cleared.json().data).toMatchObject({ departmentId: null, departmentName: '' });
    // The browser sends a cleared value as '' (spec §5): it means null.
    const blanked = await update(row!.id, { gender: '', entryDate: '', userId: '', version: 3 });
    expect(blanked.json().data).toMatchObject({ gender: null, entryDate: null, userId: null, version: 4 });
  });

  it('soft-deletes: gone from lists, job number free again, departments it led lose their leader', async () => {
    const [leader] = (await page('keyword=E0010')).list;
    const group = await kit.departmentNamed(hr, '销售二组');
    expect(group.leaderName).toBe('刘芳');
    expect((await remove(leader!.id, leader!.version + 1)).statusCode).toBe(409);
    expect((await remove(leader!.id, leader!.version)).statusCode).toBe(200);
    expect((await page('keyword=E0010')).total).toBe(0);
    expect((await kit.send('GET', `${BASE}/${leader!.id}`, hr)).statusCode).toBe(404);
    expect((await kit.departmentNamed(hr, '销售二组')).leaderEmployeeId).toBeNull();
    expect((await create({ name: '接替', jobNumber: 'E0010' })).statusCode).toBe(200);
  });

  it("answers 404 for another organization's employee", async () => {
    const branch = { ...admin, 'organization-id': String(await kit.branchId()) };
    const [row] = (await page('keyword=E0001')).list;
    expect((await kit.send('GET', `${BASE}/${row!.id}`, branch)).statusCode).toBe(404);
    expect((await update(row!.id, { name: '篡改', version: row!.version }, branch)).statusCode).toBe(404);
    expect((await remove(row!.id, row!.version, branch)).statusCode).toBe(404);
    expect(namesOf((await page('', branch)).list)).not.toContain('系统管理员');
  });
});

describe('linkable accounts', () => {
  it('lists the members with the employee each is linked to', async () => {
    const { body } = await call(t.app, hrmApi.employeeAccountOptions.answer, {
      url: hrmApi.employeeAccountOptions.path,
      headers: hr,
    });
    const sales = body.data.find((account) => account.username === 'sales');
    expect(sales?.employeeId).toEqual(expect.any(Number));
    expect(body.data.every((account) => account.username !== '')).toBe(true);
  });
});
