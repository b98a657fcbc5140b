import { authApi } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { AUTH_ROUTES } from './auth-routes';

describe('auth routes', () => {
  it('match the endpoints they stand for', () => {
    for (const [name, route] of Object.entries(AUTH_ROUTES)) {
      const endpoint = authApi[name as keyof typeof AUTH_ROUTES];
      expect({ name, method: route.method, path: route.path }).toEqual({
        name,
        method: endpoint.method,
        path: endpoint.path,
      });
    }
  });
});
