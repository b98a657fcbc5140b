import type { AuthEntry } from '@atrium/contract';
import { btnListOf } from '../platform/access/access';
import type { AppRoute, MenuItemNode } from './route-model';

/**
 * Builds routes and the menu from the server's auth list (spec §2.1):
 * 1. an entry with parentId -1 sits inside the main layout (every route here does);
 * 2. a parent with children is a blank container (redirecting to its first child);
 * 3. a leaf opens its mapped screen (looked up by key in the screen registry);
 * 4. hidden entries are routes but not menu items;
 * 5. when all children of an entry are hidden, the entry shows in the menu without them.
 */
export interface MenuTreeNode {
  entry: AuthEntry;
  title: string;
  btnList: string[];
  children: MenuTreeNode[];
}

export function buildMenuTree(
  entries: readonly AuthEntry[],
  titleOf: (entry: AuthEntry) => string,
): MenuTreeNode[] {
  const menus = entries.filter((entry) => entry.type === 'menu');
  const ids = new Set(menus.map((entry) => entry.id));
  const byParent = new Map<number, AuthEntry[]>();
  for (const entry of menus) {
    // An entry whose parent is missing (not granted) is treated as top level rather than lost.
    const parentId = entry.parentId === -1 || ids.has(entry.parentId) ? entry.parentId : -1;
    byParent.set(parentId, [...(byParent.get(parentId) ?? []), entry]);
  }
  const build = (parentId: number, seen: Set<number>): MenuTreeNode[] =>
    (byParent.get(parentId) ?? [])
      .filter((entry) => !seen.has(entry.id))
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .map((entry) => ({
        entry,
        title: titleOf(entry),
        btnList: btnListOf(entries, entry.id),
        children: build(entry.id, new Set([...seen, entry.id])),
      }));
  return build(-1, new Set());
}

/** The path a container opens: its first visible leaf, else its first leaf of any kind. */
function firstLeafPath(node: MenuTreeNode, visibleOnly: boolean): string | undefined {
  for (const child of node.children) {
    if (visibleOnly && child.entry.hidden) continue;
    if (child.children.length === 0) {
      if (child.entry.path && !child.entry.path.includes(':')) return child.entry.path;
      continue;
    }
    const nested = firstLeafPath(child, visibleOnly);
    if (nested) return nested;
  }
  return undefined;
}

export function flattenMenuRoutes(
  tree: readonly MenuTreeNode[],
  parents: string[] = [],
  parentPaths: string[] = [],
): AppRoute[] {
  return tree.flatMap((node) => {
    const { entry } = node;
    const isContainer = node.children.length > 0;
    const own: AppRoute[] = entry.path
      ? [
          {
            key: entry.key,
            path: entry.path,
            title: node.title,
            icon: entry.icon || undefined,
            hidden: entry.hidden,
            btnList: node.btnList,
            kind: isContainer ? 'container' : 'screen',
            redirect: isContainer ? (firstLeafPath(node, true) ?? firstLeafPath(node, false)) : undefined,
            parents,
            parentPaths,
          },
        ]
      : [];
    return [
      ...own,
      ...flattenMenuRoutes(node.children, [...parents, node.title], [...parentPaths, entry.path]),
    ];
  });
}

export function menuItemsOf(tree: readonly MenuTreeNode[]): MenuItemNode[] {
  return tree
    .filter((node) => !node.entry.hidden)
    .map((node) => {
      const item: MenuItemNode = {
        key: node.entry.key,
        path: node.entry.path,
        title: node.title,
        icon: node.entry.icon || undefined,
      };
      const visibleChildren = menuItemsOf(node.children);
      // Rule 5: with every child hidden, the entry is a plain item opening its own path.
      if (visibleChildren.length > 0) item.children = visibleChildren;
      return item;
    });
}
