/**
 * Issue 32: a book read through a share link (`GET /api/v1/shared/{token}`, public, counted per network
 * and as one open) against the owner's own read of it (`GET /api/v1/books/{id}`), same run, same load
 * (autocannon, 10 connections), on an illustrated 8-page book. Target: the shared read at least as fast.
 * On PostgreSQL, as the load bench: on the default PGlite every statement of every request waits its
 * turn on the server's main thread, which measures PGlite rather than the two reads (ADR 001).
 * Run: npm run bench -- shared-read
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { startBenchDatabase } from './support/postgres';
import { startProductProcess } from './support/processes';
import { drawnBook } from './support/story-api';
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
  const database = await startBenchDatabase();
  const product = await startProductProcess(database ? { DATABASE_URL: database.url, NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex') } : {});
  const on = database ? 'PostgreSQL' : 'PGlite';
  try {
    const { accessToken, call, storyId } = await drawnBook(product.url, product.dataDir);
    const link = await call('POST', `/api/v1/stories/${storyId}/share-links`, { label: 'bench' });
    const token = String(link.path).replace('/read/', '');
    const accept = { 'accept-encoding': 'gzip, deflate, br' };
    const owner = await load(`${product.url}/api/v1/books/${storyId}`, { ...accept, authorization: `Bearer ${accessToken}` });
    const shared = await load(`${product.url}/api/v1/shared/${token}`, accept);
    const ratio = (shared.rps / owner.rps) * 100;
    return [
      { name: `GET /api/v1/books/{id} (the owner's read), 10 connections, ${on}`, value: owner.rps, unit: 'req/s' },
      { name: `GET /api/v1/shared/{token} (signed out, one open counted), 10 connections, ${on}`, value: shared.rps, unit: 'req/s' },
      { name: "shared read as share of the owner's read", value: ratio, unit: '%', target: '>= 100 %', pass: ratio >= 100 },
      { name: "GET /api/v1/books/{id} p99", value: owner.p99, unit: 'ms' },
      { name: 'GET /api/v1/shared/{token} p99', value: shared.p99, unit: 'ms' },
    ];
  } finally {
    await product.stop();
    await database?.stop();
  }
}
