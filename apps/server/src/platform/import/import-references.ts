import type { ImportRowError, Locale } from '@atrium/contract';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { translate } from '../http/messages.js';
import { ownerValues } from '../resources/resource-ownership.js';
import { unpickableFields } from '../resources/resource-references.js';
import type { Actor, ResourceStore } from '../resources/resource-store.js';
import type { GoodRow } from './check-rows.js';

/**
 * Imported rows follow the create endpoint's reference rule: each reference names a record the
 * importer may link to (one query per source for the whole file), else the row is refused.
 */
export async function checkedReferences(
  db: Db,
  store: ResourceStore,
  actor: Actor,
  locale: Locale,
  rows: GoodRow[],
): Promise<{ good: GoodRow[]; errors: ImportRowError[] }> {
  if (store.references.length === 0) return { good: rows, errors: [] };
  const bad = await unpickableFields(
    db,
    store.references,
    actor,
    rows.map((row) => row.values),
  );
  const good: GoodRow[] = [];
  const errors: ImportRowError[] = [];
  rows.forEach((row, index) => {
    const fields = bad[index]!;
    if (fields.length === 0) good.push(row);
    for (const field of fields) {
      errors.push({ row: row.row, field, message: translate(locale, 'validation.referenceMissing') });
    }
  });
  return { good, errors };
}

/** What the ownership rules decide for one row: the values to write, or why it is refused. */
export type OwnedRow = { values: Record<string, unknown> } | { field: string; message: string };

/**
 * An owned resource's imported rows: a new record gets the importer (or the owner its row names,
 * within the importer's scope) and that owner's department. Each owner is looked up once per file.
 * (A row matching a record outside the importer's scope is refused before: run-import.ts.)
 */
export function ownedImportRows(db: Db, store: ResourceStore, actor: Actor, locale: Locale) {
  const owners = new Map<string, Promise<OwnedRow>>();
  const ownerOf = (values: Record<string, unknown>, existing: Record<string, unknown> | undefined) => {
    const key = `${String(values.ownerUserId)}:${existing ? String(existing.ownerUserId) : 'new'}`;
    let owner = owners.get(key);
    if (!owner) {
      owner = ownerValues(db, store, actor, values, existing).then<OwnedRow, OwnedRow>(
        (found) => ({ values: found }),
        (error) => {
          const refusal = error instanceof AppError ? error.fieldErrors?.[0] : undefined;
          if (!refusal) throw error;
          const { message } = refusal;
          const text = 'key' in message ? translate(locale, message.key, message.params) : message.text;
          return { field: refusal.path, message: text };
        },
      );
      owners.set(key, owner);
    }
    return owner;
  };
  return async (values: Record<string, unknown>, existing?: Record<string, unknown>): Promise<OwnedRow> => {
    if (!store.resource.ownership) return { values };
    const owner = await ownerOf(values, existing);
    return 'values' in owner ? { values: { ...values, ...owner.values } } : owner;
  };
}
