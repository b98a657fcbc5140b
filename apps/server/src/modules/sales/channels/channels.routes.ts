import * as api from '@atrium/contract/endpoints/sale-channels';
import { saleSourceResource } from '@atrium/contract/resources/sale-source';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { bindEndpoint } from '../../../platform/http/bind-endpoint.js';
import { bindRowImport } from '../../../platform/import/bind-import.js';
import { actorOf, bindResource } from '../../../platform/resources/bind-resource.js';
import { registerExporter, requestExport } from '../../../platform/resources/export/export-jobs.js';
import { headerValue } from '../../../platform/webhooks/webhook-signature.js';
import {
  generateSourceWebhook,
  sourceOverview,
  updateSourceSettings,
} from '../sources/sale-source-detail.service.js';
import { saleSources } from '../sources/sale-sources.tables.js';
import { externalOrderImporter, externalOrderImportShape } from './external-order-import.js';
import { applyExternalOrder, receiveExternalOrders } from './external-order-intake.js';
import { externalOrderDetail, listExternalOrders } from './external-order-list.js';
import { explainResult, reconciliationExporter, reconciliationPage } from './reconciliation-report.js';
import { statementImporter, statementImportShape } from './statement-import.js';
import { reconcileStatement } from './statement-reconcile.js';
import { createStatement, getStatement, listStatements } from './statements.service.js';
import { applyStatusUpdates, statusUpdateImporter, statusUpdateImportShape } from './status-update.js';

/** 订单来源, 外部订单, 电商账单 and 订单状态更新 (docs/sales-channels.md). */
export function registerChannelRoutes(app: FastifyInstance, db: Db): void {
  bindResource(app, db, saleSourceResource, saleSources);
  bindEndpoint(app, api.saleSourceOverviewGet, ({ member, locale, params }) =>
    sourceOverview(db, member.orgId, params.id, locale),
  );
  bindEndpoint(app, api.saleSourceSettingsUpdate, ({ member, request, locale, params, body }) =>
    updateSourceSettings(db, actorOf(member, request), params.id, locale, body),
  );
  bindEndpoint(app, api.saleSourceWebhookGenerate, ({ member, request, params }) =>
    generateSourceWebhook(db, actorOf(member, request), params.id),
  );

  bindEndpoint(
    app,
    api.externalOrderWebhook,
    ({ params, request, locale }) =>
      receiveExternalOrders(db, app.jobs, {
        hookKey: params.hookKey,
        headers: {
          timestamp: headerValue(request.headers[api.EXTERNAL_ORDER_TIMESTAMP_HEADER]),
          signature: headerValue(request.headers[api.EXTERNAL_ORDER_SIGNATURE_HEADER]),
        },
        rawBody: request.rawBody ?? '',
        now: new Date(),
        locale,
      }),
    // A platform bursts after a sale; the limit only stops a flood at one address.
    { rawBody: true, rateLimit: { max: 600, timeWindow: '1 minute' } },
  );
  bindEndpoint(app, api.externalOrderPage, ({ member, locale, query }) =>
    listExternalOrders(db, member.orgId, locale, query),
  );
  bindEndpoint(app, api.externalOrderDetail, ({ member, locale, params }) =>
    externalOrderDetail(db, member.orgId, locale, params.id),
  );
  bindEndpoint(app, api.externalOrderReplay, async ({ member, request, locale, params }) => {
    await applyExternalOrder(db, member.orgId, params.id, 'replay', {
      userId: member.userId,
      ip: request.ip,
    });
    return externalOrderDetail(db, member.orgId, locale, params.id).then(({ raw: _raw, ...row }) => row);
  });
  bindRowImport(
    app,
    { template: api.externalOrderImportTemplate, import: api.externalOrderImport },
    {
      shape: externalOrderImportShape,
      menuKey: 'externalOrderList',
      importer: ({ member, params, locale }) =>
        externalOrderImporter(db, app.jobs, member.orgId, params.id, locale),
    },
  );

  bindEndpoint(app, api.statementCreate, ({ member, request, body }) =>
    createStatement(db, actorOf(member, request), body),
  );
  bindEndpoint(app, api.statementPage, ({ member, query }) => listStatements(db, member.orgId, query));
  bindEndpoint(app, api.statementGet, ({ member, params }) => getStatement(db, member.orgId, params.id));
  bindRowImport(
    app,
    { template: api.statementImportTemplate, import: api.statementImport },
    {
      shape: statementImportShape,
      menuKey: 'ecommerceBillList',
      importer: ({ member, params, locale }) => statementImporter(db, member.orgId, params.id, locale),
    },
  );
  bindEndpoint(app, api.statementReconcile, ({ member, request, params }) =>
    reconcileStatement(db, actorOf(member, request), params.id),
  );
  bindEndpoint(app, api.reconciliationPage, ({ member, params, query }) =>
    reconciliationPage(db, member.orgId, params.id, query),
  );
  bindEndpoint(app, api.reconciliationExplain, ({ member, request, params, body }) =>
    explainResult(db, actorOf(member, request), params.id, body),
  );
  registerExporter(app.jobs, reconciliationExporter);
  bindEndpoint(app, api.reconciliationExport, ({ member, params, body, locale }) =>
    requestExport(
      app.jobs,
      reconciliationExporter,
      member,
      { ...body, statementId: params.id },
      locale,
      api.reconciliationExport.access,
    ),
  );

  bindEndpoint(app, api.statusUpdateApply, ({ member, locale, body }) =>
    applyStatusUpdates(db, member, locale, body),
  );
  bindRowImport(
    app,
    { template: api.statusUpdateImportTemplate, import: api.statusUpdateImport },
    {
      shape: statusUpdateImportShape,
      menuKey: 'orderStatusUpdate',
      importer: async ({ member, locale }) => statusUpdateImporter(db, member, locale),
    },
  );
}
