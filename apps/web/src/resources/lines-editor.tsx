import { LINES_MAX_DEFAULT, type LinesConfig, type Resource } from '@atrium/contract';
import Form from 'antd/es/form';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../platform/format/money';
import { LinesEditorTable } from './lines-editor-table';
import { emptyLine, type FormLine, lineFieldsOf, lineHasData, liveLineTotals } from './lines-form-values';
import { RecordFieldInput } from './record-field-input';
import { recordFieldRules } from './record-form-rules';
import type { ResourceLabels } from './resource-labels';

/** The form's name of the lines: the body's `lines`. */
export const LINES = 'lines';

interface LinesEditorProps {
  resource: Resource;
  labels: ResourceLabels;
}

/**
 * A record's lines in the record form: one row per line, each cell the field's own input (Tab
 * walks the cells, Enter in a cell adds a line), the amounts and total computed while typing with
 * the server's exact arithmetic (the server computes them again; what it saves is what counts).
 * The editor itself is the one every document form uses (lines-editor-table.tsx).
 */
export function LinesEditor({ resource, labels }: LinesEditorProps) {
  const { t } = useTranslation('resources');
  const { t: tc } = useTranslation('common');
  const lines = resource.lines as LinesConfig;
  const form = Form.useFormInstance();
  const watched = Form.useWatch<FormLine[] | undefined>(LINES, form) ?? [];
  const totals = liveLineTotals(lines, watched);
  const computed = lines.amount?.amount;
  const fields = lineFieldsOf(lines);
  const min = lines.min ?? 0;
  const max = lines.max ?? LINES_MAX_DEFAULT;
  // The total sits under the amounts (or under the last field when the amount is not shown).
  const totalSpan = fields.findIndex(([name]) => name === computed) + 1 || fields.length;

  return (
    <Form.List
      name={LINES}
      rules={[
        {
          validator: async (_rule, value: unknown[] | undefined) => {
            const count = value?.length ?? 0;
            if (count < min) throw new Error(t('lines.min', { min }));
            if (count > max) throw new Error(t('lines.max', { max }));
          },
        },
      ]}
    >
      {(items, { add, remove }, { errors }) => {
        const addLine = () => {
          if (items.length >= max) return;
          // The editor puts the focus in the new line's first cell.
          add(emptyLine(lines));
        };
        return (
          <div data-testid="lines-editor" style={{ marginBottom: 16 }}>
            <div style={{ fontWeight: 500, margin: '8px 0' }}>
              {t('lines.title')}
              <span style={{ fontWeight: 400, marginLeft: 8, color: 'var(--atrium-text-tertiary)' }}>
                {t('lines.addHint')}
              </span>
            </div>
            <LinesEditorTable<(typeof items)[number]>
              lines={items}
              rowKey={(item) => item.key}
              adders={[{ key: 'line', label: t('lines.add'), onAdd: addLine, 'data-testid': 'lines-add' }]}
              full={items.length >= max}
              enterAdds
              onRemove={(item) => remove(item.name)}
              removeAsks={(_item, index) => lineHasData(lines, watched[index])}
              footer={<Form.ErrorList errors={errors} />}
              columns={fields.map(([name, def]) => {
                const label = labels.lineField(name);
                return {
                  key: name,
                  title: label,
                  align: name === computed ? ('right' as const) : undefined,
                  render: (_: unknown, item: (typeof items)[number], index: number) => {
                    if (name === computed) {
                      const amount = totals.amounts[index];
                      return (
                        <span data-testid="line-amount">
                          {amount === null || amount === undefined ? t('value.empty') : formatCents(amount)}
                        </span>
                      );
                    }
                    return (
                      <Form.Item
                        name={[item.name, name]}
                        rules={recordFieldRules(def, label, t, tc('validation.phone'))}
                        wrapperCol={{ span: 24 }}
                        style={{ marginBottom: 0, minWidth: def.kind === 'boolean' ? undefined : 120 }}
                      >
                        <RecordFieldInput def={def} label={label} labels={labels} />
                      </Form.Item>
                    );
                  },
                };
              })}
              summary={
                lines.amount
                  ? () => (
                      <Table.Summary.Row>
                        <Table.Summary.Cell index={0}>{t('lines.total')}</Table.Summary.Cell>
                        <Table.Summary.Cell index={1} colSpan={totalSpan} align="right">
                          <span data-testid="lines-total">
                            {totals.total === null ? t('value.empty') : formatCents(totals.total)}
                          </span>
                        </Table.Summary.Cell>
                        <Table.Summary.Cell index={totalSpan + 1} colSpan={fields.length + 1 - totalSpan} />
                      </Table.Summary.Row>
                    )
                  : undefined
              }
            />
          </div>
        );
      }}
    </Form.List>
  );
}
