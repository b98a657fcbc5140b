import { customerCaseResource } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { bindEndpoint } from '../../../platform/http/bind-endpoint.js';
import { bindImport } from '../../../platform/import/bind-import.js';
import { actorOf } from '../../../platform/resources/bind-resource.js';
import { bindExport } from '../../../platform/resources/export/bind-export.js';
import {
  deleteOne,
  getOne,
  listPage,
  type ResourceStore,
  resourceStore,
  restoreOne,
} from '../../../platform/resources/resource-store.js';
import { customerCases } from '../casebook.tables.js';
import { checkCase, createCase, updateCase } from './casebook.service.js';

/** 客户案例 through the resource engine; create, update and import check the linked customer and files. */
export function registerCasebookRoutes(app: FastifyInstance, db: Db): void {
  const store = resourceStore(customerCaseResource, customerCases, { checkImportRow: checkCase });
  const api = customerCaseResource.endpoints;
  bindEndpoint(app, api.page, ({ member, query }) => listPage(db, store, member.orgId, query));
  bindEndpoint(app, api.get, ({ member, params }) => getOne(db, store, member.orgId, params.id));
  bindEndpoint(app, api.create, ({ member, request, body }) =>
    createCase(db, store, actorOf(member, request), body),
  );
  bindEndpoint(app, api.update, ({ member, request, params, body }) =>
    updateCase(db, store, actorOf(member, request), params.id, body),
  );
  bindEndpoint(app, api.delete, ({ member, request, params, query }) =>
    deleteOne(db, store, actorOf(member, request), params.id, query.version),
  );
  bindEndpoint(app, api.restore, ({ member, request, params }) =>
    restoreOne(db, store, actorOf(member, request), params.id),
  );
  // The engine's import takes any store; its field types are checked by the resource schemas.
  bindImport(app, db, store as unknown as ResourceStore);
  bindExport(app, store);
}
