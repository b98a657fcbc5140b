import { childShare } from '@atrium/contract';
import { AppError, fieldError } from '../../../platform/http/app-error.js';
import type { SaleOrderLineRow } from '../orders/order-progress.js';

/** A document line asking for `quantity` of an order line; `index` is the request's line it came from. */
export interface AskedLine {
  orderLineId: number;
  quantity: string;
  index: number;
}

/**
 * The kit rule of invoices and returns (docs/sales-money.md, Kits): a parent line taken without
 * its children takes them along in proportion (`childShare`), down the tree, unless the request
 * names them itself; a child named alone goes alone. A child whose share is not an exact quantity
 * is refused (name its quantity). Lines of another order or named twice are refused on their cell.
 */
export function withKitChildren(
  orderLines: readonly SaleOrderLineRow[],
  asked: readonly AskedLine[],
): AskedLine[] {
  assertSomeLines(asked);
  const byId = new Map(orderLines.map((line) => [line.id, line]));
  const named = new Set<number>();
  for (const line of asked) {
    if (!byId.has(line.orderLineId))
      throw fieldError(`lines.${line.index}.orderLineId`, 'sales.moneyLineNotInOrder', {
        line: String(line.index + 1),
      });
    if (named.has(line.orderLineId))
      throw fieldError(`lines.${line.index}.orderLineId`, 'sales.moneyLineRepeated', {
        line: String(line.index + 1),
      });
    named.add(line.orderLineId);
  }
  const all = [...asked];
  for (let at = 0; at < all.length; at += 1) {
    const parent = byId.get(all[at]!.orderLineId)!;
    for (const child of orderLines) {
      if (child.parentLineId !== parent.id || named.has(child.id)) continue;
      const quantity = childShare(child.quantity, parent.quantity, all[at]!.quantity);
      if (quantity === null)
        throw new AppError(400, 'sales.moneyKitNotExact', {
          line: String(parent.lineNo),
          item: parent.itemLabel,
        });
      named.add(child.id);
      all.push({ orderLineId: child.id, quantity, index: all[at]!.index });
    }
  }
  return all;
}

/**
 * A refusal of the progress API (it names the order line's number) pointed at the request's cell
 * of that line, so the form shows it there; other errors pass unchanged.
 */
export function onLineCell(
  error: unknown,
  orderLines: readonly SaleOrderLineRow[],
  asked: readonly AskedLine[],
  field = 'quantity',
): unknown {
  if (!(error instanceof AppError) || error.fieldErrors || !error.params.line) return error;
  const line = orderLines.find((row) => String(row.lineNo) === String(error.params.line));
  const at = asked.find((row) => row.orderLineId === line?.id);
  if (!at) return error;
  return fieldError(`lines.${at.index}.${field}`, error.messageKey, error.params);
}

/** A money document has at least one line (the resource allows none only for its import template). */
export function assertSomeLines(lines: unknown): void {
  if (!Array.isArray(lines) || lines.length === 0) throw fieldError('lines', 'sales.moneyLinesEmpty');
}
