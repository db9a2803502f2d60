import type { z } from 'zod';

export interface JobContext {
  jobId: string;
  /** 0 on the first run, then 1, 2… on retries. */
  attempt: number;
  isLastAttempt: boolean;
  /** Writes progress (0..100) and an optional message the client sees while polling. */
  progress(percent: number, message?: string): Promise<void>;
}

/** A job is a contract: a name, a validated payload and an idempotent handler. */
export interface JobDefinition<Payload = unknown, Result = unknown> {
  name: string;
  /**
   * A positive integer, raised whenever the payload or the handler's meaning changes. Each queued job
   * carries the version that queued it (in its pg-boss message and on its `jobs` row), so during a
   * rolling deploy an older worker leaves a newer job for an up-to-date one, and a newer worker can
   * recognise a payload written by an older definition (`upgradePayload`).
   */
  version: number;
  payload: z.ZodType<Payload>;
  /**
   * Turns a payload queued by an older version into one `payload` accepts; called before validation,
   * only when the queued version is older. Without it an older payload must still parse as it is.
   */
  upgradePayload?(payload: unknown, queuedVersion: number): unknown;
  /** Retries after the first attempt (default 2). */
  retryLimit?: number;
  /**
   * Whether an attempt that threw `error` may succeed if run again (default: always). When it may not (a
   * refusal, a rejected key), the attempt is the last: the job fails at once and `onGiveUp` runs.
   */
  mayRetry?(error: unknown): boolean;
  retryDelaySeconds?: number;
  /** Jobs of this kind each worker process runs at once (default 1). */
  concurrency?: number;
  handler(payload: Payload, context: JobContext): Promise<Result>;
  /**
   * Called once when the job has failed for good: its last attempt threw, or its worker died on the
   * last attempt. Undo what a run holds (credits set aside, a status that says "working").
   */
  onGiveUp?(payload: Payload, reason: string): Promise<void>;
}

export function defineJob<Payload, Result>(definition: JobDefinition<Payload, Result>): JobDefinition<Payload, Result> {
  if (!Number.isInteger(definition.version) || definition.version < 1) {
    throw new Error(`Job "${definition.name}" needs a version that is a positive integer, not ${String(definition.version)}`);
  }
  return definition;
}
