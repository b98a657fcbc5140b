import { afterAll, beforeAll } from 'vitest';

/**
 * Runs the enclosing describe block as a browser in `zone` would (Node reads TZ when it changes),
 * so a time read in the browser's zone instead of on the business clock (UTC+8) cannot pass by
 * accident: New York is 12 or 13 hours away from the office.
 */
export function inBrowserZone(zone = 'America/New_York'): void {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = before;
  });
}
