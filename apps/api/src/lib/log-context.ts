import { AsyncLocalStorage } from 'node:async_hooks';

interface Scope {
  /** Fields every log line written in the scope carries. */
  fields: Record<string, unknown>;
  /** Takes a fault (uncaught exception, unhandled rejection) raised by work of this scope; a request's scope has one. */
  onFault?: (fault: unknown) => void;
}

/**
 * The scope some work runs in (a request, a job): the fields every log line carries, whichever logger
 * the code inside logs with (createLogger's mixin adds them), and, for a request, who answers a fault
 * its work raises outside any promise the handler awaits (ADR 032).
 */
const scopes = new AsyncLocalStorage<Scope>();

/** Runs `work` with `fields` (and the enclosing scope's) on every line it logs. */
export function withLogFields<T>(fields: Record<string, unknown>, work: () => T): T {
  const enclosing = scopes.getStore();
  return scopes.run({ fields: { ...enclosing?.fields, ...fields }, onFault: enclosing?.onFault }, work);
}

/** Runs `work` (a request) with `fields` on every line it logs and `onFault` taking any fault its work raises. */
export function withFaultScope<T>(fields: Record<string, unknown>, onFault: (fault: unknown) => void, work: () => T): T {
  return scopes.run({ fields: { ...scopes.getStore()?.fields, ...fields }, onFault }, work);
}

/**
 * Hands a fault to the scope that raised it, if that scope takes faults (a request's does); false when
 * it does not (the process's own work, a job), where the fault stops the process (ADR 026).
 */
export function confineFaultToScope(fault: unknown): boolean {
  const onFault = scopes.getStore()?.onFault;
  if (!onFault) return false;
  onFault(fault);
  return true;
}

/**
 * The current scope's fields that a logger has not bound itself (`bound`: a request's own logger already
 * carries its reqId), as a fresh object, since pino merges each line's fields into it.
 */
export function scopedLogFields(bound: () => Record<string, unknown>): Record<string, unknown> {
  const fields = scopes.getStore()?.fields;
  if (!fields) return {};
  const own = bound();
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !(name in own)));
}
