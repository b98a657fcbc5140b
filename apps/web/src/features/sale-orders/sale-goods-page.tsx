import { saleGoodsResource } from '@atrium/contract/resources/sale-goods';
import { ResourceListPage } from '../../resources/resource-list-page';
import { ExportButton } from '../../resources/transfer/export-button';
import { SALE_ORDERS_NS } from './sale-orders-i18n';

/**
 * 销售商品 (/sale/goods): the goods the company sells (a product, fitting or platform service each),
 * their default price, a price per order source and whether they are on sale.
 */
export function SaleGoodsPage() {
  return (
    <ResourceListPage
      resource={saleGoodsResource}
      labelNamespace={SALE_ORDERS_NS}
      toolbarExtra={(context) => <ExportButton {...context} />}
    />
  );
}
