import type { JobRunner } from '../../src/modules/jobs/job-runner';

/**
 * Resolves at the next change of any customer's job in this process (started, progressed, ended), or
 * after `fallbackMs` for what no event reports (a job of nobody's, one handed back by the liveness
 * sweep, one run by another process). One listener per job runner: it cannot be removed, and the runner
 * ends with its product.
 */
const waiters = new WeakMap<JobRunner, Set<() => void>>();

export function nextJobChange(jobs: JobRunner, fallbackMs: number): { changed: Promise<void>; cancel(): void } {
  let wake = waiters.get(jobs);
  if (!wake) {
    const set = new Set<() => void>();
    jobs.onCustomerJobChange(() => {
      for (const resolve of [...set]) resolve();
    });
    waiters.set(jobs, set);
    wake = set;
  }
  const listeners = wake;
  let timer: NodeJS.Timeout | undefined;
  let done!: () => void;
  const changed = new Promise<void>((resolve) => {
    done = () => {
      clearTimeout(timer);
      listeners.delete(done);
      resolve();
    };
    listeners.add(done);
    timer = setTimeout(done, fallbackMs);
  });
  return { changed, cancel: done };
}
