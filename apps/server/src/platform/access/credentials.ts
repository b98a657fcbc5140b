import { realtimeApi } from '@atrium/contract';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/session-token.js';

/**
 * The bearer token and the requested organization of a call: from `Authorization` and
 * `Organization-Id`, or, on a WebSocket upgrade (a browser cannot give it headers), from the
 * subprotocols it offers (see realtimeProtocols in the contract).
 */
export function credentialsOf(request: FastifyRequest): {
  token: string | undefined;
  organization: string | string[] | undefined;
} {
  const headers = request.headers;
  const upgrade = headers.upgrade?.toLowerCase() === 'websocket';
  const offered = upgrade ? realtimeApi.realtimeCredentials(headers['sec-websocket-protocol']) : {};
  return {
    token: bearerToken(headers.authorization) ?? offered.token,
    organization: headers['organization-id'] ?? offered.organizationId,
  };
}
