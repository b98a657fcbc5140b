import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { errorEnvelope } from './envelope.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Stops the server without failing a request it accepted (see installGracefulShutdown); ends
     * with `app.close()`, whose preClose hooks close the realtime sockets. A second call does nothing.
     */
    shutDown(graceMs: number): Promise<void>;
  }
}

/** What a request arriving while the server stops hears: come back in a few seconds (elsewhere). */
export const DRAINING_RETRY_AFTER_SECONDS = 5;

/**
 * Graceful shutdown, in this order:
 * 1. Stop accepting connections. Only the listening socket closes: `http.Server.close()` would
 *    also reap idle keep-alive connections at once, and a client sending its next request on one
 *    at that moment sees a reset rather than an answer.
 * 2. A request still arriving on an open connection is answered 503 + `Retry-After` (localized),
 *    and every answer from now on carries `Connection: close`, so clients move off by themselves.
 * 3. Requests in flight finish (up to `graceMs`); meanwhile the job queue stops claiming, lets
 *    its running jobs finish within the same bound and hands back the rest (job-queue.ts stop).
 * 4. Whatever is still open after that is closed: idle connections by `app.close()`, requests
 *    that outlived the bound destroyed.
 * Fastify's own `return503OnClosing` is off (app.ts): its answer is not localized and it starts
 * only at `app.close()`, i.e. at step 4.
 */
export function installGracefulShutdown(app: FastifyInstance): void {
  let draining = false;
  let inFlight = 0;
  let onIdle: (() => void) | undefined;
  // The raw server's count covers every request, whichever hook or handler answers (or drops) it.
  app.server.on('request', (_request, response) => {
    inFlight++;
    response.once('close', () => {
      inFlight--;
      if (inFlight === 0) onIdle?.();
    });
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!draining) return;
    return reply
      .status(503)
      .header('Retry-After', String(DRAINING_RETRY_AFTER_SECONDS))
      .send(errorEnvelope(503, request.locale, 'serviceUnavailable'));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('Connection', 'close');
  });

  const idleWithin = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (inFlight === 0) return resolve(true);
      const timer = setTimeout(() => resolve(false), ms);
      onIdle = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });

  app.decorate('shutDown', async (graceMs: number) => {
    if (draining) return;
    draining = true;
    if (app.server.listening) NetServer.prototype.close.call(app.server);
    app.log.info({ inFlight, graceMs }, 'draining');
    const [idle] = await Promise.all([idleWithin(graceMs), app.jobs.stop({ finishWithinMs: graceMs })]);
    if (!idle) {
      app.log.warn({ inFlight, graceMs }, 'requests still running after the shutdown grace: closing them');
      app.server.closeAllConnections();
    }
    await app.close();
  });
}
