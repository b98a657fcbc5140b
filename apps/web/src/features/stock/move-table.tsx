import type { MoveRow } from '@atrium/contract/endpoints/stock-queries';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../platform/format/money';
import { formatDateTime } from '../../resources/format-date-time';
import { useLocalListState, usePageInRange } from '../../resources/use-local-list-state';
import { STOCK_NS } from './stock-i18n';
import { useStockNames } from './stock-names';
import { type MovePageQuery, useMovePage } from './stock-queries';

interface MoveTableProps {
  /** Which moves: an item's, a document's… (paged here, newest first). */
  filter: Omit<MovePageQuery, 'pageNum' | 'pageSize'>;
  /** Show the item column (a document's moves span items; an item's history does not). */
  showItem?: boolean;
}

/** Stock moves: from → to, quantity, unit cost and value, serial, document, business time and who posted. */
export function MoveTable({ filter, showItem = false }: MoveTableProps) {
  const { t } = useTranslation(STOCK_NS);
  const names = useStockNames();
  // Another item's or document's moves start again from page 1.
  const list = useLocalListState({ scope: filter });
  const page = useMovePage({ ...filter, ...list.paging } as MovePageQuery);
  usePageInRange(list, page.data);
  return (
    <Table<MoveRow>
      rowKey="id"
      size="small"
      loading={page.isFetching}
      dataSource={page.data?.list ?? []}
      scroll={{ x: 'max-content' }}
      data-testid="move-table"
      locale={page.isPending ? { emptyText: ' ' } : undefined}
      pagination={list.pager(page.data)}
      columns={[
        ...(showItem ? [{ title: t('column.item'), key: 'item', dataIndex: 'itemLabel' }] : []),
        {
          title: t('column.fromTo'),
          key: 'fromTo',
          render: (_value, move) =>
            `${names.location(move.fromLocationKind, move.fromLocationName)} → ${names.location(move.toLocationKind, move.toLocationName)}`,
        },
        { title: t('column.quantity'), key: 'quantity', dataIndex: 'quantity', align: 'right' },
        {
          title: t('column.unitCost'),
          key: 'unitCost',
          align: 'right',
          render: (_value, move) => formatCents(move.unitCost),
        },
        {
          title: t('column.value'),
          key: 'value',
          align: 'right',
          render: (_value, move) => formatCents(move.value),
        },
        {
          title: t('column.serials'),
          key: 'serialNo',
          render: (_value, move) => move.serialNo ?? '-',
        },
        {
          title: t('column.document'),
          key: 'document',
          render: (_value, move) => (
            <span>
              {names.documentKind(move.documentKind)}{' '}
              <Typography.Text type="secondary">{move.documentNo || '-'}</Typography.Text>
            </span>
          ),
        },
        {
          title: t('column.effectiveAt'),
          key: 'effectiveAt',
          render: (_value, move) => formatDateTime(move.effectiveAt),
        },
        {
          title: t('column.postedBy'),
          key: 'postedByName',
          render: (_value, move) => move.postedByName || '-',
        },
      ]}
    />
  );
}
