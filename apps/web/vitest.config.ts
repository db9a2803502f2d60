import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { zodAlias } from './zod-alias';

export default defineProject({
  plugins: [react()],
  resolve: { alias: [zodAlias] },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // The whole suite shares 2 cores in CI; a user-event flow can take a few seconds there.
    testTimeout: 20_000,
    // One jsdom per worker instead of per file: setup resets cookies, storage, stores and MSW after every test.
    isolate: false,
  },
});
