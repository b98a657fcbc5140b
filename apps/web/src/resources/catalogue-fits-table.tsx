import {
  type FitProductRow,
  fittingProductPage,
  type ProductFittingRow,
  productFittingPage,
} from '@atrium/contract/endpoints/catalogue-fittings';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Input from 'antd/es/input';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../platform/api/call-endpoint';
import { formatCents } from '../platform/format/money';
import { useQueryScope } from '../platform/query/screen-query-provider';
import { useLocalListState, usePageInRange } from './use-local-list-state';
import './resources-i18n';

/** Which side of the product ↔ fitting fits a table shows. */
export type FitsOf = { productId: number } | { fittingId: number };

/** A page of either side's rows. */
interface FitsPage {
  list: (ProductFittingRow | FitProductRow)[];
  total: number;
  totalExact?: boolean;
}

const fittingColumns = (t: TFunction<'resources'>): ColumnsType<ProductFittingRow> => [
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
      enabled ? <Tag color="green">{t('productFittings.on')}</Tag> : <Tag>{t('productFittings.off')}</Tag>,
  },
];

const productColumns = (t: TFunction<'resources'>): ColumnsType<FitProductRow> => [
  { key: 'sku', dataIndex: 'sku', title: t('fittingProducts.sku') },
  { key: 'name', dataIndex: 'name', title: t('fittingProducts.name') },
  {
    key: 'categoryName',
    dataIndex: 'categoryName',
    title: t('fittingProducts.category'),
    render: (name: string | null) => name ?? t('value.empty'),
  },
  {
    key: 'onSale',
    dataIndex: 'onSale',
    title: t('fittingProducts.onSale'),
    render: (onSale: boolean) => (onSale ? t('value.yes') : t('value.no')),
  },
];

/**
 * The fits of one catalogue item, searchable and paged on the server (an item may fit many): a
 * product's 适用配件 (product detail, the fitting list's "by product" view) or the products one
 * fitting fits (the fitting list's drawer). One table for both sides, so they page, search and
 * stay fresh alike: both live under the fitting resource's query key, so saving a fitting
 * refreshes them.
 */
export function CatalogueFitsTable(props: FitsOf) {
  const { t } = useTranslation('resources');
  const scope = useQueryScope();
  const byProduct = 'productId' in props;
  const id = byProduct ? props.productId : props.fittingId;
  // Another item is another list: from page 1 with its own search.
  const list = useLocalListState({ scope: [byProduct, id] });
  const keyword = list.state.filters.keyword as string | undefined;
  const { pageNum, pageSize } = list.state;
  const fits = useQuery<FitsPage>({
    queryKey: [
      ...scope,
      'resource',
      'fitting',
      byProduct ? 'byProduct' : 'products',
      id,
      keyword,
      pageNum,
      pageSize,
    ],
    queryFn: ({ signal }) => {
      const request = { params: { id }, query: { keyword, pageNum, pageSize }, signal };
      return byProduct
        ? callEndpoint(productFittingPage, request)
        : callEndpoint(fittingProductPage, request);
    },
    placeholderData: keepPreviousData,
  });
  usePageInRange(list, fits.data);
  const table = {
    rowKey: 'id',
    size: 'small',
    loading: fits.isFetching,
    scroll: { x: 'max-content' },
    pagination: list.pager(fits.data),
  } as const;
  return (
    <div data-testid={byProduct ? 'product-fittings-panel' : 'fitting-products-table'}>
      <Input.Search
        // Keyed by item: another item's table starts with an empty box.
        key={`${byProduct}-${id}`}
        allowClear
        placeholder={t(byProduct ? 'productFittings.search' : 'fittingProducts.search')}
        onSearch={(value) => list.applyFilters({ keyword: value.trim() })}
        style={{ maxWidth: 320, marginBottom: 12 }}
      />
      {byProduct ? (
        <Table<ProductFittingRow>
          {...table}
          dataSource={(fits.data?.list ?? []) as ProductFittingRow[]}
          locale={{ emptyText: t('productFittings.empty') }}
          columns={fittingColumns(t)}
        />
      ) : (
        <Table<FitProductRow>
          {...table}
          dataSource={(fits.data?.list ?? []) as FitProductRow[]}
          locale={{ emptyText: t('fittingProducts.empty') }}
          columns={productColumns(t)}
        />
      )}
    </div>
  );
}
