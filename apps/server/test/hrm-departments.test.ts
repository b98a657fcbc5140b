import { auditApi, hrmApi } from '@atrium/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAs, type TestApp } from './harness.js';
import { hrmKit } from './hrm-kit.js';

/** Departments: the tree, final departments, the rules of writes, permissions and tenant scope. */
let t: TestApp;
let hr: Record<string, string>;
let sales: Record<string, string>;
let manager: Record<string, string>;
let admin: Record<string, string>;
const kit = hrmKit(() => t);
const BASE = '/erp/hrm/department';

beforeAll(async () => {
  t = await buildTestApp();
  hr = await loginAs(t.app, 'hr');
  sales = await loginAs(t.app, 'sales');
  manager = await loginAs(t.app, 'manager');
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t?.app.close());

const finals = async (headers = sales) =>
  (await call(t.app, hrmApi.finalDepartments.answer, { url: hrmApi.finalDepartments.path, headers })).body
    .data;

const create = (payload: object, headers = hr) => kit.send('POST', BASE, headers, payload);
const update = (id: number, payload: object, headers = hr) =>
  kit.send('PUT', `${BASE}/${id}`, headers, payload);
const remove = (id: number, version: number, headers = hr) =>
  kit.send('DELETE', `${BASE}/${id}?version=${version}`, headers);

describe('department list and detail', () => {
  it('answers the demo tree to any member, with leaders and direct staff counts', async () => {
    const list = await kit.departments(sales);
    const sale = list.find((department) => department.name === '销售部')!;
    const groups = list.filter((department) => department.parentId === sale.id).map((d) => d.name);
    expect(groups.sort()).toEqual(['销售一组', '销售二组']);
    expect(sale).toMatchObject({ parentId: -1, leaderName: '王经理', enabled: true, staffCount: 1 });
    // 李销售, 陈晓明 and 高敏 (left, still on the books).
    expect(list.find((department) => department.name === '销售一组')).toMatchObject({
      staffCount: 3,
      leaderName: '',
      leaderEmployeeId: null,
    });
  });

  it('answers one department with its path and its sub-departments', async () => {
    const group = await kit.departmentNamed(hr, '销售一组');
    const { status, body } = await call(t.app, hrmApi.departmentDetail.answer, {
      url: `${BASE}/${group.id}`,
      headers: hr,
    });
    expect(status).toBe(200);
    expect(body.data.ancestors.map((ancestor) => ancestor.name)).toEqual(['销售部']);
    expect(body.data.children).toEqual([]);
    const sale = await kit.departmentNamed(hr, '销售部');
    const parent = await call(t.app, hrmApi.departmentDetail.answer, {
      url: `${BASE}/${sale.id}`,
      headers: hr,
    });
    expect(parent.body.data.children.map((child) => child.name)).toEqual(['销售一组', '销售二组']);
  });

  it('refuses the detail to a role without organizationDetail:get', async () => {
    const group = await kit.departmentNamed(hr, '销售一组');
    expect((await kit.send('GET', `${BASE}/${group.id}`, sales)).statusCode).toBe(403);
  });
});

describe('final departments (department select options)', () => {
  it('are the leaves, in tree order, with id and name and the full path', async () => {
    const options = await finals();
    const names = options.map((option) => option.name);
    expect(names).toContain('销售一组');
    expect(names).toContain('总经办');
    expect(names).not.toContain('销售部');
    expect(names.indexOf('销售一组')).toBe(names.indexOf('销售二组') - 1);
    expect(options.find((option) => option.name === '销售二组')).toMatchObject({
      fullName: '销售部 / 销售二组',
      id: expect.any(Number),
    });
  });

  it('leave out disabled departments and everything below them', async () => {
    const one = await kit.departmentNamed(hr, '销售一组');
    const two = await kit.departmentNamed(hr, '销售二组');
    expect((await update(one.id, { enabled: false, version: one.version })).statusCode).toBe(200);
    expect((await update(two.id, { enabled: false, version: two.version })).statusCode).toBe(200);
    // With both groups off, 销售部 itself is the last enabled level.
    expect((await finals()).map((option) => option.name)).toContain('销售部');
    const sale = await kit.departmentNamed(hr, '销售部');
    await update(sale.id, { enabled: false, version: sale.version });
    const names = (await finals()).map((option) => option.name);
    expect(names).not.toContain('销售部');
    expect(names).not.toContain('销售一组');
    for (const department of [
      await kit.departmentNamed(hr, '销售部'),
      await kit.departmentNamed(hr, '销售一组'),
      await kit.departmentNamed(hr, '销售二组'),
    ]) {
      await update(department.id, { enabled: true, version: department.version });
    }
    expect((await finals()).map((option) => option.name)).toContain('销售一组');
  });
});

describe('department writes', () => {
  it('creates a child department and audits it', async () => {
    const service = await kit.departmentNamed(hr, '客服中心');
    const created = await create({ parentId: service.id, name: '在线客服组', sort: 3, leaderEmployeeId: '' });
    expect(created.statusCode).toBe(200);
    const row = created.json().data;
    expect(row).toMatchObject({
      parentId: service.id,
      name: '在线客服组',
      sort: 3,
      enabled: true,
      version: 1,
    });
    const audit = await call(t.app, auditApi.auditPage.answer, {
      url: `/erp/admin/audit/page?entity=department&action=create`,
      headers: admin,
    });
    expect(audit.body.data.list.some((entry) => entry.entityId === String(row.id))).toBe(true);
  });

  it('refuses a sibling with the same name, an unknown parent and a bad name', async () => {
    const clash = await create({ name: '销售部' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().data.fieldErrors).toEqual([{ path: 'name', message: '同一上级部门下已有同名部门' }]);
    const orphan = await create({ name: '无处安放', parentId: 999_999 });
    expect(orphan.json().data.fieldErrors).toEqual([{ path: 'parentId', message: '上级部门不存在' }]);
    const blank = await create({ name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().data.fieldErrors[0].path).toBe('name');
  });

  it('refuses to move a department under itself or its descendants', async () => {
    const sale = await kit.departmentNamed(hr, '销售部');
    const group = await kit.departmentNamed(hr, '销售一组');
    for (const parentId of [sale.id, group.id]) {
      const moved = await update(
        sale.id,
        { parentId, version: sale.version },
        { ...hr, 'accept-language': 'en' },
      );
      expect(moved.statusCode).toBe(400);
      expect(moved.json().data.fieldErrors).toEqual([
        {
          path: 'parentId',
          message: 'A department cannot be moved under itself or one of its sub-departments.',
        },
      ]);
    }
  });

  it('moves a department, and refuses a stale version with 409', async () => {
    const top = (await create({ name: '市场部' })).json().data;
    const service = await kit.departmentNamed(hr, '客服中心');
    const moved = await update(top.id, { parentId: service.id, version: top.version });
    expect(moved.json().data).toMatchObject({ parentId: service.id, version: 2 });
    const stale = await update(top.id, { name: '市场二部', version: top.version });
    expect(stale.statusCode).toBe(409);
    expect((await remove(top.id, top.version)).statusCode).toBe(409);
  });

  it('sets a leader only from the organization’s own staff', async () => {
    const service = await kit.departmentNamed(hr, '客服中心');
    const branchStaff = await t.app.inject({
      url: hrmApi.employeeOptions.path,
      headers: { ...admin, 'organization-id': String(await kit.branchId()) },
    });
    const outsider = branchStaff.json().data[0].id;
    const refused = await update(service.id, { leaderEmployeeId: outsider, version: service.version });
    expect(refused.json().data.fieldErrors).toEqual([
      { path: 'leaderEmployeeId', message: '负责人不是本组织的在册员工' },
    ]);
  });

  it('refuses to delete a department with sub-departments or staff, saying why', async () => {
    const sale = await kit.departmentNamed(hr, '销售部');
    const withChildren = await remove(sale.id, sale.version);
    expect(withChildren.statusCode).toBe(400);
    expect(withChildren.json().msg).toBe('该部门下还有 2 个子部门，请先删除或移走子部门');
    const finance = await kit.departmentNamed(hr, '财务部');
    const withStaff = await remove(finance.id, finance.version, { ...hr, 'accept-language': 'en' });
    expect(withStaff.statusCode).toBe(400);
    expect(withStaff.json().msg).toBe(
      'This department still has 2 employee(s); move them to another department first.',
    );
  });

  it('deletes an empty department', async () => {
    const empty = (await create({ name: '临时项目组' })).json().data;
    const deleted = await remove(empty.id, empty.version);
    expect(deleted.json()).toMatchObject({ code: 200, data: { id: empty.id } });
    expect((await kit.departments(hr)).some((department) => department.id === empty.id)).toBe(false);
  });

  it('needs the organizationList opers: a salesperson and the sales manager may not write', async () => {
    for (const headers of [sales, manager]) {
      expect((await create({ name: '越权部门' }, headers)).statusCode).toBe(403);
    }
    const sale = await kit.departmentNamed(hr, '销售部');
    expect((await update(sale.id, { name: 'x', version: sale.version }, sales)).statusCode).toBe(403);
    expect((await remove(sale.id, sale.version, manager)).statusCode).toBe(403);
  });
});

describe('tenant scope', () => {
  it("shows each organization only its own departments and answers 404 for another's", async () => {
    const branch = { ...admin, 'organization-id': String(await kit.branchId()) };
    expect((await kit.departments(branch)).map((department) => department.name)).toEqual(['分公司总部']);
    expect((await finals(branch)).map((option) => option.name)).toEqual(['分公司总部']);
    const sale = await kit.departmentNamed(admin, '销售部');
    expect((await kit.send('GET', `${BASE}/${sale.id}`, branch)).statusCode).toBe(404);
    expect((await update(sale.id, { name: '被篡改', version: sale.version }, branch)).statusCode).toBe(404);
    expect((await remove(sale.id, sale.version, branch)).statusCode).toBe(404);
    // A parent from the other organization is unknown here.
    const crossParent = await create({ name: '跨组织', parentId: sale.id }, branch);
    expect(crossParent.json().data.fieldErrors[0].path).toBe('parentId');
  });
});
