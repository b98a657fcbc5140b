import { downloadApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { bindDownload } from '../../platform/http/bind-download.js';
import { bindEndpoint } from '../../platform/http/bind-endpoint.js';
import type { FileStore } from '../../platform/storage/file-store.js';
import { deleteDownload, openDownload, pageDownloads, sweepExpiredExports } from './download.service.js';

const SWEEP_EVERY_MS = 3600_000;

/** 下载中心: the caller's export files; expired files are swept hourly. */
export function registerDownloadRoutes(app: FastifyInstance, db: Db, files: FileStore): void {
  bindEndpoint(app, downloadApi.downloadPage, ({ member, locale, query }) =>
    pageDownloads(db, member, locale, query),
  );
  bindDownload(app, downloadApi.downloadFile, ({ member, params }) =>
    openDownload(db, files, member, params.id),
  );
  bindEndpoint(app, downloadApi.downloadDelete, ({ member, params, request }) =>
    deleteDownload(db, app.jobs, files, member, params.id, request.ip),
  );
  app.jobs.every(SWEEP_EVERY_MS, () => sweepExpiredExports(db, files));
}
