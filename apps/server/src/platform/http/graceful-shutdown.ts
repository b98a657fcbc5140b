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
/** How long no request must arrive before open connections are taken for idle and closed. */
const QUIET_MS = 250;
const POLL_MS = 20;

/**
 * Graceful shutdown, in this order:
 * 1. Stop accepting connections. Only the listening socket closes: `http.Server.close()` would
 *    also reap idle keep-alive connections at once, and a client sending its next request on one
 *    at that moment sees a reset rather than an answer.
 * 2. A request still arriving on an open connection is answered 503 + `Retry-After` (localized),
 *    and every answer from now on carries `Connection: close`, so clients move off by themselves.
 * 3. Requests in flight finish, and the server waits until none has arrived for QUIET_MS (all
 *    within `graceMs`); meanwhile the job queue stops claiming, lets
 *    its running jobs finish within the same bound and hands back the rest (job-queue.ts stop).
 * 4. Whatever is still open after that is closed: idle connections by `app.close()`, requests
 *    that outlived the bound destroyed.
 * Fastify's own `return503OnClosing` is off (app.ts): its answer is not localized and it starts
 * only at `app.close()`, i.e. at step 4.
 */
export function installGracefulShutdown(app: FastifyInstance): void {
  let draining = false;
  let inFlight = 0;
  let lastArrival = 0;
  // The raw server's count covers every request, whichever hook or handler answers (or drops) it.
  app.server.on('request', (_request, response) => {
    inFlight++;
    lastArrival = Date.now();
    response.once('close', () => inFlight--);
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

  /**
   * Whether the server went quiet before `deadline`: nothing in flight and nothing arrived for
   * QUIET_MS. A request a client already sent may still sit unread in its socket, and Node counts
   * that connection as idle: closing it then would reset the request instead of answering it.
   */
  const quietBefore = async (deadline: number) => {
    while (inFlight > 0 || Date.now() - lastArrival < QUIET_MS) {
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return true;
  };

  app.decorate('shutDown', async (graceMs: number) => {
    if (draining) return;
    draining = true;
    if (app.server.listening) NetServer.prototype.close.call(app.server);
    app.log.info({ inFlight, graceMs }, 'draining');
    const deadline = Date.now() + graceMs;
    const [quiet] = await Promise.all([quietBefore(deadline), app.jobs.stop({ finishWithinMs: graceMs })]);
    if (!quiet) {
      app.log.warn({ inFlight, graceMs }, 'requests still running after the shutdown grace: closing them');
      app.server.closeAllConnections();
    }
    await app.close();
  });
}
