import type { ColumnType } from 'antd/es/table';
import Table from 'antd/es/table';
import type { TFunction } from 'i18next';
import { withUnit } from '../../platform/format/quantity';
import type { FULFILMENT_NS } from './fulfilment-i18n';

interface Line {
  id: number;
  itemLabel: string;
  unit: string;
  quantity: string;
  /** A kit child's parent line: the child is indented under it. */
  parentLineId?: number | null;
}

/** A fulfilment document's lines in its detail: one small table, scrolling sideways on a phone. */
export function DocumentLines<Row extends Line>({
  lines,
  testId,
  columns,
}: {
  lines: readonly Row[];
  testId: string;
  columns: ColumnType<Row>[];
}) {
  return (
    <Table<Row>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={lines as Row[]}
      scroll={{ x: 'max-content' }}
      style={{ marginTop: 16 }}
      data-testid={testId}
      columns={columns}
    />
  );
}

/** The item column (a kit child indented) and the quantity column in the line's unit. */
export function itemColumns<Row extends Line>(t: TFunction<typeof FULFILMENT_NS>): ColumnType<Row>[] {
  return [
    {
      title: t('column.item'),
      key: 'item',
      render: (_v, line) => <span style={{ paddingLeft: line.parentLineId ? 16 : 0 }}>{line.itemLabel}</span>,
    },
    {
      title: t('column.quantity'),
      key: 'quantity',
      align: 'right',
      render: (_v, line) => withUnit(line.quantity, line.unit),
    },
  ];
}
