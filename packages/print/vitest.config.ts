import { defineProject } from 'vitest/config';

// Test files share their worker's loaded (and JIT-warmed) modules: the package code is pure, and what it
// keeps at module level are caches of deterministic results. For story-engine, illustrator and print
// together, measured twice each minutes apart: 60 s and 59 s wall, 59 s of CPU, isolated; 34 s and 44 s,
// 47-48 s of CPU, shared (summed import time 26 s -> 11 s).
// The package files run first in `npm test`, beside lint and typecheck and the token-lifetime browser file;
// Vitest's 5 s per test was too short there on a busy box (render-book-pdf's 2 s tests timed out at 5 s
// with the two cores shared by three other test runs), so the limit is the API suite's 30 s.
export default defineProject({ test: { environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], isolate: false, testTimeout: 30_000 } });
