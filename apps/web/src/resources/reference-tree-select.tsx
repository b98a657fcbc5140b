import type { ReferenceTreeNode } from '@atrium/contract/endpoints/reference';
import TreeSelect from 'antd/es/tree-select';
import type { FieldWidgetInputProps } from './field-widgets';
import { useReferenceTree } from './reference-options';

type Option = { value: number; title: string; children: Option[] };

/** The nodes as nested options, in the order the server gave (siblings by their order). */
function optionsOf(nodes: readonly ReferenceTreeNode[]): Option[] {
  const byParent = new Map<number | null, ReferenceTreeNode[]>();
  for (const node of nodes) byParent.set(node.parentId, [...(byParent.get(node.parentId) ?? []), node]);
  const grow = (parent: number | null, seen: ReadonlySet<number>): Option[] =>
    (byParent.get(parent) ?? [])
      .filter((node) => !seen.has(node.id))
      .map((node) => ({
        value: node.id,
        title: node.label,
        children: grow(node.id, new Set([...seen, node.id])),
      }));
  return grow(null, new Set());
}

/**
 * A reference field picked in its source's tree (商品分类, 部门), searchable by name: in forms and in
 * a list's filter alike. It reads the reference source's tree, which every member may read, so a
 * list's filter never asks for the right to another screen (the category tree's own list).
 */
export function ReferenceTreeSelect({
  source,
  id,
  value,
  onChange,
  placeholder,
  'data-testid': testId,
}: FieldWidgetInputProps & { source: string; 'data-testid'?: string }) {
  const tree = useReferenceTree(source);
  return (
    <TreeSelect
      id={id}
      value={typeof value === 'number' ? value : undefined}
      onChange={(next) => onChange?.(next ?? null)}
      placeholder={placeholder}
      treeData={tree.data ? optionsOf(tree.data) : []}
      loading={tree.isLoading}
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }}
      allowClear
      data-testid={testId}
    />
  );
}
