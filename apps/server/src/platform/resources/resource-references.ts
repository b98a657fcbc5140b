import { type FieldDef, type Fields, type Resource, referenceFieldNames } from '@atrium/contract';
import type { Db } from '../db/database.js';
import { fieldError } from '../http/app-error.js';
import { labelsOf, pickableIds } from '../references/reference-lookups.js';
import type { ReferenceCaller, ReferenceRegistry, ReferenceSource } from '../references/reference-source.js';

/** A resource's reference fields with their sources, checked at start-up: each `ref` must be registered. */
export type ReferenceFields = readonly { name: string; source: ReferenceSource }[];

export function referenceFieldsOf(
  resource: Resource<Fields>,
  registry: ReferenceRegistry | undefined,
): ReferenceFields {
  return referenceFieldsIn(resource.name, resource.fields, registry);
}

/** The same for any set of fields (a resource's own, or its lines'), `owner` naming them in errors. */
export function referenceFieldsIn(
  owner: string,
  fields: Fields,
  registry: ReferenceRegistry | undefined,
): ReferenceFields {
  return referenceFieldNames(fields).map((name) => {
    const field: FieldDef = fields[name]!;
    const source = field.ref ? registry?.get(field.ref) : undefined;
    if (!source) {
      throw new Error(`${owner}.${name}: no reference source "${field.ref ?? ''}" is registered`);
    }
    return { name, source };
  });
}

type DbRow = Record<string, unknown>;

/** The ids each source is asked about, over all reference fields of all rows. */
function idsBySource(fields: ReferenceFields, rows: readonly DbRow[]): Map<ReferenceSource, Set<number>> {
  const ids = new Map<ReferenceSource, Set<number>>();
  for (const { name, source } of fields) {
    const set = ids.get(source) ?? new Set<number>();
    ids.set(source, set);
    for (const row of rows) if (typeof row[name] === 'number') set.add(row[name] as number);
  }
  return ids;
}

/**
 * Each row's `labels`: the display text of every reference field's record, null when it is gone.
 * One query per referenced source for the whole page, however many rows and fields.
 */
export async function withLabels<R extends DbRow>(
  db: Db,
  fields: ReferenceFields,
  orgId: number,
  rows: R[],
): Promise<R[]> {
  if (fields.length === 0) return rows;
  const labels = new Map<ReferenceSource, Map<number, string>>();
  for (const [source, ids] of idsBySource(fields, rows)) {
    labels.set(source, await labelsOf(db, source, orgId, [...ids]));
  }
  return rows.map((row) => ({
    ...row,
    labels: Object.fromEntries(
      fields.map(({ name, source }) => {
        const id = row[name];
        return [name, typeof id === 'number' ? (labels.get(source)!.get(id) ?? null) : null];
      }),
    ),
  }));
}

/**
 * Of each row's reference values, the fields naming a record the caller may not link to (gone,
 * another organization's, or outside the source's scope). One query per source for all rows.
 */
export async function unpickableFields(
  db: Db,
  fields: ReferenceFields,
  caller: ReferenceCaller,
  rows: readonly DbRow[],
): Promise<string[][]> {
  const pickable = new Map<ReferenceSource, Set<number>>();
  for (const [source, ids] of idsBySource(fields, rows)) {
    pickable.set(source, await pickableIds(db, source, caller, [...ids]));
  }
  return rows.map((row) =>
    fields
      .filter(
        ({ name, source }) =>
          typeof row[name] === 'number' && !pickable.get(source)!.has(row[name] as number),
      )
      .map(({ name }) => name),
  );
}

/** A write's reference values must each name a record the caller may link to (else a 400 on that field). */
export async function assertReferences(
  db: Db,
  fields: ReferenceFields,
  caller: ReferenceCaller,
  values: DbRow,
): Promise<void> {
  const [bad] = await unpickableFields(db, fields, caller, [values]);
  if (bad && bad.length > 0) throw fieldError(bad[0]!, 'validation.referenceMissing');
}
