import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/api', 'apps/web', 'scripts'],
    // Vitest's default (one fewer than the cores) is a single worker on a 2-core CI box; test files
    // spend much of their time in PGlite and sharp, so two workers there finish in ~2/3 of the time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
