import { realtimeApi } from '@atrium/contract';
import { WebSocket } from 'ws';

/** A test's realtime socket and the messages it received, in order. */
export interface RealtimeTestClient {
  socket: WebSocket;
  messages: { type: string; data: unknown }[];
}

/** Opens the realtime socket of a listening server (`ws://…`) with these subprotocols. */
export function connectRealtime(url: string, protocols: string[]): Promise<RealtimeTestClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url}${realtimeApi.events.path}`, protocols);
    const client: RealtimeTestClient = { socket, messages: [] };
    socket.on('message', (data) => client.messages.push(JSON.parse(String(data))));
    socket.on('open', () => resolve(client));
    socket.on('unexpected-response', (_, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.on('error', reject);
  });
}

/** Waits (up to 5 s) until `check` holds: events cross processes through the database. */
export async function until(check: () => boolean, what: string): Promise<void> {
  for (let waited = 0; waited < 5000; waited += 20) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}
