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
  payload: z.ZodType<Payload>;
  /** Retries after the first attempt (default 2). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  handler(payload: Payload, context: JobContext): Promise<Result>;
}

export function defineJob<Payload, Result>(definition: JobDefinition<Payload, Result>): JobDefinition<Payload, Result> {
  return definition;
}
