import type { StockDocument } from '@atrium/contract/endpoints/stock-documents';
import Checkbox from 'antd/es/checkbox';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../platform/format/money';
import { withUnit } from '../../platform/format/quantity';
import { formatDateTime } from '../../resources/format-date-time';
import { TransitionActions } from '../../resources/transition-actions';
import { countDifference } from './count-differences';
import { MoveTable } from './move-table';
import { useReceiptReverse } from './receipt-reverse';
import { StockDocumentTimeline } from './stock-document-timeline';
import { STOCK_NS } from './stock-i18n';
import { useStockNames } from './stock-names';
import { type DocumentListKind, useDocument } from './stock-queries';

type Line = StockDocument['lines'][number];

interface DocumentDetailDrawerProps {
  kind: DocumentListKind;
  id: number;
  onClose(): void;
}

/**
 * A posted 入库单 (or its reversal) or 盘点: header, lines, the moves it posted; a receipt's
 * transitions (冲销) as the server offers them to the caller now.
 */
export function DocumentDetailDrawer({ kind, id, onClose }: DocumentDetailDrawerProps) {
  const { t } = useTranslation(STOCK_NS);
  const names = useStockNames();
  const document = useDocument(kind, id);
  const reverse = useReceiptReverse();
  const data = document.data;
  // A count of many lines with few differences: only those, when asked.
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const differs = (line: Line) =>
    countDifference(line.previousQuantity ?? '0', line.quantity).sign !== 'same';
  const lines =
    data && data.kind === 'count' && differencesOnly ? data.lines.filter(differs) : (data?.lines ?? []);
  const title = t(kind === 'count' ? 'count.detail' : 'receipt.detail');
  const onReverse = async () => {
    await reverse.take(id, data?.transitions?.version);
    onClose();
  };
  return (
    <Drawer
      open
      title={data ? `${title} ${data.documentNo}` : title}
      // Wide enough for a count's lines with serials at 1440 px (a phone gets the whole screen).
      size={880}
      onClose={onClose}
      data-testid="document-detail"
      extra={
        <TransitionActions
          status={data?.transitions}
          actions={reverse.actions}
          taking={reverse.takingId === id ? 'reverse' : undefined}
          onTake={onReverse}
        />
      }
    >
      {!data ? (
        <Skeleton active />
      ) : (
        <>
          {/* One pair a row on a phone: two squeezed the values into a column of syllables. */}
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
            <Descriptions.Item label={t('column.kind')}>{names.documentKind(data.kind)}</Descriptions.Item>
            <Descriptions.Item label={t('column.warehouse')}>
              {data.binName ? `${data.warehouseName} / ${data.binName}` : data.warehouseName}
            </Descriptions.Item>
            {/* Not `&&`: an empty name would render as an item with neither label nor value. */}
            {data.supplierName ? (
              <Descriptions.Item label={t('column.supplier')}>{data.supplierName}</Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('column.effectiveAt')}>
              {formatDateTime(data.effectiveAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t('column.postedAt')}>
              {formatDateTime(data.postedAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t('column.postedBy')}>{data.postedByName || '-'}</Descriptions.Item>
            {/* With a supplier the status starts a row of its own: it fills it, leaving no empty cell. */}
            <Descriptions.Item label={t('column.status')} span="filled">
              {data.reversedByNo ? (
                <Tag color="red">{t('status.reversed', { no: data.reversedByNo })}</Tag>
              ) : data.reversesDocumentId ? (
                <Tag color="orange">{t('status.reverses', { no: data.reversesDocumentNo })}</Tag>
              ) : (
                <Tag color="green">{t('status.posted')}</Tag>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('column.remark')} span={2}>
              {data.remark || '-'}
            </Descriptions.Item>
          </Descriptions>
          {/* A reversal has no lines of its own: its moves below mirror the receipt's. */}
          {data.lines.length > 0 && (
            <>
              <Typography.Title level={5} style={{ marginTop: 16 }}>
                {t('detail.lines')}
              </Typography.Title>
              {data.countTotals && (
                <Flex wrap gap={16} align="center" style={{ marginBottom: 8 }}>
                  <span data-testid="count-totals">
                    {t('detail.countTotals', {
                      ...data.countTotals,
                      gainValue: formatCents(data.countTotals.gainValue),
                      lossValue: formatCents(data.countTotals.lossValue),
                    })}
                  </span>
                  <Checkbox
                    checked={differencesOnly}
                    onChange={(event) => setDifferencesOnly(event.target.checked)}
                    data-testid="count-differences-only"
                  >
                    {t('detail.differencesOnly')}
                  </Checkbox>
                </Flex>
              )}
              <Table<Line>
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={lines}
                scroll={{ x: 'max-content' }}
                data-testid="document-lines"
                columns={[
                  {
                    title: t('column.item'),
                    key: 'item',
                    render: (_v, line) => line.itemLabel || `#${line.itemId}`,
                  },
                  ...(data.kind === 'count'
                    ? [
                        {
                          title: t('column.previous'),
                          key: 'previous',
                          align: 'right' as const,
                          render: (_v: unknown, line: Line) =>
                            withUnit(line.previousQuantity ?? '0', line.unit),
                        },
                        {
                          title: t('column.counted'),
                          key: 'counted',
                          align: 'right' as const,
                          render: (_v: unknown, line: Line) => withUnit(line.quantity, line.unit),
                        },
                        {
                          title: t('column.difference'),
                          key: 'difference',
                          align: 'right' as const,
                          render: (_v: unknown, line: Line) =>
                            withUnit(
                              countDifference(line.previousQuantity ?? '0', line.quantity).text,
                              line.unit,
                            ),
                        },
                        {
                          title: t('column.valueDifference'),
                          key: 'value',
                          align: 'right' as const,
                          render: (_v: unknown, line: Line) => formatCents(line.value),
                        },
                      ]
                    : [
                        {
                          title: t('column.quantity'),
                          key: 'quantity',
                          align: 'right' as const,
                          render: (_v: unknown, line: Line) => withUnit(line.quantity, line.unit),
                        },
                        {
                          title: t('column.unitPrice'),
                          key: 'unitPrice',
                          align: 'right' as const,
                          render: (_v: unknown, line: Line) =>
                            line.unitPrice === null ? '-' : formatCents(line.unitPrice),
                        },
                        {
                          title: t('column.amount'),
                          key: 'value',
                          align: 'right' as const,
                          render: (_v: unknown, line: Line) => formatCents(line.value),
                        },
                      ]),
                  {
                    title: t('column.serials'),
                    key: 'serials',
                    render: (_v, line) => (line.serials.length > 0 ? line.serials.join(', ') : '-'),
                  },
                ]}
              />
            </>
          )}
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('detail.moves')}
          </Typography.Title>
          <MoveTable filter={{ documentKind: data.kind, documentId: data.id }} ofDocument />
          <div style={{ marginTop: 16 }}>
            <StockDocumentTimeline
              kind={data.kind}
              documentId={data.id}
              refreshOn={data.transitions?.state}
            />
          </div>
        </>
      )}
    </Drawer>
  );
}
