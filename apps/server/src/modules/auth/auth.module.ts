import { defineServerModule } from '../../platform/modules/server-module.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { registerAuthRoutes } from './auth.routes.js';

/** Sign-in, sign-out and registration. */
export const authModule = defineServerModule({
  name: 'auth',
  messages: AUTH_MESSAGES,
  routes: ({ app, db, loginAttemptsPerMinute }) => registerAuthRoutes(app, db, { loginAttemptsPerMinute }),
});
