import { defineConfig } from 'vitest/config';

// One runner for every suite; `npm test` runs the projects one at a time (scripts/test.mjs).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web', 'apps/web/vitest.isolated.config.ts', 'e2e'],
  },
});
