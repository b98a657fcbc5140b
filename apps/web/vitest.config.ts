import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // antd in jsdom is slow: rendering a 50-file upload list took over 5 s (the default limit) on a
    // busy CI machine. These limits only stop hung tests; they measure nothing.
    testTimeout: 30_000,
  },
});
