import { crmAssignmentApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { bindEndpoint } from '../../../platform/http/bind-endpoint.js';
import { actorOf } from '../../../platform/resources/bind-resource.js';
import { customerScopeOf } from '../crm-data-scopes.js';
import {
  addDistributionObjects,
  assignPoolCustomers,
  distributionMemberOptions,
  listDistributionObjects,
  removeDistributionObject,
} from './distribution-objects.service.js';

/** 客户分配: distribution objects and their assignment of pool customers. */
export function registerAssignmentRoutes(app: FastifyInstance, db: Db): void {
  const api = crmAssignmentApi;
  bindEndpoint(app, api.distributionObjectList, ({ member }) => listDistributionObjects(db, member.orgId));
  bindEndpoint(app, api.distributionMemberOptions, ({ member }) =>
    distributionMemberOptions(db, member.orgId),
  );
  bindEndpoint(app, api.distributionObjectAdd, ({ member, request, body }) =>
    addDistributionObjects(db, actorOf(member, request), body.userIds),
  );
  bindEndpoint(app, api.distributionObjectRemove, ({ member, request, params }) =>
    removeDistributionObject(db, actorOf(member, request), params.userId),
  );
  bindEndpoint(app, api.assignPoolCustomers, async ({ member, request, body }) =>
    assignPoolCustomers(db, actorOf(member, request), await customerScopeOf(db, member), body),
  );
}
