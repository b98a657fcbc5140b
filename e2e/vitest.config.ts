import { defineConfig } from 'vitest/config';

// End-to-end: the built app served by the real server (embedded PGlite, fresh data dir), driven in
// Debian's Chromium. One file at a time: they share one server and its demo data.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['specs/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
