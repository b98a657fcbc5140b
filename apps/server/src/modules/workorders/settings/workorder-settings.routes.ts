import * as api from '@atrium/contract/endpoints/workorder-settings';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { bindEndpoint } from '../../../platform/http/bind-endpoint.js';
import {
  createWorkOrderPriority,
  deleteWorkOrderPriority,
  listWorkOrderPriorities,
  setWorkOrderPriorityEnabled,
  updateWorkOrderPriority,
} from './workorder-priorities.service.js';
import {
  createWorkOrderSlaPolicy,
  deleteWorkOrderSlaPolicy,
  listWorkOrderSlaPolicies,
  updateWorkOrderSlaPolicy,
} from './workorder-sla-policies.service.js';
import {
  createWorkOrderType,
  deleteWorkOrderType,
  listWorkOrderTypes,
  setWorkOrderTypeEnabled,
  updateWorkOrderType,
} from './workorder-types.service.js';

/** 工单设置 (docs/workorders.md "Settings"): types, priorities and SLA policies. */
export function registerWorkOrderSettingsRoutes(app: FastifyInstance, db: Db): void {
  bindEndpoint(app, api.workOrderTypeList, ({ member, query }) =>
    listWorkOrderTypes(db, member.orgId, query.enabled === undefined ? undefined : query.enabled === 'true'),
  );
  bindEndpoint(app, api.workOrderTypeCreate, ({ member, body }) => createWorkOrderType(db, member, body));
  bindEndpoint(app, api.workOrderTypeUpdate, ({ member, params, body }) =>
    updateWorkOrderType(db, member, params.id, body),
  );
  bindEndpoint(app, api.workOrderTypeSetEnabled, ({ member, params, body }) =>
    setWorkOrderTypeEnabled(db, member, params.id, body.enabled),
  );
  bindEndpoint(app, api.workOrderTypeDelete, ({ member, params }) =>
    deleteWorkOrderType(db, member, params.id),
  );

  bindEndpoint(app, api.workOrderPriorityList, ({ member }) => listWorkOrderPriorities(db, member.orgId));
  bindEndpoint(app, api.workOrderPriorityCreate, ({ member, body }) =>
    createWorkOrderPriority(db, member, body),
  );
  bindEndpoint(app, api.workOrderPriorityUpdate, ({ member, params, body }) =>
    updateWorkOrderPriority(db, member, params.id, body),
  );
  bindEndpoint(app, api.workOrderPrioritySetEnabled, ({ member, params, body }) =>
    setWorkOrderPriorityEnabled(db, member, params.id, body.enabled),
  );
  bindEndpoint(app, api.workOrderPriorityDelete, ({ member, params }) =>
    deleteWorkOrderPriority(db, member, params.id),
  );

  bindEndpoint(app, api.workOrderSlaPolicyList, ({ member, query }) =>
    listWorkOrderSlaPolicies(db, member.orgId, query.typeId),
  );
  bindEndpoint(app, api.workOrderSlaPolicyCreate, ({ member, body }) =>
    createWorkOrderSlaPolicy(db, member, body),
  );
  bindEndpoint(app, api.workOrderSlaPolicyUpdate, ({ member, params, body }) =>
    updateWorkOrderSlaPolicy(db, member, params.id, body),
  );
  bindEndpoint(app, api.workOrderSlaPolicyDelete, ({ member, params }) =>
    deleteWorkOrderSlaPolicy(db, member, params.id),
  );
}
