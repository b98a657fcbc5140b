import type { DepartmentRow } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { type DepartmentTreeItem, departmentTreeData } from './department-tree-data';

const row = (id: number, parentId: number, name: string, sort = 0): DepartmentRow => ({
  id,
  parentId,
  name,
  sort,
  leaderEmployeeId: null,
  leaderName: '',
  enabled: true,
  staffCount: 0,
  version: 1,
  createdAt: '',
  updatedAt: '',
});
const allKeys = (items: DepartmentTreeItem[]): number[] =>
  items.flatMap((item) => [item.key, ...allKeys(item.children)]);
const LIST = [row(3, 2, '销售一组'), row(1, -1, '总经办', 1), row(2, -1, '销售部', 2), row(4, 3, '华东')];

describe('department tree data', () => {
  it('nests departments for antd with key, value and title', () => {
    const tree = departmentTreeData(LIST);
    expect(tree.map((item) => item.title)).toEqual(['总经办', '销售部']);
    expect(tree[1]!.children[0]).toMatchObject({ key: 3, value: 3, title: '销售一组' });
    expect(allKeys(tree).sort()).toEqual([1, 2, 3, 4]);
  });

  it('leaves out a department and its subtree (the choices of its new parent)', () => {
    expect(allKeys(departmentTreeData(LIST, 3)).sort()).toEqual([1, 2]);
  });
});
