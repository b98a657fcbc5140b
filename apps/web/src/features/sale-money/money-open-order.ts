import { type MoneyOpenOrder, saleMoneyOpenOrder } from '@atrium/contract/endpoints/sale-money';
import { useQueries } from '@tanstack/react-query';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';

/**
 * The open figures of these orders for a money form (GET /erp/sale/money/order/:id), in the order
 * given: what each line can still be invoiced or returned, read from the server.
 */
export function useMoneyOpenOrders(orderIds: readonly number[]): (MoneyOpenOrder | undefined)[] {
  const scope = useQueryScope();
  const results = useQueries({
    queries: orderIds.map((id) => ({
      queryKey: ['saleMoneyOpen', ...scope, id],
      queryFn: () => callEndpoint(saleMoneyOpenOrder, { params: { id } }),
      staleTime: 0,
    })),
  });
  return results.map((result) => result.data);
}

/** A form row: one order line, with where the form keeps its quantity (`lines.<index>`). */
export interface OpenRow {
  index: number;
  order: MoneyOpenOrder;
  line: MoneyOpenOrder['lines'][number];
}

/** Every line of the loaded orders, numbered for the form in order of the orders. */
export function openRows(orders: readonly (MoneyOpenOrder | undefined)[]): OpenRow[] {
  const rows: OpenRow[] = [];
  for (const order of orders) {
    if (!order) continue;
    for (const line of order.lines) rows.push({ index: rows.length, order, line });
  }
  return rows;
}

/**
 * The rows a save sends (those with a quantity), and where the server's field errors about each
 * sent line (`lines.<sent>.<field>`) go on the form (`lines.<row>.quantity`).
 */
export function sentRows<T>(
  rows: readonly OpenRow[],
  values: { lines?: ({ quantity?: string | null } | undefined)[] },
  toLine: (row: OpenRow, quantity: string) => T,
): { lines: T[]; aliases: Record<string, string> } {
  const lines: T[] = [];
  const aliases: Record<string, string> = {};
  for (const row of rows) {
    const quantity = values.lines?.[row.index]?.quantity;
    if (!quantity || Number(quantity) === 0) continue;
    for (const field of ['quantity', 'orderId', 'orderLineId', 'serials'])
      aliases[`lines.${lines.length}.${field}`] =
        `lines.${row.index}.${field === 'serials' ? 'serials' : 'quantity'}`;
    lines.push(toLine(row, String(quantity)));
  }
  return { lines, aliases };
}
