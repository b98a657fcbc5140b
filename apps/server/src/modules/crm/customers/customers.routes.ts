import { crmCustomerMergesApi, crmCustomersApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { bindEndpoint } from '../../../platform/http/bind-endpoint.js';
import { actorOf } from '../../../platform/resources/bind-resource.js';
import { bindListExport } from '../../../platform/resources/export/bind-list-export.js';
import { customerScopeOf } from '../crm-data-scopes.js';
import { createCustomer } from './customer-create.service.js';
import { heldCustomerExporter, poolCustomerExporter } from './customer-export.js';
import { bindCustomerImports } from './customer-import.js';
import { listMerges, mergeCustomers, undoMerge } from './customer-merge.service.js';
import { customerOptions } from './customer-options.service.js';
import { customerOwnerOptions } from './customer-owner-options.service.js';
import {
  bulkTransferCommand,
  claimCustomer,
  releaseCustomer,
  transferCustomer,
} from './customer-ownership.service.js';
import { getCustomer, listCustomers, listPoolCustomers } from './customer-queries.service.js';
import { searchCustomer } from './customer-search.service.js';
import { deleteCustomer, updateCustomer } from './customer-update.service.js';

export function registerCustomerRoutes(app: FastifyInstance, db: Db): void {
  const api = crmCustomersApi;
  bindCustomerImports(app, db);
  bindEndpoint(app, api.customerPage, async ({ member, query }) =>
    listCustomers(db, await customerScopeOf(db, member), query),
  );
  bindEndpoint(app, api.customerPoolPage, async ({ member, query }) =>
    listPoolCustomers(db, member.orgId, query),
  );
  bindListExport(app, api.customerExport, heldCustomerExporter);
  bindListExport(app, api.customerPoolExport, poolCustomerExporter);
  bindEndpoint(app, api.customerDetail, async ({ member, params }) =>
    getCustomer(db, await customerScopeOf(db, member), params.id),
  );
  bindEndpoint(app, api.customerCreate, async ({ member, request, body }) =>
    createCustomer(db, actorOf(member, request), body),
  );
  bindEndpoint(app, api.customerUpdate, async ({ member, request, params, body }) =>
    updateCustomer(db, actorOf(member, request), await customerScopeOf(db, member), params.id, body),
  );
  bindEndpoint(app, api.customerDelete, async ({ member, request, params }) =>
    deleteCustomer(db, actorOf(member, request), await customerScopeOf(db, member), params.id),
  );
  bindEndpoint(app, api.customerOwnerOptions, async ({ member }) => customerOwnerOptions(db, member.orgId));
  bindEndpoint(app, api.customerClaim, async ({ member, request, params }) =>
    claimCustomer(db, actorOf(member, request), await customerScopeOf(db, member), params.id),
  );
  bindEndpoint(app, api.customerRelease, async ({ member, request, params, body }) =>
    releaseCustomer(db, actorOf(member, request), await customerScopeOf(db, member), params.id, body),
  );
  bindEndpoint(app, api.customerTransfer, async ({ member, request, params, body }) =>
    transferCustomer(db, actorOf(member, request), await customerScopeOf(db, member), params.id, body),
  );
  app.transitions.registerCommand(bulkTransferCommand);
  bindEndpoint(app, api.customerBulkTransfer, async ({ member, request, body }) => {
    const taken = await app.transitions.takeCommand(bulkTransferCommand, actorOf(member, request), body);
    return taken.done
      ? { count: taken.result.count, pendingRequestId: null }
      : { count: 0, pendingRequestId: taken.requestId };
  });
  bindEndpoint(app, api.searchCustomer, async ({ member, query }) =>
    searchCustomer(db, await customerScopeOf(db, member), query),
  );
  bindEndpoint(app, api.customerOptions, async ({ member, query }) =>
    customerOptions(db, await customerScopeOf(db, member), query),
  );
  const merges = crmCustomerMergesApi;
  bindEndpoint(app, merges.customerMerge, async ({ member, request, params, body }) =>
    mergeCustomers(db, actorOf(member, request), await customerScopeOf(db, member), params.id, body.sourceId),
  );
  bindEndpoint(app, merges.customerMergeUndo, async ({ member, request, params }) =>
    undoMerge(db, actorOf(member, request), await customerScopeOf(db, member), params.id),
  );
  bindEndpoint(app, merges.customerMergeList, async ({ member, params }) =>
    listMerges(db, await customerScopeOf(db, member), params.id),
  );
}
