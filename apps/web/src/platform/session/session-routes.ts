import { type adminApi, type authApi, type crmApi, routeOf } from '@atrium/contract';

/**
 * The endpoints the shell calls right after sign-in, as routes: calling the endpoint objects would
 * bundle every schema they carry (zod, ~25 KB gzip) into the shell, which has a 300 KB budget.
 * session-routes.test.ts checks each route against its endpoint.
 */
export const SESSION_ROUTES = {
  userInfo: routeOf<typeof adminApi.userInfo>('GET', '/erp/admin/user/info'),
  userAuth: routeOf<typeof adminApi.userAuth>('GET', '/erp/admin/user/auth'),
  userAppletAuth: routeOf<typeof adminApi.userAppletAuth>('GET', '/erp/admin/user/applet/auth'),
  userDistributionShow: routeOf<typeof crmApi.userDistributionShow>(
    'GET',
    '/erp/crm/customerDistributionObject/userDistribution/show',
  ),
  logout: routeOf<typeof authApi.logout>('POST', '/erp/auth/logout'),
};
