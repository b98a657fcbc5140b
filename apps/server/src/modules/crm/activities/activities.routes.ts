import { crmActivitiesApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { bindEndpoint } from '../../../platform/http/bind-endpoint.js';
import { actorOf } from '../../../platform/resources/bind-resource.js';
import { customerScopeOf } from '../crm-data-scopes.js';
import {
  addActivity,
  listActivities,
  listActivityAuthors,
  listCustomerActivities,
} from './activities.service.js';

export function registerActivityRoutes(app: FastifyInstance, db: Db): void {
  const api = crmActivitiesApi;
  bindEndpoint(app, api.activityAdd, async ({ member, request, params, body }) =>
    addActivity(db, actorOf(member, request), await customerScopeOf(db, member), params.id, body),
  );
  bindEndpoint(app, api.customerActivityPage, async ({ member, params, query }) =>
    listCustomerActivities(db, await customerScopeOf(db, member), params.id, query),
  );
  bindEndpoint(app, api.activityPage, async ({ member, query }) =>
    listActivities(db, await customerScopeOf(db, member), query),
  );
  bindEndpoint(app, api.activityAuthors, async ({ member }) =>
    listActivityAuthors(db, await customerScopeOf(db, member)),
  );
}
