import type { Fields, Resource } from '@atrium/contract';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { bindEndpoint } from '../http/bind-endpoint.js';
import type { Member } from '../http/request-context.js';
import { bindImport } from '../import/bind-import.js';
import { bindExport } from './export/bind-export.js';
import {
  type Actor,
  createOne,
  deleteOne,
  getOne,
  listPage,
  resourceStore,
  restoreOne,
  updateOne,
} from './resource-store.js';

/** Who is writing, for who-columns and audit entries. */
export const actorOf = (member: Member, request: FastifyRequest): Actor => ({
  orgId: member.orgId,
  userId: member.userId,
  ip: request.ip,
});

/**
 * Serves a contract resource from its table (which spreads `resourceColumns()`): page, get,
 * create, update, soft delete and restore, all scoped to the caller's organization and audited.
 */
export function bindResource<F extends Fields>(
  app: FastifyInstance,
  db: Db,
  resource: Resource<F>,
  table: PgTable,
  options: { exactCountLimit?: number } = {},
): void {
  const store = resourceStore(resource, table, options);
  const { endpoints } = resource;
  bindEndpoint(app, endpoints.page, ({ member, query }) => listPage(db, store, member.orgId, query));
  bindEndpoint(app, endpoints.get, ({ member, params }) => getOne(db, store, member.orgId, params.id));
  bindEndpoint(app, endpoints.create, ({ member, request, body }) =>
    createOne(db, store, actorOf(member, request), body),
  );
  bindEndpoint(app, endpoints.update, ({ member, request, params, body }) =>
    updateOne(db, store, actorOf(member, request), params.id, body),
  );
  bindEndpoint(app, endpoints.delete, ({ member, request, params, query }) =>
    deleteOne(db, store, actorOf(member, request), params.id, query.version),
  );
  bindEndpoint(app, endpoints.restore, ({ member, request, params }) =>
    restoreOne(db, store, actorOf(member, request), params.id),
  );
  bindImport(app, db, store);
  bindExport(app, store);
}
