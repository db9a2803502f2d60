/**
 * Work a customer is waiting for (an e-book being made) and background work that merely prepares for
 * later (print rasters drawn after a book) share this process's cores. Background work asks
 * `foregroundIdle()` before each piece and waits while a customer waits, so an export made right
 * after drawing is not slowed threefold by rasters nobody has asked for yet (ADR 034).
 */
let waitingCustomers = 0;
let resumeBackground: Array<() => void> = [];

/** Runs `work` as foreground: background pieces not yet started wait until it (and any other) ends. */
export async function asForeground<T>(work: () => Promise<T>): Promise<T> {
  waitingCustomers += 1;
  try {
    return await work();
  } finally {
    waitingCustomers -= 1;
    if (waitingCustomers === 0) {
      const resume = resumeBackground;
      resumeBackground = [];
      for (const go of resume) go();
    }
  }
}

/** Resolves at once when no foreground work runs, else when the last of it ends. */
export function foregroundIdle(): Promise<void> {
  return waitingCustomers === 0 ? Promise.resolve() : new Promise((resolve) => resumeBackground.push(resolve));
}
