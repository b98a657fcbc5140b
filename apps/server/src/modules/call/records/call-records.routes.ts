import { callRecordsApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import { dataScopeOf } from '../../../platform/access/data-scope.js';
import type { Db } from '../../../platform/db/database.js';
import { bindEndpoint } from '../../../platform/http/bind-endpoint.js';
import { actorOf } from '../../../platform/resources/bind-resource.js';
import { bindListExport } from '../../../platform/resources/export/bind-list-export.js';
import type { FileStore } from '../../../platform/storage/file-store.js';
import { restoreDemoCallAudio } from '../demo-calls/demo-call-audio.js';
import { callRecordExporter } from './call-record-export.js';
import { linkCallRecord } from './call-record-link.service.js';
import { callRecordDetail, callRecordPage } from './call-record-list.service.js';

/** 通话记录: the call record list and detail, and linking a call to a follow-up (issue 5). */
export function registerCallRecordRoutes(app: FastifyInstance, db: Db, store: FileStore): void {
  const api = callRecordsApi;
  bindEndpoint(app, api.callRecordPage, async ({ member, query }) =>
    callRecordPage(db, await dataScopeOf(db, member), query),
  );
  bindListExport(app, api.callRecordExport, callRecordExporter);
  bindEndpoint(app, api.callRecordGet, async ({ member, params }) =>
    callRecordDetail(db, await dataScopeOf(db, member), params.id),
  );
  bindEndpoint(
    app,
    api.callRecordLink,
    async ({ member, request, params, body }) =>
      linkCallRecord(db, actorOf(member, request), await dataScopeOf(db, member), params.id, body),
    { successMessage: 'callRecord.linked' },
  );
  // The demo calls' audio rows are seeded without a file store (the seed runs before the app):
  // their bytes are put into the store once the app has one.
  app.addHook('onReady', () => restoreDemoCallAudio(db, store));
}
