import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each test file builds its own app on its own fresh database (PGlite in memory, or a
    // throwaway database on a PostgreSQL server); files run in parallel, one per worker.
    pool: 'forks',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
