import { productCategoryResource } from '@atrium/contract/resources/product-category';
import { useQuery } from '@tanstack/react-query';
import TreeSelect from 'antd/es/tree-select';
import { callEndpoint } from '../../platform/api/call-endpoint';
import type { FieldWidgetInputProps } from '../../resources/field-widgets';
import { buildTree, type TreeNode, type TreeRecord } from '../../resources/tree-nodes';

type Option = { value: number; title: string; children: Option[] };
const optionsOf = (nodes: TreeNode[]): Option[] =>
  nodes.map((node) => ({ value: node.key, title: node.record.name, children: optionsOf(node.children) }));

/** The product form's category: the whole tree (a few dozen categories), searchable by name. */
export function CategoryTreeSelect({ id, value, onChange, placeholder }: FieldWidgetInputProps) {
  const tree = useQuery({
    queryKey: ['productCategory', 'tree-select'],
    queryFn: async () => {
      const page = await callEndpoint(productCategoryResource.endpoints.page, {
        query: { pageNum: 1, pageSize: 500, sortField: 'sort', sortOrder: 'asc' },
      });
      return optionsOf(buildTree(page.list as unknown as TreeRecord[]));
    },
  });
  return (
    <TreeSelect
      id={id}
      value={typeof value === 'number' ? value : undefined}
      onChange={(next) => onChange?.(next ?? null)}
      placeholder={placeholder}
      treeData={tree.data ?? []}
      loading={tree.isLoading}
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }}
      allowClear
      data-testid="product-category-select"
    />
  );
}
