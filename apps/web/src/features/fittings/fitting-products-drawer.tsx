import { type FitProductRow, fittingProductPage } from '@atrium/contract/endpoints/catalogue-fittings';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Drawer from 'antd/es/drawer';
import Input from 'antd/es/input';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';
import type { AnyRow } from '../../resources/resource-types';
import { FITTINGS_NS } from './fittings-i18n';

const PAGE_SIZE = 10;

/** The products one fitting fits, searchable and paged on the server, in a side drawer. */
export function FittingProductsDrawer({ fitting, onClose }: { fitting: AnyRow; onClose: () => void }) {
  const { t } = useTranslation(FITTINGS_NS);
  const { t: tr } = useTranslation('resources');
  const scope = useQueryScope();
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const products = useQuery({
    queryKey: [...scope, 'resource', 'fitting', 'products', fitting.id, keyword, pageNum],
    queryFn: ({ signal }) =>
      callEndpoint(fittingProductPage, {
        params: { id: fitting.id },
        query: { keyword: keyword || undefined, pageNum, pageSize: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <Drawer
      open
      size="large"
      title={t('fitting.fitsOf', { name: String(fitting.name) })}
      onClose={onClose}
      data-testid="fitting-products-drawer"
    >
      <Input.Search
        allowClear
        placeholder={t('fitting.fitsSearch')}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPageNum(1);
        }}
        style={{ maxWidth: 320, marginBottom: 12 }}
      />
      <Table<FitProductRow>
        rowKey="id"
        size="small"
        loading={products.isFetching}
        dataSource={products.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('fitting.noFits') }}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: products.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('fitting.fitsTotal', { total }),
          onChange: setPageNum,
        }}
        columns={[
          { key: 'sku', dataIndex: 'sku', title: t('fitting.sku') },
          { key: 'name', dataIndex: 'name', title: t('fitting.productName') },
          {
            key: 'categoryName',
            dataIndex: 'categoryName',
            title: t('fitting.productCategory'),
            render: (name: string | null) => name ?? tr('value.empty'),
          },
          {
            key: 'onSale',
            dataIndex: 'onSale',
            title: t('fitting.onSale'),
            render: (onSale: boolean) => (onSale ? tr('value.yes') : tr('value.no')),
          },
        ]}
      />
    </Drawer>
  );
}
