import { realtimeApi } from '@atrium/contract';
import { WebSocket } from 'ws';

/** Helpers of the telephony tests: a realtime client, waiting, a tiny WAV file. */

export interface RealtimeClient {
  socket: WebSocket;
  messages: { type: string; data: Record<string, unknown> }[];
}

/** Opens /erp/realtime as a browser does (credentials as subprotocols) and collects its messages. */
export function connectRealtime(wsBaseUrl: string, token: string): Promise<RealtimeClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(
      `${wsBaseUrl}${realtimeApi.events.path}`,
      realtimeApi.realtimeProtocols(token),
    );
    const client: RealtimeClient = { socket, messages: [] };
    socket.on('message', (data) => client.messages.push(JSON.parse(String(data))));
    socket.on('open', () => resolve(client));
    socket.on('unexpected-response', (_, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.on('error', reject);
  });
}

export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 8000) {
  for (let waited = 0; waited < timeoutMs; waited += 25) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A valid 8 kHz 16-bit mono WAV of `samples` silent samples. */
export function tinyWav(samples = 800): Buffer {
  const data = samples * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data, 40);
  return Buffer.concat([header, Buffer.alloc(data)]);
}
