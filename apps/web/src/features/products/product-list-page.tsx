import type { FieldDef } from '@atrium/contract';
import { productResource } from '@atrium/contract/resources/product';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { FieldWidget, FieldWidgets } from '../../resources/field-widgets';
import { useItemOnHandColumn } from '../../resources/item-on-hand-column';
import { useResourceLabels } from '../../resources/resource-labels';
import { ResourceListPage } from '../../resources/resource-list-page';
import type { AnyRow } from '../../resources/resource-types';
import { ExportButton } from '../../resources/transfer/export-button';
import { ImportButton } from '../../resources/transfer/import-button';
import { CategoryTreeSelect } from './category-tree-select';
import { OnSaleSwitch } from './on-sale-switch';
import { ProductDetailDrawer } from './product-detail-drawer';
import { ProductThumbnail } from './product-thumbnail';
import { PRODUCTS_NS } from './products-i18n';

/** The main image's thumbnail, 上架 as a switch acting on the row, the category picked in its tree. */
const FIELD_WIDGETS: FieldWidgets = new Map<FieldDef, FieldWidget>([
  [productResource.fields.thumbnailFileId, { Value: ProductThumbnail }],
  [productResource.fields.onSale, { Value: OnSaleSwitch }],
  [productResource.fields.categoryId, { Input: CategoryTreeSelect }],
]);

/** 库存: each product's on-hand over every warehouse, as the fitting list shows a fitting's. */
const useProductColumns = (rows: readonly AnyRow[]) => useItemOnHandColumn('product', rows);

/** Where the full-page product form lives (新建商品; `?id=` edits). */
export const PRODUCT_FORM_PATH = '/product/create';

/**
 * 商品列表 (/product/list): the generic list with each product's stock; new and edit open the
 * full-page form, view a drawer.
 */
export function ProductListPage() {
  const navigate = useNavigate();
  const labels = useResourceLabels(productResource, PRODUCTS_NS);
  const [viewing, setViewing] = useState<number | null>(null);
  const edit = (id: number) => navigate(`${PRODUCT_FORM_PATH}?id=${id}`);
  return (
    <>
      <ResourceListPage
        resource={productResource}
        labelNamespace={PRODUCTS_NS}
        fieldWidgets={FIELD_WIDGETS}
        useExtraColumns={useProductColumns}
        openRecord={{
          create: () => navigate(PRODUCT_FORM_PATH),
          edit: (row) => edit(row.id),
          view: (row) => setViewing(row.id),
        }}
        toolbarExtra={(context) => (
          <>
            <ImportButton {...context} />
            <ExportButton {...context} />
          </>
        )}
      />
      {viewing !== null && (
        <ProductDetailDrawer
          id={viewing}
          labels={labels}
          onEdit={() => edit(viewing)}
          onClose={() => setViewing(null)}
        />
      )}
    </>
  );
}
