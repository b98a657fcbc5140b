import type { Fields, LocalizedText, ResourceRow } from '@atrium/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { localizedParams } from '../http/messages.js';
import type { ReferenceCaller } from '../references/reference-source.js';
import { bindTransition } from '../transitions/bind-transition.js';
import type { TransitionKind, TransitionRegistry } from '../transitions/record-transitions.js';
import type { TransitionActor } from '../transitions/transition-gates.js';
import { withChildren } from './child-store.js';
import { assertInScope } from './resource-ownership.js';
import { withLabels } from './resource-references.js';
import { type ResourceStore, stateLabelOf, toRow } from './resource-store.js';

/** What a resource transition's effect is given: the open transaction, who takes it, the record before it. */
export interface ResourceTransitionEvent {
  tx: Db;
  actor: TransitionActor;
  id: number;
  /** The record as answered (with its lines and other children), locked, in the state `from`. */
  row: ResourceRow<Fields>;
  from: string;
  to: string;
}

/**
 * The module's side of each named transition (bindResource's `transitions`): the service code the
 * transition means (post stock, book money), run in the transition's transaction after the engine
 * checked the state, the version and the pending approvals, before it writes the new state. A
 * refusal (an AppError) rolls the whole transition back.
 */
export type ResourceTransitionEffects = Readonly<
  Record<string, (event: ResourceTransitionEvent) => Promise<void>>
>;

type DbRow = Record<string, unknown>;

/** States listed in a refusal: 「草稿」、「已提交」 / "Draft" or "Submitted" (hand-written kinds say theirs alike). */
export const joined = (texts: readonly LocalizedText[]): LocalizedText => ({
  'zh-CN': texts.map((text) => text['zh-CN']).join('、'),
  en: texts.map((text) => `"${text.en}"`).join(' or '),
});

/**
 * A resource's transitions as the app's transition registry takes them: the record read (and
 * locked) from its table, the refusal naming its state and what the transition needs, and each
 * effect followed by the state change with a version bump, answering the record as it is after.
 */
export function resourceTransitionKind(
  store: ResourceStore,
  effects: ResourceTransitionEffects = {},
): TransitionKind<string, string, ResourceRow<Fields>> {
  const { resource, table, columns } = store;
  const config = resource.transitions!;
  const declaration = resource.recordTransitions!;
  const unknownEffects = Object.keys(effects).filter((name) => !config.transitions[name]);
  if (unknownEffects.length > 0)
    throw new Error(`${resource.name}: effects of undeclared transitions ${unknownEffects.join(', ')}`);
  const stateLabel = (state: string) => stateLabelOf(store, state);
  const take =
    (name: string) =>
    async (tx: Db, actor: TransitionActor, id: number, read: { state: string; record: DbRow }) => {
      const to = config.transitions[name]!.to;
      const row = await withChildren(tx, store, toRow(store, read.record));
      await effects[name]?.({ tx, actor, id, row, from: read.state, to });
      const [after] = (await tx
        .update(table)
        .set({
          [config.field]: to,
          version: sql`${columns.version!} + 1`,
          updatedAt: new Date(),
          updatedBy: actor.userId,
        })
        .where(eq(columns.id!, id))
        .returning()) as DbRow[];
      const answered = await withChildren(tx, store, toRow(store, after!));
      return (await withLabels(tx, store.references, actor.orgId, [answered]))[0]!;
    };
  return {
    declaration,
    async read(db, orgId, id, lock) {
      const select = db
        .select()
        .from(table)
        .where(and(eq(columns.id!, id), eq(columns.orgId!, orgId), isNull(columns.deletedAt!)))
        .$dynamic();
      const [row] = (await (lock ? select.for('update') : select)) as DbRow[];
      if (!row) return undefined;
      return { state: String(row[config.field]), version: row.version as number, record: row };
    },
    missing: 'notFound',
    refused: (transition, state) => {
      const declared = config.transitions[transition]!;
      return {
        key: 'transition.refused',
        params: localizedParams({
          state: stateLabel(state),
          transition: declared.label,
          from: joined(declared.from.map(stateLabel)),
        }),
      };
    },
    effects: Object.fromEntries(Object.keys(config.transitions).map((name) => [name, take(name)])),
  };
}

/**
 * Registers a resource's transitions on the app and binds `POST {basePath}/:id/{name}` for each
 * (a record outside the caller's data scope is a 404, as one that does not exist). Answers what
 * the page and get use to tell each row the transitions its caller may take now.
 */
export function bindResourceTransitions(
  app: FastifyInstance,
  db: Db,
  store: ResourceStore,
  effects: ResourceTransitionEffects | undefined,
): (caller: ReferenceCaller, rows: readonly DbRow[]) => Promise<void> {
  const kind = resourceTransitionKind(store, effects);
  app.transitions.register(kind);
  for (const [name, endpoint] of Object.entries(store.resource.transitionEndpoints ?? {})) {
    bindTransition(app, endpoint, kind, name, {
      inScope: (member, id) => assertInScope(db, store, member, id),
    });
  }
  return (caller, rows) => withOfferedTransitions(app.transitions, kind, store, caller, rows);
}

/** Sets each row's `transitions` (those the caller may take now) and `pendingTransition`. */
async function withOfferedTransitions(
  transitions: TransitionRegistry,
  kind: TransitionKind<string, string, unknown>,
  store: ResourceStore,
  caller: ReferenceCaller,
  rows: readonly DbRow[],
): Promise<void> {
  const field = store.resource.transitions!.field;
  const offered = await transitions.offeredOn(
    kind,
    caller,
    rows.map((row) => ({ id: row.id as number, state: String(row[field]) })),
  );
  for (const row of rows) Object.assign(row, offered.get(row.id as number));
}
