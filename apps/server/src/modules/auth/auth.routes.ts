import { authApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import { SIGN_IN_SWEEP_EVERY_MS, sweepSignInCounters } from '../../platform/auth/login-throttle.js';
import type { Db } from '../../platform/db/database.js';
import { bindEndpoint } from '../../platform/http/bind-endpoint.js';
import { corpInfo, login, logout, register } from './auth.service.js';

export interface AuthRouteOptions {
  /** Sign-in (and registration) attempts allowed per client address per minute. */
  loginAttemptsPerMinute: number;
}

export function registerAuthRoutes(app: FastifyInstance, db: Db, options: AuthRouteOptions): void {
  // Per-address brake; platform/auth/login-throttle.ts adds the per-(account, address) lock and the account brake.
  const rateLimit = { max: options.loginAttemptsPerMinute, timeWindow: '1 minute' };

  bindEndpoint(
    app,
    authApi.login,
    async ({ body, request }) =>
      login(db, body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
    { rateLimit },
  );

  bindEndpoint(app, authApi.logout, async ({ member }) => {
    await logout(db, member.sessionId);
    return null;
  });

  bindEndpoint(app, authApi.register, async ({ body }) => register(db, body), { rateLimit });

  bindEndpoint(app, authApi.corpInfo, async ({ params }) => corpInfo(db, params.corpId));

  app.jobs.every(SIGN_IN_SWEEP_EVERY_MS, () => sweepSignInCounters(db));
}
