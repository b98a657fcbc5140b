import { z } from 'zod';
import { defineEndpoint, SIGNED_IN } from '../endpoint.js';
import { REALTIME_PATH } from '../realtime-protocol.js';

export {
  REALTIME_PATH,
  REALTIME_PROTOCOL,
  type RealtimeMessage,
  realtimeCredentials,
  realtimeProtocols,
} from '../realtime-protocol.js';

export const events = defineEndpoint({
  method: 'GET',
  path: REALTIME_PATH,
  access: SIGNED_IN,
  summary:
    'WebSocket (upgrade only; a plain GET answers 426): the signed-in member receives the events of their organization addressed to them, as RealtimeMessage JSON. Credentials as subprotocols, see realtimeProtocols. The socket closes with 4401 when the session ends.',
  answer: z.null(),
});
