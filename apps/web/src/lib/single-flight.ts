/** Wraps an async task so overlapping callers share one run; the next call after it settles starts a new one. */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= task().finally(() => {
      pending = null;
    });
    return pending;
  };
}
