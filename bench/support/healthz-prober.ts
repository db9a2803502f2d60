import { Worker } from 'node:worker_threads';

/**
 * Asks a server's /healthz every `everyMs` from a thread of its own, so what is measured is the
 * server: an upload built and sent by the bench's main thread (a 150 MB form body is copied there)
 * must not delay the asking and be counted as the server's latency.
 */
const PROBER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const latencies = [];
let stopping = false;
parentPort.on('message', () => { stopping = true; });
(async () => {
  while (!stopping) {
    const started = performance.now();
    const response = await fetch(workerData.url + '/healthz');
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, workerData.everyMs));
  }
  parentPort.postMessage(latencies);
})();
`;

export function startHealthzProber(url: string, everyMs = 20): { stop(): Promise<number[]> } {
  const worker = new Worker(PROBER_SOURCE, { eval: true, workerData: { url, everyMs } });
  const latencies = new Promise<number[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      const values = await latencies;
      await worker.terminate();
      return values;
    },
  };
}
