import { fittingListExtras } from '@atrium/contract/endpoints/catalogue-fittings';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';
import { useItemOnHandColumn } from '../../resources/item-on-hand-column';
import type { ListColumn } from '../../resources/list-table';
import type { AnyRow } from '../../resources/resource-types';
import { FITTINGS_NS } from './fittings-i18n';

/**
 * The fitting list's own columns: how many products each fits (opens them) and, for those who may
 * query stock, the on-hand stock over all warehouses (the stock module's answer); one request each
 * for the whole page.
 */
export function useFittingColumns(
  rows: readonly AnyRow[],
  showFits: (row: AnyRow) => void,
): ListColumn<AnyRow>[] {
  const { t } = useTranslation(FITTINGS_NS);
  const scope = useQueryScope();
  const ids = rows.map((row) => row.id).join(',');
  const extras = useQuery({
    // Under the fitting resource's key: every fitting write refreshes it with the page.
    queryKey: [...scope, 'resource', 'fitting', 'extras', ids],
    queryFn: ({ signal }) => callEndpoint(fittingListExtras, { query: { ids }, signal }),
    enabled: ids !== '',
  });
  const byId = new Map((extras.data ?? []).map((extra) => [extra.id, extra]));
  const onHand = useItemOnHandColumn('fitting', rows);
  return [
    {
      key: 'fitsCount',
      title: t('fitting.fitsCount'),
      align: 'right',
      render: (_value: unknown, row: AnyRow) => {
        const count = byId.get(row.id)?.fitsCount;
        if (count === undefined) return '-';
        return (
          <Button
            type="link"
            size="small"
            onClick={() => showFits(row)}
            data-testid={`fitting-fits-${row.id}`}
          >
            {count}
          </Button>
        );
      },
    },
    ...onHand,
  ];
}
