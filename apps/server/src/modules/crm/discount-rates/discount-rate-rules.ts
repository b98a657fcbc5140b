import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import type { ImportRowCheck } from '../../../platform/resources/resource-store.js';
import { dictItems } from '../../common/common.tables.js';
import { isLinkableCustomer } from '../casebook/linked-customer.js';
import { customerDiscountRates } from '../discount-rates.tables.js';

type Problem = Awaited<ReturnType<ImportRowCheck>>;
type Values = Record<string, unknown>;

/** A live rate of the organization matching `where`, other than `exceptId`. */
async function taken(db: Db, orgId: number, where: SQL, exceptId: number | undefined): Promise<boolean> {
  const [row] = await db
    .select({ id: customerDiscountRates.id })
    .from(customerDiscountRates)
    .where(
      and(
        eq(customerDiscountRates.orgId, orgId),
        isNull(customerDiscountRates.deletedAt),
        where,
        exceptId === undefined ? undefined : ne(customerDiscountRates.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A rate row's rules beyond its schema (`values` is the whole row after the write): exactly one of
 * customer and level; the customer in the writer's data scope; the level in the dictionary; from ≤ to;
 * one live row per customer and per level.
 */
export function checkRateWith(exceptId?: number): ImportRowCheck {
  return async (db, actor, values: Values): Promise<Problem> => {
    const customerId = typeof values.customerId === 'number' ? values.customerId : null;
    const level = typeof values.level === 'string' ? values.level : '';
    if ((customerId === null) === (level === ''))
      return { field: 'customerId', key: 'discountRate.targetRequired' };
    const { effectiveFrom: from, effectiveTo: to } = values;
    if (typeof from === 'string' && typeof to === 'string' && to < from) {
      return { field: 'effectiveTo', key: 'discountRate.dateOrder' };
    }
    if (customerId !== null) {
      if (!(await isLinkableCustomer(db, actor, customerId, 'organization'))) {
        return { field: 'customerId', key: 'discountRate.customerMissing' };
      }
      const clash = eq(customerDiscountRates.customerId, customerId);
      if (await taken(db, actor.orgId, clash, exceptId)) {
        return { field: 'customerId', key: 'discountRate.customerTaken' };
      }
      return null;
    }
    const [item] = await db
      .select({ id: dictItems.id })
      .from(dictItems)
      .where(
        and(
          eq(dictItems.orgId, actor.orgId),
          eq(dictItems.type, 'customerLevel'),
          eq(dictItems.value, level),
        ),
      );
    if (!item) return { field: 'level', key: 'discountRate.levelUnknown' };
    const clash = and(isNull(customerDiscountRates.customerId), eq(customerDiscountRates.level, level))!;
    if (await taken(db, actor.orgId, clash, exceptId))
      return { field: 'level', key: 'discountRate.levelTaken' };
    return null;
  };
}
