import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { LINES_MAX_DEFAULT, type LinesConfig, type Resource } from '@atrium/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Popconfirm from 'antd/es/popconfirm';
import Table from 'antd/es/table';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../platform/format/money';
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

/** Enter in a text or number cell adds a line; not in a select (Enter picks an option) or a textarea. */
function isCellInput(target: EventTarget): boolean {
  const element = target as HTMLElement;
  return element.tagName === 'INPUT' && element.getAttribute('role') !== 'combobox';
}

/**
 * A record's lines in the record form: one row per line, each cell the field's own input (Tab
 * walks the cells, Enter in a cell adds a line), the amounts and total computed while typing with
 * the server's exact arithmetic (the server computes them again; what it saves is what counts).
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
  const firstInput = fields.find(([name]) => name !== computed)?.[0];
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
          add(emptyLine(lines));
          // The new line's first cell takes the typing, once it is rendered.
          if (firstInput) setTimeout(() => form.focusField([LINES, items.length, firstInput]));
        };
        const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
          if (event.key !== 'Enter' || !isCellInput(event.target)) return;
          event.preventDefault();
          addLine();
        };
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: Enter is caught from the cells' own inputs.
          <div data-testid="lines-editor" onKeyDown={onKeyDown} style={{ marginBottom: 16 }}>
            <div style={{ fontWeight: 500, margin: '8px 0' }}>
              {t('lines.title')}
              <span style={{ fontWeight: 400, marginLeft: 8, color: 'rgba(0, 0, 0, 0.45)' }}>
                {t('lines.addHint')}
              </span>
            </div>
            <Table<(typeof items)[number]>
              size="small"
              rowKey="key"
              pagination={false}
              dataSource={items}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('lines.empty') }}
              columns={[
                {
                  key: 'lineNo',
                  title: t('lines.lineNo'),
                  width: 56,
                  render: (_, _item, index) => index + 1,
                },
                ...fields.map(([name, def]) => {
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
                }),
                {
                  key: 'actions',
                  width: 56,
                  render: (_, item, index) => (
                    <RemoveLineButton
                      line={index + 1}
                      asks={lineHasData(lines, watched[index])}
                      onRemove={() => remove(item.name)}
                    />
                  ),
                },
              ]}
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
            <Form.ErrorList errors={errors} />
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              style={{ marginTop: 8 }}
              disabled={items.length >= max}
              onClick={addLine}
              data-testid="lines-add"
            >
              {t('lines.add')}
            </Button>
          </div>
        );
      }}
    </Form.List>
  );
}

/** Removes a line; one holding anything typed (or saved) asks first. */
function RemoveLineButton({ line, asks, onRemove }: { line: number; asks: boolean; onRemove(): void }) {
  const { t } = useTranslation('resources');
  const button = (
    <Button
      type="text"
      danger
      aria-label={t('lines.remove')}
      icon={<DeleteOutlined />}
      onClick={asks ? undefined : onRemove}
      data-testid="lines-remove"
    />
  );
  if (!asks) return button;
  return (
    <Popconfirm title={t('lines.removeConfirm', { line })} onConfirm={onRemove}>
      {button}
    </Popconfirm>
  );
}
