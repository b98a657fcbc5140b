import type { GrantTreeEntry } from '@atrium/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { GrantTree } from './grant-tree';

const entries: GrantTreeEntry[] = [
  {
    id: 1,
    parentId: -1,
    type: 'menu',
    key: 'systemManage',
    permissionKey: 'systemManage',
    title: '系统管理',
    hidden: false,
    sort: 1,
  },
  {
    id: 2,
    parentId: 1,
    type: 'menu',
    key: 'customerSourceList',
    permissionKey: 'customerSourceList',
    title: '客户来源',
    hidden: false,
    sort: 1,
  },
  {
    id: 3,
    parentId: 2,
    type: 'oper',
    key: 'add',
    permissionKey: 'customerSourceList:add',
    title: '新增',
    hidden: false,
    sort: 1,
  },
  {
    id: 4,
    parentId: 2,
    type: 'oper',
    key: 'delete',
    permissionKey: 'customerSourceList:delete',
    title: '删除',
    hidden: false,
    sort: 2,
  },
  {
    id: 5,
    parentId: -1,
    type: 'menu',
    key: 'dashboard',
    permissionKey: 'dashboard',
    title: '首页',
    hidden: false,
    sort: 0,
  },
];

let latest: Set<string> = new Set();
function Harness() {
  const [value, setValue] = useState<Set<string>>(new Set());
  latest = value;
  return <GrantTree entries={entries} value={value} onChange={setValue} />;
}

const checkboxOf = (title: string) =>
  screen.getByText(title).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;

describe('<GrantTree>', () => {
  it('checks a menu with its buttons after expand all, and finds entries by search', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByTestId('grant-expand-all'));
    fireEvent.click(checkboxOf('客户来源'));
    expect([...latest].sort()).toEqual([
      'customerSourceList',
      'customerSourceList:add',
      'customerSourceList:delete',
      'systemManage',
    ]);
    expect(checkboxOf('删除').className).toContain('ant-tree-checkbox-checked');
    // unchecking one button leaves the menu half-checked
    fireEvent.click(checkboxOf('删除'));
    expect(latest.has('customerSourceList:delete')).toBe(false);
    expect(checkboxOf('客户来源').className).toContain('ant-tree-checkbox-indeterminate');

    const search = screen.getByPlaceholderText('搜索菜单或按钮');
    await act(async () => {
      fireEvent.change(search, { target: { value: '首页' } });
    });
    expect(screen.queryByText('客户来源')).toBeNull();
    expect(screen.getByText('首页')).toBeTruthy();
  });
});
