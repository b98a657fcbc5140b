import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Table, { type ColumnType, type TableProps } from 'antd/es/table';
import Typography from 'antd/es/typography';
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './resources-i18n';
import { usePhoneWidth } from './use-phone-width';

/** A way to add a line: one for a record's lines, one per item kind for a stock document's. */
export interface LineAdder {
  key: string;
  label: string;
  onAdd(): void;
  'data-testid'?: string;
}

export interface LinesEditorTableProps<Line> {
  lines: readonly Line[];
  rowKey: (line: Line) => string | number;
  /** The line's own cells; the line number and the remove button are the editor's. */
  columns: ColumnType<Line>[];
  adders: readonly LineAdder[];
  /** No more lines may be added (the most a record takes). */
  full?: boolean;
  onRemove(line: Line, index: number): void;
  /** Removing this line asks first (it holds something typed or saved). */
  removeAsks?(line: Line, index: number): boolean;
  /** Enter in a text or number cell adds a line (with the first adder). */
  enterAdds?: boolean;
  summary?: TableProps<Line>['summary'];
  emptyText?: ReactNode;
  /** Under the table, above the add buttons: the lines' own errors. */
  footer?: ReactNode;
  'data-testid'?: string;
}

/** What in a new line takes the focus: its first field that can be typed in or picked. */
const FIRST_CELL_INPUT = 'input:not([disabled]), textarea:not([disabled])';

/** Enter in a text or number cell adds a line; not in a select (Enter picks an option) or a textarea. */
function isCellInput(target: EventTarget): boolean {
  const element = target as HTMLElement;
  return element.tagName === 'INPUT' && element.getAttribute('role') !== 'combobox';
}

/**
 * The lines editor of every document form: one row per line with its number, the line's cells,
 * a remove button (asking first when the line holds data) and the add buttons under the table.
 * The resource engine's money lines (lines-editor.tsx, cells from the line fields, amounts and
 * total from the server's arithmetic) and the stock documents' item lines (item picker, quantity
 * in the unit's decimals, serials, book quantity and difference) are this editor with their cells.
 * On a phone each line is one block (its number and remove button, then each cell under its
 * title), so no cell is off screen.
 */
export function LinesEditorTable<Line extends object>(props: LinesEditorTableProps<Line>) {
  const { t } = useTranslation('resources');
  const { lines, adders, full = false } = props;
  const editor = useRef<HTMLDivElement>(null);
  const added = useRef(false);
  const add = (adder: LineAdder | undefined) => {
    if (!adder) return;
    added.current = true;
    adder.onAdd();
  };
  // A line added (by a button or Enter) takes the typing in its first cell, so the keyboard goes on there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a line was rendered
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    const rows = editor.current?.querySelectorAll('.ant-table-tbody > tr.ant-table-row');
    rows?.[rows.length - 1]?.querySelector<HTMLElement>(FIRST_CELL_INPUT)?.focus();
  }, [lines.length]);
  // A cell's input has no label of its own: name it after its column and line (数量 2), so a screen
  // reader says which cell it is in (axe label). The cells are the callers', so this is done here once.
  useEffect(() => labelCellInputs(editor.current));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!props.enterAdds || full || event.key !== 'Enter' || !isCellInput(event.target)) return;
    event.preventDefault();
    add(adders[0]);
  };
  const addButton = (adder: LineAdder, block: boolean) => (
    <Button
      key={adder.key}
      type="dashed"
      block={block}
      icon={<PlusOutlined />}
      disabled={full}
      onClick={() => add(adder)}
      data-testid={adder['data-testid']}
    >
      {adder.label}
    </Button>
  );
  const phone = usePhoneWidth();
  const remove = (line: Line, index: number) => (
    <RemoveLineButton
      line={index + 1}
      asks={props.removeAsks?.(line, index) ?? false}
      onRemove={() => props.onRemove(line, index)}
    />
  );
  const stacked = (line: Line, index: number) => (
    <div data-testid="line-block">
      <Flex justify="space-between" align="center">
        <Typography.Text strong>{t('lines.lineTitle', { line: index + 1 })}</Typography.Text>
        {remove(line, index)}
      </Flex>
      {props.columns.map((column) => (
        <div key={String(column.key)} style={{ marginTop: 8 }}>
          <Typography.Text type="secondary">{column.title as ReactNode}</Typography.Text>
          <div>
            {
              (column.render
                ? column.render(undefined, line, index)
                : (line as Record<string, unknown>)[String(column.key)]) as ReactNode
            }
          </div>
        </div>
      ))}
    </div>
  );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Enter is caught from the cells' own inputs.
    <div onKeyDown={onKeyDown} ref={editor}>
      <Table<Line>
        size="small"
        rowKey={props.rowKey}
        pagination={false}
        dataSource={[...lines]}
        // A phone's blocks take the screen's width; a wider screen scrolls a row's many cells.
        scroll={phone ? undefined : { x: 'max-content' }}
        locale={{ emptyText: props.emptyText ?? t('lines.empty') }}
        data-testid={props['data-testid']}
        showHeader={!phone}
        columns={
          phone
            ? [{ key: 'line', render: (_value, line, index) => stacked(line, index) }]
            : [
                {
                  key: 'lineNo',
                  title: t('lines.lineNo'),
                  width: 56,
                  render: (_value, _line, index) => index + 1,
                },
                ...props.columns,
                { key: 'remove', width: 56, render: (_value, line, index) => remove(line, index) },
              ]
        }
        summary={props.summary}
      />
      {props.footer}
      <div style={{ marginTop: 8 }}>
        {adders.length === 1 ? (
          addButton(adders[0]!, true)
        ) : (
          <Space>{adders.map((adder) => addButton(adder, false))}</Space>
        )}
      </div>
    </div>
  );
}

/** Marks the labels labelCellInputs gave, so a line that moved is named again and a caller's own label is kept. */
const CELL_LABEL = 'data-line-cell-label';

function labelCellInputs(container: HTMLElement | null) {
  if (!container) return;
  const titles = [...container.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
  container.querySelectorAll('tbody tr.ant-table-row').forEach((row, line) => {
    row.querySelectorAll(':scope > td').forEach((cell, column) => {
      for (const input of cell.querySelectorAll('input:not([type="hidden"]), textarea')) {
        if (input.hasAttribute('aria-label') && !input.hasAttribute(CELL_LABEL)) continue;
        input.setAttribute('aria-label', `${titles[column] ?? ''} ${line + 1}`.trim());
        input.setAttribute(CELL_LABEL, '');
      }
    });
  });
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
