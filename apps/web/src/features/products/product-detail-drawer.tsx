import type { Fields } from '@atrium/contract';
import {
  getProductDetails,
  getProductPrice,
  type PriceSource,
} from '@atrium/contract/endpoints/catalogue-products';
import { productResource } from '@atrium/contract/resources/product';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Divider from 'antd/es/divider';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../platform/access/use-action';
import { useGranted } from '../../platform/access/use-granted';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { formatCents } from '../../platform/format/money';
import { CatalogueFitsTable } from '../../resources/catalogue-fits-table';
import { FieldValue } from '../../resources/field-value';
import { ReferencePicker } from '../../resources/reference-picker';
import { useResourceRecord } from '../../resources/resource-api';
import type { ResourceLabels } from '../../resources/resource-labels';
import { ProductStockTable } from './product-stock-table';
import { StoredPicture } from './product-thumbnail';
import { PRODUCTS_NS } from './products-i18n';

const SOURCE_KEY: Record<
  PriceSource,
  'detail.source.list' | 'detail.source.customer' | 'detail.source.level'
> = {
  list: 'detail.source.list',
  customer: 'detail.source.customer',
  level: 'detail.source.level',
};

/**
 * 商品详情: every field, the price a picked customer pays with its source, the stock per warehouse
 * (for those who may query stock), the fittings that fit it, the attributes and the images.
 */
export function ProductDetailDrawer({
  id,
  labels,
  onEdit,
  onClose,
}: {
  id: number;
  labels: ResourceLabels;
  onEdit: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(PRODUCTS_NS);
  const can = useAction();
  const canSeeStock = useGranted('stockOverview:query');
  const record = useResourceRecord(productResource, id);
  const details = useQuery({
    queryKey: ['product', id, 'details'],
    queryFn: () => callEndpoint(getProductDetails, { params: { id } }),
  });
  const [customerId, setCustomerId] = useState<number | null>(null);
  const price = useQuery({
    queryKey: ['product', id, 'price', customerId],
    queryFn: () => callEndpoint(getProductPrice, { params: { id }, query: customerId ? { customerId } : {} }),
  });
  const row = record.data;
  const fields = Object.entries(productResource.fields as Fields).filter(
    ([, def]) => def.visibleIn?.detail !== false,
  );
  return (
    <Drawer
      open
      size="large"
      title={row ? `${t('detail.title')} · ${String(row.name)}` : t('detail.title')}
      onClose={onClose}
      extra={can('edit') && can('update') ? <Button onClick={onEdit}>{t('detail.edit')}</Button> : null}
      data-testid="product-detail"
    >
      <Spin spinning={record.isLoading}>
        {row && (
          <Descriptions
            column={{ xs: 1, sm: 2 }}
            size="small"
            items={fields.map(([name, def]) => ({
              key: name,
              label: labels.field(name),
              children: (
                <FieldValue def={def} value={row[name]} labels={labels} valueLabel={row.labels?.[name]} />
              ),
            }))}
          />
        )}
      </Spin>
      <Divider titlePlacement="start">{t('detail.price')}</Divider>
      <Space direction="vertical" style={{ width: '100%' }}>
        <ReferencePicker
          source="customer"
          value={customerId}
          onChange={(value) => setCustomerId(typeof value === 'number' ? value : null)}
          placeholder={t('detail.customer')}
          data-testid="price-customer"
        />
        {price.data && (
          <Space wrap data-testid="price-source">
            <Typography.Text strong style={{ fontSize: 18 }}>
              {formatCents(price.data.price)}
            </Typography.Text>
            <Tag color={price.data.source === 'list' ? 'default' : 'blue'}>
              {t(SOURCE_KEY[price.data.source], { rate: (price.data.rate ?? 10_000) / 100 })}
            </Tag>
            {price.data.source !== 'list' && (
              <Typography.Text type="secondary" delete>
                {formatCents(price.data.listPrice)}
              </Typography.Text>
            )}
          </Space>
        )}
      </Space>
      {canSeeStock && (
        <>
          <Divider titlePlacement="start">{t('detail.stock')}</Divider>
          <ProductStockTable productId={id} />
        </>
      )}
      <Divider titlePlacement="start">{t('detail.fittings')}</Divider>
      <CatalogueFitsTable productId={id} />
      <Divider titlePlacement="start">{t('detail.attributes')}</Divider>
      {details.data && details.data.attributes.length > 0 ? (
        <Descriptions
          size="small"
          bordered
          column={1}
          items={details.data.attributes.map((attribute) => ({
            key: attribute.name,
            label: attribute.name,
            children: attribute.value,
          }))}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noAttributes')} />
      )}
      <Divider titlePlacement="start">{t('detail.images')}</Divider>
      {details.data && details.data.images.length > 0 ? (
        <Space wrap size={12}>
          {details.data.images.map((image) => (
            <div key={image.fileId} style={{ textAlign: 'center' }}>
              <StoredPicture url={image.thumbnailUrl} size={104} alt={image.name} />
              {image.main && (
                <Tag color="gold" style={{ marginTop: 4 }}>
                  {t('form.main')}
                </Tag>
              )}
            </div>
          ))}
        </Space>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noImages')} />
      )}
    </Drawer>
  );
}
