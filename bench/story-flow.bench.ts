/**
 * Issue 5: POST /api/v1/generate/complete-storybook from the request to the job's `succeeded`, seen
 * by polling GET /jobs/status/{id} as the web app does, on the real product with the embedded database
 * (PGlite) and the offline engine. Target: <= 1.5 s. Short stories on the free plan, long ones on Pro.
 */
import { performance } from 'node:perf_hooks';
import type { BenchFigure } from './types';
import { signUpThroughApi } from './support/accounts';
import { startProductProcess } from './support/processes';
import { approvedStory, client, jobSucceeded, upgradeToPro, type Call } from './support/story-api';

const RUNS = 10;
const TARGET_MS = 1500;
const POLL_MS = 10;

/** Milliseconds from asking for the book to seeing its job succeeded. */
async function timeCompleteStorybook(call: Call, storyId: string): Promise<number> {
  const started = performance.now();
  const { job_id } = await call('POST', '/api/v1/generate/complete-storybook', { story_id: storyId });
  await jobSucceeded(call, job_id, POLL_MS);
  return performance.now() - started;
}

async function measure(call: Call, length: string): Promise<number[]> {
  const times: number[] = [];
  // One warm-up run so JIT and the first queue round-trip are not counted.
  await timeCompleteStorybook(call, await approvedStory(call, length, 0));
  for (let run = 0; run < RUNS; run += 1) times.push(await timeCompleteStorybook(call, await approvedStory(call, length, run)));
  return times.sort((a, b) => a - b);
}

const percentile = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;

function figures(label: string, sorted: number[]): BenchFigure[] {
  const median = percentile(sorted, 0.5);
  const slowest = sorted.at(-1) ?? Number.NaN;
  return [
    { name: `complete-storybook ${label}, request to succeeded (median)`, value: median, unit: 'ms', target: '<= 1500 ms', pass: median <= TARGET_MS },
    { name: `complete-storybook ${label}, request to succeeded (slowest of ${RUNS})`, value: slowest, unit: 'ms', target: '<= 1500 ms', pass: slowest <= TARGET_MS },
  ];
}

export default async function storyFlowBench(): Promise<BenchFigure[]> {
  const product = await startProductProcess();
  try {
    const auth = await signUpThroughApi(product.url, product.dataDir);
    const call = client(product.url, auth.access_token);
    const short = await measure(call, 'short');
    await upgradeToPro(call);
    const long = await measure(call, 'long');
    return [...figures('8 pages', short), ...figures('24 pages', long)];
  } finally {
    await product.stop();
  }
}
