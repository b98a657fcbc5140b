import { crmBusinessApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { bindEndpoint } from '../../../platform/http/bind-endpoint.js';
import { actorOf } from '../../../platform/resources/bind-resource.js';
import { bindListExport } from '../../../platform/resources/export/bind-list-export.js';
import { businessScopeOf, customerScopeOf } from '../crm-data-scopes.js';
import { businessExporter } from './business-export.js';
import { businessOwners, getBusiness, listBusiness } from './business-queries.service.js';
import { closeBusiness, createBusiness, deleteBusiness, updateBusiness } from './business-writes.service.js';

/** Opportunities (商机): every route works within the caller's data scope. */
export function registerBusinessRoutes(app: FastifyInstance, db: Db): void {
  const api = crmBusinessApi;
  bindEndpoint(app, api.businessPage, async ({ member, query }) =>
    listBusiness(db, await businessScopeOf(db, member), query),
  );
  bindListExport(app, api.businessExport, businessExporter);
  bindEndpoint(app, api.businessOwnerOptions, async ({ member }) =>
    businessOwners(db, await businessScopeOf(db, member)),
  );
  bindEndpoint(app, api.businessDetail, async ({ member, params }) =>
    getBusiness(db, await businessScopeOf(db, member), params.id),
  );
  bindEndpoint(app, api.businessCreate, async ({ member, request, body }) =>
    createBusiness(
      db,
      actorOf(member, request),
      await businessScopeOf(db, member),
      await customerScopeOf(db, member),
      body,
    ),
  );
  bindEndpoint(app, api.businessUpdate, async ({ member, request, params, body }) =>
    updateBusiness(db, actorOf(member, request), await businessScopeOf(db, member), params.id, body),
  );
  bindEndpoint(app, api.businessWin, async ({ member, request, params, body }) =>
    closeBusiness(db, actorOf(member, request), await businessScopeOf(db, member), params.id, 'won', body),
  );
  bindEndpoint(app, api.businessLose, async ({ member, request, params, body }) =>
    closeBusiness(db, actorOf(member, request), await businessScopeOf(db, member), params.id, 'lost', body),
  );
  bindEndpoint(app, api.businessDelete, async ({ member, request, params, query }) =>
    deleteBusiness(db, actorOf(member, request), await businessScopeOf(db, member), params.id, query.version),
  );
}
