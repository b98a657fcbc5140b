import type { RepairDetail, RepairQuoteLine } from '@atrium/contract/endpoints/repair-orders';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import type { ColumnsType } from 'antd/es/table';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../platform/format/money';
import { REPAIRS_NS } from './repairs-i18n';

interface RepairQuoteTableProps {
  repair: RepairDetail;
  /** A column the workbench adds (领用 per line). */
  extraColumn?: ColumnsType<RepairQuoteLine>[number];
}

/**
 * A repair's quote as the server computed it: the fittings (quantity, price, amount, what was
 * taken out of stock), the labour and the totals; under warranty the customer pays nothing.
 */
export function RepairQuoteTable({ repair, extraColumn }: RepairQuoteTableProps) {
  const { t } = useTranslation(REPAIRS_NS);
  if (repair.diagnosedAt === null) return <Empty description={t('detail.noQuote')} />;
  const labour =
    repair.labourMode === 'time'
      ? t('detail.labourTime', { minutes: repair.labourMinutes, rate: formatCents(repair.labourRateFen) })
      : t('detail.labourFixed');
  const columns: ColumnsType<RepairQuoteLine> = [
    { key: 'lineNo', dataIndex: 'lineNo', title: t('column.lineNo'), width: 60 },
    { key: 'fitting', dataIndex: 'fittingLabel', title: t('column.fitting') },
    {
      key: 'quantity',
      title: t('column.quantity'),
      align: 'right',
      render: (_v, line) => `${line.quantity} ${line.unit}`,
    },
    {
      key: 'unitPrice',
      title: t('column.unitPrice'),
      align: 'right',
      render: (_v, line) => formatCents(line.unitPrice),
    },
    {
      key: 'amount',
      title: t('column.amount'),
      align: 'right',
      render: (_v, line) => formatCents(line.amount),
    },
    {
      key: 'consumed',
      title: t('column.consumed'),
      align: 'right',
      render: (_v, line) => (
        <span data-testid={`quote-consumed-${line.lineNo}`}>{line.consumedQuantity}</span>
      ),
    },
    ...(extraColumn ? [extraColumn] : []),
  ];
  return (
    <Flex vertical gap={12}>
      {/* A phone scrolls the table sideways in a box the keyboard can reach (WCAG 2.1.1). */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region the keyboard must reach
        tabIndex={0}
        aria-label={t('detail.quote')}
        style={{ overflowX: 'auto' }}
      >
        <Table<RepairQuoteLine>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={repair.quoteLines}
          columns={columns}
          data-testid="repair-quote-lines"
        />
      </section>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, lg: 4 }}
        items={[
          { key: 'parts', label: t('detail.parts'), children: formatCents(repair.partsFen) },
          {
            key: 'labour',
            label: t('detail.labour'),
            children: `${formatCents(repair.labourFen)} (${labour})`,
          },
          { key: 'total', label: t('detail.total'), children: formatCents(repair.totalFen) },
          {
            key: 'charge',
            label: t('detail.charge'),
            children: <strong data-testid="repair-charge">{formatCents(repair.chargeFen)}</strong>,
          },
        ]}
      />
    </Flex>
  );
}
