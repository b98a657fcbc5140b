import type { Fields } from '@atrium/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { fieldError } from '../../../platform/http/app-error.js';
import {
  type Actor,
  createOne,
  type ImportRowCheck,
  type ResourceStore,
  updateOne,
} from '../../../platform/resources/resource-store.js';
import { files } from '../../files/files.tables.js';
import { isLinkableCustomer } from './linked-customer.js';

type Body = Record<string, unknown>;

const fileIdsOf = (attachments: string) =>
  attachments === '' ? [] : [...new Set(attachments.split(',').map(Number))];

/** The case's own rules beyond its schema: a linked customer in the writer's scope, attachments of the organization. */
export const checkCase: ImportRowCheck = async (db, actor, values) => {
  const customerId = values.customerId;
  if (typeof customerId === 'number' && !(await isLinkableCustomer(db, actor, customerId, 'dataScope'))) {
    return { field: 'customerId', key: 'crmLink.customerOutOfScope' };
  }
  if (typeof values.attachments === 'string') {
    const wanted = fileIdsOf(values.attachments);
    if (wanted.length === 0) return null;
    const found = await db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.orgId, actor.orgId), inArray(files.id, wanted)));
    const missing = wanted.find((id) => !found.some((file) => file.id === id));
    if (missing !== undefined) {
      return { field: 'attachments', key: 'customerCase.attachmentMissing', params: { id: missing } };
    }
  }
  return null;
};

async function assertCase(db: Db, actor: Actor, body: Body): Promise<void> {
  const problem = await checkCase(db, actor, body);
  if (problem) throw fieldError(problem.field, problem.key, problem.params);
}

export function createCase<F extends Fields>(db: Db, store: ResourceStore<F>, actor: Actor, body: Body) {
  return db.transaction(async (tx) => {
    await assertCase(tx, actor, body);
    return createOne(tx, store, actor, body);
  });
}

export function updateCase<F extends Fields>(
  db: Db,
  store: ResourceStore<F>,
  actor: Actor,
  id: number,
  body: Body & { version: number },
) {
  return db.transaction(async (tx) => {
    await assertCase(tx, actor, body);
    return updateOne(tx, store, actor, id, body);
  });
}
