import { defineServerModule } from '../../platform/modules/server-module.js';
import { registerDownloadRoutes } from './download.routes.js';

/** The download center: the caller's export jobs and their files. */
export const downloadModule = defineServerModule({
  name: 'download',
  messages: {},
  routes: ({ app, db, fileStore }) => registerDownloadRoutes(app, db, fileStore),
});
