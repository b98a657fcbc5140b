import { realtimeApi } from '@atrium/contract';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { REALTIME_CHANNEL } from './publish-realtime.js';
import { RealtimeHub } from './realtime-hub.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's realtime sockets (events are published with publishRealtime). */
    realtime: RealtimeHub;
  }
}

const HEARTBEAT_MS = 30_000;
const SESSION_CHECK_MS = 60_000;
// Browsers only listen; anything they send is a few bytes at most.
const MAX_INCOMING_BYTES = 1024;
/** "Service restart" (RFC 6455 registry): the browser reconnects, to this server once it is back or to another. */
export const CLOSE_SERVICE_RESTART = 1012;
// A client that does not answer the close handshake this quickly is dropped: a stop must not wait
// for ws's own 30 s close timeout.
const CLOSE_HANDSHAKE_MS = 1000;

/**
 * WebSocket upgrades through Fastify's router. Registered before the access hook: the plugin's own
 * hooks mark an upgrade request so that an upgrade refused by access control (401, 404) has its
 * socket closed after the answer; registered later, a refused socket would stay open.
 */
export async function installWebSocketTransport(app: FastifyInstance): Promise<void> {
  await app.register(websocket, {
    // The plugin's own preClose closes sockets without a code (1005), which tells a browser nothing.
    preClose: closeSocketsForRestart,
    options: {
      maxPayload: MAX_INCOMING_BYTES,
      handleProtocols: (offered) =>
        offered.has(realtimeApi.REALTIME_PROTOCOL) ? realtimeApi.REALTIME_PROTOCOL : false,
    },
  });
}

/** As the server stops: every socket closed with 1012, so that browsers reconnect. */
async function closeSocketsForRestart(this: FastifyInstance): Promise<void> {
  const sockets = [...this.websocketServer.clients];
  const closed = sockets.map((socket) => new Promise((resolve) => socket.once('close', resolve)));
  for (const socket of sockets) socket.close(CLOSE_SERVICE_RESTART, 'server restarting');
  const timer = setTimeout(() => {
    for (const socket of sockets) socket.terminate();
  }, CLOSE_HANDSHAKE_MS);
  await Promise.all(closed);
  clearTimeout(timer);
  await new Promise((resolve) => this.websocketServer.close(resolve));
}

/**
 * The realtime socket (contract realtimeApi.events): the access hook authenticates the upgrade like
 * any signed-in call (credentials from the subprotocols); this process then delivers every event
 * published on the database (NOTIFY) to its matching sockets, so events cross server processes.
 */
export async function installRealtime(app: FastifyInstance, database: Database): Promise<void> {
  const hub = new RealtimeHub();
  app.decorate('realtime', hub);
  const endpoint = realtimeApi.events;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access },
    handler: async () => {
      throw new AppError(426, 'upgradeRequired');
    },
    wsHandler: (socket, request) => hub.add(socket, request.member!),
  });

  const stopListening = await database.listen(REALTIME_CHANNEL, (payload) => hub.deliver(payload));
  const heartbeat = setInterval(() => hub.heartbeat(), HEARTBEAT_MS).unref();
  const sessionCheck = setInterval(() => {
    hub
      .closeEnded(database.db)
      .catch((error) => app.log.warn({ err: error }, 'realtime session check failed'));
  }, SESSION_CHECK_MS).unref();
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
    await stopListening();
  });
}
