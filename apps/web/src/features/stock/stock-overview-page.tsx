import type { BalanceRow } from '@atrium/contract/endpoints/stock-queries';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../platform/format/money';
import { withUnit } from '../../platform/format/quantity';
import { rowActionsColumn, useGrantedActions } from '../../resources/list-actions';
import { ListFilterPanel } from '../../resources/list-filter-panel';
import { choiceFilter, defineListFilters, idFilter, textFilter } from '../../resources/list-filters';
import { type ListColumn, ListTable, NOT_ON_PHONE } from '../../resources/list-table';
import { ReferencePicker } from '../../resources/reference-picker';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { usePhoneWidth } from '../../resources/use-phone-width';
import { InTransitPanel } from './in-transit-panel';
import { MoveHistoryDrawer } from './move-history-drawer';
import { SerialLookup } from './serial-lookup';
import { STOCK_NS } from './stock-i18n';
import { useStockNames } from './stock-names';
import { type BalancePageQuery, useBalancePage } from './stock-queries';

/** 库存查询's filters, kept in the URL; "only in stock" is on unless the URL says `all`. */
const balanceFilters = defineListFilters({
  keyword: textFilter(),
  warehouseId: idFilter(),
  itemKind: choiceFilter(['product', 'fitting'] as const),
  zero: choiceFilter(['all'] as const),
});

/** 库存查询 (/supply/stock/overview): balances by item and warehouse, a serial lookup, each item's moves. */
export function StockOverviewPage() {
  const { t } = useTranslation(STOCK_NS);
  const names = useStockNames();
  const list = useFilteredList(balanceFilters);
  const { zero, ...filters } = list.query;
  const page = useBalancePage({
    ...filters,
    onlyNonZero: zero === 'all' ? 'false' : 'true',
  } as BalancePageQuery);
  usePageInRange(list, page.data);
  const [history, setHistory] = useState<BalanceRow | null>(null);
  const rowActions = useGrantedActions([
    {
      key: 'history',
      label: t('overview.history'),
      oper: 'query',
      onClick: (row: BalanceRow) => setHistory(row),
    },
  ]);

  // A phone (below antd's md, as NOT_ON_PHONE) keeps the item with its warehouse under it, on hand
  // and available, wrapping instead of scrolling sideways; tapping the item opens its moves with
  // the reserved quantity, average cost and value.
  const phone = usePhoneWidth();
  const inUnit = (quantity: string, row: BalanceRow) => withUnit(quantity, row.unit);
  const columns: (ListColumn<BalanceRow> | null)[] = [
    {
      title: t('column.item'),
      key: 'itemLabel',
      render: (_value: unknown, row: BalanceRow) => (
        <Flex vertical>
          <Typography.Link onClick={() => setHistory(row)} data-testid="balance-item">
            {row.itemLabel || `#${row.itemId}`}
          </Typography.Link>
          {phone && (
            <Typography.Text type="secondary">
              {row.binName ? `${row.warehouseName} / ${row.binName}` : row.warehouseName}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('column.kind'),
      key: 'itemKind',
      width: 70,
      render: (kind: string) => names.itemKind(kind),
      responsive: NOT_ON_PHONE,
    },
    { title: t('column.warehouse'), key: 'warehouseName', width: 100, responsive: NOT_ON_PHONE },
    {
      title: t('column.bin'),
      key: 'binName',
      width: 80,
      render: (bin: string) => bin || '-',
      responsive: NOT_ON_PHONE,
    },
    { title: t('column.onHand'), key: 'onHand', width: 90, align: 'right' as const, render: inUnit },
    {
      title: t('column.reserved'),
      key: 'reserved',
      width: 90,
      align: 'right' as const,
      render: inUnit,
      responsive: NOT_ON_PHONE,
    },
    { title: t('column.available'), key: 'available', width: 90, align: 'right' as const, render: inUnit },
    {
      title: t('column.averageCost'),
      key: 'averageCost',
      width: 100,
      align: 'right' as const,
      render: (cost: number) => formatCents(cost),
      responsive: NOT_ON_PHONE,
    },
    {
      title: t('column.stockValue'),
      key: 'value',
      width: 110,
      align: 'right' as const,
      render: (value: number) => formatCents(value),
      responsive: NOT_ON_PHONE,
    },
    // A phone opens the moves from the item: no actions column.
    phone ? null : rowActionsColumn(t('column.actions'), rowActions),
  ];

  return (
    <div data-testid="stock-overview">
      <ListFilterPanel list={list}>
        <Form.Item name="keyword" label={t('filter.keyword')}>
          <Input allowClear placeholder={t('filter.keywordPlaceholder')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="warehouseId" label={t('filter.warehouse')}>
          <ReferencePicker source="warehouse" placeholder={t('filter.warehousePlaceholder')} />
        </Form.Item>
        <Form.Item name="itemKind" label={t('filter.itemKind')}>
          <Select
            allowClear
            placeholder={t('filter.itemKindPlaceholder')}
            style={{ width: 140 }}
            options={[
              { value: 'product', label: names.itemKind('product') },
              { value: 'fitting', label: names.itemKind('fitting') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="zero"
          getValueProps={(value) => ({ checked: value !== 'all' })}
          getValueFromEvent={(event) => (event.target.checked ? undefined : 'all')}
        >
          <Checkbox>{t('filter.onlyNonZero')}</Checkbox>
        </Form.Item>
      </ListFilterPanel>
      <SerialLookup />
      <section className="atrium-panel">
        <ListTable<BalanceRow>
          list={list}
          page={page}
          columns={columns}
          rowKey={(row) => `${row.locationId}:${row.itemKind}:${row.itemId}`}
          emptyText={t('overview.empty')}
          {...(phone ? { scroll: {} } : {})}
        />
      </section>
      <InTransitPanel />
      {history && <MoveHistoryDrawer balance={history} onClose={() => setHistory(null)} />}
    </div>
  );
}
