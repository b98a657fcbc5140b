import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from './all-endpoints.js';

describe('contract endpoints', () => {
  it('declares each method and path once, under /erp/', () => {
    const routes = ALL_ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const endpoint of ALL_ENDPOINTS) expect(endpoint.path.startsWith('/erp/')).toBe(true);
  });

  it('declares who may call each endpoint', () => {
    for (const endpoint of ALL_ENDPOINTS) {
      const access = endpoint.access as Record<string, unknown>;
      expect(
        Boolean(access.public || access.signedIn || access.permission || access.anyPermission),
        endpoint.path,
      ).toBe(true);
    }
  });
});
