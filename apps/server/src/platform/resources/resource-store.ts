import {
  type Fields,
  isAllowedTransition,
  type LocalizedText,
  PAGE_TOTAL_EXACT_LIMIT,
  PAGE_TOTAL_SEARCH_EXACT_LIMIT,
  type Resource,
  type ResourceQuery,
  type ResourceRow,
  statesAllowing,
} from '@atrium/contract';
import { and, eq, getTableColumns, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type DataScopeRegistry, registerRecordScopes } from '../access/record-scope.js';
import { recordAudit } from '../audit/record-audit.js';
import type { Db } from '../db/database.js';
import { type PageTotal, pageOffset, pageTotal } from '../db/page-total.js';
import { isDataException, pgErrorOf } from '../db/pg-error.js';
import { AppError, fieldError, notFound } from '../http/app-error.js';
import { localizedParams, type MessageKey, type MessageParams } from '../http/messages.js';
import type { ModuleHookRegistry, RecordEvent } from '../modules/module-hooks.js';
import type { ReferenceCaller, ReferenceRegistry } from '../references/reference-source.js';
import { transactionRemovingBlobs } from '../storage/blobs-of-transaction.js';
import { transitionRequests } from '../transitions/transition-requests.tables.js';
import {
  type ChildBinding,
  type ChildStore,
  childStoresOf,
  createChildren,
  planChildren,
  replaceChildren,
  withChildren,
  withLineCounts,
} from './child-store.js';
import { assertFieldsFitColumns } from './field-nullability.js';
import { RESOURCE_COLUMN_NAMES } from './resource-columns.js';
import { ownerValues, scopeConditionOf } from './resource-ownership.js';
import { pageOrder, pageWhere, type ResourceColumns, searchesText } from './resource-query.js';
import {
  assertReferences,
  type ReferenceFields,
  referenceFieldsOf,
  withLabels,
} from './resource-references.js';
import { answerValue } from './stored-value.js';

/** A resource bound to its table: what every operation below needs. */
export interface ResourceStore<F extends Fields = Fields> {
  resource: Resource<F>;
  table: PgTable;
  columns: ResourceColumns;
  /** Totals are exact up to this many rows (tests lower it to reach the estimate). */
  exactCountLimit?: number;
  /** The store's own rules on an imported row (those its create route applies beyond the schema). */
  checkImportRow?: ImportRowCheck;
  /** The reference fields with their sources (rows answer their labels; writes are checked). */
  references: ReferenceFields;
  /** The resource's child collections (its `lines`, a product's `images`) bound to their tables. */
  children: ChildStore[];
  /** The app's data scopes: the assignment scopes the resource's own may read. */
  dataScopes?: DataScopeRegistry;
  /**
   * Other modules' hooks on `<resource>.beforeDelete` (module-hooks.ts), run by every delete in its
   * transaction once the row is locked and its version checked; a hook may refuse the delete.
   */
  beforeDelete?: (event: RecordEvent) => Promise<void>;
}

/** A problem with one imported row's values, or null when the row may be written. */
export type ImportRowCheck = (
  db: Db,
  actor: Actor,
  values: Record<string, unknown>,
) => Promise<{ field: string; key: MessageKey; params?: MessageParams } | null>;

/** Who is writing, for the record's who-columns and the audit entry. */
export interface Actor {
  orgId: number;
  userId: number;
  ip: string;
}

type DbRow = Record<string, unknown>;
type Page<F extends Fields> = PageTotal & { list: ResourceRow<F>[]; pageNum: number; pageSize: number };

/** Checks, at start-up, that the table has the engine's columns and one per field. */
export function resourceStore<F extends Fields>(
  resource: Resource<F>,
  table: PgTable,
  options: {
    exactCountLimit?: number;
    checkImportRow?: ImportRowCheck;
    /** The app's reference sources (`app.referenceSources`); each reference field's must be there. */
    referenceSources?: ReferenceRegistry;
    /** The table of the resource's child lines (a resource that declares `lines` needs one). */
    lineTable?: PgTable;
    /** The table (and module step) of each child collection the resource declares besides `lines`. */
    children?: Record<string, ChildBinding>;
    /** The app's data scopes (`app.dataScopes`): the resource's scopes join the role editor's. */
    dataScopes?: DataScopeRegistry;
    /** The app's module hooks (`app.moduleHooks`): the store raises `<resource>.beforeDelete`. */
    moduleHooks?: ModuleHookRegistry;
  } = {},
): ResourceStore<F> {
  const columns = getTableColumns(table) as ResourceColumns;
  const missing = [...RESOURCE_COLUMN_NAMES, ...Object.keys(resource.fields)].filter(
    (name) => !columns[name],
  );
  if (missing.length > 0) throw new Error(`${resource.name}: its table lacks columns ${missing.join(', ')}`);
  assertFieldsFitColumns(resource.name, resource.fields, columns);
  const { referenceSources, lineTable, children: childBindings, moduleHooks, ...rest } = options;
  if (rest.dataScopes) registerRecordScopes(rest.dataScopes, resource.recordScopes);
  const references = referenceFieldsOf(resource as Resource, referenceSources);
  const bindings = { ...childBindings, ...(lineTable ? { lines: { table: lineTable } } : {}) };
  const children = childStoresOf(resource as Resource, bindings, referenceSources);
  const beforeDelete = moduleHooks?.runnerOf<RecordEvent>(`${resource.name}.beforeDelete`);
  return { resource, table, columns, ...rest, references, children, beforeDelete };
}

