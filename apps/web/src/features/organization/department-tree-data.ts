import { buildDepartmentTree, type DepartmentNode, type DepartmentRow } from '@atrium/contract';

/** A department as antd's Tree and TreeSelect take it. */
export interface DepartmentTreeItem {
  key: number;
  value: number;
  title: string;
  department: DepartmentRow;
  disabled?: boolean;
  children: DepartmentTreeItem[];
}

/**
 * The tree of the flat department list for antd. `exclude` takes a department and everything
 * below it out (a department can't move under itself or its descendants).
 */
export function departmentTreeData(list: readonly DepartmentRow[], exclude?: number): DepartmentTreeItem[] {
  const toItem = (node: DepartmentNode<DepartmentRow>): DepartmentTreeItem[] =>
    node.department.id === exclude
      ? []
      : [
          {
            key: node.department.id,
            value: node.department.id,
            title: node.department.name,
            department: node.department,
            children: node.children.flatMap(toItem),
          },
        ];
  return buildDepartmentTree(list).flatMap(toItem);
}
