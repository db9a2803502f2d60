import { defineConfig } from 'vitest/config';

/** End-to-end suites: the real product (npm start's code path) on a fresh data dir, driven by Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
