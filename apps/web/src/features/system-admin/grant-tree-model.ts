import type { GrantTreeEntry } from '@atrium/contract';

/**
 * The role editor's tree of menus with their oper (button) entries as leaves, and what checking a
 * node means. Nodes are keyed by permission key. The grant is the exact set of keys a role holds:
 * - checking a node grants it, everything under it and everything above it (a button needs its menu);
 * - unchecking a fully granted node takes it and everything under it away (its parents stay);
 * - a node granted while something under it is not shows half-checked.
 */
export interface GrantNode {
  key: string;
  entry: GrantTreeEntry;
  children: GrantNode[];
}

export interface GrantIndex {
  roots: GrantNode[];
  byKey: Map<string, GrantNode>;
  parentOf: Map<string, string>;
}

export function buildGrantIndex(entries: readonly GrantTreeEntry[]): GrantIndex {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const byKey = new Map<string, GrantNode>();
  for (const entry of entries)
    byKey.set(entry.permissionKey, { key: entry.permissionKey, entry, children: [] });
  const parentOf = new Map<string, string>();
  const roots: GrantNode[] = [];
  for (const entry of entries) {
    const node = byKey.get(entry.permissionKey)!;
    const parent = byId.get(entry.parentId);
    if (parent) {
      byKey.get(parent.permissionKey)!.children.push(node);
      parentOf.set(node.key, parent.permissionKey);
    } else {
      roots.push(node);
    }
  }
  // Sub-menus first, then the menu's buttons; each in catalogue order.
  const order = (a: GrantNode, b: GrantNode) =>
    Number(a.entry.type === 'oper') - Number(b.entry.type === 'oper') ||
    a.entry.sort - b.entry.sort ||
    a.entry.id - b.entry.id;
  for (const node of byKey.values()) node.children.sort(order);
  roots.sort(order);
  return { roots, byKey, parentOf };
}

function descendantsOf(node: GrantNode): string[] {
  return node.children.flatMap((child) => [child.key, ...descendantsOf(child)]);
}

function ancestorsOf(index: GrantIndex, key: string): string[] {
  const found: string[] = [];
  for (let parent = index.parentOf.get(key); parent && !found.includes(parent); ) {
    found.push(parent);
    parent = index.parentOf.get(parent);
  }
  return found;
}

/** How the tree shows a grant: fully granted nodes are checked, partly granted ones half-checked. */
export function displayedChecks(
  index: GrantIndex,
  granted: ReadonlySet<string>,
): { checked: string[]; halfChecked: string[] } {
  const checked: string[] = [];
  const halfChecked: string[] = [];
  const visit = (node: GrantNode): boolean => {
    // Visit every child (no short-circuit): each needs its own state.
    const childrenFull = node.children.map(visit).every(Boolean);
    const full = granted.has(node.key) && childrenFull;
    if (full) checked.push(node.key);
    else if (granted.has(node.key) || node.children.some((child) => granted.has(child.key))) {
      halfChecked.push(node.key);
    }
    return full;
  };
  index.roots.forEach(visit);
  return { checked, halfChecked };
}

/** The grant after the user clicks a node's checkbox. */
export function toggleGrant(index: GrantIndex, granted: ReadonlySet<string>, key: string): Set<string> {
  const node = index.byKey.get(key);
  if (!node) return new Set(granted);
  const next = new Set(granted);
  const wasFull = displayedChecks({ ...index, roots: [node] }, granted).checked.includes(key);
  if (wasFull) {
    for (const removed of [key, ...descendantsOf(node)]) next.delete(removed);
  } else {
    for (const added of [key, ...descendantsOf(node), ...ancestorsOf(index, key)]) next.add(added);
  }
  return next;
}

/** Every key of the tree (select all). */
export function allKeys(index: GrantIndex): Set<string> {
  return new Set(index.byKey.keys());
}

/** Keys of the nodes that have children (to expand all). */
export function branchKeys(index: GrantIndex): string[] {
  return [...index.byKey.values()].filter((node) => node.children.length > 0).map((node) => node.key);
}

/**
 * The search: nodes whose title (or key) contains the text, with their ancestors so the path
 * to them shows and their descendants so a found menu shows its buttons. Null for an empty search.
 */
export function matchingKeys(index: GrantIndex, text: string): Set<string> | null {
  const needle = text.trim().toLowerCase();
  if (!needle) return null;
  const keep = new Set<string>();
  for (const node of index.byKey.values()) {
    const { title, permissionKey } = node.entry;
    if (title.toLowerCase().includes(needle) || permissionKey.toLowerCase().includes(needle)) {
      for (const key of [node.key, ...ancestorsOf(index, node.key), ...descendantsOf(node)]) keep.add(key);
    }
  }
  return keep;
}
