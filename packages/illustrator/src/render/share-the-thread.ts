import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long a loop over pixels may hold the thread before it lets other work (a request, a job) run. */
const TURN_MS = 10;

/** Awaited at each pause of a long pixel loop: background work passes a wait for work a customer waits for. */
export type BetweenTurns = () => Promise<void>;

/**
 * A print-size painted picture is millions of pixels worked in JavaScript, on the thread that also
 * answers requests: done in one go it held that thread for seconds (4.4 s measured while an e-book
 * waited, ADR 034). A loop asks `due()` every few rows and awaits `pause()` when it is true, which
 * lets the event loop turn and then waits for `between`, if given.
 */
export function shareTheThread(between?: BetweenTurns): { due(): boolean; pause(): Promise<void> } {
  let since = performance.now();
  return {
    due: () => performance.now() - since >= TURN_MS,
    pause: async () => {
      await nextTurn();
      await between?.();
      since = performance.now();
    },
  };
}
