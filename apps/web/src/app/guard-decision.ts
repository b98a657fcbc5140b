import { matchPath } from 'react-router';
import { FIXED_ROUTES, LOGIN_PATH, PUBLIC_ROUTE_NAMES } from './fixed-routes';

/** spec §2.4, as a pure function of where the user goes and what the session holds. */
export type GuardDecision = { type: 'allow' } | { type: 'redirect'; to: string } | { type: 'load' };

export interface GuardInput {
  pathname: string;
  search: string;
  hasToken: boolean;
  /** User info and routes are loaded. */
  loaded: boolean;
}

export function isPublicPath(pathname: string): boolean {
  return FIXED_ROUTES.some(
    (route) => PUBLIC_ROUTE_NAMES.has(route.name) && matchPath({ path: route.path, end: true }, pathname),
  );
}

/** `/user/login?redirect=<original path>&logincorpid=<_corpid>`; logincorpid only when given. */
export function loginRedirect(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  const target = new URLSearchParams({ redirect: pathname + search });
  const corpId = query.get('_corpid');
  if (corpId) target.set('logincorpid', corpId);
  return `${LOGIN_PATH}?${target.toString()}`;
}

/** Where a signed-in user lands after login: the redirect value if it is a path of this app. */
export function safeRedirect(redirect: string | null, fallback: string): string {
  if (!redirect?.startsWith('/') || redirect.startsWith('//')) return fallback;
  return redirect;
}

export function decideNavigation({ pathname, search, hasToken, loaded }: GuardInput): GuardDecision {
  if (!hasToken) {
    return isPublicPath(pathname)
      ? { type: 'allow' }
      : { type: 'redirect', to: loginRedirect(pathname, search) };
  }
  if (pathname === LOGIN_PATH) {
    // Already signed in: go where the login would have taken the user.
    return { type: 'redirect', to: safeRedirect(new URLSearchParams(search).get('redirect'), '/') };
  }
  if (isPublicPath(pathname) || loaded) return { type: 'allow' };
  return { type: 'load' };
}
