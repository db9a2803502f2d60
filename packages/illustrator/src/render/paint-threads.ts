import { Worker } from 'node:worker_threads';
import { fieldRows } from './field-rows';
import { paintRows } from './paint-rows';
import { renderConcurrency } from './render-pool';

/** What the threads run: each works on a band of rows of arrays in shared memory. */
const KERNELS = { paintRows, fieldRows };
type Kernels = typeof KERNELS;
export type KernelName = keyof Kernels;

/**
 * The compositor's threads. Painting a print-size picture, and making its paint field, is millions of
 * cells worked in JavaScript: on the main thread it queued behind every other picture's while resvg and
 * the JPEG encoder had the other core (ADR 036). Here the work is cut in bands of rows, handed to one
 * thread per render slot. A thread runs the kernels from their source text, so the same code runs from
 * TypeScript sources (tests, tsx) and from the compiled bundle, and it loads no module loader (`execArgv: []`).
 */
const THREAD_SOURCE = `
const { parentPort } = require('node:worker_threads');
const kernels = { ${Object.entries(KERNELS).map(([name, kernel]) => `${name}: ${kernel.toString()}`).join(',\n')} };
parentPort.on('message', ({ id, kernel, job }) => {
  try {
    parentPort.postMessage({ id, value: kernels[kernel](job) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.stack) || error) });
  }
});
`;

/**
 * Awaited before each band is handed out: background work (print rasters) passes a wait for work a
 * customer waits for (an e-book), so a picture being painted pauses at its next band (ADR 034).
 */
export type BetweenTurns = () => Promise<void>;

/** Pixels in a band: a few milliseconds of work, so a picture spreads over the threads and `between` is asked often. */
const BAND_PIXELS = 1 << 18;

/** A kernel's job, and what it answers. */
type JobOf<K extends KernelName> = Parameters<Kernels[K]>[0];
type ValueOf<K extends KernelName> = ReturnType<Kernels[K]>;

interface Waiting {
  kernel: KernelName;
  job: unknown;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface PaintThread {
  worker: Worker;
  current: Waiting | null;
}

/** Threads with nothing to do for this long end, and let go of the memory they were shown. */
const QUIET_MS = 10_000;

const threads: PaintThread[] = [];
let quiet: NodeJS.Timeout | undefined;
const queue: Waiting[] = [];
let nextId = 0;

function startThread(): PaintThread {
  const worker = new Worker(THREAD_SOURCE, { eval: true, execArgv: [], name: 'paint compositor' });
  const thread: PaintThread = { worker, current: null };
  // An idle thread does not keep the process alive; one painting does.
  worker.unref();
  const lose = (error: Error) => {
    if (threads.includes(thread)) threads.splice(threads.indexOf(thread), 1);
    thread.current?.reject(error);
    thread.current = null;
    handOut();
  };
  worker.on('message', (reply: { value?: unknown; error?: string }) => {
    const done = thread.current;
    thread.current = null;
    worker.unref();
    if (reply.error) done?.reject(new Error(`The paint compositor failed: ${reply.error}`));
    else done?.resolve(reply.value);
    handOut();
  });
  worker.on('error', lose);
  worker.on('exit', (code) => {
    if (threads.includes(thread)) lose(new Error(`The paint compositor's thread stopped (exit code ${code})`));
  });
  threads.push(thread);
  return thread;
}

function endIdleThreads(): void {
  for (const thread of threads.filter((candidate) => candidate.current === null)) {
    threads.splice(threads.indexOf(thread), 1);
    void thread.worker.terminate();
  }
}

function handOut(): void {
  clearTimeout(quiet);
  if (queue.length === 0) quiet = setTimeout(endIdleThreads, QUIET_MS).unref();
  while (queue.length > 0) {
    const idle = threads.find((thread) => thread.current === null) ?? (threads.length < renderConcurrency() ? startThread() : null);
    if (!idle) return;
    const waiting = queue.shift()!;
    idle.current = waiting;
    idle.worker.ref();
    idle.worker.postMessage({ id: nextId++, kernel: waiting.kernel, job: waiting.job });
  }
}

function inThread<K extends KernelName>(kernel: K, job: JobOf<K>): Promise<ValueOf<K>> {
  return new Promise((resolve, reject) => {
    queue.push({ kernel, job, resolve: resolve as (value: unknown) => void, reject });
    handOut();
  });
}

/**
 * Runs `kernel` over rows 0..`height` of arrays `width` wide, in bands spread over the threads; `between`
 * is awaited before each band is handed out (background work waits there for work a customer waits
 * for). The job's arrays must lie in shared memory (SharedArrayBuffer): the threads write into them.
 * It settles only once no band is being worked any more, so that a failure never leaves a thread
 * writing into memory the caller gives back.
 */
export async function inBands<K extends KernelName>(kernel: K, job: Omit<JobOf<K>, 'from' | 'to'>, between?: BetweenTurns): Promise<Array<ValueOf<K>>> {
  const { width, height } = job as { width: number; height: number };
  const rows = Math.max(1, Math.ceil(BAND_PIXELS / width));
  const values: Array<ValueOf<K>> = [];
  const failures: unknown[] = [];
  let from = 0;
  const runner = async () => {
    while (from < height && failures.length === 0) {
      const band = { from, to: Math.min(height, from + rows) };
      from = band.to;
      try {
        await between?.();
        values.push(await inThread(kernel, { ...job, ...band } as JobOf<K>));
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: renderConcurrency() }, runner));
  if (failures.length > 0) throw failures[0];
  return values;
}
