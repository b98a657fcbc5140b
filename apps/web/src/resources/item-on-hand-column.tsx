import type { ItemKind } from '@atrium/contract';
import { itemOnHandTotals } from '@atrium/contract/endpoints/stock-queries';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useGranted } from '../platform/access/use-granted';
import { callEndpoint } from '../platform/api/call-endpoint';
import { withUnit } from '../platform/format/quantity';
import { useQueryScope } from '../platform/query/screen-query-provider';
import type { ListColumn } from './list-table';
import type { AnyRow } from './resource-types';
import './resources-i18n';

/**
 * 库存 of a product or fitting list: each row's on-hand over every live warehouse, as the stock
 * module sums it from its balances (one request for the page), in the row's unit; no column for
 * whom may not query stock.
 */
export function useItemOnHandColumn(itemKind: ItemKind, rows: readonly AnyRow[]): ListColumn<AnyRow>[] {
  const { t } = useTranslation('resources');
  const scope = useQueryScope();
  const granted = useGranted('stockOverview:query');
  const ids = rows.map((row) => row.id).join(',');
  const onHand = useQuery({
    // Under the resource's key: every refresh of the list's page refreshes it.
    queryKey: [...scope, 'resource', itemKind, 'on-hand', ids],
    queryFn: ({ signal }) => callEndpoint(itemOnHandTotals, { query: { itemKind, ids }, signal }),
    enabled: ids !== '' && granted,
  });
  if (!granted) return [];
  const byId = new Map((onHand.data ?? []).map((row) => [row.itemId, row.onHand]));
  return [
    {
      key: 'onHand',
      title: t('column.onHand'),
      align: 'right',
      render: (_value: unknown, row: AnyRow) =>
        onHand.data ? (
          <span data-testid="item-on-hand">{withUnit(byId.get(row.id) ?? '0', String(row.unit ?? ''))}</span>
        ) : (
          '-'
        ),
    },
  ];
}
