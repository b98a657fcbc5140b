import { type Fields, isValidCreditCode } from '@atrium/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { fieldError } from '../../platform/http/app-error.js';
import type { ResourceWriteRules } from '../../platform/resources/bind-resource.js';
import {
  type Actor,
  createOne,
  type ImportRowCheck,
  type ResourceStore,
  updateOne,
} from '../../platform/resources/resource-store.js';
import { supplierContacts } from './suppliers.tables.js';

type Body = Record<string, unknown>;

/**
 * What the contract's field rules can't say: the tax number's check character (its shape is the
 * contract's pattern) and at most one primary contact. The engine does the rest.
 */
function assertSupplierRules(body: Body, storedPrimary: ReadonlyMap<number, boolean> = new Map()): void {
  if (typeof body.taxNumber === 'string' && !isValidCreditCode(body.taxNumber))
    throw fieldError('taxNumber', 'validation.creditCode');
  if (!Array.isArray(body.lines)) return;
  // A line an update names by id without `primary` keeps its stored flag.
  const isPrimary = (line: Body) =>
    line.primary === undefined && typeof line.id === 'number'
      ? storedPrimary.get(line.id) === true
      : line.primary === true;
  const primaries = (body.lines as Body[]).flatMap((line, index) => (isPrimary(line) ? [index] : []));
  if (primaries.length > 1) throw fieldError(`lines.${primaries[1]}.primary`, 'supply.primaryContactTwice');
}

/** The primary flags of a supplier's stored contacts, by line id. */
async function storedPrimaryFlags(db: Db, supplierId: number): Promise<Map<number, boolean>> {
  const rows = await db
    .select({ id: supplierContacts.id, primary: supplierContacts.primary })
    .from(supplierContacts)
    .where(eq(supplierContacts.parentId, supplierId));
  return new Map(rows.map((row) => [row.id, row.primary]));
}

const checkImportRow: ImportRowCheck = async (_db, _actor, values) =>
  typeof values.taxNumber === 'string' && !isValidCreditCode(values.taxNumber)
    ? { field: 'taxNumber', key: 'validation.creditCode' }
    : null;

/** The supplier resource's create, update and import with those rules in front of the engine's. */
export const supplierRules: ResourceWriteRules<Fields> = {
  create: (db: Db, store: ResourceStore<Fields>, actor: Actor, body: Body) => {
    assertSupplierRules(body);
    return createOne(db, store, actor, body);
  },
  update: async (db, store, actor, id, body) => {
    assertSupplierRules(body, Array.isArray(body.lines) ? await storedPrimaryFlags(db, id) : undefined);
    return updateOne(db, store, actor, id, body);
  },
  checkImportRow,
};
