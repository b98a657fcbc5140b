import type { AuthEntry } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { buildMenuTree, flattenMenuRoutes, menuItemsOf } from './menu-routes';
import { buildRouteTable, matchAppRoute } from './route-table';

let nextId = 100;
const menu = (parentId: number, key: string, path: string, extra: Partial<AuthEntry> = {}): AuthEntry => ({
  id: extra.id ?? nextId++,
  parentId,
  type: 'menu',
  key,
  title: `server:${key}`,
  path,
  sort: 0,
  icon: '',
  hidden: false,
  ...extra,
});
const oper = (parentId: number, key: string, sort = 0): AuthEntry => ({
  ...menu(parentId, key, ''),
  type: 'oper',
  sort,
});

const entries: AuthEntry[] = [
  menu(-1, 'dashboard', '/dashboard', { id: 1, icon: 'dashboard', sort: 1 }),
  menu(-1, 'customerManage', '/customer', { id: 2, icon: 'team', sort: 2 }),
  menu(2, 'customerList', '/customer/manage/list', { id: 3, sort: 2 }),
  menu(2, 'customerPoolList', '/customer/manage/poolList', { id: 4, sort: 1 }),
  menu(2, 'customerDetail', '/customer/manage/detail/:id', { id: 5, hidden: true, sort: 3 }),
  oper(3, 'export', 2),
  oper(3, 'add', 1),
  menu(-1, 'targetManage', '/target', { id: 6, icon: 'aim', sort: 3 }),
  menu(6, 'targetDetail', '/target/detail/:id', { id: 7, hidden: true }),
  menu(6, 'targetHidden', '/target/hidden', { id: 8, hidden: true }),
  menu(-1, 'downloadCenterManage', '/system/dowload/list', { id: 9, hidden: true, sort: 9 }),
  menu(-1, 'customThing', '/custom/thing', { id: 10, sort: 10 }),
];
const titleOf = (entry: AuthEntry) => entry.key;

describe('routes from the server menu (spec §2.1)', () => {
  it('puts top-level entries at the top of the tree, ordered by sort', () => {
    const tree = buildMenuTree(entries, titleOf);
    expect(tree.map((node) => node.entry.key)).toEqual([
      'dashboard',
      'customerManage',
      'targetManage',
      'downloadCenterManage',
      'customThing',
    ]);
  });

  it('makes a parent with children a blank container that opens its first visible child', () => {
    const routes = flattenMenuRoutes(buildMenuTree(entries, titleOf));
    const customer = routes.find((route) => route.key === 'customerManage');
    expect(customer).toMatchObject({ kind: 'container', redirect: '/customer/manage/poolList' });
  });

  it('makes a leaf a screen carrying its oper keys as the button list', () => {
    const routes = flattenMenuRoutes(buildMenuTree(entries, titleOf));
    expect(routes.find((route) => route.key === 'customerList')).toMatchObject({
      kind: 'screen',
      btnList: ['add', 'export'],
      parents: ['customerManage'],
    });
  });

  it('keeps hidden entries as routes but leaves them out of the menu', () => {
    const tree = buildMenuTree(entries, titleOf);
    expect(flattenMenuRoutes(tree).map((route) => route.path)).toContain('/customer/manage/detail/:id');
    const customer = menuItemsOf(tree).find((item) => item.key === 'customerManage');
    expect(customer?.children?.map((item) => item.key)).toEqual(['customerPoolList', 'customerList']);
    expect(menuItemsOf(tree).map((item) => item.key)).not.toContain('downloadCenterManage');
  });

  it('collapses the children of an entry whose children are all hidden', () => {
    const tree = buildMenuTree(entries, titleOf);
    const target = menuItemsOf(tree).find((item) => item.key === 'targetManage');
    expect(target).toEqual({ key: 'targetManage', path: '/target', title: 'targetManage', icon: 'aim' });
    // Still a container route: it opens the first (hidden) leaf that has no parameter.
    const route = flattenMenuRoutes(tree).find((item) => item.key === 'targetManage');
    expect(route?.redirect).toBe('/target/hidden');
  });

  it('attaches an entry whose parent is not granted to the top level instead of dropping it', () => {
    const tree = buildMenuTree([menu(999, 'orphan', '/orphan', { id: 50 })], titleOf);
    expect(tree.map((node) => node.entry.key)).toEqual(['orphan']);
  });
});

describe('route table', () => {
  const translate = (key: string) => `t:${key}`;

  it('takes titles from the server (renamed ones too), and from the catalogue only when one is missing', () => {
    const untitled = entries.map((entry) => (entry.key === 'dashboard' ? { ...entry, title: '' } : entry));
    const zh = buildRouteTable({ entries: untitled, permissionList: [], locale: 'zh-CN', translate });
    const en = buildRouteTable({ entries: untitled, permissionList: [], locale: 'en', translate });
    expect(zh.menu.map((item) => item.title)).toEqual([
      '首页',
      'server:customerManage',
      'server:targetManage',
      'server:customThing',
    ]);
    expect(en.menu[0]?.title).toBe('Dashboard');
  });

  it('adds the merchant routes only with storeManage, and sends / there', () => {
    const without = buildRouteTable({ entries, permissionList: [], locale: 'zh-CN', translate });
    expect(without.layoutRoutes.some((route) => route.path.startsWith('/merchant'))).toBe(false);
    expect(without.homePath).toBe('/dashboard');

    const withStore = buildRouteTable({
      entries,
      permissionList: ['storeManage'],
      locale: 'zh-CN',
      translate,
    });
    expect(withStore.homePath).toBe('/merchant/manage/list');
    expect(matchAppRoute(withStore.layoutRoutes, '/merchant/apply/detail/42')?.title).toBe('申请详情');
  });

  it('keeps the fixed routes of spec §2.2 reachable without a menu entry', () => {
    const table = buildRouteTable({ entries: [], permissionList: [], locale: 'zh-CN', translate });
    for (const path of [
      '/dashboard',
      '/system/dowload/list',
      '/system/admin/profile/list',
      '/customer/manage/poolList',
      '/customer/manage/list',
      '/customer/manage/detail/12',
      '/workorder/create/0',
      '/planManage/planLog',
      '/planManage/personalPlan',
      '/planManage/teamPlan',
      '/devPageTest',
    ]) {
      expect(matchAppRoute(table.layoutRoutes, path), path).toBeDefined();
    }
    expect(matchAppRoute(table.layoutRoutes, '/nowhere')).toBeUndefined();
  });

  it('prefers the menu entry over the fixed route of the same path (its buttons apply)', () => {
    const table = buildRouteTable({ entries, permissionList: [], locale: 'zh-CN', translate });
    const matches = table.layoutRoutes.filter((route) => route.path === '/customer/manage/list');
    expect(matches).toHaveLength(1);
    expect(matches[0]?.btnList).toEqual(['add', 'export']);
  });
});
