import { itemOnHand } from '@atrium/contract/endpoints/stock-queries';
import { useQuery } from '@tanstack/react-query';
import Empty from 'antd/es/empty';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { PRODUCTS_NS } from './products-i18n';

/** 库存 in the product's detail: on-hand, reserved and available per warehouse (bins summed in). */
export function ProductStockTable({ productId }: { productId: number }) {
  const { t } = useTranslation(PRODUCTS_NS);
  const stock = useQuery({
    queryKey: ['product', productId, 'on-hand'],
    queryFn: () => callEndpoint(itemOnHand, { query: { itemKind: 'product', itemId: productId } }),
  });
  if (stock.data && stock.data.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noStock')} />;
  return (
    <Table
      size="small"
      rowKey="warehouseId"
      loading={stock.isLoading}
      pagination={false}
      dataSource={stock.data ?? []}
      data-testid="product-stock"
      columns={[
        { title: t('detail.stock.warehouse'), dataIndex: 'warehouseName' },
        { title: t('detail.stock.onHand'), dataIndex: 'onHand', align: 'right' },
        { title: t('detail.stock.reserved'), dataIndex: 'reserved', align: 'right' },
        { title: t('detail.stock.available'), dataIndex: 'available', align: 'right' },
      ]}
    />
  );
}
