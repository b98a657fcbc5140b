import { crmClueSyncApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { bindEndpoint } from '../../../platform/http/bind-endpoint.js';
import { actorOf } from '../../../platform/resources/bind-resource.js';
import { headerValue } from '../../../platform/webhooks/webhook-signature.js';
import { receiveClueDelivery } from './clue-sync-intake.service.js';
import { listClueSyncLog } from './clue-sync-log.service.js';
import {
  createClueSyncSource,
  deleteClueSyncSource,
  listClueSyncSources,
  rotateClueSyncSecret,
  updateClueSyncSource,
} from './clue-sync-sources.service.js';

/** 线索同步配置: sources, their log, and the public signed webhook vendors push clues to. */
export function registerClueSyncRoutes(app: FastifyInstance, db: Db): void {
  bindEndpoint(app, crmClueSyncApi.clueSyncSourcePage, ({ member, query }) =>
    listClueSyncSources(db, member.orgId, query),
  );
  bindEndpoint(app, crmClueSyncApi.clueSyncSourceCreate, ({ member, request, body }) =>
    createClueSyncSource(db, actorOf(member, request), body),
  );
  bindEndpoint(app, crmClueSyncApi.clueSyncSourceUpdate, ({ member, request, params, body }) =>
    updateClueSyncSource(db, actorOf(member, request), params.id, body),
  );
  bindEndpoint(app, crmClueSyncApi.clueSyncSourceRotateSecret, ({ member, request, params }) =>
    rotateClueSyncSecret(db, actorOf(member, request), params.id),
  );
  bindEndpoint(app, crmClueSyncApi.clueSyncSourceDelete, ({ member, request, params }) =>
    deleteClueSyncSource(db, actorOf(member, request), params.id),
  );
  bindEndpoint(app, crmClueSyncApi.clueSyncLogPage, ({ member, locale, query }) =>
    listClueSyncLog(db, member.orgId, locale, query),
  );
  bindEndpoint(
    app,
    crmClueSyncApi.clueSyncWebhook,
    ({ params, request, locale }) =>
      receiveClueDelivery(db, {
        hookKey: params.hookKey,
        headers: {
          timestamp: headerValue(request.headers[crmClueSyncApi.CLUE_SYNC_TIMESTAMP_HEADER]),
          signature: headerValue(request.headers[crmClueSyncApi.CLUE_SYNC_SIGNATURE_HEADER]),
        },
        rawBody: request.rawBody ?? '',
        now: new Date(),
        ip: request.ip,
        locale,
      }),
    // Vendors burst after an outage; the limit only stops a flood at one address.
    { rawBody: true, rateLimit: { max: 600, timeWindow: '1 minute' } },
  );
}
