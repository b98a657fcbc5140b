import { describe, expect, it } from 'vitest';
import {
  ancestorsOf,
  buildDepartmentTree,
  finalDepartmentsOf,
  fullNameOf,
  subtreeIdsOf,
  treeOrder,
} from './department-tree.js';

const department = (id: number, parentId: number, name: string, sort = 0, enabled = true) => ({
  id,
  parentId,
  name,
  sort,
  enabled,
});
// 总经办(1), 销售部(2) > [销售二组(4, sort 2), 销售一组(3, sort 1) > 华东(5)], 财务部(6, disabled) > 出纳组(7)
const LIST = [
  department(4, 2, '销售二组', 2),
  department(1, -1, '总经办', 1),
  department(5, 3, '华东'),
  department(2, -1, '销售部', 2),
  department(3, 2, '销售一组', 1),
  department(6, -1, '财务部', 3, false),
  department(7, 6, '出纳组'),
];
const names = (list: { name: string }[]) => list.map((item) => item.name);

describe('department tree', () => {
  it('orders siblings by sort then id, parents before children', () => {
    expect(names(treeOrder(LIST))).toEqual([
      '总经办',
      '销售部',
      '销售一组',
      '华东',
      '销售二组',
      '财务部',
      '出纳组',
    ]);
    expect(buildDepartmentTree(LIST).map((node) => node.children.length)).toEqual([0, 2, 1]);
  });

  it('puts a department whose parent is missing at the top instead of losing it', () => {
    expect(names(buildDepartmentTree([department(9, 42, '孤儿')]).map((node) => node.department))).toEqual([
      '孤儿',
    ]);
  });

  it('answers ancestors, subtrees and full names', () => {
    expect(names(ancestorsOf(LIST, 5))).toEqual(['销售部', '销售一组']);
    expect(ancestorsOf(LIST, 1)).toEqual([]);
    expect(subtreeIdsOf(LIST, 2).sort()).toEqual([2, 3, 4, 5]);
    expect(fullNameOf(LIST, 5)).toBe('销售部 / 销售一组 / 华东');
  });

  it('survives a cycle in bad data', () => {
    const cyclic = [department(1, 2, 'a'), department(2, 1, 'b')];
    expect(ancestorsOf(cyclic, 1).length).toBeLessThan(3);
    expect(subtreeIdsOf(cyclic, 1).sort()).toEqual([1, 2]);
  });

  it('final departments: leaves of the enabled tree', () => {
    expect(names(finalDepartmentsOf(LIST))).toEqual(['总经办', '华东', '销售二组']);
    const noEast = LIST.map((item) => (item.id === 5 ? { ...item, enabled: false } : item));
    expect(names(finalDepartmentsOf(noEast))).toEqual(['总经办', '销售一组', '销售二组']);
  });
});
