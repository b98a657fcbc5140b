import { and, eq, exists, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { customers } from '../customers.tables.js';
import { customerTagLinks } from '../tag-links.tables.js';

/** The condition "the customer carries any of these tags" for customer lists (tagIds filter). */
export function hasAnyTag(db: Db, tagIds: number[]): SQL {
  return exists(
    db
      .select({ one: customerTagLinks.tagId })
      .from(customerTagLinks)
      .where(
        and(
          eq(customerTagLinks.orgId, customers.orgId),
          eq(customerTagLinks.customerId, customers.id),
          inArray(customerTagLinks.tagId, tagIds),
        ),
      ),
  );
}

/** Each customer's tag ids (ascending), for the rows of a list page or a detail. */
export async function tagIdsByCustomer(db: Db, orgId: number, customerIds: number[]) {
  const byCustomer = new Map<number, number[]>(customerIds.map((id) => [id, []]));
  if (customerIds.length === 0) return byCustomer;
  const links = await db
    .select({ customerId: customerTagLinks.customerId, tagId: customerTagLinks.tagId })
    .from(customerTagLinks)
    .where(and(eq(customerTagLinks.orgId, orgId), inArray(customerTagLinks.customerId, customerIds)))
    .orderBy(customerTagLinks.customerId, customerTagLinks.tagId);
  for (const { customerId, tagId } of links) byCustomer.get(customerId)?.push(tagId);
  return byCustomer;
}
