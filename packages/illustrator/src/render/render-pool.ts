import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';

/**
 * Every picture rendered in this process (book pictures, PDF exports, print files) takes a slot here,
 * so concurrent work queues instead of multiplying the pixels held at once. One slot per core by default.
 */
const slots = pLimit(availableParallelism());

/** Sets how many pictures render at once in this process (RENDER_CONCURRENCY). */
export function setRenderConcurrency(concurrency: number): void {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`render concurrency must be a whole number of at least 1, got ${concurrency}`);
  slots.concurrency = concurrency;
}

export const renderConcurrency = (): number => slots.concurrency;

/** Runs one render in a slot. */
export const inRenderSlot = <T>(render: () => Promise<T>): Promise<T> => slots(render);
