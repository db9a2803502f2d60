/**
 * Issue 2: authenticated GET /api/v1/auth/profile against a bare Fastify route, same run, same
 * load (autocannon, 50 connections). Targets: >= 30% of the bare route's requests/s, p99 <= 30 ms.
 * Each server's CPU time per request is reported beside them: on two cores shared by the load
 * generator (and whatever else runs) requests/s swing with the machine's load, the CPU a request
 * costs the server much less.
 */
import autocannon from 'autocannon';
import type { Bench } from './types';
import { signUpThroughApi } from './support/accounts';
import { startBareServer, startProductProcess, type Started } from './support/processes';
import { cpuSecondsOf } from './support/cpu-time';

const DURATION_SECONDS = 10;
const CONNECTIONS = 50;

async function load(server: Started, url: string, headers: Record<string, string> = {}) {
  // Warm-up first so JIT and connection pools are settled before measuring.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const cpuBefore = cpuSecondsOf(server.pid!);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  const cpuMicrosPerRequest = ((cpuSecondsOf(server.pid!) - cpuBefore) / result.requests.total) * 1e6;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, cpuMicrosPerRequest };
}

const bench: Bench = async () => {
  const bare = await startBareServer();
  const product = await startProductProcess();
  try {
    const auth = await signUpThroughApi(product.url, product.dataDir);
    const bareResult = await load(bare, `${bare.url}/bare`);
    const profile = await load(product, `${product.url}/api/v1/auth/profile`, { authorization: `Bearer ${auth.access_token}` });
    const share = (profile.rps / bareResult.rps) * 100;
    return [
      { name: 'bare Fastify route', value: bareResult.rps, unit: 'req/s' },
      { name: 'GET /api/v1/auth/profile (authenticated)', value: profile.rps, unit: 'req/s' },
      { name: 'profile as share of bare route', value: share, unit: '%', target: '>= 30 %', pass: share >= 30 },
      { name: 'profile p99 latency', value: profile.p99, unit: 'ms', target: '<= 30 ms', pass: profile.p99 <= 30 },
      { name: 'server CPU per request: bare route', value: bareResult.cpuMicrosPerRequest, unit: 'µs' },
      { name: 'server CPU per request: profile', value: profile.cpuMicrosPerRequest, unit: 'µs' },
      { name: 'profile as share of bare route, by server CPU per request', value: (bareResult.cpuMicrosPerRequest / profile.cpuMicrosPerRequest) * 100, unit: '%' },
    ];
  } finally {
    await product.stop();
    await bare.stop();
  }
};

export default bench;
