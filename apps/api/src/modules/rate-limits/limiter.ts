import type { AppContext } from '../../app-context';
import { tooManyRequests } from '../../errors/app-error';
import { countHit, deleteHitsOlderThanADay } from './repo';

export interface RateLimitRule {
  /** What is limited, e.g. "login:ip". */
  name: string;
  limit: number;
  windowSeconds: number;
  /** Sentence shown to the user, before "Try again in …". */
  message: string;
}

/** A rule's limit as configured: AUTH_RATE_LIMIT_MULTIPLIER scales every limit counted in the database, never below one. */
export const effectiveLimit = (context: AppContext, limit: number) => Math.max(1, Math.round(limit * context.config.authRateLimitMultiplier));

/** The start of the fixed window `now` falls in, and how many seconds are left of it. */
export function windowAt(now: number, windowSeconds: number): { start: Date; secondsLeft: number } {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  return { start: new Date(start), secondsLeft: Math.max(1, Math.ceil((start + windowMs - now) / 1000)) };
}

/** "40 seconds", "12 minutes", "5 hours": how long to wait, in the unit a person would use. */
export function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  if (seconds < 2 * 3600) return `${Math.ceil(seconds / 60)} minutes`;
  return `${Math.ceil(seconds / 3600)} hours`;
}

/** The 429 of a limit: a detail that says when to try again, and the same in Retry-After. */
export const limitReached = (message: string, retryAfterSeconds: number) =>
  tooManyRequests(`${message} Try again in ${waitText(retryAfterSeconds)}.`, retryAfterSeconds);

/**
 * Counts one hit for `subject` under `rule` in a fixed window kept in the database, so every API
 * replica shares it. Throws 429 with Retry-After once the limit is passed.
 */
export async function enforceRateLimit(context: AppContext, rule: RateLimitRule, subject: string): Promise<void> {
  const window = windowAt(context.clock.now().getTime(), rule.windowSeconds);
  const count = await countHit(context.database, `${rule.name}:${subject}`, window.start);
  if (Math.random() < 0.01) await deleteHitsOlderThanADay(context.database);
  if (count > effectiveLimit(context, rule.limit)) throw limitReached(rule.message, window.secondsLeft);
}

/** Counts one hit in a fixed window without refusing anything: a tally kept in the same table, with the same one write as a limit. */
export async function tally(context: AppContext, name: string, subject: string, windowSeconds: number): Promise<void> {
  await countHit(context.database, `${name}:${subject}`, windowAt(context.clock.now().getTime(), windowSeconds).start);
}
