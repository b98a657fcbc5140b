import type { MoveRow } from '@atrium/contract/endpoints/stock-queries';
import Table, { type ColumnType } from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../platform/format/money';
import { signedWithUnit, withUnit } from '../../platform/format/quantity';
import { formatDateTime } from '../../resources/format-date-time';
import { NOT_ON_PHONE } from '../../resources/list-table';
import { useLocalListState, usePageInRange } from '../../resources/use-local-list-state';
import { MoveDocument } from './move-document';
import { STOCK_NS } from './stock-i18n';
import { useStockNames } from './stock-names';
import { type MovePageQuery, useMovePage } from './stock-queries';

interface MoveTableProps {
  /** Which moves: an item's, a document's… (paged here, newest first). */
  filter: Omit<MovePageQuery, 'pageNum' | 'pageSize'>;
  /**
   * One document's moves (its detail): the item column shows (they span items) and the document,
   * business time and poster do not (the detail's header says them once).
   */
  ofDocument?: boolean;
}

/**
 * Stock moves: from → to, quantity in the item's unit, unit cost and value, serial, document (its
 * number opens it), business time and who posted (a phone leaves out the unit cost, serial and
 * poster). Asked from a place, each quantity is signed for it (+ in, − out); from a place for one
 * item, the on-hand after each move (结存) follows, as the server summed it.
 */
export function MoveTable({ filter, ofDocument = false }: MoveTableProps) {
  const { t } = useTranslation(STOCK_NS);
  const names = useStockNames();
  // Another item's or document's moves start again from page 1.
  const list = useLocalListState({ scope: filter });
  const page = useMovePage({ ...filter, ...list.paging } as MovePageQuery);
  usePageInRange(list, page.data);
  const rows = page.data?.list ?? [];
  const running = rows.some((move) => move.balanceAfter !== null);
  const documentColumns: ColumnType<MoveRow>[] = ofDocument
    ? []
    : [
        {
          title: t('column.document'),
          key: 'document',
          render: (_value, move) => <MoveDocument move={move} />,
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
          responsive: NOT_ON_PHONE,
        },
      ];
  return (
    <Table<MoveRow>
      rowKey="id"
      size="small"
      loading={page.isFetching}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      data-testid="move-table"
      locale={page.isPending ? { emptyText: ' ' } : undefined}
      pagination={list.pager(page.data)}
      columns={[
        ...(ofDocument ? [{ title: t('column.item'), key: 'item', dataIndex: 'itemLabel' }] : []),
        {
          title: t('column.fromTo'),
          key: 'fromTo',
          render: (_value, move) =>
            `${names.location(move.fromLocationKind, move.fromLocationName)} → ${names.location(move.toLocationKind, move.toLocationName)}`,
        },
        {
          title: t('column.quantity'),
          key: 'quantity',
          align: 'right',
          render: (_value, move) =>
            move.change === null ? (
              withUnit(move.quantity, move.unit)
            ) : (
              <Typography.Text
                type={move.change.startsWith('-') ? 'danger' : move.change === '0' ? undefined : 'success'}
                data-testid="move-change"
              >
                {signedWithUnit(move.change, move.unit)}
              </Typography.Text>
            ),
        },
        ...(running
          ? [
              {
                title: t('column.balanceAfter'),
                key: 'balanceAfter',
                align: 'right' as const,
                render: (_value: unknown, move: MoveRow) => (
                  <span data-testid="move-balance">
                    {move.balanceAfter === null ? '-' : withUnit(move.balanceAfter, move.unit)}
                  </span>
                ),
              },
            ]
          : []),
        {
          title: t('column.unitCost'),
          key: 'unitCost',
          align: 'right',
          render: (_value, move) => formatCents(move.unitCost),
          responsive: NOT_ON_PHONE,
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
          responsive: NOT_ON_PHONE,
        },
        ...documentColumns,
      ]}
    />
  );
}
