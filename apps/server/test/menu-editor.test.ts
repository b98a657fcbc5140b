import { adminApi, auditApi, menusApi } from '@atrium/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, call, loginAs, type TestApp } from './harness.js';

let t: TestApp;
let admin: Record<string, string>;

const tree = async () =>
  (await call(t.app, menusApi.menuTree.answer, { url: '/erp/admin/menu/tree', headers: admin })).body.data;
const nodeByKey = async (key: string) =>
  (await tree()).find((node) => node.key === key && node.type === 'menu')!;
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url, payload: payload as object, headers });

const newMenu = (extra: Record<string, unknown> = {}) => ({
  parentId: -1,
  type: 'menu',
  key: 'reportCenter',
  titleZh: '报表中心',
  titleEn: 'Reports',
  path: '/report',
  icon: 'dashboard',
  ...extra,
});

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t?.app.close());

describe('resources editor', () => {
  it('lists both titles and marks the catalogue entries as built in', async () => {
    const customerList = await nodeByKey('customerList');
    expect(customerList).toMatchObject({ titleZh: '客户列表', titleEn: 'Customer list', builtIn: true });
    expect(menusApi.MENU_ICON_NAMES).toContain('team');
  });

  it('adds a menu, a child and an oper; administrators see them at once, audited', async () => {
    const created = await send('POST', '/erp/admin/menu', newMenu());
    expect(created.statusCode).toBe(200);
    const top = created.json().data;
    expect(top).toMatchObject({ key: 'reportCenter', builtIn: false, parentId: -1 });
    const child = (
      await send(
        'POST',
        '/erp/admin/menu',
        newMenu({ parentId: top.id, key: 'salesReport', path: '/report/sales' }),
      )
    ).json().data;
    const oper = await send('POST', '/erp/admin/menu', {
      parentId: child.id,
      type: 'oper',
      key: 'export',
      titleZh: '导出',
      titleEn: 'Export',
    });
    expect(oper.json().data).toMatchObject({ permissionKey: 'salesReport:export', sort: 1 });

    const auth = await call(t.app, adminApi.userAuth.answer, { url: '/erp/admin/user/auth', headers: admin });
    expect(auth.body.data.auth.map((entry) => entry.key)).toEqual(
      expect.arrayContaining(['reportCenter', 'salesReport']),
    );
    const audit = await call(t.app, auditApi.auditPage.answer, {
      url: '/erp/admin/audit/page?entity=menu&action=create',
      headers: admin,
    });
    expect(audit.body.data.list.map((entry) => entry.after?.key)).toEqual([
      'export',
      'salesReport',
      'reportCenter',
    ]);
  });

  it('keeps keys unique and rejects bad input with localized 400s', async () => {
    const dup = await send('POST', '/erp/admin/menu', newMenu({ key: 'customerList', path: '/x' }));
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({
      code: 400,
      data: { fieldErrors: [{ path: 'key', message: '该资源标识已存在' }] },
    });
    const en = await send('POST', '/erp/admin/menu', newMenu({ key: 'customerList', path: '/x' }), {
      ...admin,
      'accept-language': 'en',
    });
    expect(en.json().data.fieldErrors[0].message).toBe('This key is already in use.');
    const badKey = await send('POST', '/erp/admin/menu', newMenu({ key: '1bad key' }));
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().data.fieldErrors[0].path).toBe('key');
    const badIcon = await send('POST', '/erp/admin/menu', newMenu({ key: 'iconless', icon: 'skull' }));
    expect(badIcon.json().data.fieldErrors[0].path).toBe('icon');
    const noPath = await send('POST', '/erp/admin/menu', newMenu({ key: 'pathless', path: '' }));
    expect(noPath.json()).toMatchObject({
      code: 400,
      data: { fieldErrors: [{ path: 'path', message: '菜单必须填写路径' }] },
    });
    const topOper = await send('POST', '/erp/admin/menu', {
      ...newMenu({ key: 'floating' }),
      type: 'oper',
      path: '',
    });
    expect(topOper.json().data.fieldErrors[0].path).toBe('parentId');
    const underOper = (await tree()).find((node) => node.permissionKey === 'customerList:add')!;
    const nested = await send('POST', '/erp/admin/menu', newMenu({ key: 'nested', parentId: underOper.id }));
    expect(nested.json().data.fieldErrors[0].message).toBe('按钮只能挂在菜单下，按钮下不能再添加资源');
    expect(
      (await send('POST', '/erp/admin/menu', newMenu({ key: 'orphan', parentId: 999999 }))).statusCode,
    ).toBe(400);
  });

  it('re-titles, re-icons and hides a built-in entry but keeps its path', async () => {
    const entry = await nodeByKey('customerTagList');
    const body = { titleZh: '标签管理', titleEn: 'Tag admin', icon: 'team', hidden: true };
    const updated = await send('PUT', `/erp/admin/menu/${entry.id}`, body);
    expect(updated.json().data).toMatchObject({ ...body, path: entry.path });
    const auth = await call(t.app, adminApi.userAuth.answer, { url: '/erp/admin/user/auth', headers: admin });
    expect(auth.body.data.auth.find((node) => node.key === 'customerTagList')).toMatchObject({
      title: '标签管理',
      hidden: true,
    });
    const moved = await send('PUT', `/erp/admin/menu/${entry.id}`, { ...body, path: '/elsewhere' });
    expect(moved.json()).toMatchObject({ code: 400, data: { fieldErrors: [{ path: 'path' }] } });
    const audit = await call(t.app, auditApi.auditPage.answer, {
      url: '/erp/admin/audit/page?entity=menu&action=update',
      headers: admin,
    });
    expect(audit.body.data.list[0]).toMatchObject({
      entityId: String(entry.id),
      before: { title: '客户标签', hidden: false },
      after: { title: '标签管理', hidden: true },
    });
  });

  it('sorts among siblings and moves under another menu, never under itself or a descendant', async () => {
    const report = await nodeByKey('reportCenter');
    const sales = await nodeByKey('salesReport');
    const system = await nodeByKey('systemManage');
    const first = await call(t.app, z.array(menusApi.menuNode), {
      method: 'PUT',
      url: `/erp/admin/menu/${report.id}/move`,
      payload: { parentId: -1, index: 0 },
      headers: admin,
    });
    expect(first.body.data.map((node) => node.key).slice(0, 2)).toEqual(['reportCenter', 'dashboard']);
    expect(first.body.data.map((node) => node.sort)).toEqual(first.body.data.map((_, index) => index + 1));

    const intoOwnChild = await send('PUT', `/erp/admin/menu/${report.id}/move`, {
      parentId: sales.id,
      index: 0,
    });
    expect(intoOwnChild.json()).toMatchObject({
      code: 400,
      data: { fieldErrors: [{ path: 'parentId', message: '不能移动到自身或其下级资源之下' }] },
    });
    const intoItself = await send('PUT', `/erp/admin/menu/${report.id}/move`, {
      parentId: report.id,
      index: 0,
    });
    expect(intoItself.statusCode).toBe(400);

    const under = await send('PUT', `/erp/admin/menu/${report.id}/move`, { parentId: system.id, index: 99 });
    expect(under.statusCode).toBe(200);
    expect((await nodeByKey('reportCenter')).parentId).toBe(system.id);
    const siblings = under.json().data as { key: string }[];
    expect(siblings.at(-1)!.key).toBe('reportCenter');

    const oper = (await tree()).find((node) => node.permissionKey === 'salesReport:export')!;
    const operAway = await send('PUT', `/erp/admin/menu/${oper.id}/move`, { parentId: system.id, index: 0 });
    expect(operAway.json().data.fieldErrors[0].message).toBe('按钮只能在所属菜单内排序');
  });

  it('deletes added entries with their children but refuses built-in ones', async () => {
    const builtIn = await nodeByKey('customerList');
    const refused = await send('DELETE', `/erp/admin/menu/${builtIn.id}`);
    expect(refused.json()).toMatchObject({ code: 400, msg: '系统内置资源不能删除，可以将其隐藏' });

    // A built-in entry moved under an added one protects it from deletion too.
    const report = await nodeByKey('reportCenter');
    const dev = await nodeByKey('devTestPage');
    await send('PUT', `/erp/admin/menu/${dev.id}/move`, { parentId: report.id, index: 0 });
    expect((await send('DELETE', `/erp/admin/menu/${report.id}`)).statusCode).toBe(400);
    await send('PUT', `/erp/admin/menu/${dev.id}/move`, {
      parentId: (await nodeByKey('systemManage')).id,
      index: 0,
    });

    const deleted = await send('DELETE', `/erp/admin/menu/${report.id}`);
    expect(deleted.statusCode).toBe(200);
    const keys = (await tree()).map((node) => node.permissionKey);
    expect(keys).not.toContain('reportCenter');
    expect(keys).not.toContain('salesReport:export');
    const audit = await call(t.app, auditApi.auditPage.answer, {
      url: '/erp/admin/audit/page?entity=menu&action=delete',
      headers: admin,
    });
    expect(audit.body.data.list[0]!.before).toMatchObject({
      key: 'reportCenter',
      children: ['salesReport', 'export'],
    });
    expect((await send('DELETE', `/erp/admin/menu/${report.id}`)).statusCode).toBe(404);
  });

  it('is refused to a role without the resourceList keys', async () => {
    const manager = await loginAs(t.app, 'manager');
    expect((await t.app.inject({ url: '/erp/admin/menu/tree', headers: manager })).statusCode).toBe(403);
    const refused = await send('POST', '/erp/admin/menu', newMenu({ key: 'sneaky' }), manager);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('没有权限：缺少「资源管理 / 新增」权限');
  });
});
