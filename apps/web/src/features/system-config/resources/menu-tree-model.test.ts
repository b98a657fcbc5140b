import type { MenuNode } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import {
  allowedParentIds,
  buildMenuRows,
  expandableIds,
  filterMenuRows,
  parentOptions,
  stepTarget,
  TOP_LEVEL,
  titleOf,
} from './menu-tree-model';

let nextId = 1;
const node = (key: string, parentId: number, sort: number, extra: Partial<MenuNode> = {}): MenuNode => ({
  id: nextId++,
  parentId,
  type: 'menu',
  key,
  permissionKey: key,
  titleZh: `${key}中文`,
  titleEn: `${key} en`,
  path: `/${key}`,
  sort,
  icon: '',
  hidden: false,
  builtIn: true,
  ...extra,
});

const customer = node('customer', TOP_LEVEL, 2);
const dashboard = node('dashboard', TOP_LEVEL, 1);
const list = node('customerList', customer.id, 1);
const pool = node('customerPool', customer.id, 2);
const add = node('add', list.id, 1, { type: 'oper', permissionKey: 'customerList:add', path: '' });
const nested = node('listDetail', list.id, 2, { path: '/customer/detail/:id', hidden: true });
const NODES = [customer, dashboard, list, pool, add, nested];

describe('menu tree model', () => {
  it('builds the tree with siblings in order and leaves without a children array', () => {
    const rows = buildMenuRows(NODES);
    expect(rows.map((row) => row.key)).toEqual(['dashboard', 'customer']);
    expect(rows[0]!.children).toBeUndefined();
    expect(rows[1]!.children!.map((row) => row.key)).toEqual(['customerList', 'customerPool']);
    expect(rows[1]!.children![0]!.children!.map((row) => row.key)).toEqual(['add', 'listDetail']);
  });

  it('puts an entry whose parent is missing at the top instead of losing it', () => {
    const orphan = node('orphan', 999, 5);
    expect(buildMenuRows([...NODES, orphan]).map((row) => row.key)).toContain('orphan');
  });

  it('steps up and down among siblings and stops at the edges', () => {
    expect(stepTarget(NODES, pool, -1)).toEqual({ parentId: customer.id, index: 0 });
    expect(stepTarget(NODES, list, 1)).toEqual({ parentId: customer.id, index: 1 });
    expect(stepTarget(NODES, list, -1)).toBeNull();
    expect(stepTarget(NODES, pool, 1)).toBeNull();
    expect(stepTarget(NODES, dashboard, 1)).toEqual({ parentId: TOP_LEVEL, index: 1 });
  });

  it('never offers an entry its own subtree or a button as a parent', () => {
    const forCustomer = allowedParentIds(NODES, customer);
    expect(forCustomer.has(customer.id)).toBe(false);
    expect(forCustomer.has(list.id)).toBe(false);
    expect(forCustomer.has(nested.id)).toBe(false);
    expect(forCustomer.has(dashboard.id)).toBe(true);
    expect(forCustomer.has(TOP_LEVEL)).toBe(true);
    expect(forCustomer.has(add.id)).toBe(false);
    // A button only stays under its own menu.
    expect([...allowedParentIds(NODES, add)]).toEqual([list.id]);
    // A new entry may go anywhere a menu is.
    expect(allowedParentIds(NODES).has(nested.id)).toBe(true);
  });

  it('builds the parent picker from menus only, disabling what is not allowed', () => {
    const options = parentOptions(NODES, 'zh-CN', '顶级', list);
    expect(options[0]).toEqual({ value: TOP_LEVEL, title: '顶级', disabled: false });
    const customerOption = options.find((option) => option.value === customer.id)!;
    expect(customerOption.disabled).toBe(false);
    const listOption = customerOption.children!.find((option) => option.value === list.id)!;
    expect(listOption.disabled).toBe(true);
    expect(listOption.children!.map((option) => option.value)).toEqual([nested.id]);
    expect(JSON.stringify(options)).not.toContain(`"value":${add.id},`);
  });

  it('searches titles, keys and paths and keeps the ancestors of a match', () => {
    const rows = buildMenuRows(NODES);
    const found = filterMenuRows(rows, 'DETAIL');
    expect(found.map((row) => row.key)).toEqual(['customer']);
    expect(found[0]!.children!.map((row) => row.key)).toEqual(['customerList']);
    expect(found[0]!.children![0]!.children!.map((row) => row.key)).toEqual(['listDetail']);
    expect(
      filterMenuRows(rows, 'customerList:add')[0]!.children![0]!.children!.map((row) => row.key),
    ).toEqual(['add']);
    expect(filterMenuRows(rows, '  ')).toHaveLength(2);
    expect(filterMenuRows(rows, 'nothing-like-this')).toEqual([]);
  });

  it('lists the rows to expand and titles by locale', () => {
    expect(expandableIds(buildMenuRows(NODES))).toEqual([customer.id, list.id]);
    expect(titleOf(customer, 'en')).toBe('customer en');
    expect(titleOf({ ...customer, titleEn: '' }, 'en')).toBe('customer');
  });
});
