import { defineProject } from 'vitest/config';

// Property tests write hundreds of stories each: a few seconds alone, longer on a busy 2-core machine.
export default defineProject({ test: { environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], testTimeout: 30_000 } });
