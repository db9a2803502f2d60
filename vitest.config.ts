import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { FailuresLast } from './scripts/failures-last';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/api', 'apps/api/vitest.isolated.config.ts', 'apps/web', 'scripts'],
    // Vitest's default (one fewer than the cores) is a single worker on a 2-core CI box. Test files
    // spend much of their time in PGlite and sharp, and some waiting on timers and child processes:
    // two workers kept the CPUs 170 % busy, three 190 % (the whole run 6 % shorter).
    maxWorkers: Math.max(3, availableParallelism() - 1),
    reporters: ['default', new FailuresLast()],
  },
});
