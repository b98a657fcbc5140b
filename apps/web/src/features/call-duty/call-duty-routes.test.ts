import { callApi } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { CALL_DUTY_ROUTES } from './call-duty-routes';

describe('call duty routes', () => {
  it('match the endpoints they stand for', () => {
    for (const [name, route] of Object.entries(CALL_DUTY_ROUTES)) {
      const endpoint = callApi[name as keyof typeof CALL_DUTY_ROUTES];
      expect({ name, method: route.method, path: route.path }).toEqual({
        name,
        method: endpoint.method,
        path: endpoint.path,
      });
    }
  });
});
