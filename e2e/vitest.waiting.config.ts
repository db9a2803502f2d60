import { configDefaults, defineConfig } from 'vitest/config';
import shared from './vitest.config';

/**
 * The browser files that spend minutes waiting on the real clock (token lifetimes) and start a server of
 * their own: `npm run test:e2e` runs them beside the two halves, where they cost little CPU, instead of
 * inside a half, where they were half of its length. No shared server is started for them.
 */
export default defineConfig({
  test: {
    ...shared.test,
    name: 'e2e-waiting',
    include: ['e2e/waiting/**/*.e2e.ts'],
    exclude: configDefaults.exclude,
    globalSetup: [],
  },
});
