import { filesApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { bindDownload } from '../../platform/http/bind-download.js';
import { bindEndpoint } from '../../platform/http/bind-endpoint.js';
import { receiveFile } from '../../platform/http/multipart-file.js';
import type { FileStore } from '../../platform/storage/file-store.js';
import { claimUploadToken, issueUploadToken, openFile, storeUpload } from './files.service.js';

export function registerFileRoutes(app: FastifyInstance, db: Db, store: FileStore): void {
  bindEndpoint(app, filesApi.uploadToken, async ({ member, query }) =>
    issueUploadToken(db, member, query.purpose),
  );

  bindEndpoint(app, filesApi.upload, async ({ request, query }) => {
    let grant: Awaited<ReturnType<typeof claimUploadToken>> | undefined;
    // The purpose's limit is the multipart stream's: an over-limit body is never read whole nor stored.
    const { maxBytes } = filesApi.UPLOAD_PURPOSES[query.purpose];
    const file = await receiveFile(request, maxBytes, async (fields) => {
      grant = await claimUploadToken(db, fields.token);
    });
    return storeUpload(db, store, grant!, file, request.ip, query.purpose);
  });

  bindDownload(app, filesApi.download, async ({ member, params }) =>
    openFile(db, store, member.orgId, params.id),
  );
}
