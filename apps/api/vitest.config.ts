import { configDefaults, defineProject } from 'vitest/config';
import { API_TEST_OPTIONS, MOCKING_FILES } from './vitest.shared';

export default defineProject({
  test: {
    ...API_TEST_OPTIONS,
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Files that mock one of the API's modules run in a project of their own (vitest.isolated.config.ts).
    exclude: [...configDefaults.exclude, ...MOCKING_FILES],
    // Test files share their worker's loaded modules instead of each loading the whole API again (about
    // 3 s a file, over 90 files). Measured minutes apart on the 2-core box: the whole project in 187 s
    // instead of 388 s, with 347 s of CPU instead of 594 s (summed import time 25 s instead of 289 s).
    // Every file starts its own product (database, data directory, metrics registry), module-level
    // caches are keyed by that product, and a file stops everything it started (an interval left running
    // would now outlive its file and fail against a closed database), so no file sees another's state.
    isolate: false,
  },
});
