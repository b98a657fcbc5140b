import { STOCK_QUANTITY_PATTERN } from '@atrium/contract';
import { type BalanceRow, balancePage, serialsAtLocation } from '@atrium/contract/endpoints/stock-queries';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
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
import { type CountBody, usePostCount } from './stock-queries';

/** The most lines a count loads (and posts) at once. */
const COUNT_LINES_MAX = 200;

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
 * serial-tracked product: scan the serials found) and see the differences before posting.
 */
export function CountFormModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(STOCK_NS);
  const [form] = Form.useForm<DocumentHeaderValues>();
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [linesError, setLinesError] = useState('');
  const [loading, setLoading] = useState(false);
  const [loaded, setLoaded] = useState<number | null>(null);
  const serialTracked = useSerialTracked(lines);
  const post = usePostCount();
  const warehouseId = Form.useWatch('warehouseId', form);
  const binId = Form.useWatch('binId', form);

  const load = async () => {
    if (!warehouseId) return;
    setLoading(true);
    try {
      const page = await callEndpoint(balancePage, {
        query: { warehouseId, pageNum: 1, pageSize: COUNT_LINES_MAX, onlyNonZero: 'true' },
      });
      // The balances of the warehouse's root, or of the chosen bin only.
      const here = page.list.filter((row) => (binId ? row.locationId === binId : row.binName === ''));
      const serials = await bookSerials(here);
      setLines(
        here.map((row) =>
          draftLine(row.itemKind, {
            itemId: row.itemId,
            itemLabel: row.itemLabel,
            book: row.onHand,
            quantity: row.onHand,
            serials: serials.get(`${row.itemKind}:${row.itemId}`) ?? [],
          }),
        ),
      );
      setLoaded(here.length);
    } finally {
      setLoading(false);
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
    lines.map((line) => ({ book: line.book ?? '0', counted: lineQuantity(line, serialTracked) })),
  );
  return (
    <DocumentFormModal<DocumentHeaderValues>
      title={t('count.new')}
      form={form}
      posting={post.isPending}
      onSubmit={submit}
      onClose={onClose}
      onWarehouseChange={() => {
        setLines([]);
        setLoaded(null);
      }}
      headerExtra={
        <Form.Item label=" ">
          <Button
            onClick={() => void load()}
            loading={loading}
            disabled={!warehouseId}
            data-testid="count-load"
          >
            {t('count.load')}
          </Button>
        </Form.Item>
      }
      notice={
        loaded !== null && (
          <Alert
            type={loaded === 0 ? 'warning' : 'info'}
            showIcon
            style={{ marginBottom: 12 }}
            message={
              loaded === 0
                ? t('count.noStock')
                : `${t('count.loaded', { count: loaded })} · ${t('count.summary', summary)}`
            }
            data-testid="count-summary"
          />
        )
      }
      lines={
        <DocumentLinesEditor mode="count" lines={lines} onChange={setLines} serialTracked={serialTracked} />
      }
      linesHint={t('count.serialsHint')}
      linesError={linesError}
      data-testid="count-form"
    />
  );
}
