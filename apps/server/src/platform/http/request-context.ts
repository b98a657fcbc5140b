import type { Access, Locale } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import { localeFromHeader } from './locale.js';

/** The signed-in caller acting in one organization (set by the access hook). */
export interface Member {
  userId: number;
  username: string;
  sessionId: number;
  /** The organization this call acts in: `Organization-Id` if given (and a membership), else the session's. */
  orgId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    member: Member | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route; every route under /erp/ must declare it (see access-control.ts). */
    access?: Access;
  }
}

/** Per-request basics every later hook relies on: the locale, and `Server-Timing` on every answer. */
export function installRequestContext(app: FastifyInstance): void {
  app.decorateRequest('locale', 'zh-CN');
  app.decorateRequest('member', null);
  app.addHook('onRequest', async (request) => {
    request.locale = localeFromHeader(request.headers['accept-language']);
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Server-Timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
  });
}
