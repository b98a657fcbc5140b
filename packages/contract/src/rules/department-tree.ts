/**
 * Department tree arithmetic on the flat list `GET /erp/hrm/department/list` answers (parentId -1
 * at the top). Shared by the server (rules, final departments) and the browser (tree views).
 */
export interface DepartmentLike {
  id: number;
  parentId: number;
  sort: number;
  name: string;
  enabled: boolean;
}

export interface DepartmentNode<D extends DepartmentLike> {
  department: D;
  children: DepartmentNode<D>[];
}

const bySortThenId = (a: DepartmentLike, b: DepartmentLike) => a.sort - b.sort || a.id - b.id;

/**
 * The forest of a flat list, siblings ordered by sort then id. A department whose parent is not
 * in the list is shown at the top rather than lost.
 */
export function buildDepartmentTree<D extends DepartmentLike>(list: readonly D[]): DepartmentNode<D>[] {
  const nodes = new Map(
    list.map((department) => [department.id, { department, children: [] } as DepartmentNode<D>]),
  );
  const roots: DepartmentNode<D>[] = [];
  for (const department of [...list].sort(bySortThenId)) {
    const node = nodes.get(department.id)!;
    const parent = nodes.get(department.parentId);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Depth-first, parents before children: the order a tree shows its departments in. */
export function treeOrder<D extends DepartmentLike>(list: readonly D[]): D[] {
  const ordered: D[] = [];
  const visit = (nodes: DepartmentNode<D>[]) => {
    for (const node of nodes) {
      ordered.push(node.department);
      visit(node.children);
    }
  };
  visit(buildDepartmentTree(list));
  return ordered;
}

/** The ancestors of a department, outermost first (not including itself). */
export function ancestorsOf<D extends DepartmentLike>(list: readonly D[], id: number): D[] {
  const byId = new Map(list.map((department) => [department.id, department]));
  const ancestors: D[] = [];
  const seen = new Set([id]);
  for (let current = byId.get(byId.get(id)?.parentId ?? -1); current; current = byId.get(current.parentId)) {
    if (seen.has(current.id)) break; // a cycle in bad data must not loop forever
    seen.add(current.id);
    ancestors.unshift(current);
  }
  return ancestors;
}

/** The ids of a department and everything below it. */
export function subtreeIdsOf(list: readonly DepartmentLike[], id: number): number[] {
  const ids = [id];
  const seen = new Set(ids);
  for (let index = 0; index < ids.length; index++) {
    for (const department of list) {
      if (department.parentId === ids[index] && !seen.has(department.id)) {
        seen.add(department.id);
        ids.push(department.id);
      }
    }
  }
  return ids;
}

/**
 * The final departments (the department select's options, spec §2.10): enabled departments
 * whose ancestors are all enabled and that have no such department below them — the leaves of
 * the enabled tree, in tree order.
 */
export function finalDepartmentsOf<D extends DepartmentLike>(list: readonly D[]): D[] {
  const ids = new Set(list.map((department) => department.id));
  const active = new Set<number>();
  for (const department of treeOrder(list)) {
    // A parent outside the list counts as the top.
    const parentActive = !ids.has(department.parentId) || active.has(department.parentId);
    if (department.enabled && parentActive) active.add(department.id);
  }
  const withActiveChild = new Set(
    list.filter((department) => active.has(department.id)).map((department) => department.parentId),
  );
  return treeOrder(list).filter(
    (department) => active.has(department.id) && !withActiveChild.has(department.id),
  );
}

/** "销售部 / 销售一组": a department's names from the top down. */
export function fullNameOf(list: readonly DepartmentLike[], id: number): string {
  const self = list.find((department) => department.id === id);
  return [...ancestorsOf(list, id), ...(self ? [self] : [])].map((department) => department.name).join(' / ');
}
