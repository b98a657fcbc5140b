import { crmSupportCustomersApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { bindEndpoint } from '../../../platform/http/bind-endpoint.js';
import { actorOf } from '../../../platform/resources/bind-resource.js';
import { bindListExport } from '../../../platform/resources/export/bind-list-export.js';
import { customerScopeOf, supportCustomerScopeOf } from '../crm-data-scopes.js';
import { supportCustomerExporter } from './support-customer-export.js';
import { bindSupportCustomerImports } from './support-customer-import.js';
import {
  createSupportCustomer,
  deleteSupportCustomer,
  getSupportCustomer,
  listSupportCustomers,
  updateSupportCustomer,
} from './support-customers.service.js';
import {
  redistributeSupportCustomers,
  setDistributionEnabled,
  supportGroupsOverview,
} from './support-distribution.service.js';

/** 售后客户 and 售后分配. */
export function registerSupportCustomerRoutes(app: FastifyInstance, db: Db): void {
  const api = crmSupportCustomersApi;
  bindSupportCustomerImports(app, db);
  bindEndpoint(app, api.supportCustomerPage, async ({ member, query }) =>
    listSupportCustomers(db, await supportCustomerScopeOf(db, member), query),
  );
  bindListExport(app, api.supportCustomerExport, supportCustomerExporter);
  bindEndpoint(app, api.supportGroupsWithMembers, ({ member }) =>
    supportGroupsOverview(db, member.orgId, true),
  );
  bindEndpoint(app, api.supportCustomerGet, async ({ member, params }) =>
    getSupportCustomer(db, await supportCustomerScopeOf(db, member), params.id),
  );
  bindEndpoint(app, api.supportCustomerCreate, async ({ member, request, body }) =>
    createSupportCustomer(
      db,
      actorOf(member, request),
      await supportCustomerScopeOf(db, member),
      await customerScopeOf(db, member),
      body,
    ),
  );
  bindEndpoint(app, api.supportCustomerUpdate, async ({ member, request, params, body }) =>
    updateSupportCustomer(
      db,
      actorOf(member, request),
      await supportCustomerScopeOf(db, member),
      await customerScopeOf(db, member),
      params.id,
      body,
    ),
  );
  bindEndpoint(app, api.supportCustomerDelete, async ({ member, request, params }) =>
    deleteSupportCustomer(db, actorOf(member, request), await supportCustomerScopeOf(db, member), params.id),
  );
  bindEndpoint(app, api.supportDistributionList, ({ member }) => supportGroupsOverview(db, member.orgId));
  bindEndpoint(app, api.supportDistributionEnable, ({ member, request, params }) =>
    setDistributionEnabled(db, actorOf(member, request), params.groupId, true),
  );
  bindEndpoint(app, api.supportDistributionDisable, ({ member, request, params }) =>
    setDistributionEnabled(db, actorOf(member, request), params.groupId, false),
  );
  bindEndpoint(app, api.supportRedistribute, async ({ member, request, body }) =>
    redistributeSupportCustomers(
      db,
      actorOf(member, request),
      await supportCustomerScopeOf(db, member),
      body,
    ),
  );
}
