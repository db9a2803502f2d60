/** What both API test projects share (vitest.config.ts and vitest.isolated.config.ts). */
export const API_TEST_OPTIONS = {
  environment: 'node',
  globalSetup: ['test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Vitest asks every 50 ms; an answer from the product costs ~5 ms of CPU on the thread its jobs run on
  // (ADR 041). Tests that must ask faster say so.
  expect: { poll: { interval: 250 } },
};

/**
 * The API test files that replace one of the API's modules with `vi.mock`. They run in a module graph
 * of their own: in the shared one the module may already be loaded by an earlier file, so the mock
 * would not take, or would stay for the next file.
 */
export const MOCKING_FILES = ['test/integration/deleted-while-made.test.ts'];
