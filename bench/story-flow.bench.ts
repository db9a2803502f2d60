/**
 * Issue 5: POST /api/v1/generate/complete-storybook from the request to the job's `succeeded`, seen
 * by polling GET /jobs/status/{id} as the web app does, on the real product with the embedded database
 * (PGlite) and the offline engine. Target: <= 1.5 s. Short stories on the free plan, long ones on Pro.
 */
import { performance } from 'node:perf_hooks';
import type { BenchFigure } from './types';
import { signUpThroughApi } from './support/accounts';
import { startProductProcess } from './support/processes';

const RUNS = 10;
const TARGET_MS = 1500;
const POLL_MS = 10;

type Call = (method: string, path: string, body?: unknown) => Promise<Record<string, unknown>>;

function client(baseUrl: string, accessToken: string): Call {
  return async (method, path, body) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
}

async function approvedStory(call: Call, length: string, run: number): Promise<string> {
  const { story_id } = await call('POST', '/api/v1/stories/draft', {
    characters: [{ name: 'Amara', kind: 'child', pronoun: 'she' }, { name: 'Ember', kind: 'creature', species: 'dragon' }],
    target_age_range: ['0-2', '3-5', '6-8', '9-12'][run % 4],
    story_length: length,
  });
  await call('GET', `/api/v1/stories/${story_id}/story-idea`);
  await call('POST', '/api/v1/stories/approve-idea', { story_id });
  return String(story_id);
}

/** Milliseconds from asking for the book to seeing its job succeeded. */
async function timeCompleteStorybook(call: Call, storyId: string): Promise<number> {
  const started = performance.now();
  const { job_id } = await call('POST', '/api/v1/generate/complete-storybook', { story_id: storyId });
  for (;;) {
    const job = await call('GET', `/jobs/status/${job_id}`);
    if (job.status === 'succeeded') return performance.now() - started;
    if (job.status === 'failed') throw new Error(`job failed: ${String(job.error)}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function measure(call: Call, length: string): Promise<number[]> {
  const times: number[] = [];
  // One warm-up run so JIT and the first queue round-trip are not counted.
  await timeCompleteStorybook(call, await approvedStory(call, length, 0));
  for (let run = 0; run < RUNS; run += 1) times.push(await timeCompleteStorybook(call, await approvedStory(call, length, run)));
  return times.sort((a, b) => a - b);
}

async function upgradeToPro(call: Call): Promise<void> {
  const plans = (await call('GET', '/api/v1/plans')) as unknown as Array<{ id: string; type: string }>;
  const pro = plans.find((plan) => plan.type === 'pro');
  const started = await call('POST', '/api/v1/subscriptions/subscribe', { plan_id: pro?.id });
  if (started.payment_id) await call('POST', `/api/v1/payments/test/${String(started.payment_id)}/confirm`);
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
