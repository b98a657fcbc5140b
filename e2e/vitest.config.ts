import { defineConfig } from 'vitest/config';

// End-to-end: the built app served by the real server (embedded PGlite, fresh data dir), driven in
// Debian's Chromium. Spec files run in parallel, each worker against a server of its own.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['specs/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    // No retry: a failed test fails the run. A failure leaves pictures of its pages (and, with
    // ATRIUM_E2E_TRACE=1, a trace) in .tmp/e2e-failures/ to read it by.
    // expect.poll waits for what the user will see (a panel closing, a message): vitest's default
    // of 1 s is too short for a browser and a server sharing two cores with another spec.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});
