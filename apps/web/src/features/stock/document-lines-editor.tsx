import type { ItemKind } from '@atrium/contract';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import type { ColumnType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { withUnit } from '../../platform/format/quantity';
import { LinesEditorTable } from '../../resources/lines-editor-table';
import { MoneyInput, type MoneyValue } from '../../resources/money-input';
import { ReferencePicker } from '../../resources/reference-picker';
import { countDifference } from './count-differences';
import type { LineErrors } from './document-refusal';
import { SerialsInput } from './serials-input';
import { STOCK_NS } from './stock-i18n';
import { useItemInfo } from './stock-queries';
import { quantityFitsUnit, typedQuantityAllowed } from './unit-quantity';

/** One line of a receipt or count being written. */
export interface DraftLine {
  key: string;
  itemKind: ItemKind;
  itemId: number | null;
  itemLabel: string;
  /** Received (receipt) or counted (count) quantity, as typed. */
  quantity: string;
  serials: string[];
  /** A receipt line's purchase price per unit in fen (the text as typed when it is no amount in fen; null: not yet). */
  unitPrice?: MoneyValue;
  /** A count line's book quantity at the counted place (on-hand); undefined while it is read. */
  book?: string;
  /** Loaded from the place's stock (载入库存): its item is fixed; a line added by hand picks one. */
  loaded?: boolean;
}

let nextKey = 0;
export const draftLine = (itemKind: ItemKind, more: Partial<DraftLine> = {}): DraftLine => ({
  key: `line-${++nextKey}`,
  itemKind,
  itemId: null,
  itemLabel: '',
  quantity: '',
  serials: [],
  ...more,
});

/** Which chosen items are serial-tracked (products only), by `kind:id`. */
export function useSerialTracked(lines: readonly DraftLine[]): ReadonlySet<string> {
  const ids = lines.flatMap((line) => (line.itemKind === 'product' && line.itemId ? [line.itemId] : []));
  const info = useItemInfo('product', ids);
  return new Set(
    (info.data ?? []).filter((item) => item.serialTracked).map((item) => `product:${item.itemId}`),
  );
}

/** The chosen items' units (name and decimals), by `kind:id`: a quantity keeps to its unit's decimals. */
function useLineUnits(lines: readonly DraftLine[]): ReadonlyMap<string, { unit: string; decimals: number }> {
  const idsOf = (kind: ItemKind) =>
    lines.flatMap((line) => (line.itemKind === kind && line.itemId ? [line.itemId] : []));
  const products = useItemInfo('product', idsOf('product'));
  const fittings = useItemInfo('fitting', idsOf('fitting'));
  return new Map(
    [...(products.data ?? []), ...(fittings.data ?? [])].map((item) => [
      `${item.itemKind}:${item.itemId}`,
      { unit: item.unit, decimals: item.unitDecimals },
    ]),
  );
}

/** The quantity a line stands for: a serial-tracked product's is the number of its serials. */
export const lineQuantity = (line: DraftLine, serialTracked: ReadonlySet<string>) =>
  line.itemId !== null && serialTracked.has(`${line.itemKind}:${line.itemId}`)
    ? String(line.serials.length)
    : line.quantity;

/** The chosen lines as a posting sends them: item, quantity (a serial line's count) and its serials. */
export function postedLines(lines: readonly DraftLine[], serialTracked: ReadonlySet<string>) {
  return lines
    .filter((line) => line.itemId !== null)
    .map((line) => ({
      itemKind: line.itemKind,
      itemId: line.itemId!,
      quantity: lineQuantity(line, serialTracked).trim(),
      ...(serialTracked.has(`${line.itemKind}:${line.itemId}`) ? { serials: line.serials } : {}),
    }));
}

interface DocumentLinesEditorProps {
  mode: 'receipt' | 'count';
  lines: DraftLine[];
  onChange(lines: DraftLine[]): void;
  serialTracked: ReadonlySet<string>;
  /** A refused posting's errors on the lines' cells (document-refusal.ts). */
  errors?: LineErrors;
}

/** A cell with the server's refusal of it under the control, in red. */
function withError(cell: ReactNode, error: string | undefined) {
  if (!error) return cell;
  return (
    <>
      {cell}
      <Typography.Text type="danger" data-testid="line-error" style={{ display: 'block', fontSize: 12 }}>
        {error}
      </Typography.Text>
    </>
  );
}

/**
 * The lines of a receipt or count: a product or fitting picker, the quantity as a decimal string,
 * the serial numbers of a serial-tracked product; a count shows the book quantity and the
 * difference before posting. The lines editor of every document form (LinesEditorTable) with the
 * stock line's cells.
 */
export function DocumentLinesEditor({
  mode,
  lines,
  onChange,
  serialTracked,
  errors,
}: DocumentLinesEditorProps) {
  const { t } = useTranslation(STOCK_NS);
  const errorOf = (line: DraftLine, ...fields: string[]) =>
    fields.map((field) => errors?.[line.key]?.[field]).find(Boolean);
  const update = (key: string, change: Partial<DraftLine>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)));
  const tracked = (line: DraftLine) =>
    line.itemId !== null && serialTracked.has(`${line.itemKind}:${line.itemId}`);
  const units = useLineUnits(lines);
  const unitOf = (line: DraftLine) => units.get(`${line.itemKind}:${line.itemId}`);
  const columns: (ColumnType<DraftLine> | false)[] = [
    {
      title: t('column.item'),
      key: 'item',
      width: 300,
      render: (_value, line) =>
        withError(
          <Space direction="vertical" size={2} style={{ width: '100%' }}>
            <Space size={4}>
              <Tag>{t(`kind.${line.itemKind}`)}</Tag>
              {tracked(line) && <Tag color="purple">{t('serials.tracked')}</Tag>}
            </Space>
            {line.loaded ? (
              <span>{line.itemLabel}</span>
            ) : (
              <ReferencePicker
                source={line.itemKind}
                value={line.itemId}
                valueLabel={line.itemLabel}
                allowClear={false}
                placeholder={t('form.itemRequired')}
                onChange={(itemId) =>
                  update(line.key, { itemId: typeof itemId === 'number' ? itemId : null, serials: [] })
                }
                data-testid={`line-item-${line.itemKind}`}
              />
            )}
          </Space>,
          errorOf(line, 'itemId'),
        ),
    },
    mode === 'count' && {
      title: t('column.previous'),
      key: 'book',
      width: 90,
      align: 'right',
      render: (_value, line) => (
        <span data-testid="line-book">
          {line.itemId === null
            ? ''
            : line.book === undefined
              ? '…'
              : withUnit(line.book, unitOf(line)?.unit ?? '')}
        </span>
      ),
    },
    {
      title: t(mode === 'count' ? 'column.counted' : 'column.quantity'),
      key: 'quantity',
      width: 140,
      render: (_value, line) => {
        const unit = unitOf(line);
        const quantity = lineQuantity(line, serialTracked);
        const hint = unit
          ? unit.decimals === 0
            ? t('form.unitWhole', { unit: unit.unit })
            : t('form.unitDecimals', { unit: unit.unit, decimals: unit.decimals })
          : undefined;
        return withError(
          <Input
            value={quantity}
            inputMode={unit?.decimals === 0 ? 'numeric' : 'decimal'}
            suffix={unit?.unit}
            placeholder={hint}
            title={hint}
            status={unit && !quantityFitsUnit(quantity, unit.decimals) ? 'error' : undefined}
            // A serial-tracked product counts its serials.
            disabled={tracked(line)}
            onChange={(event) => {
              // Only what the unit allows can be typed (3.5 台 can't).
              if (unit && !typedQuantityAllowed(event.target.value, unit.decimals)) return;
              update(line.key, { quantity: event.target.value });
            }}
            data-testid="line-quantity"
          />,
          errorOf(line, 'quantity', 'countedQuantity'),
        );
      },
    },
    mode === 'receipt' && {
      title: t('column.unitPrice'),
      key: 'unitPrice',
      width: 130,
      // Typed in yuan, held in whole fen: the value the stock comes in at.
      render: (_value, line) =>
        withError(
          <MoneyInput
            value={line.unitPrice}
            prefix="¥"
            placeholder={t('form.unitPricePlaceholder')}
            onChange={(unitPrice) => update(line.key, { unitPrice })}
            data-testid="line-unit-price"
          />,
          errorOf(line, 'unitPrice'),
        ),
    },
    mode === 'count' && {
      title: t('column.difference'),
      key: 'difference',
      width: 90,
      align: 'right',
      render: (_value, line) => {
        if (line.book === undefined) return null;
        const difference = countDifference(line.book, lineQuantity(line, serialTracked));
        const type =
          difference.sign === 'gain' ? 'success' : difference.sign === 'loss' ? 'danger' : undefined;
        return (
          <Typography.Text type={type} strong={difference.sign !== 'same'} data-testid="line-difference">
            {difference.text && withUnit(difference.text, unitOf(line)?.unit ?? '')}
          </Typography.Text>
        );
      },
    },
    {
      title: t('column.serials'),
      key: 'serials',
      render: (_value, line) =>
        withError(
          tracked(line) ? (
            <SerialsInput
              value={line.serials}
              expected={mode === 'count' ? line.book : undefined}
              onChange={(serials) => update(line.key, { serials })}
            />
          ) : (
            '-'
          ),
          errorOf(line, 'serials'),
        ),
    },
  ];
  return (
    <LinesEditorTable<DraftLine>
      lines={lines}
      rowKey={(line) => line.key}
      columns={columns.filter((column) => column !== false)}
      onRemove={(line) => onChange(lines.filter((kept) => kept.key !== line.key))}
      adders={(['product', 'fitting'] as const).map((kind) => ({
        key: kind,
        label: t(kind === 'product' ? 'form.addProduct' : 'form.addFitting'),
        onAdd: () => onChange([...lines, draftLine(kind)]),
      }))}
      data-testid="document-lines"
    />
  );
}
