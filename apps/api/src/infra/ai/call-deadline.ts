import { AsyncLocalStorage } from 'node:async_hooks';

const deadlines = new AsyncLocalStorage<number>();

/**
 * Runs `work` with every AI call made inside it (however many) ending by `deadline` (epoch ms): a
 * request's answer is due before the client gives up (spec §9), whatever each call's own budget.
 */
export function withAiDeadline<T>(deadline: number, work: () => T): T {
  return deadlines.run(Math.min(deadline, deadlines.getStore() ?? Number.POSITIVE_INFINITY), work);
}

/** The deadline of the work running now, if it has one. */
export const currentAiDeadline = (): number | undefined => deadlines.getStore();
