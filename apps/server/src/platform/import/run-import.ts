import type { Fields, ImportMode, ImportReport, ImportRowError, Locale } from '@atrium/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type AuditRecord, recordAudits } from '../audit/record-audit.js';
import type { Db } from '../db/database.js';
import { pgErrorOf } from '../db/pg-error.js';
import { vacuumAfterBulkWrite } from '../db/vacuum-after-bulk-write.js';
import { AppError } from '../http/app-error.js';
import { translate } from '../http/messages.js';
import type { ReceivedFile } from '../http/multipart-file.js';
import { scopeConditionOf } from '../resources/resource-ownership.js';
import { type Actor, type ResourceStore, toRow } from '../resources/resource-store.js';
import type { GoodRow } from './check-rows.js';
import { checkedReferences, ownedImportRows } from './import-references.js';
import { type Plan, runRowImport } from './run-row-import.js';

const CHUNK = 1000;
type DbRow = Record<string, unknown>;

/**
 * The import key: the resource's first unique field (`code`). A row whose key matches a live
 * record updates it, so importing the same file twice writes nothing the second time.
 */
const importKeyOf = (fields: Fields) => Object.keys(fields).find((name) => fields[name]!.unique);

/** The store's own rules (e.g. a linked record in the writer's scope) turn good rows bad. */
async function checkedByStore(
  db: Db,
  store: ResourceStore,
  actor: Actor,
  locale: Locale,
  rows: GoodRow[],
): Promise<{ good: GoodRow[]; errors: ImportRowError[] }> {
  const check = store.checkImportRow;
  if (!check) return { good: rows, errors: [] };
  const good: GoodRow[] = [];
  const errors: ImportRowError[] = [];
  for (const row of rows) {
    const problem = await check(db, actor, row.values);
    if (!problem) good.push(row);
    else
      errors.push({
        row: row.row,
        field: problem.field,
        message: translate(locale, problem.key, problem.params),
      });
  }
  return { good, errors };
}

/** Live records of the organization whose `field` is one of `values`, by that value. */
async function liveRowsBy(db: Db, store: ResourceStore, orgId: number, field: string, values: unknown[]) {
  const found = new Map<unknown, DbRow>();
  const column = store.columns[field]!;
  for (let start = 0; start < values.length; start += CHUNK) {
    const rows = (await db
      .select()
      .from(store.table)
      .where(
        and(
          eq(store.columns.orgId!, orgId),
          isNull(store.columns.deletedAt!),
          inArray(column, values.slice(start, start + CHUNK)),
        ),
      )) as DbRow[];
    for (const row of rows) found.set(row[field], row);
  }
  return found;
}

/** Which of these records the importer's data scope holds (the same condition as a get's). */
async function idsInScope(db: Db, store: ResourceStore, actor: Actor, records: Iterable<DbRow>) {
  const ids = [...records].map((row) => row.id as number);
  const inScope = await scopeConditionOf(db, store, actor);
  if (!inScope) return new Set(ids);
  const held = new Set<number>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await db
      .select({ id: store.columns.id! })
      .from(store.table)
      .where(and(inArray(store.columns.id!, ids.slice(start, start + CHUNK)), inScope));
    for (const row of rows) held.add(row.id as number);
  }
  return held;
}

