import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Tests that need a module graph of their own: the manifest test reads WEB_MODULES, which an
 * earlier file importing one feature's manifest (and through it the shell) would build half-way.
 * They run as the `web-isolated` project (vitest.isolated.config.ts). Customer query's too: in a
 * worker shared with the other files its English case finds no English labels (every full run on
 * 2026-11-27, never alone; which earlier file leaves i18n so is not found yet).
 */
export const ISOLATED_TESTS = [
  'src/app/web-modules.test.ts',
  'src/features/crm-customer-query/customer-query-page.test.tsx',
];

export function webTestConfig(isolated: boolean) {
  return defineConfig({
    plugins: [react()],
    test: {
      name: isolated ? 'web-isolated' : 'web',
      environment: 'jsdom',
      // A worker keeps its jsdom and the imported modules (React, antd) for all its files instead
      // of building them per file: that setup, not the tests, was most of the unit step (380 s in
      // cc12). Each file cleans up what it renders (test-setup.ts) and stubs globals per test.
      isolate: isolated,
      include: isolated ? ISOLATED_TESTS : ['src/**/*.test.{ts,tsx}'],
      exclude: isolated ? configDefaults.exclude : [...configDefaults.exclude, ...ISOLATED_TESTS],
      setupFiles: ['./src/test-setup.ts'],
      // antd in jsdom is slow: rendering a 50-file upload list took over 5 s (the default limit) on a
      // busy CI machine. These limits only stop hung tests; they measure nothing.
      testTimeout: 30_000,
    },
  });
}

export default webTestConfig(false);
