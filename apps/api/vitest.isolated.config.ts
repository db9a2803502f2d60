import { defineProject } from 'vitest/config';
import { API_TEST_OPTIONS, MOCKING_FILES } from './vitest.shared';

export default defineProject({
  test: { ...API_TEST_OPTIONS, name: 'api-isolated', include: MOCKING_FILES },
});
