import Drawer from 'antd/es/drawer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogueFitsTable } from '../../resources/catalogue-fits-table';
import { useReferenceLabels } from '../../resources/reference-options';
import { ReferencePicker } from '../../resources/reference-picker';
import { FITTINGS_NS } from './fittings-i18n';

/** 按适用商品查配件: pick a product, see the fittings that fit it (searchable, paged) in a drawer. */
export function FittingsByProduct() {
  const { t } = useTranslation(FITTINGS_NS);
  const [productId, setProductId] = useState<number | null>(null);
  const label = useReferenceLabels('product', productId === null ? [] : [productId]);
  const name = label.data?.[0]?.label ?? (productId === null ? '' : `#${productId}`);
  return (
    <>
      <div style={{ width: 240 }}>
        <ReferencePicker
          source="product"
          value={productId}
          onChange={(value) => setProductId(typeof value === 'number' ? value : null)}
          placeholder={t('byProduct.placeholder')}
          data-testid="fittings-by-product"
        />
      </div>
      {productId !== null && (
        <Drawer
          open
          size="large"
          title={t('byProduct.title', { name })}
          onClose={() => setProductId(null)}
          data-testid="fittings-by-product-drawer"
        >
          <CatalogueFitsTable productId={productId} />
        </Drawer>
      )}
    </>
  );
}
