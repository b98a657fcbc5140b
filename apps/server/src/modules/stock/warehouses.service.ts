import type { Fields } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { fieldError } from '../../platform/http/app-error.js';
import {
  type Actor,
  createOne,
  type ResourceStore,
  updateOne,
} from '../../platform/resources/resource-store.js';
import { userOrganizations } from '../admin/admin.tables.js';
import { createRootLocation } from './stock-locations.js';

type Body = Record<string, unknown>;

/** A manager, when named, is a member of the organization. */
async function assertManager(tx: Db, orgId: number, body: Body): Promise<void> {
  const managerUserId = body.managerUserId;
  if (typeof managerUserId !== 'number') return;
  const [member] = await tx
    .select({ userId: userOrganizations.userId })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.userId, managerUserId), eq(userOrganizations.orgId, orgId)));
  if (!member) throw fieldError('managerUserId', 'stock.managerNotMember');
}

/** A new warehouse comes with its root stock location, in the same transaction. */
export function createWarehouse<F extends Fields>(db: Db, store: ResourceStore<F>, actor: Actor, body: Body) {
  return db.transaction(async (tx) => {
    await assertManager(tx, actor.orgId, body);
    const row = await createOne(tx, store, actor, body);
    await createRootLocation(tx, actor.orgId, row.id, String(body.name ?? ''));
    return row;
  });
}

export function updateWarehouse<F extends Fields>(
  db: Db,
  store: ResourceStore<F>,
  actor: Actor,
  id: number,
  body: Body & { version: number },
) {
  return db.transaction(async (tx) => {
    await assertManager(tx, actor.orgId, body);
    return updateOne(tx, store, actor, id, body);
  });
}
