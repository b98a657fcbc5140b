import { progressAmount, quantityOf, quantityUnits } from '@atrium/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { AppError, notFound } from '../../../platform/http/app-error.js';
import { writeStateChange } from '../../../platform/timeline/state-change-entry.js';
import { saleOrderLines, saleOrders } from './sale-orders.tables.js';

/**
 * The one place an order's progress moves (docs/sales.md, "Progress"): shipments, returns and
 * invoices call it inside their own transaction, after `lockSaleOrder`. It refuses, with a message
 * that explains the limit, any step that would break what must add up — per line, in quantity and
 * in amount:
 *
 *   0 ≤ shipped ≤ ordered;  0 ≤ returned ≤ shipped;  0 ≤ invoiced ≤ ordered − returned
 *
 * and a kit child never ships ahead of its parent. Each step's amount is the line's cumulative
 * share (`progressAmount`), so the parts of a line always add up to its amount. The order's
 * totals move with its lines in the same statement set, and shipping moves its status
 * (confirmed → partly shipped → shipped), written on its timeline.
 */

export type SaleOrderRow = typeof saleOrders.$inferSelect;
export type SaleOrderLineRow = typeof saleOrderLines.$inferSelect;
export type ProgressKind = 'shipped' | 'returned' | 'invoiced';

export interface ProgressChange {
  lineId: number;
  /** The quantity the step adds (negative takes it back: a voided invoice). */
  quantity: string;
}

export interface ProgressStep {
  line: SaleOrderLineRow;
  quantity: string;
  /** The amount (fen) the step carried, by the line's cumulative share. */
  amount: number;
}

/** Locks an order (FOR UPDATE) of the organization, not deleted; 404 otherwise. Every change of an
 * order's figures takes this lock first, so they queue per order. */
export async function lockSaleOrder(tx: Db, orgId: number, orderId: number): Promise<SaleOrderRow> {
  const [order] = await tx
    .select()
    .from(saleOrders)
    .where(and(eq(saleOrders.orgId, orgId), eq(saleOrders.id, orderId), isNull(saleOrders.deletedAt)))
    .for('update');
  if (!order) throw notFound();
  return order;
}

/** The order's lines (all, or those named), in line order. Call after `lockSaleOrder`. */
export function orderLines(
  tx: Db,
  order: SaleOrderRow,
  lineIds?: readonly number[],
): Promise<SaleOrderLineRow[]> {
  return tx
    .select()
    .from(saleOrderLines)
    .where(
      and(
        eq(saleOrderLines.parentId, order.id),
        eq(saleOrderLines.orgId, order.orgId),
        lineIds ? inArray(saleOrderLines.id, [...lineIds]) : undefined,
      ),
    )
    .orderBy(asc(saleOrderLines.lineNo));
}

const FIELDS = {
  shipped: { quantity: 'shippedQuantity', amount: 'shippedAmount', total: 'shippedFen' },
  returned: { quantity: 'returnedQuantity', amount: 'returnedAmount', total: 'returnedFen' },
  invoiced: { quantity: 'invoicedQuantity', amount: 'invoicedAmount', total: 'invoicedFen' },
} as const;

const units = (quantity: string) => quantityUnits(quantity);

/** Why a step is refused: the line's number and item, and the figures that limit it. */
function refuse(
  key:
    | 'sales.progressShipTooMuch'
    | 'sales.progressShipAheadOfParent'
    | 'sales.progressReturnTooMuch'
    | 'sales.progressReturnInvoiced'
    | 'sales.progressInvoiceTooMuch'
    | 'sales.progressUninvoiceTooMuch',
  line: SaleOrderLineRow,
  params: Record<string, string>,
): AppError {
  return new AppError(400, key, { line: String(line.lineNo), item: line.itemLabel, ...params });
}

/** A quantity of the line's unit as people read it ("3", "2.5"). */
const shown = (quantity: string) => quantityOf(units(quantity));

function checkStep(kind: ProgressKind, line: SaleOrderLineRow, after: bigint): void {
  const ordered = units(line.quantity);
  const shipped = units(line.shippedQuantity);
  const returned = units(line.returnedQuantity);
  const invoiced = units(line.invoicedQuantity);
  const figures = {
    ordered: shown(line.quantity),
    shipped: shown(line.shippedQuantity),
    returned: shown(line.returnedQuantity),
    invoiced: shown(line.invoicedQuantity),
  };
  if (kind === 'shipped' && (after > ordered || after < returned)) {
    throw refuse('sales.progressShipTooMuch', line, { ...figures, max: quantityOf(ordered - shipped) });
  }
  if (kind === 'returned') {
    if (after > shipped || after < 0n) {
      throw refuse('sales.progressReturnTooMuch', line, { ...figures, max: quantityOf(shipped - returned) });
    }
    if (invoiced > ordered - after) {
      throw refuse('sales.progressReturnInvoiced', line, {
        ...figures,
        max: quantityOf(ordered - invoiced - returned),
      });
    }
  }
  if (kind === 'invoiced') {
    if (after < 0n) throw refuse('sales.progressUninvoiceTooMuch', line, figures);
    if (after > ordered - returned) {
      throw refuse('sales.progressInvoiceTooMuch', line, {
        ...figures,
        max: quantityOf(ordered - returned - invoiced),
      });
    }
  }
}

