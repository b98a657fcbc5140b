import { defineServerModule } from '../../platform/modules/server-module.js';
import { FILES_MESSAGES } from './files.messages.js';
import { registerFileRoutes } from './files.routes.js';

/** Uploads and stored files. */
export const filesModule = defineServerModule({
  name: 'files',
  messages: FILES_MESSAGES,
  routes: ({ app, db, fileStore }) => registerFileRoutes(app, db, fileStore),
});
