// Zod-free on purpose: the browser's realtime client loads with the shell (bundle budget).
/**
 * Realtime events (call events for the agent desktop, …) over one WebSocket per browser tab.
 * A browser WebSocket cannot send headers, so the token and organization travel as subprotocols
 * next to the protocol name: `new WebSocket(url, realtimeProtocols(token, orgId))`. The server
 * answers with REALTIME_PROTOCOL and then only sends; each message is one `RealtimeMessage` JSON.
 */
export const REALTIME_PROTOCOL = 'atrium.v1';
/** Where the socket is (the `events` endpoint's path), for clients that must not load zod. */
export const REALTIME_PATH = '/erp/realtime';
const BEARER_PREFIX = 'atrium.bearer.';
const ORGANIZATION_PREFIX = 'atrium.org.';

export function realtimeProtocols(token: string, orgId?: number | null): string[] {
  const organization = orgId ? [`${ORGANIZATION_PREFIX}${orgId}`] : [];
  return [REALTIME_PROTOCOL, `${BEARER_PREFIX}${token}`, ...organization];
}

/** The token and organization a `Sec-WebSocket-Protocol` header carries (see realtimeProtocols). */
export function realtimeCredentials(header: string | undefined): { token?: string; organizationId?: string } {
  const offered = (header ?? '').split(',').map((part) => part.trim());
  const offeredAfter = (prefix: string) =>
    offered.find((part) => part.startsWith(prefix))?.slice(prefix.length) || undefined;
  return { token: offeredAfter(BEARER_PREFIX), organizationId: offeredAfter(ORGANIZATION_PREFIX) };
}

export interface RealtimeMessage<T = unknown> {
  /** What happened, e.g. `call.ringing`. */
  type: string;
  data: T;
  /** ISO time the server published it. */
  at: string;
}
