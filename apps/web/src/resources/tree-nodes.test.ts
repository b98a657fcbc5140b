import { describe, expect, it } from 'vitest';
import { buildTree, filterTree, moveOfDrop, type TreeRecord } from './tree-nodes';

const record = (id: number, name: string, parentId: number | null, sort: number): TreeRecord => ({
  id,
  name,
  parentId,
  sort,
  version: 1,
});
// 手机通讯 (1) > 智能手机 (2), 对讲机 (3); 电脑办公 (4) > 笔记本 (5); the order comes from `sort`.
const RECORDS = [
  record(4, '电脑办公', null, 1),
  record(1, '手机通讯', null, 0),
  record(3, '对讲机', 1, 1),
  record(2, '智能手机', 1, 0),
  record(5, '笔记本', 4, 0),
];
const names = (nodes: ReturnType<typeof buildTree>): unknown =>
  nodes.map((node) => (node.children.length ? [node.record.name, names(node.children)] : node.record.name));

describe('category tree nodes', () => {
  it('builds the forest by sort, lifting an orphan to the top', () => {
    expect(names(buildTree(RECORDS))).toEqual([
      ['手机通讯', ['智能手机', '对讲机']],
      ['电脑办公', ['笔记本']],
    ]);
    expect(names(buildTree([...RECORDS, record(9, '孤儿', 99, 0)]))).toContain('孤儿');
  });

  it('keeps the matches with their ancestors and says which to expand', () => {
    const { nodes, expanded } = filterTree(buildTree(RECORDS), '对讲');
    expect(names(nodes)).toEqual([['手机通讯', ['对讲机']]]);
    expect(expanded).toEqual([1]);
    expect(filterTree(buildTree(RECORDS), '没有').nodes).toEqual([]);
  });

  it('turns a drop into the parent and place the server expects', () => {
    const tree = buildTree(RECORDS);
    // 对讲机 before 智能手机: first among its siblings.
    expect(moveOfDrop(tree, { dragKey: 3, dropKey: 2, dropToGap: true, side: -1 })).toEqual({
      parentId: 1,
      index: 0,
    });
    // 笔记本 onto 手机通讯: its first child.
    expect(moveOfDrop(tree, { dragKey: 5, dropKey: 1, dropToGap: false, side: 1 })).toEqual({
      parentId: 1,
      index: 0,
    });
    // 智能手机 after 电脑办公: last at the top.
    expect(moveOfDrop(tree, { dragKey: 2, dropKey: 4, dropToGap: true, side: 1 })).toEqual({
      parentId: null,
      index: 2,
    });
    // Dropped where it already is, or onto itself: nothing to ask.
    expect(moveOfDrop(tree, { dragKey: 3, dropKey: 2, dropToGap: true, side: 1 })).toBeNull();
    expect(moveOfDrop(tree, { dragKey: 3, dropKey: 3, dropToGap: false, side: 1 })).toBeNull();
  });
});
