import { adminApi, authApi, crmApi } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { SESSION_ROUTES } from './session-routes';

describe('session routes', () => {
  it('match the endpoints they stand for', () => {
    const endpoints = {
      userInfo: adminApi.userInfo,
      userAuth: adminApi.userAuth,
      userAppletAuth: adminApi.userAppletAuth,
      userDistributionShow: crmApi.userDistributionShow,
      logout: authApi.logout,
    };
    expect(Object.keys(SESSION_ROUTES).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const route = SESSION_ROUTES[name as keyof typeof SESSION_ROUTES];
      expect({ name, method: route.method, path: route.path }).toEqual({
        name,
        method: endpoint.method,
        path: endpoint.path,
      });
    }
  });
});