/** Rows as answered: each with its reference fields' labels (one query per referenced source). */
async function labelled<F extends Fields>(
  db: Db,
  store: ResourceStore<F>,
  orgId: number,
  rows: ResourceRow<F>[],
): Promise<ResourceRow<F>[]> {
  return withLabels(db, store.references, orgId, rows);
}

/** A stored row as the contract's row (each field's value as answerValue gives it). */
export function toRow<F extends Fields>(store: ResourceStore<F>, row: DbRow): ResourceRow<F> {
  const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
  const fields = Object.entries(store.resource.fields).map(([name, field]) => [
    name,
    answerValue(field, row[name]),
  ]);
  return {
    id: row.id,
    ...Object.fromEntries(fields),
    version: row.version,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    createdBy: row.createdBy ?? null,
  } as ResourceRow<F>;
}

/** Only the resource's own fields of a body (never id, org, version or who-columns). */
function fieldValues(store: ResourceStore, body: Record<string, unknown>): DbRow {
  return Object.fromEntries(
    Object.keys(store.resource.fields)
      .filter((name) => body[name] !== undefined)
      .map((name) => [name, body[name]]),
  );
}

/**
 * A page in two steps: the page's ids (the filtered, ordered walk skips OFFSET rows, reading
 * only an index when one covers the filters and sort), then those rows. Skipping 10,000 rows
 * of ids is cheap; skipping 10,000 whole rows fetches each from the table.
 */
export async function listPage<F extends Fields>(
  db: Db,
  store: ResourceStore<F>,
  caller: ReferenceCaller,
  query: ResourceQuery,
): Promise<Page<F>> {
  const id = store.columns.id!;
  const where = and(
    pageWhere(store.resource, store.columns, caller.orgId, query),
    await scopeConditionOf(db, store as ResourceStore, caller),
  );
  const matchingIds = () => db.select({ id }).from(store.table).where(where).$dynamic();
  const countLimit = Math.min(
    store.exactCountLimit ?? PAGE_TOTAL_EXACT_LIMIT,
    searchesText(store.resource as Resource, query)
      ? PAGE_TOTAL_SEARCH_EXACT_LIMIT
      : Number.POSITIVE_INFINITY,
  );
  const { total, totalExact } = await pageTotal(db, matchingIds, countLimit);
  const order = pageOrder(store.columns, query);
  const pageIds = matchingIds()
    .orderBy(...order)
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const rows = (await db
    .select()
    .from(store.table)
    .where(inArray(id, pageIds))
    .orderBy(...order)) as DbRow[];
  const list = await labelled(
    db,
    store,
    caller.orgId,
    await withLineCounts(
      db,
      store,
      rows.map((row) => toRow(store, row)),
    ),
  );
  return { list, total, totalExact, pageNum: query.pageNum, pageSize: query.pageSize };
}

/**
 * One row of the organization, live or deleted, locked for the rest of the transaction when
 * writing. Another organization's id is simply not found (→ 404).
 */
async function findRow(
  db: Db,
  store: ResourceStore,
  orgId: number,
  id: number,
  state: 'live' | 'deleted',
  lock = true,
  /** The caller's data scope of an owned resource: a record outside it is not found either. */
  inScope?: SQL,
) {
  const { columns } = store;
  const select = db
    .select()
    .from(store.table)
    .where(
      and(
        eq(columns.id!, id),
        eq(columns.orgId!, orgId),
        state === 'live' ? isNull(columns.deletedAt!) : isNotNull(columns.deletedAt!),
        inScope,
      ),
    )
    .$dynamic();
  const [row] = (await (lock ? select.for('update') : select)) as DbRow[];
  if (!row) throw notFound();
  return row;
}

