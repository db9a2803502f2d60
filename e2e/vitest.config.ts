import { configDefaults, defineConfig } from 'vitest/config';
import { FailuresLast } from '../scripts/failures-last';
import { ShardsOfEqualLength } from './support/balanced-shards';

/** End-to-end suites: the real product (npm start's code path) on a fresh data dir, driven by Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    // Files that spend minutes waiting on the real clock, each on a server of its own (vitest.waiting.config.ts).
    exclude: [...configDefaults.exclude, 'e2e/waiting/**'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A browser waits on a server that may be busy with another file's book: a second is too short a wait.
    expect: { poll: { timeout: 10_000 } },
    // Files share one server, so they run one at a time; `npm run test:e2e` runs two halves (`--shard`) side by side, each with its own server.
    fileParallelism: false,
    // The halves are cut by the files' lengths (support/balanced-shards.ts).
    sequence: { sequencer: ShardsOfEqualLength },
    reporters: ['default', new FailuresLast()],
  },
});
