import { moveFittingCategory, moveProductCategory } from '@atrium/contract/endpoints/catalogue-categories';
import { fittingCategoryResource } from '@atrium/contract/resources/fitting-category';
import { productCategoryResource } from '@atrium/contract/resources/product-category';
import { ResourceTreePage } from '../../resources/resource-tree-page';
import './products-i18n';

/** 商品分类 (/product/category): the product category tree. */
export function ProductCategoryPage() {
  return <ResourceTreePage resource={productCategoryResource} moveEndpoint={moveProductCategory} />;
}

/** 配件分类 (/product/fitting/category): the fitting category tree. */
export function FittingCategoryPage() {
  return <ResourceTreePage resource={fittingCategoryResource} moveEndpoint={moveFittingCategory} />;
}
