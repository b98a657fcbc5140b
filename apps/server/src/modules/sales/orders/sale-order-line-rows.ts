import {
  SALE_ORDER_LINES_MAX,
  type SaleLineItemKind,
  type SaleOrderLineInput,
} from '@atrium/contract/endpoints/sale-orders';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { fieldError } from '../../../platform/http/app-error.js';
import { assertLineCount, pricedLine, saleItemKey, saleItemsOf } from './sale-order-items.js';
import { SALE_ORDER_RESERVATION_KIND } from './sale-order-reservations.js';
import { saleOrderLines } from './sale-orders.tables.js';

/** A body line with the server's figures: what is written for it. */
export interface WrittenLine {
  /** Position in the body, from 1 (the line's number on the order). */
  lineNo: number;
  /** The body position of its parent (null: a root line). */
  parentLineNo: number | null;
  id?: number;
  itemKind: SaleLineItemKind;
  itemId: number;
  itemLabel: string;
  unit: string;
  quantity: string;
  unitPrice: number;
  discountRate: number;
  taxRate: number;
  listAmount: number;
  amount: number;
  taxAmount: number;
  extOrderSn: string;
  remark: string;
}

/**
 * The body's lines as they will be written: items found (live), quantities fit their units, a
 * parent an earlier line of the body (`parentLineNo`), rates defaulted (the customer's discount,
 * the item's tax) and every amount the server's own (`saleLineAmounts`).
 */
export async function writtenLines(
  tx: Db,
  orgId: number,
  lines: readonly (SaleOrderLineInput & { extOrderSn?: string })[],
  customerRate: number,
): Promise<WrittenLine[]> {
  assertLineCount(lines.length, SALE_ORDER_LINES_MAX);
  lines.forEach((line, index) => {
    if (line.parentLineNo !== undefined && line.parentLineNo > index) {
      throw fieldError(`lines.${index}.parentLineNo`, 'sales.orderParentLineNo');
    }
  });
  const items = await saleItemsOf(tx, orgId, lines);
  return lines.map((line, index) => {
    const item = items.get(saleItemKey(line))!;
    return {
      lineNo: index + 1,
      parentLineNo: line.parentLineNo ?? null,
      id: line.id,
      itemKind: line.itemKind,
      itemId: line.itemId,
      itemLabel: item.label,
      unit: item.unit,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      ...pricedLine(line, item, customerRate),
      extOrderSn: line.extOrderSn ?? '',
      remark: line.remark ?? '',
    };
  });
}

/** Σ of the lines' figures: the order's totals. */
export function totalsOf(lines: readonly { listAmount: number; amount: number; taxAmount: number }[]) {
  return lines.reduce(
    (sum, line) => ({
      listTotalFen: sum.listTotalFen + line.listAmount,
      totalFen: sum.totalFen + line.amount,
      taxFen: sum.taxFen + line.taxAmount,
    }),
    { listTotalFen: 0, totalFen: 0, taxFen: 0 },
  );
}

/** Inserts new lines of an order (parents set afterwards by `linkParents`); answers their ids by line number. */
export async function insertLines(
  tx: Db,
  orgId: number,
  orderId: number,
  lines: readonly WrittenLine[],
): Promise<Map<number, number>> {
  if (lines.length === 0) return new Map();
  const rows = await tx
    .insert(saleOrderLines)
    .values(
      lines.map((line) => ({
        orgId,
        parentId: orderId,
        lineNo: line.lineNo,
        itemKind: line.itemKind,
        itemId: line.itemId,
        itemLabel: line.itemLabel,
        unit: line.unit,
        extOrderSn: line.extOrderSn,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        discountRate: line.discountRate,
        taxRate: line.taxRate,
        amount: line.amount,
        taxAmount: line.taxAmount,
        remark: line.remark,
      })),
    )
    .returning({ id: saleOrderLines.id, lineNo: saleOrderLines.lineNo });
  return new Map(rows.map((row) => [row.lineNo, row.id]));
}

/** Sets every line's parent (by line number → id) in one statement. */
export async function linkParents(
  tx: Db,
  orderId: number,
  lines: readonly WrittenLine[],
  idOf: ReadonlyMap<number, number>,
): Promise<void> {
  const children = lines.filter((line) => line.parentLineNo !== null);
  if (children.length === 0) return;
  const values = children.map(
    (line) => sql`(${idOf.get(line.lineNo)!}::int, ${idOf.get(line.parentLineNo!)!}::int)`,
  );
  await tx.execute(sql`
    update sale_order_lines l set parent_line_id = v.parent
    from (values ${sql.join(values, sql`, `)}) as v(id, parent)
    where l.id = v.id and l.parent_id = ${orderId}`);
}

/** The hold of a stock line (services hold none) at the order's warehouse. */
export function holdOf(
  line: { id: number; itemKind: SaleLineItemKind; itemId: number; quantity: string },
  warehouseId: number,
) {
  if (line.itemKind === 'service') return [];
  return [
    {
      documentKind: SALE_ORDER_RESERVATION_KIND,
      documentLineId: line.id,
      warehouseId,
      itemKind: line.itemKind,
      itemId: line.itemId,
      quantity: line.quantity,
    },
  ];
}
