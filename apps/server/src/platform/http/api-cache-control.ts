import type { FastifyInstance } from 'fastify';

/**
 * `Cache-Control: no-store` on every JSON answer of an /erp route (each declares its access) that
 * set no policy of its own: they hold one caller's data (or, signing in, a session token), which
 * neither the browser's cache nor a proxy's may keep. Downloads say their own (bind-download.ts);
 * the web app's files keep theirs (static-web.ts), as they are no /erp routes.
 */
export function installApiCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!request.routeOptions.config.access || reply.hasHeader('cache-control')) return;
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
