import type { GrantTreeEntry } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { branchKeys, buildGrantIndex, displayedChecks, matchingKeys, toggleGrant } from './grant-tree-model';

let nextId = 1;
const ids = new Map<string, number>();
function entry(permissionKey: string, parent: string | null, type: 'menu' | 'oper', title: string, sort = 0) {
  const id = nextId++;
  ids.set(permissionKey, id);
  return {
    id,
    parentId: parent ? ids.get(parent)! : -1,
    type,
    key: permissionKey.split(':').pop()!,
    permissionKey,
    title,
    hidden: false,
    sort,
  } satisfies GrantTreeEntry;
}

const entries: GrantTreeEntry[] = [
  entry('systemManage', null, 'menu', '系统管理'),
  entry('customerSourceList', 'systemManage', 'menu', '客户来源', 2),
  entry('customerSourceList:add', 'customerSourceList', 'oper', '新增', 1),
  entry('customerSourceList:query', 'customerSourceList', 'oper', '查询', 2),
  entry('customerSourceList:delete', 'customerSourceList', 'oper', '删除', 3),
  entry('roleList', 'systemManage', 'menu', '角色列表', 1),
  entry('roleList:query', 'roleList', 'oper', '查询'),
  entry('dashboard', null, 'menu', '首页'),
];
const index = buildGrantIndex(entries);

describe('grant tree model', () => {
  it('nests buttons under their menu, sub-menus before buttons, in catalogue order', () => {
    expect(index.roots.map((node) => node.key)).toEqual(['systemManage', 'dashboard']);
    expect(index.byKey.get('systemManage')!.children.map((node) => node.key)).toEqual([
      'roleList',
      'customerSourceList',
    ]);
    expect(branchKeys(index).sort()).toEqual(['customerSourceList', 'roleList', 'systemManage']);
  });

  it('checking a menu grants its buttons and its parents', () => {
    const granted = toggleGrant(index, new Set(), 'customerSourceList');
    expect([...granted].sort()).toEqual([
      'customerSourceList',
      'customerSourceList:add',
      'customerSourceList:delete',
      'customerSourceList:query',
      'systemManage',
    ]);
    const shown = displayedChecks(index, granted);
    expect(shown.checked).toContain('customerSourceList');
    expect(shown.halfChecked).toEqual(['systemManage']);
  });

  it('checking one button grants its menu; the menu then shows half-checked', () => {
    const granted = toggleGrant(index, new Set(), 'customerSourceList:add');
    expect([...granted].sort()).toEqual(['customerSourceList', 'customerSourceList:add', 'systemManage']);
    const shown = displayedChecks(index, granted);
    expect(shown.checked).toEqual(['customerSourceList:add']);
    expect(shown.halfChecked.sort()).toEqual(['customerSourceList', 'systemManage']);
  });

  it('unchecking a full menu removes it with its buttons and keeps its parent; a half one fills up', () => {
    const full = toggleGrant(index, new Set(), 'customerSourceList');
    const cleared = toggleGrant(index, full, 'customerSourceList');
    expect([...cleared]).toEqual(['systemManage']);
    const half = new Set(['systemManage', 'customerSourceList', 'customerSourceList:add']);
    expect(toggleGrant(index, half, 'customerSourceList').has('customerSourceList:delete')).toBe(true);
  });

  it('a menu granted without any of its buttons shows half-checked, not lost', () => {
    const shown = displayedChecks(index, new Set(['systemManage', 'roleList']));
    expect(shown.checked).toEqual([]);
    expect(shown.halfChecked.sort()).toEqual(['roleList', 'systemManage']);
  });

  it('searches titles and keys, keeping the path to each match and what is under it', () => {
    expect(matchingKeys(index, '  ')).toBeNull();
    expect([...matchingKeys(index, '删除')!].sort()).toEqual([
      'customerSourceList',
      'customerSourceList:delete',
      'systemManage',
    ]);
    expect(matchingKeys(index, 'ROLELIST')!.has('roleList:query')).toBe(true);
    expect([...matchingKeys(index, '客户来源')!].sort()).toEqual([
      'customerSourceList',
      'customerSourceList:add',
      'customerSourceList:delete',
      'customerSourceList:query',
      'systemManage',
    ]);
  });
});
