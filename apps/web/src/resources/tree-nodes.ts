/** A record of a tree resource as the tree screen needs it (categories: name, parent, order). */
export interface TreeRecord {
  id: number;
  name: string;
  parentId: number | null;
  sort: number;
  version: number;
}

export interface TreeNode {
  key: number;
  record: TreeRecord;
  children: TreeNode[];
}

const bySortThenId = (a: TreeRecord, b: TreeRecord) => a.sort - b.sort || a.id - b.id;

/**
 * The forest of `records`, siblings by `sort` then id. A record whose parent is missing (deleted
 * meanwhile) shows at the top rather than disappearing.
 */
export function buildTree(records: readonly TreeRecord[]): TreeNode[] {
  const ids = new Set(records.map((record) => record.id));
  const childrenOf = new Map<number | null, TreeRecord[]>();
  for (const record of [...records].sort(bySortThenId)) {
    const parent = record.parentId !== null && ids.has(record.parentId) ? record.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), record]);
  }
  const grow = (parent: number | null, seen: Set<number>): TreeNode[] =>
    (childrenOf.get(parent) ?? [])
      .filter((record) => !seen.has(record.id))
      .map((record) => ({
        key: record.id,
        record,
        children: grow(record.id, new Set([...seen, record.id])),
      }));
  return grow(null, new Set());
}

/**
 * The nodes whose name contains `keyword` (case-insensitive), with their ancestors so each match
 * shows where it sits, and every subtree kept under a match; plus the keys to expand.
 */
export function filterTree(nodes: TreeNode[], keyword: string): { nodes: TreeNode[]; expanded: number[] } {
  const wanted = keyword.trim().toLowerCase();
  if (wanted === '') return { nodes, expanded: [] };
  const expanded: number[] = [];
  const walk = (list: TreeNode[]): TreeNode[] =>
    list.flatMap((node) => {
      if (node.record.name.toLowerCase().includes(wanted)) return [node];
      const children = walk(node.children);
      if (children.length === 0) return [];
      expanded.push(node.key);
      return [{ ...node, children }];
    });
  return { nodes: walk(nodes), expanded };
}

/** Where antd's Tree says a node was dropped. */
export interface TreeDrop {
  dragKey: number;
  dropKey: number;
  /** False: onto the node (it becomes its first child); true: into the gap before or after it. */
  dropToGap: boolean;
  /** With a gap: -1 before the node, 1 after it. */
  side: -1 | 1;
}

function findParent(
  nodes: TreeNode[],
  key: number,
  parent: TreeNode | null = null,
): { parent: TreeNode | null; siblings: TreeNode[] } | null {
  for (const node of nodes) {
    if (node.key === key) return { parent, siblings: nodes };
    const found = findParent(node.children, key, node);
    if (found) return found;
  }
  return null;
}

/**
 * The move a drop asks the server for: the new parent and the place among the new siblings (the
 * dragged node left out, as the server counts them), or null when the drop changes nothing.
 */
export function moveOfDrop(
  nodes: TreeNode[],
  drop: TreeDrop,
): { parentId: number | null; index: number } | null {
  if (drop.dragKey === drop.dropKey) return null;
  const target = findParent(nodes, drop.dropKey);
  const dragged = findParent(nodes, drop.dragKey);
  if (!target || !dragged) return null;
  let move: { parentId: number | null; index: number };
  if (!drop.dropToGap) {
    move = { parentId: drop.dropKey, index: 0 };
  } else {
    const others = target.siblings.filter((node) => node.key !== drop.dragKey);
    const at = others.findIndex((node) => node.key === drop.dropKey);
    move = { parentId: target.parent?.key ?? null, index: at + (drop.side === 1 ? 1 : 0) };
  }
  const stays = dragged.parent?.key ?? null;
  const place = dragged.siblings.findIndex((node) => node.key === drop.dragKey);
  return move.parentId === stays && move.index === place ? null : move;
}
