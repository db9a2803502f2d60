import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Fields every log line carries while some work runs (a request's id, a job's id and kind), whichever
 * logger the code inside logs with: the process logger adds them (createLogger's mixin).
 */
const scopedFields = new AsyncLocalStorage<Record<string, unknown>>();

/** Runs `work` with `fields` (and the enclosing scope's) on every line it logs. */
export function withLogFields<T>(fields: Record<string, unknown>, work: () => T): T {
  return scopedFields.run({ ...scopedFields.getStore(), ...fields }, work);
}

/**
 * The current scope's fields that a logger has not bound itself (`bound`: a request's own logger already
 * carries its reqId), as a fresh object, since pino merges each line's fields into it.
 */
export function scopedLogFields(bound: () => Record<string, unknown>): Record<string, unknown> {
  const fields = scopedFields.getStore();
  if (!fields) return {};
  const own = bound();
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !(name in own)));
}
