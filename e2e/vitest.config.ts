import { defineConfig } from 'vitest/config';

// End-to-end: the built app served by the real server (embedded PGlite, fresh data dir), driven in
// Debian's Chromium. Spec files run in parallel, each worker against a server of its own.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['specs/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