/** Decides each good row's action; a row clashing with another record on a unique field turns bad. */
async function plan(
  db: Db,
  store: ResourceStore,
  actor: Actor,
  good: GoodRow[],
  locale: Locale,
): Promise<{ plans: Plan[]; errors: ImportRowError[] }> {
  const { orgId } = actor;
  const owned = ownedImportRows(db, store, actor, locale);
  const { fields } = store.resource;
  const key = importKeyOf(fields);
  if (!key) {
    const errors: ImportRowError[] = [];
    const plans: Plan[] = [];
    for (const row of good) {
      const decided = await owned(row.values);
      if ('values' in decided) plans.push({ action: 'create', row: { ...row, values: decided.values } });
      else errors.push({ row: row.row, ...decided });
    }
    return { plans, errors };
  }
  const existing = await liveRowsBy(
    db,
    store,
    orgId,
    key,
    good.map((row) => row.values[key]),
  );
  const visible = await idsInScope(db, store, actor, existing.values());
  const errors: ImportRowError[] = [];
  const clashing = new Set<GoodRow>();
  for (const field of Object.keys(fields).filter((name) => fields[name]!.unique && name !== key)) {
    const taken = await liveRowsBy(
      db,
      store,
      orgId,
      field,
      good.map((row) => row.values[field]).filter((value) => value !== undefined),
    );
    for (const row of good) {
      const holder = taken.get(row.values[field]);
      if (holder && holder[key] !== row.values[key]) {
        clashing.add(row);
        errors.push({ row: row.row, field, message: translate(locale, 'validation.unique') });
      }
    }
  }
  const plans: Plan[] = [];
  for (const checked of good.filter((candidate) => !clashing.has(candidate))) {
    const match = existing.get(checked.values[key]);
    if (match && !visible.has(match.id as number)) {
      // A record outside the importer's scope is refused as if it did not exist.
      const field = store.resource.ownership ? 'ownerUserId' : key;
      errors.push({ row: checked.row, field, message: translate(locale, 'notFound') });
      continue;
    }
    const decided = await owned(checked.values, match);
    if (!('values' in decided)) {
      errors.push({ row: checked.row, ...decided });
      continue;
    }
    const row = { ...checked, values: decided.values };
    if (!match) {
      plans.push({ action: 'create', row });
      continue;
    }
    const current = toRow(store, match) as Record<string, unknown>;
    const changed = Object.entries(row.values).some(([name, value]) => current[name] !== value);
    plans.push(changed ? { action: 'update', row, existing: match } : { action: 'unchanged', row });
  }
  return { plans, errors };
}

/** Writes the plans in one transaction, with one audit entry per created or changed record. */
async function commit(db: Db, store: ResourceStore, actor: Actor, plans: Plan[]): Promise<void> {
  const audits: AuditRecord[] = [];
  const entity = store.resource.name;
  const creates = plans.filter((entry) => entry.action === 'create');
  await db.transaction(async (tx) => {
    for (let start = 0; start < creates.length; start += CHUNK) {
      const inserted = (await tx
        .insert(store.table)
        .values(
          creates.slice(start, start + CHUNK).map(({ row }) => ({
            ...row.values,
            orgId: actor.orgId,
            createdBy: actor.userId,
            updatedBy: actor.userId,
          })),
        )
        .returning()) as DbRow[];
      for (const row of inserted) {
        const after = toRow(store, row);
        audits.push({ ...actor, action: 'create', entity, entityId: after.id, after });
      }
    }
    for (const entry of plans) {
      if (entry.action !== 'update') continue;
      const [after] = (await tx
        .update(store.table)
        .set({
          ...entry.row.values,
          version: sql`${store.columns.version!} + 1`,
          updatedAt: new Date(),
          updatedBy: actor.userId,
        })
        .where(eq(store.columns.id!, entry.existing.id as number))
        .returning()) as DbRow[];
      audits.push({
        ...actor,
        action: 'update',
        entity,
        entityId: entry.existing.id as number,
        before: toRow(store, entry.existing),
        after: toRow(store, after!),
      });
    }
    await recordAudits(tx, audits);
  });
}

/**
 * Imports a CSV/XLSX file into a resource for the actor's organization: checks every row, then
 * (unless a dry run, or all-or-nothing with a bad row) writes the good rows in one transaction.
 */
export function runImport(
  db: Db,
  store: ResourceStore,
  actor: Actor,
  locale: Locale,
  file: ReceivedFile,
  mode: ImportMode,
): Promise<ImportReport> {
  return runRowImport(
    {
      shape: store.resource,
      plan: async (rows) => {
        const checked = await checkedByStore(db, store, actor, locale, rows);
        const referenced = await checkedReferences(db, store, actor, locale, checked.good);
        const planned = await plan(db, store, actor, referenced.good, locale);
        return {
          plans: planned.plans,
          errors: [...checked.errors, ...referenced.errors, ...planned.errors],
        };
      },
      commit: async (plans) => {
        try {
          await commit(db, store, actor, plans);
        } catch (error) {
          // Someone saved the same code meanwhile: nothing was written; running again sorts it out.
          if (pgErrorOf(error)?.code === '23505') throw new AppError(409, 'conflict.stale');
          throw error;
        }
        const written = plans.filter((entry) => entry.action !== 'unchanged').length;
        await vacuumAfterBulkWrite(db, store.table, written);
        return [];
      },
    },
    locale,
    file,
    mode,
  );
}