/**
 * Records a step of `kind` on some of the order's lines. The caller holds the order's lock
 * (`lockSaleOrder`) and passes the locked row. Answers each line's step with the amount it carried
 * (an invoice line's amount, a return's refund basis, a shipment's revenue).
 */
export async function recordLineProgress(
  tx: Db,
  actor: { orgId: number; userId: number | null },
  order: SaleOrderRow,
  kind: ProgressKind,
  changes: readonly ProgressChange[],
): Promise<ProgressStep[]> {
  if (changes.length === 0) return [];
  const ids = changes.map((change) => change.lineId);
  if (new Set(ids).size !== ids.length) throw new AppError(400, 'sales.progressLineRepeated');
  const lines = await orderLines(tx, order);
  const byId = new Map(lines.map((line) => [line.id, line]));
  const field = FIELDS[kind];
  const steps: ProgressStep[] = [];
  const after = new Map<number, bigint>();
  for (const change of changes) {
    const line = byId.get(change.lineId);
    if (!line) throw new AppError(400, 'sales.progressLineNotInOrder', { lineId: String(change.lineId) });
    const before = line[field.quantity];
    const next = units(before) + units(change.quantity);
    checkStep(kind, line, next);
    after.set(line.id, next);
    const amount = progressAmount(line.amount, line.quantity, before, quantityOf(next));
    steps.push({ line, quantity: change.quantity, amount });
  }
  if (kind === 'shipped') checkKitsShipTogether(lines, after);

  // One statement for the lines, one for the order.
  const values = steps.map(
    (step) =>
      sql`(${step.line.id}::int, ${quantityOf(after.get(step.line.id)!)}::numeric, ${step.amount}::bigint)`,
  );
  const quantityColumn = sql.identifier(columnName(field.quantity));
  const amountColumn = sql.identifier(columnName(field.amount));
  await tx.execute(sql`
    update sale_order_lines l set ${quantityColumn} = v.quantity, ${amountColumn} = l.${amountColumn} + v.amount
    from (values ${sql.join(values, sql`, `)}) as v(id, quantity, amount)
    where l.id = v.id and l.parent_id = ${order.id}`);
  const total = steps.reduce((sum, step) => sum + step.amount, 0);
  const status = kind === 'shipped' ? await shippingStatus(tx, order) : order.status;
  const totalColumn = sql.identifier(columnName(field.total));
  await tx.execute(sql`
    update sale_orders set ${totalColumn} = ${totalColumn} + ${total}, status = ${status},
      updated_at = now(), updated_by = ${actor.userId}
    where id = ${order.id}`);
  if (status !== order.status) {
    await writeStateChange(tx, 'saleOrder', kind === 'shipped' ? 'ship' : kind, {
      actor,
      id: order.id,
      from: order.status,
      to: status,
    });
  }
  return steps;
}

/** A kit child never ships ahead of its parent: child.shipped / child.ordered ≤ parent.shipped / parent.ordered. */
function checkKitsShipTogether(lines: readonly SaleOrderLineRow[], after: ReadonlyMap<number, bigint>): void {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const shippedOf = (line: SaleOrderLineRow) => after.get(line.id) ?? units(line.shippedQuantity);
  for (const child of lines) {
    const parent = child.parentLineId === null ? undefined : byId.get(child.parentLineId);
    if (!parent || !after.has(child.id)) continue;
    if (shippedOf(child) * units(parent.quantity) > units(child.quantity) * shippedOf(parent)) {
      throw refuse('sales.progressShipAheadOfParent', child, { parent: String(parent.lineNo) });
    }
  }
}

/** After a shipment's lines are written: shipped when no line is left to ship, else partly shipped. */
async function shippingStatus(tx: Db, order: SaleOrderRow): Promise<SaleOrderRow['status']> {
  if (!['confirmed', 'partlyShipped'].includes(order.status)) {
    throw new AppError(400, 'sales.orderNotShippable', { state: order.status });
  }
  const result = await tx.execute(sql`
    select exists (select 1 from sale_order_lines where parent_id = ${order.id} and shipped_quantity < quantity) as open`);
  return (result as unknown as { rows: { open: boolean }[] }).rows[0]?.open ? 'partlyShipped' : 'shipped';
}

const COLUMN_NAMES: Record<string, string> = {
  shippedQuantity: 'shipped_quantity',
  returnedQuantity: 'returned_quantity',
  invoicedQuantity: 'invoiced_quantity',
  shippedAmount: 'shipped_amount',
  returnedAmount: 'returned_amount',
  invoicedAmount: 'invoiced_amount',
  shippedFen: 'shipped_fen',
  returnedFen: 'returned_fen',
  invoicedFen: 'invoiced_fen',
};
const columnName = (field: string) => COLUMN_NAMES[field]!;
