/**
 * Runs `task` holding the Web Lock `name`, so one tab of the origin runs it at a time and the others
 * wait their turn. A browser without Web Locks (Safari before 15.4) runs it at once: two tabs may then
 * refresh together, which the server's grace for a just-rotated refresh token absorbs (ADR 032).
 */
export function oneTabAtATime<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  // lib.dom types the callback's result as the lock's value; the promise it returns is awaited at run time.
  return locks.request(name, { mode: 'exclusive' }, task) as unknown as Promise<T>;
}
