import type { Fields, Resource, ResourceRow } from '@atrium/contract';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { bindEndpoint } from '../http/bind-endpoint.js';
import type { Member } from '../http/request-context.js';
import { bindImport } from '../import/bind-import.js';
import type { ChildBinding } from './child-store.js';
import { bindExport } from './export/bind-export.js';
import { assertInScope } from './resource-ownership.js';
import {
  type Actor,
  createOne,
  deleteOne,
  getOne,
  type ImportRowCheck,
  listPage,
  type ResourceStore,
  resourceStore,
  restoreOne,
  updateOne,
} from './resource-store.js';
import { bindResourceTransitions, type ResourceTransitionEffects } from './resource-transitions.js';

/** Who is writing, for who-columns and audit entries. */
export const actorOf = (member: Member, request: FastifyRequest): Actor => ({
  orgId: member.orgId,
  userId: member.userId,
  ip: request.ip,
});

type Body = Record<string, unknown>;

/** What a resource's service may put in place of the engine's create, update and delete (same signatures). */
export interface ResourceWriteRules<F extends Fields> {
  create?: (db: Db, store: ResourceStore<F>, actor: Actor, body: Body) => Promise<ResourceRow<F>>;
  update?: (
    db: Db,
    store: ResourceStore<F>,
    actor: Actor,
    id: number,
    body: Body & { version: number },
  ) => Promise<ResourceRow<F>>;
  /** E.g. refusing to delete a warehouse that still holds stock. */
  delete?: (
    db: Db,
    store: ResourceStore<F>,
    actor: Actor,
    id: number,
    version: number,
  ) => Promise<ResourceRow<F>>;
  /** The same rules on each imported row. */
  checkImportRow?: ImportRowCheck;
}

/**
 * Serves a contract resource from its table (which spreads `resourceColumns()`): page, get,
 * create, update, soft delete and restore, all scoped to the caller's organization and audited.
 */
export function bindResource<F extends Fields>(
  app: FastifyInstance,
  db: Db,
  resource: Resource<F>,
  table: PgTable,
  /**
   * `lineTable`: the table of the resource's lines (spreads `lineColumns()`), when it declares lines;
   * `children`: the table (and module step) of each other child collection it declares;
   * `transitions`: the effect of each named transition it declares (resource-transitions.ts).
   */
  options: {
    exactCountLimit?: number;
    lineTable?: PgTable;
    children?: Record<string, ChildBinding>;
    transitions?: ResourceTransitionEffects;
  } & ResourceWriteRules<F> = {},
): void {
  const { transitions: effects, ...storeOptions } = options;
  if (effects && !resource.transitions)
    throw new Error(`${resource.name}: effects of transitions it does not declare`);
  const store = resourceStore(resource, table, {
    ...storeOptions,
    referenceSources: app.referenceSources,
    dataScopes: app.dataScopes,
    moduleHooks: app.moduleHooks,
  });
  const create = options.create ?? createOne;
  // The engine's own update and delete keep to the caller's data scope; before a module's rule, it is checked here.
  const inScope = async <T>(actor: Actor, id: number, rule: () => Promise<T>) => {
    await assertInScope(db, store as ResourceStore, actor, id);
    return rule();
  };
  // A resource with named transitions: each row of a page or get says which the caller may take now.
  const offer = resource.transitions
    ? bindResourceTransitions(app, db, store as ResourceStore, effects)
    : async () => {};
  const { endpoints } = resource;
  bindEndpoint(app, endpoints.page, async ({ member, query }) => {
    const page = await listPage(db, store, member, query);
    await offer(member, page.list);
    return page;
  });
  bindEndpoint(app, endpoints.get, async ({ member, params }) => {
    const row = await getOne(db, store, member, params.id);
    await offer(member, [row]);
    return row;
  });
  bindEndpoint(app, endpoints.create, ({ member, request, body }) =>
    create(db, store, actorOf(member, request), body),
  );
  bindEndpoint(app, endpoints.update, ({ member, request, params, body }) => {
    const actor = actorOf(member, request);
    const { update } = options;
    if (!update) return updateOne(db, store, actor, params.id, body);
    return inScope(actor, params.id, () => update(db, store, actor, params.id, body));
  });
  bindEndpoint(app, endpoints.delete, ({ member, request, params, query }) => {
    const actor = actorOf(member, request);
    const remove = options.delete;
    if (!remove) return deleteOne(db, store, actor, params.id, query.version);
    return inScope(actor, params.id, () => remove(db, store, actor, params.id, query.version));
  });
  bindEndpoint(app, endpoints.restore, ({ member, request, params }) =>
    restoreOne(db, store, actorOf(member, request), params.id),
  );
  bindImport(app, db, store);
  bindExport(app, store);
}
