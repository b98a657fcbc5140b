import type { AuthEntry } from '@atrium/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CurrentRouteContext } from '../routing/current-route-context';
import { btnListOf, canUseAction, hasPermission, userMenuItems } from './access';
import { Action } from './action';

const entry = (partial: Partial<AuthEntry> & Pick<AuthEntry, 'id' | 'parentId' | 'key'>): AuthEntry => ({
  type: 'menu',
  title: partial.key,
  path: '',
  sort: 0,
  icon: '',
  hidden: false,
  ...partial,
});

const tree: AuthEntry[] = [
  entry({ id: 1, parentId: -1, key: 'customerManage', path: '/customer' }),
  entry({ id: 2, parentId: 1, key: 'customerList', path: '/customer/manage/list' }),
  entry({ id: 3, parentId: 2, key: 'export', type: 'oper', sort: 2 }),
  entry({ id: 4, parentId: 2, key: 'add', type: 'oper', sort: 1 }),
  entry({ id: 5, parentId: 1, key: 'customerPoolList', path: '/customer/manage/poolList' }),
  entry({ id: 6, parentId: -1, key: 'downloadCenterManage', path: '/system/dowload/list', hidden: true }),
  entry({ id: 7, parentId: 5, key: 'query', type: 'oper' }),
];

describe('access', () => {
  it('takes a menu button list from its oper children, in order', () => {
    expect(btnListOf(tree, 2)).toEqual(['add', 'export']);
    expect(btnListOf(tree, 5)).toEqual(['query']);
    expect(btnListOf(tree, 1)).toEqual([]);
  });

  it('grants an action only when its key is in the route button list', () => {
    expect(canUseAction(['add', 'export'], 'add')).toBe(true);
    expect(canUseAction(['add', 'export'], 'delete')).toBe(false);
    expect(canUseAction(['query'], ['edit', 'query'])).toBe(true);
    expect(canUseAction(undefined, 'add')).toBe(false);
  });

  it('finds special keys in the auth tree or the permission list', () => {
    expect(hasPermission(tree, [], 'downloadCenterManage')).toBe(true);
    expect(hasPermission(tree, ['storeManage'], 'storeManage')).toBe(true);
    expect(hasPermission(tree, [], 'storeManage')).toBe(false);
  });

  it('names an oper of the auth tree as the server does, menu:action', () => {
    expect(hasPermission(tree, [], 'customerList:add')).toBe(true);
    expect(hasPermission(tree, [], 'customerList:delete')).toBe(false);
    expect(hasPermission(tree, [], 'customerPoolList:query')).toBe(true);
    expect(hasPermission(tree, [], 'customerPoolList:add')).toBe(false);
    expect(hasPermission(tree, ['customerList:delete'], 'customerList:delete')).toBe(true);
  });

  it('grants a list of keys when any of them is granted', () => {
    expect(hasPermission(tree, [], ['customerDetail', 'customerList:export'])).toBe(true);
    expect(hasPermission(tree, [], ['customerDetail', 'customerList:delete'])).toBe(false);
  });

  it('shows the personal and download centre items only with their keys; logout always', () => {
    expect(userMenuItems(tree, [])).toEqual(['downloadCenter', 'logout']);
    expect(userMenuItems(tree, ['personalCenterManage'])).toEqual([
      'personalCenter',
      'downloadCenter',
      'logout',
    ]);
    expect(userMenuItems(null, [])).toEqual(['logout']);
  });

  it('removes an <Action> element unless the route grants its code', () => {
    render(
      <CurrentRouteContext.Provider value={{ key: 'customerList', title: '客户列表', btnList: ['add'] }}>
        <Action code="add">
          <button type="button">新建</button>
        </Action>
        <Action code="delete">
          <button type="button">删除</button>
        </Action>
      </CurrentRouteContext.Provider>,
    );
    expect(screen.getByRole('button', { name: '新建' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });
});
