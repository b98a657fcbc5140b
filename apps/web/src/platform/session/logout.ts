import { callEndpoint } from '../api/call-endpoint';
import { SESSION_ROUTES } from './session-routes';
import { useSession } from './session-store';

/**
 * Revokes the session on the server, then forgets it locally (spec §4). A failed call rejects
 * with the server's message and keeps the session, so the user can see why and try again.
 */
export async function logout(): Promise<void> {
  await callEndpoint(SESSION_ROUTES.logout, { silent: true });
  useSession.getState().clear();
}
