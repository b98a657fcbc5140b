import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import type { SaleItemOption } from '@atrium/contract/endpoints/sale-orders';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../platform/format/money';
import { LinesEditorTable } from '../../resources/lines-editor-table';
import { MoneyInput } from '../../resources/money-input';
import {
  addLine,
  depthOf,
  type EditedSaleLine,
  lineFigures,
  newLineKey,
  orderFigures,
  removeLine,
  subtreeKeys,
} from '../../resources/sales/sale-line-tree';
import { useSaleItemOptions } from './sale-order-queries';
import { SALE_ORDERS_NS } from './sale-orders-i18n';

interface SaleOrderLinesEditorProps {
  lines: EditedSaleLine[];
  onChange(lines: EditedSaleLine[]): void;
  /** The customer's discount rate: a new line starts from it. */
  customerRate: number;
  sourceId: number | undefined;
}

/** A blank line of the customer's rate. */
export const blankLine = (customerRate: number): EditedSaleLine => ({
  key: newLineKey(),
  parentKey: null,
  itemKind: 'product',
  itemId: null,
  itemLabel: '',
  unit: '',
  quantity: '1',
  unitPrice: 0,
  discountRate: customerRate,
  taxRate: 1300,
});

/**
 * The order form's lines as a tree: 添加商品行 adds a root line, 添加子行 a child under a line
 * (after its subtree), removing a line removes its children with it. Amounts and totals are
 * shown live with the contract's arithmetic; what the server answers after saving is what stays.
 */
export function SaleOrderLinesEditor({ lines, onChange, customerRate, sourceId }: SaleOrderLinesEditorProps) {
  const { t } = useTranslation(SALE_ORDERS_NS);
  const update = (key: string, change: Partial<EditedSaleLine>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)));
  const totals = orderFigures(lines);
  return (
    <LinesEditorTable<EditedSaleLine>
      lines={lines}
      rowKey={(line) => line.key}
      data-testid="sale-order-lines"
      adders={[
        {
          key: 'line',
          label: t('action.addLine'),
          onAdd: () => onChange(addLine(lines, blankLine(customerRate))),
          'data-testid': 'sale-line-add',
        },
      ]}
      onRemove={(line) => onChange(removeLine(lines, line.key))}
      removeAsks={(line) => subtreeKeys(lines, line.key).size > 1}
      columns={[
        {
          key: 'item',
          title: t('column.item'),
          width: 280,
          render: (_value, line) => (
            <div style={{ paddingLeft: depthOf(lines, line) * 20 }}>
              <ItemPicker
                line={line}
                sourceId={sourceId}
                onPick={(option) =>
                  update(line.key, {
                    itemKind: option.itemKind,
                    itemId: option.itemId,
                    itemLabel: option.label,
                    unit: option.unit,
                    unitPrice: option.unitPrice,
                    taxRate: option.taxRate,
                  })
                }
              />
            </div>
          ),
        },
        {
          key: 'quantity',
          title: t('column.quantity'),
          width: 110,
          render: (_value, line) => (
            <Input
              value={line.quantity}
              suffix={line.unit || undefined}
              onChange={(event) => update(line.key, { quantity: event.target.value.trim() })}
            />
          ),
        },
        {
          key: 'unitPrice',
          title: t('column.unitPrice'),
          width: 130,
          render: (_value, line) => (
            <MoneyInput
              value={line.unitPrice}
              onChange={(value) => update(line.key, { unitPrice: typeof value === 'number' ? value : 0 })}
            />
          ),
        },
        {
          key: 'discountRate',
          title: t('column.discountRate'),
          width: 110,
          render: (_value, line) => (
            <InputNumber<number>
              style={{ width: '100%' }}
              min={0.01}
              max={100}
              step={1}
              suffix="%"
              value={line.discountRate / 100}
              onChange={(value) => update(line.key, { discountRate: Math.round((value ?? 100) * 100) })}
            />
          ),
        },
        {
          key: 'amount',
          title: t('column.amount'),
          width: 120,
          align: 'right',
          render: (_value, line) => formatCents(lineFigures(line).amount),
        },
        {
          key: 'child',
          title: t('column.actions'),
          width: 110,
          render: (_value, line) => (
            <Button
              size="small"
              type="link"
              icon={<PlusOutlined />}
              data-testid="sale-line-add-child"
              onClick={() => onChange(addLine(lines, blankLine(customerRate), line.key))}
            >
              {t('action.addChild')}
            </Button>
          ),
        },
      ]}
      footer={
        <Typography.Paragraph
          style={{ textAlign: 'right', marginTop: 8 }}
          data-testid="sale-order-live-total"
        >
          {t('detail.listTotal')} {formatCents(totals.listTotal)} · {t('detail.discount')}{' '}
          {formatCents(totals.listTotal - totals.total)} · {t('detail.tax')} {formatCents(totals.tax)} ·{' '}
          <Typography.Text strong>
            {t('detail.total')} {formatCents(totals.total)}
          </Typography.Text>
        </Typography.Paragraph>
      }
    />
  );
}

/** Picks a line's item, searching the goods (or catalogue) on the server as one types. */
function ItemPicker({
  line,
  sourceId,
  onPick,
}: {
  line: EditedSaleLine;
  sourceId: number | undefined;
  onPick(option: SaleItemOption): void;
}) {
  const { t } = useTranslation(SALE_ORDERS_NS);
  const [search, setSearch] = useState('');
  const keyword = useDeferredValue(search.trim());
  const [open, setOpen] = useState(false);
  const found = useSaleItemOptions(keyword, sourceId, open);
  const options = (found.data ?? []).map((option) => ({
    value: `${option.itemKind}:${option.itemId}`,
    label: `${t(`kind.${option.itemKind}`)} · ${option.label}`,
    option,
  }));
  const value = line.itemId === null ? undefined : `${line.itemKind}:${line.itemId}`;
  if (value && !options.some((option) => option.value === value)) {
    options.unshift({
      value,
      label: `${t(`kind.${line.itemKind}`)} · ${line.itemLabel}`,
      option: undefined as unknown as SaleItemOption,
    });
  }
  return (
    <Select
      showSearch
      style={{ width: '100%' }}
      value={value}
      placeholder={t('form.itemPlaceholder')}
      filterOption={false}
      onSearch={setSearch}
      onDropdownVisibleChange={setOpen}
      loading={found.isFetching}
      options={options}
      onChange={(_next, picked) => {
        const option = (picked as { option?: SaleItemOption } | undefined)?.option;
        if (option) onPick(option);
      }}
      data-testid="sale-line-item"
    />
  );
}
