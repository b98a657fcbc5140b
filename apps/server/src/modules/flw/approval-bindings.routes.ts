import { flwBindingsApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { bindEndpoint } from '../../platform/http/bind-endpoint.js';
import { listBindings, saveBinding } from './approval-bindings.service.js';

/** The settings of the modules' approval points (docs/approvals.md, "Bindings"). */
export function registerApprovalBindingRoutes(app: FastifyInstance, db: Db): void {
  bindEndpoint(app, flwBindingsApi.bindingList, async ({ member, locale }) =>
    listBindings(db, app.approvalPoints, member.orgId, locale),
  );
  bindEndpoint(app, flwBindingsApi.bindingSave, async ({ member, locale, body }) =>
    saveBinding(db, app.approvalPoints, member, locale, body),
  );
}
