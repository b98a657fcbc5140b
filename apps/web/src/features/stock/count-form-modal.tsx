import { STOCK_QUANTITY_PATTERN } from '@atrium/contract';
import { type BalanceRow, balancePage, serialsAtLocation } from '@atrium/contract/endpoints/stock-queries';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { countSummary } from './count-differences';
import { DocumentFormModal, type DocumentHeaderValues, headerBody } from './document-form-modal';
import {
  DocumentLinesEditor,
  type DraftLine,
  draftLine,
  lineQuantity,
  postedLines,
  useSerialTracked,
} from './document-lines-editor';
import { STOCK_NS } from './stock-i18n';
import { type CountBody, type CountPlace, useBookQuantities, usePostCount } from './stock-queries';

/**
 * Every non-zero balance of exactly this place (the warehouse's root, or the bin), paging through
 * the warehouse's balances; `progress` hears how many of the warehouse's rows are read.
 */
async function balancesAt(place: CountPlace, progress: (read: number, total: number) => void) {
  const here: BalanceRow[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await callEndpoint(balancePage, {
      query: { warehouseId: place.warehouseId, pageNum, pageSize: LOAD_PAGE_SIZE, onlyNonZero: 'true' },
    });
    here.push(
      ...page.list.filter((row) => (place.binId ? row.locationId === place.binId : row.binName === '')),
    );
    const read = Math.min(pageNum * LOAD_PAGE_SIZE, page.total);
    progress(read, page.total);
    if (read >= page.total || page.list.length === 0) return here;
  }
}

/** The most lines a count posts at once (the contract's limit): a bigger place is counted in batches. */
const COUNT_LINES_MAX = 200;
/** Balances read per request while loading a place's stock (the page size cap). */
const LOAD_PAGE_SIZE = 500;

/**
 * The serials the ledger has at the rows' location, by `kind:id`: a serial-tracked line starts
 * from them, as a plain line starts from its on-hand (the keeper removes what is missing).
 */
async function bookSerials(rows: BalanceRow[]): Promise<Map<string, string[]>> {
  const book = new Map<string, string[]>();
  const locationId = rows[0]?.locationId;
  if (locationId === undefined) return book;
  for (const itemKind of ['product', 'fitting'] as const) {
    const ids = rows.filter((row) => row.itemKind === itemKind).map((row) => row.itemId);
    // The endpoint takes 100 ids at a time.
    for (let start = 0; start < ids.length; start += 100) {
      const answer = await callEndpoint(serialsAtLocation, {
        params: { id: locationId },
        query: { itemKind, ids: ids.slice(start, start + 100).join(',') },
      });
      for (const { itemId, serials } of answer) book.set(`${itemKind}:${itemId}`, serials);
    }
  }
  return book;
}

/**
 * 新建盘点: choose the warehouse (and bin), load what is on hand there, type what was counted (a
 * serial-tracked product: scan the serials found) and see the differences before posting. A line
 * added by hand shows its item's book quantity at the place, read when it is picked and again when
 * the place changes, so the form shows what the count will post. A place holding more than a count
 * takes is loaded whole and counted in batches the form names.
 */
