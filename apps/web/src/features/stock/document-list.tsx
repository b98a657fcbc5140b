import type { StockDocumentRow } from '@atrium/contract/endpoints/stock-documents';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../resources/format-date-time';
import {
  rowActionsColumn,
  type ToolbarAction,
  ToolbarActions,
  useGrantedActions,
} from '../../resources/list-actions';
import { ListFilterPanel } from '../../resources/list-filter-panel';
import { dayRangeFilter, defineListFilters, idFilter, textFilter } from '../../resources/list-filters';
import { type ListColumn, ListTable } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { ReferencePicker } from '../../resources/reference-picker';
import { transitionRowActions } from '../../resources/transition-row-actions';
import { TruncatedText } from '../../resources/truncated-text';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { DocumentDetailDrawer } from './document-detail-drawer';
import { OPEN_DOCUMENT_PARAM } from './document-paths';
import { useReceiptReverse } from './receipt-reverse';
import { STOCK_NS } from './stock-i18n';
import { type DocumentListKind, type DocumentPageQuery, useDocumentPage } from './stock-queries';

/**
 * The filters of both document lists, kept in the URL: the number (or part of it, a remark, a
 * supplier's name), a warehouse (a receipt's supplier) and a business-day range.
 */
const documentFilters = defineListFilters({
  keyword: textFilter(),
  warehouseId: idFilter(),
  supplierId: idFilter(),
  range: dayRangeFilter('effectiveFrom', 'effectiveTo'),
});

interface DocumentListProps {
  kind: DocumentListKind;
  /** 新建入库单 / 新建盘点: the toolbar's create button (add oper). */
  create: ToolbarAction;
}

/**
 * 入库单 or 盘点 list: filters, posted documents newest first, each opening its detail. The open
 * detail is in the URL (`?open=12`): a move's document number links to it, and a refresh keeps it.
 */
export function DocumentList({ kind, create }: DocumentListProps) {
  const { t } = useTranslation(STOCK_NS);
  const list = useFilteredList(documentFilters);
  const page = useDocumentPage(kind, list.query as DocumentPageQuery);
  usePageInRange(list, page.data);
  const [params, setParams] = useSearchParams();
  const opened = Number(params.get(OPEN_DOCUMENT_PARAM)) || null;
  const setOpened = (row: StockDocumentRow | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (row) next.set(OPEN_DOCUMENT_PARAM, String(row.id));
      else next.delete(OPEN_DOCUMENT_PARAM);
      return next;
    });
  const reverse = useReceiptReverse();
  const rowActions = useGrantedActions([
    {
      key: 'view',
      label: t('action.view'),
      oper: 'get',
      onClick: (row: StockDocumentRow) => setOpened(row),
    },
    // 冲销 on the rows the server offers it on (a receipt not reversed, to whom may reverse).
    ...transitionRowActions<StockDocumentRow>(
      reverse.actions,
      (row) => reverse.take(row.id),
      (row) => reverse.takingId === row.id,
    ),
  ]);

  const columns = [
    {
      title: t('column.documentNo'),
      key: 'documentNo',
      width: 140,
    },
    { title: t('column.warehouse'), key: 'warehouseName', width: 100 },
    ...(kind === 'receipt'
      ? [
          {
            title: t('column.supplier'),
            key: 'supplierName',
            width: 180,
            // Cut after 15 characters like any long text (spec §5), so a row keeps one line.
            render: (name: string) =>
              name ? (
                <span style={{ whiteSpace: 'nowrap' }}>
                  <TruncatedText text={name} />
                </span>
              ) : (
                '-'
              ),
          },
        ]
      : []),
    { title: t('column.lineCount'), key: 'lineCount', width: 70, align: 'right' as const },
    { title: t('column.remark'), key: 'remark', truncate: true },
    { title: t('column.effectiveAt'), key: 'effectiveAt', width: 160, render: formatDateTime },
    { title: t('column.postedBy'), key: 'postedByName', width: 80, render: (name: string) => name || '-' },
    ...(kind === 'receipt'
      ? [
          {
            title: t('column.status'),
            key: 'status',
            // A short tag, the other document's number on hover (the detail says it in full): at
            // 1440 px every column then shows without scrolling under the fixed actions (wide
            // enough for English's "Reversal").
            width: 100,
            render: (_value: unknown, row: StockDocumentRow) => {
              const [color, label, related] = row.reversedById
                ? ['red', t('status.reversedShort'), row.reversedByNo]
                : row.reversesDocumentId
                  ? ['orange', t('status.reversesShort'), row.reversesDocumentNo]
                  : ['green', t('status.posted'), undefined];
              return (
                <Tag color={color} title={related}>
                  {label}
                </Tag>
              );
            },
          },
        ]
      : []),
    rowActionsColumn(t('column.actions'), rowActions),
  ].filter((column): column is ListColumn<StockDocumentRow> => column !== null);

  return (
    <div data-testid={`stock-${kind}-list`}>
      <ListFilterPanel list={list}>
        <Form.Item name="keyword" label={t('filter.documentNo')}>
          <Input
            allowClear
            placeholder={t(
              kind === 'receipt' ? 'filter.receiptKeywordPlaceholder' : 'filter.countKeywordPlaceholder',
            )}
            data-testid="document-keyword"
          />
        </Form.Item>
        <Form.Item name="warehouseId" label={t('filter.warehouse')}>
          <ReferencePicker source="warehouse" placeholder={t('filter.warehousePlaceholder')} />
        </Form.Item>
        {kind === 'receipt' && (
          <Form.Item name="supplierId" label={t('filter.supplier')}>
            <ReferencePicker source="supplier" placeholder={t('filter.supplierPlaceholder')} />
          </Form.Item>
        )}
        <Form.Item name="range" label={t('filter.dateRange')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
      </ListFilterPanel>
      <section className="atrium-panel">
        <ListToolbar>
          <ToolbarActions actions={[create]} />
        </ListToolbar>
        <ListTable<StockDocumentRow>
          list={list}
          page={page}
          columns={columns}
          emptyText={t(kind === 'count' ? 'count.empty' : 'receipt.empty')}
          onRow={(row) => ({ onDoubleClick: () => setOpened(row) })}
        />
      </section>
      {opened && <DocumentDetailDrawer kind={kind} id={opened} onClose={() => setOpened(null)} />}
    </div>
  );
}
