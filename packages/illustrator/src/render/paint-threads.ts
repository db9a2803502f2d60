import { Worker } from 'node:worker_threads';
import { paintRows, type PaintRowsJob } from './paint-rows';
import { renderConcurrency } from './render-pool';
import type { BetweenTurns } from './share-the-thread';

/**
 * The compositor's threads. Painting a print-size picture is millions of pixels worked in JavaScript:
 * on the main thread it queued behind every other picture's painting while resvg and the JPEG encoder
 * had the other core (ADR 036). Here a picture is painted in bands, handed to one thread per render slot.
 * The thread runs `paintRows` from its source text, so the same code runs from TypeScript sources (tests,
 * tsx) and from the compiled bundle, and the thread loads no module loader (`execArgv: []`).
 */
const THREAD_SOURCE = `
const { parentPort } = require('node:worker_threads');
const paintRows = ${paintRows.toString()};
parentPort.on('message', ({ id, job }) => {
  try {
    paintRows(job);
    parentPort.postMessage({ id });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.stack) || error) });
  }
});
`;

/** Pixels in a band: a few milliseconds of work, so a picture spreads over the threads and `between` is asked often. */
const BAND_PIXELS = 1 << 18;

export type PictureJob = Omit<PaintRowsJob, 'from' | 'to'>;

interface Waiting {
  job: PaintRowsJob;
  resolve: () => void;
  reject: (error: Error) => void;
}

interface PaintThread {
  worker: Worker;
  current: Waiting | null;
}

const threads: PaintThread[] = [];
const queue: Waiting[] = [];
let nextId = 0;

function startThread(): PaintThread {
  const worker = new Worker(THREAD_SOURCE, { eval: true, execArgv: [], name: 'paint compositor' });
  const thread: PaintThread = { worker, current: null };
  // An idle thread does not keep the process alive; one painting does.
  worker.unref();
  const lose = (error: Error) => {
    threads.splice(threads.indexOf(thread), 1);
    thread.current?.reject(error);
    thread.current = null;
    handOut();
  };
  worker.on('message', (reply: { error?: string }) => {
    const done = thread.current;
    thread.current = null;
    worker.unref();
    if (reply.error) done?.reject(new Error(`The paint compositor failed: ${reply.error}`));
    else done?.resolve();
    handOut();
  });
  worker.on('error', lose);
  worker.on('exit', (code) => {
    if (threads.includes(thread)) lose(new Error(`The paint compositor's thread stopped (exit code ${code})`));
  });
  threads.push(thread);
  return thread;
}

function handOut(): void {
  while (queue.length > 0) {
    const idle = threads.find((thread) => thread.current === null) ?? (threads.length < renderConcurrency() ? startThread() : null);
    if (!idle) return;
    const waiting = queue.shift()!;
    idle.current = waiting;
    idle.worker.ref();
    idle.worker.postMessage({ id: nextId++, job: waiting.job });
  }
}

function paintBand(job: PaintRowsJob): Promise<void> {
  return new Promise((resolve, reject) => {
    queue.push({ job, resolve, reject });
    handOut();
  });
}

/**
 * Paints the whole picture, its bands spread over the threads; `between` is awaited before each band is
 * handed out (background work waits there for work a customer waits for). The job's arrays must lie in
 * shared memory (SharedArrayBuffer): the threads write into `out` itself.
 */
export async function paintInThreads(job: PictureJob, between?: BetweenTurns): Promise<void> {
  const rows = Math.max(1, Math.ceil(BAND_PIXELS / job.width));
  let from = 0;
  const runner = async () => {
    while (from < job.height) {
      const band = { from, to: Math.min(job.height, from + rows) };
      from = band.to;
      await between?.();
      await paintBand({ ...job, ...band });
    }
  };
  await Promise.all(Array.from({ length: renderConcurrency() }, runner));
}
