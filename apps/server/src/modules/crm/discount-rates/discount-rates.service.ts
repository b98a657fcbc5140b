import type { Fields } from '@atrium/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { fieldError } from '../../../platform/http/app-error.js';
import {
  type Actor,
  createOne,
  type ResourceStore,
  toRow,
  updateOne,
} from '../../../platform/resources/resource-store.js';
import { customerDiscountRates } from '../discount-rates.tables.js';
import { checkRateWith } from './discount-rate-rules.js';

type Body = Record<string, unknown>;

async function assertRate(db: Db, actor: Actor, values: Body, exceptId?: number): Promise<void> {
  const problem = await checkRateWith(exceptId)(db, actor, values);
  if (problem) throw fieldError(problem.field, problem.key, problem.params);
}

export function createRate<F extends Fields>(db: Db, store: ResourceStore<F>, actor: Actor, body: Body) {
  return db.transaction(async (tx) => {
    await assertRate(tx, actor, body);
    return createOne(tx, store, actor, body);
  });
}

/** An update names only what changes: the rules apply to the row as it will be. */
export function updateRate<F extends Fields>(
  db: Db,
  store: ResourceStore<F>,
  actor: Actor,
  id: number,
  body: Body & { version: number },
) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(customerDiscountRates)
      .where(
        and(
          eq(customerDiscountRates.id, id),
          eq(customerDiscountRates.orgId, actor.orgId),
          isNull(customerDiscountRates.deletedAt),
        ),
      );
    // A missing row is updateOne's 404.
    if (current) {
      const merged = { ...(toRow(store, current) as Body), ...body };
      // Clearing one target for the other arrives as null/'' of the cleared field.
      await assertRate(tx, actor, merged, id);
    }
    return updateOne(tx, store, actor, id, body);
  });
}
