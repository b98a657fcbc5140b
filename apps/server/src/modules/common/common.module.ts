import { defineServerModule } from '../../platform/modules/server-module.js';
import { COMMON_MESSAGES } from './common.messages.js';
import { registerCommonRoutes } from './common.routes.js';
import { seedDictionaryDefaults } from './common.service.js';
import { registerDictionaryRoutes } from './dictionaries.routes.js';

/** Health, options and dictionaries; every organization gets the default dictionaries. */
export const commonModule = defineServerModule({
  name: 'common',
  messages: COMMON_MESSAGES,
  routes: ({ app, database, db }) => {
    registerCommonRoutes(app, database);
    registerDictionaryRoutes(app, db);
  },
  seedAfterDemo: seedDictionaryDefaults,
});