export async function getOne<F extends Fields>(
  db: Db,
  store: ResourceStore<F>,
  caller: ReferenceCaller,
  id: number,
): Promise<ResourceRow<F>> {
  const inScope = await scopeConditionOf(db, store as ResourceStore, caller);
  const row = toRow(store, await findRow(db, store, caller.orgId, id, 'live', false, inScope));
  return (await labelled(db, store, caller.orgId, [await withChildren(db, store, row)]))[0]!;
}

/** The reference values a body changes (an unchanged one stays valid even if no longer pickable). */
function changedReferences(store: ResourceStore, body: Record<string, unknown>, before?: DbRow): DbRow {
  return Object.fromEntries(
    store.references
      .filter(({ name }) => body[name] !== undefined && (!before || body[name] !== before[name]))
      .map(({ name }) => [name, body[name]]),
  );
}

/**
 * Runs a write in one transaction with its audit entry, and turns what the database refuses
 * about the input into 400s: a clash on a unique field names that field.
 */
async function write<T>(db: Db, store: ResourceStore, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await transactionRemovingBlobs(db, work);
  } catch (error) {
    const pgError = pgErrorOf(error);
    if (pgError?.code === '23505') {
      const clashing = Object.entries(store.resource.fields).find(
        ([name, field]) => field.unique && pgError.constraint?.includes(`_${store.columns[name]!.name}_`),
      );
      const name = clashing?.[0] ?? Object.keys(store.resource.fields)[0]!;
      throw fieldError(name, 'validation.unique');
    }
    if (isDataException(error)) throw new AppError(400, 'badRequest');
    throw error;
  }
}

/** Update and delete name the version they were based on; another save since then wins (→ 409). */
function assertVersion(row: DbRow, version: number): void {
  if (row.version !== version) throw new AppError(409, 'conflict.stale');
}

/**
 * A tree record's parent must be a live record of the organization, and not the record itself
 * nor one of its descendants (walking up from the new parent must not reach the record).
 */
async function assertParent(
  tx: Db,
  store: ResourceStore,
  orgId: number,
  id: number | null,
  body: Record<string, unknown>,
): Promise<void> {
  const field = store.resource.parentField;
  if (!field || body[field] === undefined || body[field] === null || body[field] === '') return;
  const { columns } = store;
  const seen = new Set<number>();
  let parentId: unknown = body[field];
  while (typeof parentId === 'number') {
    if (parentId === id || seen.has(parentId)) throw fieldError(field, 'validation.treeCycle');
    seen.add(parentId);
    const [parent] = (await tx
      .select({ parent: columns[field]! })
      .from(store.table)
      .where(
        and(eq(columns.id!, parentId), eq(columns.orgId!, orgId), isNull(columns.deletedAt!)),
      )) as DbRow[];
    if (!parent) throw fieldError(field, 'validation.parentMissing');
    parentId = parent.parent;
  }
}

/** A status field moves only along its declared transitions (resource-fields.ts). */
function assertTransitions(store: ResourceStore, before: DbRow, body: Record<string, unknown>): void {
  for (const [name, field] of Object.entries(store.resource.fields)) {
    if (!(name in body)) continue;
    const from = before[name];
    if (!isAllowedTransition(field, from, body[name])) {
      throw fieldError(name, 'validation.transition', { from: String(from), to: String(body[name]) });
    }
  }
}

/** A state's label in both locales (the state field's `valueLabels`; the value itself without one). */
export function stateLabelOf(store: ResourceStore, state: string): LocalizedText {
  const field = store.resource.fields[store.resource.transitions!.field]!;
  return field.valueLabels?.[state] ?? { 'zh-CN': state, en: state };
}

/** A resource with named transitions: a new record starts in the state field's first value. */
function initialState(store: ResourceStore): DbRow {
  const field = store.resource.transitions?.field;
  return field ? { [field]: store.resource.fields[field]!.values![0] } : {};
}

/**
 * A record with named transitions is not changed while one waits for an approval (the approval
 * decides on what was asked), nor in a state its transitions do not leave editable, or deletable
 * (a posted document is changed only by them).
 */
async function assertEditable(
  tx: Db,
  store: ResourceStore,
  before: DbRow,
  action: 'update' | 'delete',
): Promise<void> {
  const config = store.resource.transitions;
  if (!config) return;
  const [pending] = await tx
    .select({ id: transitionRequests.id })
    .from(transitionRequests)
    .where(
      and(
        eq(transitionRequests.orgId, before.orgId as number),
        eq(transitionRequests.kind, store.resource.name),
        eq(transitionRequests.recordId, before.id as number),
        eq(transitionRequests.status, 'pending'),
      ),
    );
  if (pending) throw new AppError(400, 'transition.pending');
  const state = String(before[config.field]);
  const states = statesAllowing(config, action);
  if (!states || states.includes(state)) return;
  throw new AppError(400, 'transition.notEditable', localizedParams({ state: stateLabelOf(store, state) }));
}

