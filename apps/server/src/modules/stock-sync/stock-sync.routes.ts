import {
  WAREHOUSE_SYNC_SIGNATURE_HEADER,
  WAREHOUSE_SYNC_TIMESTAMP_HEADER,
  warehouseSyncItemGet,
  warehouseSyncItemReplay,
  warehouseSyncLogPage,
  warehouseSyncSecretRotate,
  warehouseSyncSettingsList,
  warehouseSyncSettingsSave,
  warehouseSyncWebhook,
} from '@atrium/contract/endpoints/stock-sync';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { bindEndpoint } from '../../platform/http/bind-endpoint.js';
import { actorOf } from '../../platform/resources/bind-resource.js';
import { headerValue } from '../../platform/webhooks/webhook-signature.js';
import { receiveSyncDelivery } from './sync-intake.service.js';
import { syncItemDetail, syncLogPage } from './sync-log.service.js';
import { replaySyncItem } from './sync-replay.service.js';
import { listSyncSettings, rotateSyncSecret, saveSyncSettings } from './sync-settings.service.js';

/** 仓库同步日志: settings per warehouse, the log, replay, and the public signed webhook. */
export function registerStockSyncRoutes(app: FastifyInstance, db: Db): void {
  bindEndpoint(app, warehouseSyncSettingsList, ({ member }) => listSyncSettings(db, member.orgId));
  bindEndpoint(app, warehouseSyncSettingsSave, ({ member, request, params, body }) =>
    saveSyncSettings(db, actorOf(member, request), params.warehouseId, body),
  );
  bindEndpoint(app, warehouseSyncSecretRotate, ({ member, request, params }) =>
    rotateSyncSecret(db, actorOf(member, request), params.warehouseId),
  );
  bindEndpoint(app, warehouseSyncLogPage, ({ member, locale, query }) =>
    syncLogPage(db, member.orgId, locale, query),
  );
  bindEndpoint(app, warehouseSyncItemGet, ({ member, locale, params }) =>
    syncItemDetail(db, member.orgId, locale, params.id),
  );
  bindEndpoint(app, warehouseSyncItemReplay, ({ member, request, locale, params }) =>
    replaySyncItem(db, actorOf(member, request), locale, params.id),
  );
  bindEndpoint(
    app,
    warehouseSyncWebhook,
    ({ params, request, locale }) =>
      receiveSyncDelivery(db, app.jobs, {
        hookKey: params.hookKey,
        headers: {
          timestamp: headerValue(request.headers[WAREHOUSE_SYNC_TIMESTAMP_HEADER]),
          signature: headerValue(request.headers[WAREHOUSE_SYNC_SIGNATURE_HEADER]),
        },
        rawBody: request.rawBody ?? '',
        now: new Date(),
        locale,
      }),
    // A WMS bursts after an outage; the limit only stops a flood at one address.
    { rawBody: true, rateLimit: { max: 600, timeWindow: '1 minute' } },
  );
}
