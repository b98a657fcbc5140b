import { type ProductFittingRow, productFittingPage } from '@atrium/contract/endpoints/catalogue-fittings';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Input from 'antd/es/input';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../platform/api/call-endpoint';
import { formatCents } from '../platform/format/money';
import { useQueryScope } from '../platform/query/screen-query-provider';

const PAGE_SIZE = 10;

/**
 * 适用配件 of one product: the live fittings that fit it, searchable by code or name and paged on
 * the server (a product may have many). Self-contained, for the product detail and the fitting
 * list's "by product" view.
 */
export function ProductFittingsPanel({ productId }: { productId: number }) {
  const { t } = useTranslation('resources');
  const scope = useQueryScope();
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const fits = useQuery({
    // Under the fitting resource's key: saving a fitting refreshes this panel too.
    queryKey: [...scope, 'resource', 'fitting', 'byProduct', productId, keyword, pageNum],
    queryFn: ({ signal }) =>
      callEndpoint(productFittingPage, {
        params: { id: productId },
        query: { keyword: keyword || undefined, pageNum, pageSize: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <div data-testid="product-fittings-panel">
      <Input.Search
        allowClear
        placeholder={t('productFittings.search')}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPageNum(1);
        }}
        style={{ maxWidth: 320, marginBottom: 12 }}
      />
      <Table<ProductFittingRow>
        rowKey="id"
        size="small"
        loading={fits.isFetching}
        dataSource={fits.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('productFittings.empty') }}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: fits.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('productFittings.total', { total }),
          onChange: setPageNum,
        }}
        columns={[
          { key: 'code', dataIndex: 'code', title: t('productFittings.code') },
          { key: 'name', dataIndex: 'name', title: t('productFittings.name') },
          {
            key: 'categoryName',
            dataIndex: 'categoryName',
            title: t('productFittings.category'),
            render: (name: string | null) => name ?? t('value.empty'),
          },
          { key: 'unit', dataIndex: 'unit', title: t('productFittings.unit') },
          {
            key: 'price',
            dataIndex: 'price',
            title: t('productFittings.price'),
            align: 'right',
            render: (fen: number) => formatCents(fen),
          },
          {
            key: 'enabled',
            dataIndex: 'enabled',
            title: t('productFittings.enabled'),
            render: (enabled: boolean) =>
              enabled ? (
                <Tag color="green">{t('productFittings.on')}</Tag>
              ) : (
                <Tag>{t('productFittings.off')}</Tag>
              ),
          },
        ]}
      />
    </div>
  );
}
