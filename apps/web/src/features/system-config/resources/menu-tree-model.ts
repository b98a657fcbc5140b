import type { Locale, MenuNode } from '@atrium/contract';

/**
 * The resources editor's tree logic, kept pure so it is tested without a browser: rows for the
 * tree table, where an up/down step lands, which parents an entry may move under, and a search
 * that keeps the ancestors of what it finds. The server enforces the same rules (menu-editor.service.ts).
 */
export interface MenuTreeRow extends MenuNode {
  /** Absent on a leaf, so the table draws no expand button there. */
  children?: MenuTreeRow[];
}

export const TOP_LEVEL = -1;

const byOrder = (a: MenuNode, b: MenuNode) => a.sort - b.sort || a.id - b.id;

export function titleOf(node: Pick<MenuNode, 'titleZh' | 'titleEn' | 'key'>, locale: Locale): string {
  return (locale === 'en' ? node.titleEn : node.titleZh) || node.key;
}

/** Nodes as a tree, siblings in their order. An entry whose parent is missing goes to the top. */
export function buildMenuRows(nodes: readonly MenuNode[]): MenuTreeRow[] {
  const ids = new Set(nodes.map((node) => node.id));
  const byParent = new Map<number, MenuNode[]>();
  for (const node of nodes) {
    const parentId = ids.has(node.parentId) ? node.parentId : TOP_LEVEL;
    byParent.set(parentId, [...(byParent.get(parentId) ?? []), node]);
  }
  const build = (parentId: number, seen: ReadonlySet<number>): MenuTreeRow[] =>
    (byParent.get(parentId) ?? [])
      .filter((node) => !seen.has(node.id))
      .sort(byOrder)
      .map((node) => {
        const children = build(node.id, new Set([...seen, node.id]));
        return children.length > 0 ? { ...node, children } : { ...node };
      });
  return build(TOP_LEVEL, new Set());
}

/** The entries sharing `node`'s parent, in order (including `node`). */
export function siblingsOf(nodes: readonly MenuNode[], node: MenuNode): MenuNode[] {
  return nodes.filter((other) => other.parentId === node.parentId).sort(byOrder);
}

/** Where one step up (-1) or down (+1) puts an entry among its siblings, or null at the edge. */
export function stepTarget(
  nodes: readonly MenuNode[],
  node: MenuNode,
  delta: -1 | 1,
): { parentId: number; index: number } | null {
  const siblings = siblingsOf(nodes, node);
  const index = siblings.findIndex((other) => other.id === node.id) + delta;
  if (index < 0 || index >= siblings.length) return null;
  return { parentId: node.parentId, index };
}

/** Ids of an entry and everything below it. */
export function subtreeIds(nodes: readonly MenuNode[], rootId: number): Set<number> {
  const ids = new Set([rootId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const node of nodes) {
      if (ids.has(node.parentId) && !ids.has(node.id)) {
        ids.add(node.id);
        grew = true;
      }
    }
  }
  return ids;
}

/**
 * Parents an entry may go under: any menu outside its own subtree, or the top level. A button
 * (oper) stays under its menu; a new entry (no `moving`) may go under any menu.
 */
export function allowedParentIds(nodes: readonly MenuNode[], moving?: MenuNode): Set<number> {
  if (moving?.type === 'oper') return new Set([moving.parentId]);
  const excluded = moving ? subtreeIds(nodes, moving.id) : new Set<number>();
  const menus = nodes.filter((node) => node.type === 'menu' && !excluded.has(node.id));
  return new Set([TOP_LEVEL, ...menus.map((node) => node.id)]);
}

export interface ParentOption {
  value: number;
  title: string;
  disabled?: boolean;
  children?: ParentOption[];
}

/** The parent picker's tree: menus only; those the entry may not move under are disabled. */
export function parentOptions(
  nodes: readonly MenuNode[],
  locale: Locale,
  topTitle: string,
  moving?: MenuNode,
): ParentOption[] {
  const allowed = allowedParentIds(nodes, moving);
  const toOption = (row: MenuTreeRow): ParentOption => {
    const children = (row.children ?? []).filter((child) => child.type === 'menu').map(toOption);
    return {
      value: row.id,
      title: titleOf(row, locale),
      disabled: !allowed.has(row.id),
      ...(children.length > 0 ? { children } : {}),
    };
  };
  const menus = buildMenuRows(nodes.filter((node) => node.type === 'menu'));
  return [{ value: TOP_LEVEL, title: topTitle, disabled: !allowed.has(TOP_LEVEL) }, ...menus.map(toOption)];
}

/**
 * Rows matching a search (title in either language, key, permission key or path, ignoring case),
 * with their ancestors so they stay in place; an empty search keeps every row.
 */
export function filterMenuRows(rows: readonly MenuTreeRow[], search: string): MenuTreeRow[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...rows];
  const matches = (row: MenuTreeRow) =>
    [row.titleZh, row.titleEn, row.key, row.permissionKey, row.path].some((text) =>
      text.toLowerCase().includes(needle),
    );
  return rows.flatMap((row) => {
    if (matches(row)) return [row];
    const children = filterMenuRows(row.children ?? [], needle);
    return children.length > 0 ? [{ ...row, children }] : [];
  });
}

/** Ids of every row that has children: what "expand all" opens. */
export function expandableIds(rows: readonly MenuTreeRow[]): number[] {
  return rows.flatMap((row) => (row.children ? [row.id, ...expandableIds(row.children)] : []));
}
