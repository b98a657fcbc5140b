import { callSeatsApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { bindEndpoint } from '../../../platform/http/bind-endpoint.js';
import { takeSeat } from './take-seat.service.js';

/** /take/seat's one call, braked per client address like the login (the login adds the per-account lock). */
export function registerTakeSeatRoutes(
  app: FastifyInstance,
  db: Db,
  options: { loginAttemptsPerMinute: number },
) {
  bindEndpoint(
    app,
    callSeatsApi.takeSeat,
    ({ body, request }) =>
      takeSeat(db, body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
    {
      rateLimit: { max: options.loginAttemptsPerMinute, timeWindow: '1 minute' },
      successMessage: 'call.dutyStarted',
    },
  );
}
