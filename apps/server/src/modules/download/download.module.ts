import { defineServerModule } from '../../platform/modules/server-module.js';

import { DOWNLOAD_MESSAGES } from './download.messages.js';
import { registerDownloadRoutes } from './download.routes.js';

/** The download center: the caller's export jobs and their files. */
export const downloadModule = defineServerModule({
  name: 'download',
  messages: DOWNLOAD_MESSAGES,
  routes: ({ app, db, fileStore }) => registerDownloadRoutes(app, db, fileStore),
  demoRoleGrants: { everyone: { downloadCenterManage: 'all' } },
});
