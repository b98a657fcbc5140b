import type { Fields, ResourceRow } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/database.js';
import type { SaleOrderRow } from '../orders/order-progress.js';

/**
 * A money document is owned by the owner (and department) of the order it is about — the first
 * of its orders when it names several (docs/sales-money.md, Data scope) — so a salesperson sees the
 * collections, invoices and returns of their orders, whoever wrote them; and its customer is the
 * order's (set here, not through the engine's reference check: whoever may use the order may name
 * its customer, though their CRM scope may not offer it). Sets both on the written row and on the answer.
 */
export async function ownedByOrder(
  tx: Db,
  table: PgTable,
  row: ResourceRow<Fields>,
  order: SaleOrderRow,
): Promise<void> {
  await tx.execute(sql`
    update ${table} set owner_user_id = ${order.ownerUserId}, owner_department_id = ${order.ownerDepartmentId},
      customer_id = ${order.customerId}
    where id = ${row.id}`);
  Object.assign(row, {
    ownerUserId: order.ownerUserId,
    ownerDepartmentId: order.ownerDepartmentId,
    customerId: order.customerId,
    labels: { ...(row.labels as object), customerId: order.customerName },
  });
}

/** A body without a customer: the engine writes the rest, `ownedByOrder` the customer. */
export function withoutCustomer(body: Record<string, unknown>): Record<string, unknown> {
  const { customerId: _customer, ...rest } = body;
  return rest;
}

/**
 * The lines' server-set figures (the item as the order line names it, the amount it carries): the
 * engine writes only what a body may set, so they are written here, by line number, in the create
 * transaction, and put on the answer.
 */
export async function writeLineFigures(
  tx: Db,
  lineTable: PgTable,
  row: ResourceRow<Fields>,
  figures: readonly { itemLabel: unknown; amount: unknown }[],
): Promise<void> {
  if (figures.length === 0) return;
  const values = figures.map(
    (line, index) =>
      sql`(${index + 1}::int, ${String(line.itemLabel)}::text, ${Number(line.amount)}::bigint)`,
  );
  await tx.execute(sql`
    update ${lineTable} l set item_label = v.item_label, amount = v.amount
    from (values ${sql.join(values, sql`, `)}) as v(line_no, item_label, amount)
    where l.parent_id = ${row.id} and l.line_no = v.line_no`);
  const lines = (row.lines ?? []) as Record<string, unknown>[];
  lines.forEach((line, index) => {
    line.itemLabel = figures[index]?.itemLabel;
    line.amount = figures[index]?.amount;
  });
}