/** Changes a row (bumping its version), and its children when `writeLines` is given, and audits before/after. */
async function change<F extends Fields>(
  tx: Db,
  store: ResourceStore<F>,
  actor: Actor,
  before: DbRow,
  action: 'update' | 'delete' | 'restore',
  values: DbRow,
  writeLines?: () => Promise<void>,
): Promise<ResourceRow<F>> {
  const beforeRow = await withChildren(tx, store, toRow(store, before));
  await writeLines?.();
  const [after] = (await tx
    .update(store.table)
    .set({
      ...values,
      version: sql`${store.columns.version!} + 1`,
      updatedAt: new Date(),
      updatedBy: actor.userId,
    })
    .where(eq(store.columns.id!, before.id as number))
    .returning()) as DbRow[];
  const row = await withChildren(tx, store, toRow(store, after!));
  await recordAudit(tx, {
    ...actor,
    action,
    entity: store.resource.name,
    entityId: row.id,
    before: beforeRow,
    after: row,
  });
  return row;
}

export function createOne<F extends Fields>(
  db: Db,
  store: ResourceStore<F>,
  actor: Actor,
  body: Record<string, unknown>,
) {
  const written = write(db, store, async (tx) => {
    await assertParent(tx, store, actor.orgId, null, body);
    await assertReferences(tx, store.references, actor, changedReferences(store, body));
    const owner = await ownerValues(tx, store, actor, body);
    const children = await planChildren(tx, store, actor, null, body);
    const [created] = (await tx
      .insert(store.table)
      .values({
        ...fieldValues(store, body),
        ...initialState(store),
        ...owner,
        ...children.parentValues,
        orgId: actor.orgId,
        createdBy: actor.userId,
        updatedBy: actor.userId,
      })
      .returning()) as DbRow[];
    await createChildren(tx, actor, created!.id as number, children);
    const row = await withChildren(tx, store, toRow(store, created!));
    await recordAudit(tx, {
      ...actor,
      action: 'create',
      entity: store.resource.name,
      entityId: row.id,
      after: row,
    });
    return row;
  });
  return written.then(async (row) => (await labelled(db, store, actor.orgId, [row]))[0]!);
}

export function updateOne<F extends Fields>(
  db: Db,
  store: ResourceStore<F>,
  actor: Actor,
  id: number,
  body: Record<string, unknown> & { version: number },
) {
  const written = write(db, store, async (tx) => {
    const inScope = await scopeConditionOf(tx, store, actor);
    const before = await findRow(tx, store, actor.orgId, id, 'live', true, inScope);
    assertVersion(before, body.version);
    await assertEditable(tx, store, before, 'update');
    assertTransitions(store, before, body);
    await assertParent(tx, store, actor.orgId, id, body);
    await assertReferences(tx, store.references, actor, changedReferences(store, body, before));
    const owner = await ownerValues(tx, store, actor, body, before);
    const children = await planChildren(tx, store, actor, id, body);
    const values = { ...fieldValues(store, body), ...owner, ...children.parentValues };
    return change(tx, store, actor, before, 'update', values, () => replaceChildren(tx, actor, id, children));
  });
  return written.then(async (row) => (await labelled(db, store, actor.orgId, [row]))[0]!);
}

/** Soft delete: the row stays (restorable, referenced rows intact) but lists and gets no longer see it. */
export function deleteOne<F extends Fields>(
  db: Db,
  store: ResourceStore<F>,
  actor: Actor,
  id: number,
  version: number,
) {
  const written = write(db, store, async (tx) => {
    const inScope = await scopeConditionOf(tx, store, actor);
    const before = await findRow(tx, store, actor.orgId, id, 'live', true, inScope);
    assertVersion(before, version);
    await assertEditable(tx, store, before, 'delete');
    await store.beforeDelete?.({ tx, actor, id, record: before });
    return change(tx, store, actor, before, 'delete', { deletedAt: new Date() });
  });
  return written.then(async (row) => (await labelled(db, store, actor.orgId, [row]))[0]!);
}

export function restoreOne<F extends Fields>(db: Db, store: ResourceStore<F>, actor: Actor, id: number) {
  const written = write(db, store, async (tx) => {
    const inScope = await scopeConditionOf(tx, store, actor);
    const before = await findRow(tx, store, actor.orgId, id, 'deleted', true, inScope);
    return change(tx, store, actor, before, 'restore', { deletedAt: null });
  });
  return written.then(async (row) => (await labelled(db, store, actor.orgId, [row]))[0]!);
}
