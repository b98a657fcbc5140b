import type { UserInfo } from '@atrium/contract';
import { callEndpoint } from '../api/call-endpoint';
import { runEffect } from '../api/effect-runner';
import { AUTH_LIST_FAILURE_EFFECT } from '../api/error-catalogue';
import { SESSION_ROUTES } from './session-routes';
import { useSession } from './session-store';

export const ROLES_REQUIRED_ERROR = 'getInfo: roles must be a non-null array';

/** spec §8: user info whose roles grant nothing is an error, like a failed request. */
export function assertHasRolePermissions(info: UserInfo): void {
  const granted = (info.roles ?? []).some((role) => (role.permissions ?? []).length > 0);
  if (!granted) throw new Error(ROLES_REQUIRED_ERROR);
}

export type LoadSessionResult = 'ready' | 'userInfoFailed' | 'authListFailed';

/**
 * spec §4 Session: with a token and nothing loaded, fetch user info, then the auth list (routes),
 * the permission list and the distribution flag. The guard shows a spinner meanwhile.
 */
export async function loadSession(): Promise<LoadSessionResult> {
  const session = useSession.getState();
  try {
    const info = await callEndpoint(SESSION_ROUTES.userInfo);
    assertHasRolePermissions(info);
    session.setUserInfo(info);
  } catch (error) {
    console.error(error);
    return 'userInfoFailed';
  }

  const [auth, applet, distribution] = await Promise.allSettled([
    callEndpoint(SESSION_ROUTES.userAuth, { silent: true }),
    callEndpoint(SESSION_ROUTES.userAppletAuth),
    callEndpoint(SESSION_ROUTES.userDistributionShow),
  ]);
  if (applet.status === 'fulfilled') session.setPermissionList(applet.value.auth);
  if (distribution.status === 'fulfilled') session.setDistribution(distribution.value);
  if (auth.status === 'rejected') {
    // spec §7: the auth list answering another code logs out and reloads after 500 ms.
    runEffect(AUTH_LIST_FAILURE_EFFECT);
    return 'authListFailed';
  }
  session.setAuthEntries(auth.value.auth);
  return 'ready';
}

/**
 * The auth list again, for titles in a newly chosen locale (the server titles entries in the
 * caller's). A failure keeps the entries already shown.
 */
export async function refreshAuthEntries(): Promise<void> {
  try {
    const { auth } = await callEndpoint(SESSION_ROUTES.userAuth, { silent: true });
    useSession.getState().setAuthEntries(auth);
  } catch (error) {
    console.error(error);
  }
}
