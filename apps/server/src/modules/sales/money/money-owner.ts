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
