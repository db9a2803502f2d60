import { defineProject } from 'vitest/config';

// Test files share their worker's loaded (and JIT-warmed) modules: the package code is pure, and what it
// keeps at module level are caches of deterministic results. For story-engine, illustrator and print
// together, measured twice each minutes apart: 60 s and 59 s wall, 59 s of CPU, isolated; 34 s and 44 s,
// 47-48 s of CPU, shared (summed import time 26 s -> 11 s).
// Property tests write hundreds of stories each: a few seconds alone, over a minute on two cores shared by
// several test runs (load 23 measured: 300 stories took 132 s), so the timeout is generous.
export default defineProject({ test: { environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], testTimeout: 300_000, isolate: false } });
