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
 * The longest the listening socket stays open after the signal while connections keep arriving.
 * A queue found at the signal is accepted in a few turns of the event loop; clients that keep
 * opening connections (a proxy whose connections each 503 closes) would otherwise hold it open
 * for the whole grace and leave the requests in flight none of it.
 */
const ACCEPT_QUEUE_MS = 1000;

/**
 * Lets the kernel queue at most one more connection on the listening socket (listen(2) again with
 * a backlog of 0, through the handle Node listens with). A full queue makes Linux drop a new SYN
 * rather than complete it; the client sends it again a second later and, the socket closed by
 * then, is refused, which it can retry safely. Without it, connections completed between the last
 * look at the queue and the close were reset with their requests sent (bench/shutdown.ts).
 */
function shrinkAcceptQueue(server: NetServer): void {
  const handle = (server as unknown as { _handle?: { listen?: (backlog: number) => number } })._handle;
  handle?.listen?.(0);
}

/**
 * Graceful shutdown, in this order:
 * 1. Every request from now on is answered 503 + `Retry-After` (localized), and every answer
 *    carries `Connection: close`, so clients move off by themselves.
 * 2. The listening socket closes, but only once the connections already in its accept queue are
 *    accepted (stopListening): closing it makes Linux reset them (handshake done, request often
 *    sent, not yet accepted), and a loaded server has such connections. They get the 503; later
 *    connections are refused (a proxy passes a refused connect on to another process, even a POST):
 *    the queue is shrunk first (shrinkAcceptQueue), so that few can still arrive meanwhile.
 *    Only the listening socket: `http.Server.close()` would also reap idle keep-alive connections
 *    at once, and a client sending its next request on one at that moment sees a reset.
 * 3. Requests in flight finish, and the server waits until no request has arrived for QUIET_MS
 *    since step 2, checking right after reading its sockets (quietBefore), all within `graceMs`;
 *    meanwhile the job queue stops claiming, lets its running jobs finish within the same bound
 *    and hands back the rest (job-queue.ts stop).
 * 4. Whatever is still open after that is closed: idle connections by `app.close()`, requests
 *    that outlived the bound destroyed. A client that sends on an idle keep-alive connection only
 *    after that (stalled for longer than QUIET_MS) still meets a reset: HTTP/1.1 cannot tell it
 *    beforehand that the connection closes.
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
   * QUIET_MS, counted from `since` at the earliest. A request a client already sent may still sit
   * unread in its socket, and Node counts that connection as idle: closing it then would reset the
   * request instead of answering it. So the window starts no earlier than the drain (a server that
   * saw the signal late, after a stall, has not read for a while), and each check runs right after
   * a poll phase (setImmediate), never straight out of a timer that fired late: the sockets that
   * became readable meanwhile have been read first.
   */
  const quietBefore = async (since: number, deadline: number) => {
    const afterPoll = () => new Promise((resolve) => setTimeout(() => setImmediate(resolve), POLL_MS));
    while (inFlight > 0 || Date.now() - Math.max(lastArrival, since) < QUIET_MS) {
      if (Date.now() >= deadline) return false;
      await afterPoll();
    }
    return true;
  };

  /**
   * Closes the listening socket once the kernel's accept queue is empty. Node accepts one
   * connection per turn of its event loop, so that is a whole turn whose poll phase accepted
   * nothing: checked in the check phase (setImmediate), right after it. Only a connection
   * completed in between can still be reset, or one queued when ACCEPT_QUEUE_MS is up.
   */
  const stopListening = (graceDeadline: number) =>
    new Promise<void>((resolve) => {
      const deadline = Math.min(graceDeadline, Date.now() + ACCEPT_QUEUE_MS);
      shrinkAcceptQueue(app.server);
      let accepted = true;
      const onConnection = () => (accepted = true);
      app.server.on('connection', onConnection);
      const check = () => {
        if (accepted && Date.now() < deadline) {
          accepted = false;
          setImmediate(check);
          return;
        }
        app.server.off('connection', onConnection);
        if (app.server.listening) NetServer.prototype.close.call(app.server);
        resolve();
      };
      setImmediate(check);
    });

  app.decorate('shutDown', async (graceMs: number) => {
    if (draining) return;
    draining = true;
    app.log.info({ inFlight, graceMs }, 'draining');
    const deadline = Date.now() + graceMs;
    const jobsStopped = app.jobs.stop({ finishWithinMs: graceMs });
    await stopListening(deadline);
    app.log.info({ inFlight }, 'listener closed');
    const [quiet] = await Promise.all([quietBefore(Date.now(), deadline), jobsStopped]);
    if (!quiet) {
      app.log.warn({ inFlight, graceMs }, 'requests still running after the shutdown grace: closing them');
      app.server.closeAllConnections();
    }
    await app.close();
  });
}
