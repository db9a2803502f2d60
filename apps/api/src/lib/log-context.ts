import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Fields every log line carries while some work runs (a job's id and kind), whichever logger the code
 * inside logs with: the process logger adds them (createLogger's mixin).
 */
const scopedFields = new AsyncLocalStorage<Record<string, unknown>>();

/** Runs `work` with `fields` (and the enclosing scope's) on every line it logs. */
export function withLogFields<T>(fields: Record<string, unknown>, work: () => T): T {
  return scopedFields.run({ ...scopedFields.getStore(), ...fields }, work);
}

/** The current scope's fields, as a fresh object (pino merges each line's own fields into it). */
export function currentLogFields(): Record<string, unknown> {
  return { ...scopedFields.getStore() };
}
