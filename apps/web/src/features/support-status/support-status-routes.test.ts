import { crmSupportApi } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { SUPPORT_STATUS_ROUTES } from './support-status-routes';

describe('support status routes', () => {
  it('match the endpoints they stand for', () => {
    expect(Object.keys(SUPPORT_STATUS_ROUTES).sort()).toEqual(
      Object.keys(crmSupportApi)
        .filter((name) => 'path' in (crmSupportApi as Record<string, object>)[name]!)
        .sort(),
    );
    for (const [name, route] of Object.entries(SUPPORT_STATUS_ROUTES)) {
      const endpoint = crmSupportApi[name as keyof typeof SUPPORT_STATUS_ROUTES];
      expect({ name, method: route.method, path: route.path }).toEqual({
        name,
        method: endpoint.method,
        path: endpoint.path,
      });
    }
  });
});