export function CountFormModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(STOCK_NS);
  const [form] = Form.useForm<DocumentHeaderValues>();
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [linesError, setLinesError] = useState('');
  const [progress, setProgress] = useState<{ read: number; total: number } | null>(null);
  /** Every balance of the place, once loaded; the count holds one batch of them. */
  const [stock, setStock] = useState<DraftLine[] | null>(null);
  const [batch, setBatch] = useState(0);
  const serialTracked = useSerialTracked(lines);
  const post = usePostCount();
  const warehouseId = Form.useWatch('warehouseId', form);
  const binId = Form.useWatch('binId', form);
  const place: CountPlace | undefined = warehouseId ? { warehouseId, binId: binId || undefined } : undefined;

  // Another place: the loaded stock was another's; lines added by hand stay and read their book again.
  const placeKey = `${warehouseId ?? ''}:${binId ?? ''}`;
  const [stockPlace, setStockPlace] = useState(placeKey);
  if (stockPlace !== placeKey) {
    setStockPlace(placeKey);
    setLines((kept) => kept.filter((line) => !line.loaded));
    setStock(null);
  }

  const byHand = lines.filter((line) => !line.loaded && line.itemId !== null);
  const books = useBookQuantities(
    place,
    byHand.map((line) => ({ itemKind: line.itemKind, itemId: line.itemId! })),
  );
  const shown = lines.map((line) =>
    line.loaded || line.itemId === null
      ? line
      : { ...line, book: books.get(`${line.itemKind}:${line.itemId}`) },
  );
  // The book of a line added by hand is always read, never kept from the editor.
  const change = (next: DraftLine[]) =>
    setLines(next.map((line) => (line.loaded ? line : { ...line, book: undefined })));

  // One batch of the place's stock; a line added by hand for an item in it keeps what was typed.
  const showBatch = (all: DraftLine[], index: number) => {
    const key = (line: DraftLine) => `${line.itemKind}:${line.itemId}`;
    const chosen = all.slice(index * COUNT_LINES_MAX, (index + 1) * COUNT_LINES_MAX);
    const chosenKeys = new Set(chosen.map(key));
    setBatch(index);
    setLines((current) => {
      const byHand = current.filter((line) => !line.loaded);
      const typed = new Map(byHand.map((line) => [key(line), line]));
      return [
        ...chosen.map((line) => {
          const hand = typed.get(key(line));
          if (!hand) return line;
          return {
            ...line,
            quantity: hand.quantity.trim() === '' ? line.quantity : hand.quantity,
            serials: hand.serials.length > 0 ? hand.serials : line.serials,
          };
        }),
        ...byHand.filter((line) => !chosenKeys.has(key(line))),
      ];
    });
  };

  const load = async () => {
    if (!place) return;
    setProgress({ read: 0, total: 0 });
    try {
      const here = await balancesAt(place, (read, total) => setProgress({ read, total }));
      const serials = await bookSerials(here);
      const all = here.map((row) =>
        draftLine(row.itemKind, {
          itemId: row.itemId,
          itemLabel: row.itemLabel,
          book: row.onHand,
          quantity: row.onHand,
          serials: serials.get(`${row.itemKind}:${row.itemId}`) ?? [],
          loaded: true,
        }),
      );
      setStock(all);
      showBatch(all, 0);
    } finally {
      setProgress(null);
    }
  };

  const submit = async (values: DocumentHeaderValues) => {
    const chosen = lines.filter((line) => line.itemId !== null);
    if (chosen.length === 0) return setLinesError(t('form.linesRequired'));
    if (chosen.some((line) => !STOCK_QUANTITY_PATTERN.test(lineQuantity(line, serialTracked).trim())))
      return setLinesError(t('form.countedInvalid'));
    setLinesError('');
    const body: CountBody = {
      ...headerBody(values),
      lines: postedLines(chosen, serialTracked).map(({ quantity, ...line }) => ({
        ...line,
        countedQuantity: quantity,
      })),
    };
    await post.mutateAsync(body);
    showMessage('success', t('count.posted'));
    onClose();
  };

  const summary = countSummary(
    shown.flatMap((line) =>
      line.book === undefined ? [] : [{ book: line.book, counted: lineQuantity(line, serialTracked) }],
    ),
  );
  const batches = stock ? Math.ceil(stock.length / COUNT_LINES_MAX) : 0;
  const range = (index: number) => ({
    from: index * COUNT_LINES_MAX + 1,
    to: Math.min((index + 1) * COUNT_LINES_MAX, stock?.length ?? 0),
  });
  return (
    <DocumentFormModal<DocumentHeaderValues>
      title={t('count.new')}
      form={form}
      posting={post.isPending}
      onSubmit={submit}
      onClose={onClose}
      headerExtra={
        <Form.Item label=" ">
          <Space>
            <Button
              onClick={() => void load()}
              loading={progress !== null}
              disabled={!place}
              data-testid="count-load"
            >
              {progress && progress.total > 0 ? t('count.loading', progress) : t('count.load')}
            </Button>
            {batches > 1 && (
              <Select
                value={batch}
                onChange={(index) => showBatch(stock!, index)}
                options={Array.from({ length: batches }, (_, index) => ({
                  value: index,
                  label: t('count.batch', range(index)),
                }))}
                style={{ minWidth: 140 }}
                data-testid="count-batch"
              />
            )}
          </Space>
        </Form.Item>
      }
      notice={
        stock !== null && (
          <Alert
            type={stock.length === 0 || batches > 1 ? 'warning' : 'info'}
            showIcon
            style={{ marginBottom: 12 }}
            message={
              stock.length === 0
                ? t('count.noStock')
                : [
                    batches > 1
                      ? t('count.batches', {
                          total: stock.length,
                          max: COUNT_LINES_MAX,
                          left: stock.length - (range(batch).to - range(batch).from + 1),
                          ...range(batch),
                        })
                      : t('count.loaded', { count: stock.length }),
                    t('count.summary', summary),
                  ].join(' · ')
            }
            data-testid="count-summary"
          />
        )
      }
      lines={
        <DocumentLinesEditor mode="count" lines={shown} onChange={change} serialTracked={serialTracked} />
      }
      linesHint={t('count.serialsHint')}
      linesError={linesError}
      data-testid="count-form"
    />
  );
}
