import { QUANTITY_PATTERN, quantityUnits } from '@atrium/contract';
import type { MoneyOpenOrder } from '@atrium/contract/endpoints/sale-money';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../platform/format/money';
import type { OpenRow } from './money-open-order';
import { SALE_MONEY_NS } from './sale-money-i18n';

/** A typed quantity is a decimal of at most 4 places between 0 and what is open; said on the cell, never clamped. */
function withinOpen(value: unknown, open: string, message: string): Promise<void> {
  if (value === undefined || value === null || value === '') return Promise.resolve();
  const text = String(value);
  if (!QUANTITY_PATTERN.test(text) || text.startsWith('-') || quantityUnits(text) > quantityUnits(open))
    return Promise.reject(new Error(message));
  return Promise.resolve();
}

/**
 * One order's lines in a money form: the figures read from the server and, per line, the quantity
 * to invoice or return (at most what is open), serials for a return of a tracked item. Kit children
 * show under their parent; leaving them empty takes them along in proportion (the server's rule).
 */
export function OpenLinesTable({
  order,
  rows,
  mode,
}: {
  order: MoneyOpenOrder;
  rows: readonly OpenRow[];
  mode: 'invoice' | 'return';
}) {
  const { t } = useTranslation(SALE_MONEY_NS);
  const lineNoOf = new Map(order.lines.map((line) => [line.id, line.lineNo]));
  const openOf = (row: OpenRow) => (mode === 'invoice' ? row.line.openToInvoice : row.line.openToReturn);
  return (
    <>
      <Typography.Text type="secondary">
        {t('form.orderFigures', {
          total: formatCents(order.totalFen),
          collected: formatCents(order.collectedFen),
          returned: formatCents(order.returnedFen),
          invoiced: formatCents(order.invoicedFen),
        })}
      </Typography.Text>
      <Table<OpenRow>
        size="small"
        bordered
        rowKey={(row) => row.line.id}
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={[...rows]}
        data-testid={`open-lines-${order.id}`}
        columns={[
          { key: 'lineNo', title: t('form.lineNo'), width: 56, render: (_, row) => row.line.lineNo },
          {
            key: 'item',
            title: mode === 'invoice' ? t('invoice.item') : t('returnOrder.item'),
            render: (_, row) => (
              <span style={{ paddingLeft: row.line.parentLineId ? 16 : 0 }}>
                {row.line.itemLabel}
                {row.line.parentLineId && (
                  <Typography.Text type="secondary">
                    {' '}
                    ({t('form.kitChild', { line: lineNoOf.get(row.line.parentLineId) ?? '' })})
                  </Typography.Text>
                )}
              </span>
            ),
          },
          { key: 'ordered', title: t('form.ordered'), render: (_, row) => row.line.quantity },
          { key: 'shipped', title: t('form.shipped'), render: (_, row) => row.line.shippedQuantity },
          { key: 'returned', title: t('form.returned'), render: (_, row) => row.line.returnedQuantity },
          { key: 'invoiced', title: t('form.invoiced'), render: (_, row) => row.line.invoicedQuantity },
          {
            key: 'open',
            title: mode === 'invoice' ? t('form.openToInvoice') : t('form.openToReturn'),
            render: (_, row) => <strong>{openOf(row)}</strong>,
          },
          {
            key: 'quantity',
            title: mode === 'invoice' ? t('invoice.quantity') : t('returnOrder.quantity'),
            width: 140,
            render: (_, row) => (
              <Form.Item
                name={['lines', row.index, 'quantity']}
                style={{ margin: 0 }}
                rules={[
                  {
                    validator: (_, value) =>
                      withinOpen(value, openOf(row), t('form.overOpen', { max: openOf(row) })),
                  },
                ]}
              >
                <InputNumber
                  stringMode
                  disabled={Number(openOf(row)) === 0}
                  aria-label={t('form.quantityLabel', { line: row.line.lineNo })}
                  data-testid={`quantity-${row.line.lineNo}`}
                  style={{ width: 120 }}
                />
              </Form.Item>
            ),
          },
          ...(mode === 'return'
            ? [
                {
                  key: 'serials',
                  title: t('returnOrder.serials'),
                  render: (_: unknown, row: OpenRow) =>
                    row.line.serialsOut.length > 0 ? (
                      <Form.Item name={['lines', row.index, 'serials']} style={{ margin: 0 }}>
                        <Select
                          mode="multiple"
                          style={{ minWidth: 180 }}
                          placeholder={t('form.serialsPlaceholder')}
                          aria-label={t('form.serialsLabel', { line: row.line.lineNo })}
                          options={row.line.serialsOut.map((serial) => ({ value: serial, label: serial }))}
                        />
                      </Form.Item>
                    ) : null,
                },
              ]
            : []),
        ]}
      />
    </>
  );
}
