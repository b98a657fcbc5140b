import { crmCustomerTagsApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { bindEndpoint } from '../../../platform/http/bind-endpoint.js';
import { actorOf } from '../../../platform/resources/bind-resource.js';
import { customerScopeOf } from '../crm-data-scopes.js';
import { bulkTagCustomers, setCustomerTags } from './customer-tag-links.service.js';

export function registerCustomerTagLinkRoutes(app: FastifyInstance, db: Db): void {
  const api = crmCustomerTagsApi;
  bindEndpoint(app, api.customerTagsSet, async ({ member, request, params, body }) =>
    setCustomerTags(db, actorOf(member, request), await customerScopeOf(db, member), params.id, body),
  );
  bindEndpoint(app, api.customerBulkTag, async ({ member, request, body }) =>
    bulkTagCustomers(db, actorOf(member, request), await customerScopeOf(db, member), body, 'tag'),
  );
  bindEndpoint(app, api.customerBulkUntag, async ({ member, request, body }) =>
    bulkTagCustomers(db, actorOf(member, request), await customerScopeOf(db, member), body, 'untag'),
  );
}
