/**
 * Issue 32: a book read through a share link (`GET /api/v1/shared/{token}`, public, counted per network
 * and as one open) against the owner's own read of it (`GET /api/v1/books/{id}`), same run, same load
 * (autocannon, 10 connections), on an illustrated 8-page book. Target: the shared read at least as fast.
 * Run: npm run bench -- shared-read
 */
import autocannon from 'autocannon';
import { signUpThroughApi } from './support/accounts';
import { startProductProcess } from './support/processes';
import { approvedStory, client, jobSucceeded, upgradeToPro } from './support/story-api';
import type { BenchFigure } from './types';

const CONNECTIONS = 10;
const DURATION_SECONDS = 8;

async function load(url: string, headers: Record<string, string>): Promise<{ rps: number; p99: number }> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

export default async function sharedReadBench(): Promise<BenchFigure[]> {
  const product = await startProductProcess();
  try {
    const auth = await signUpThroughApi(product.url, product.dataDir);
    const call = client(product.url, auth.access_token);
    await upgradeToPro(call);
    const storyId = await approvedStory(call, 'short', 1);
    await jobSucceeded(call, (await call('POST', '/api/v1/generate/complete-storybook', { story_id: storyId })).job_id);
    await jobSucceeded(call, (await call('POST', '/api/v1/books/generate', { story_id: storyId, options: { use_high_quality_mode: false } })).job_id);
    const link = await call('POST', `/api/v1/stories/${storyId}/share-links`, { label: 'bench' });
    const token = String(link.path).replace('/read/', '');
    const accept = { 'accept-encoding': 'gzip, deflate, br' };
    const owner = await load(`${product.url}/api/v1/books/${storyId}`, { ...accept, authorization: `Bearer ${auth.access_token}` });
    const shared = await load(`${product.url}/api/v1/shared/${token}`, accept);
    const ratio = (shared.rps / owner.rps) * 100;
    return [
      { name: "GET /api/v1/books/{id} (the owner's read), 10 connections", value: owner.rps, unit: 'req/s' },
      { name: 'GET /api/v1/shared/{token} (signed out, one open counted), 10 connections', value: shared.rps, unit: 'req/s' },
      { name: "shared read as share of the owner's read", value: ratio, unit: '%', target: '>= 100 %', pass: ratio >= 100 },
      { name: "GET /api/v1/books/{id} p99", value: owner.p99, unit: 'ms' },
      { name: 'GET /api/v1/shared/{token} p99', value: shared.p99, unit: 'ms' },
    ];
  } finally {
    await product.stop();
  }
}
