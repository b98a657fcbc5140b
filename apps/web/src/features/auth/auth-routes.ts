import { type authApi, routeOf } from '@atrium/contract';

/**
 * The endpoints the login page calls, as routes: the endpoint objects carry their zod schemas,
 * which would add ~25 KB gzip to signing in (login ≤ 180 KB, shell ≤ 300 KB budgets).
 * auth-routes.test.ts checks each route against its endpoint.
 */
export const AUTH_ROUTES = {
  login: routeOf<typeof authApi.login>('POST', '/erp/auth/login'),
  corpInfo: routeOf<typeof authApi.corpInfo>('GET', '/erp/auth/corp/:corpId'),
};
