import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { customers } from '../customers.tables.js';
import { customerDiscountRates } from '../discount-rates.tables.js';

export interface DiscountRate {
  /** Basis points of the list price (10000 = 100%). */
  rate: number;
  /** Whether the customer's own rate or its level's applied. */
  source: 'customer' | 'level';
  id: number;
}

/**
 * The discount rate an order of `customerId` gets on day `at` (YYYY-MM-DD): the customer's own
 * rate when one is in effect that day, else its level's, else null (list price). Rates outside
 * their effective dates are ignored; a customer of another organization has none.
 */
export async function discountRateFor(
  db: Db,
  orgId: number,
  customerId: number,
  at: string,
): Promise<DiscountRate | null> {
  const [customer] = await db
    .select({ level: customers.level })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.orgId, orgId), isNull(customers.deletedAt)));
  if (!customer) return null;
  const t = customerDiscountRates;
  // A customer without a level has only its own rate ('' is no level, never a level's row).
  const ofLevel = customer.level === '' ? undefined : and(isNull(t.customerId), eq(t.level, customer.level));
  const rows = await db
    .select({ id: t.id, rate: t.rate, customerId: t.customerId })
    .from(t)
    .where(
      and(
        eq(t.orgId, orgId),
        isNull(t.deletedAt),
        or(eq(t.customerId, customerId), ofLevel),
        or(isNull(t.effectiveFrom), lte(t.effectiveFrom, at)),
        or(isNull(t.effectiveTo), gte(t.effectiveTo, at)),
      ),
    );
  const own = rows.find((row) => row.customerId === customerId);
  if (own) return { rate: own.rate, source: 'customer', id: own.id };
  const level = rows.find((row) => row.customerId === null);
  return level ? { rate: level.rate, source: 'level', id: level.id } : null;
}
