import type { LinesConfig, Resource } from '@atrium/contract';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../platform/format/money';
import { FieldValue } from './field-value';
import type { ResourceLabels } from './resource-labels';
import type { AnyRow } from './resource-types';

interface LinesTableProps {
  resource: Resource;
  labels: ResourceLabels;
  /** The record as `get` answers it, lines included. */
  row: AnyRow;
}

type LineRow = { id: number; lineNo: number } & Record<string, unknown>;

/** A record's lines read-only (the detail view), in their order, with the total under the amounts. */
export function LinesTable({ resource, labels, row }: LinesTableProps) {
  const { t } = useTranslation('resources');
  const lines = resource.lines as LinesConfig;
  const fields = Object.entries(lines.fields).filter(([, def]) => def.visibleIn?.detail !== false);
  const total = lines.amount ? row[lines.amount.total] : undefined;
  const totalSpan = fields.findIndex(([name]) => name === lines.amount?.amount) + 1 || fields.length;
  return (
    <div data-testid="lines-table" style={{ marginTop: 16 }}>
      <div style={{ fontWeight: 500, margin: '8px 0' }}>{t('lines.title')}</div>
      <Table<LineRow>
        size="small"
        bordered
        rowKey="id"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={(row.lines ?? []) as LineRow[]}
        locale={{ emptyText: t('lines.empty') }}
        columns={[
          { key: 'lineNo', title: t('lines.lineNo'), dataIndex: 'lineNo', width: 56 },
          ...fields.map(([name, def]) => ({
            key: name,
            title: labels.lineField(name),
            align: def.kind === 'money' ? ('right' as const) : undefined,
            render: (_: unknown, line: LineRow) => (
              <FieldValue
                def={def}
                value={line[name]}
                labels={labels}
                valueLabel={(line.labels as Record<string, string | null> | undefined)?.[name]}
              />
            ),
          })),
        ]}
        summary={
          typeof total === 'number'
            ? () => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0}>{t('lines.total')}</Table.Summary.Cell>
                  <Table.Summary.Cell index={1} colSpan={totalSpan} align="right">
                    <span data-testid="lines-table-total">{formatCents(total)}</span>
                  </Table.Summary.Cell>
                  {totalSpan < fields.length && (
                    <Table.Summary.Cell index={totalSpan + 1} colSpan={fields.length - totalSpan} />
                  )}
                </Table.Summary.Row>
              )
            : undefined
        }
      />
    </div>
  );
}
