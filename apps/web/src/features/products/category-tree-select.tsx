import type { FieldWidgetInputProps } from '../../resources/field-widgets';
import { ReferenceTreeSelect } from '../../resources/reference-tree-select';

/** The product's category, picked in the category tree (the product form and the list's filter). */
export function CategoryTreeSelect(props: FieldWidgetInputProps) {
  return <ReferenceTreeSelect {...props} source="productCategory" data-testid="product-category-select" />;
}
