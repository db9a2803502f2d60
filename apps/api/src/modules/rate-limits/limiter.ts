import type { AppContext } from '../../context';
import { tooManyRequests } from '../../errors/app-error';
import { countHit, deleteHitsOlderThanADay } from './repo';

export interface RateLimitRule {
  /** What is limited, e.g. "login:ip". */
  name: string;
  limit: number;
  windowSeconds: number;
  /** Sentence shown to the user, before "Try again in N seconds." */
  message: string;
}

/**
 * Counts one hit for `subject` under `rule` in a fixed window kept in the database, so every API
 * replica shares it. Throws 429 with Retry-After once the limit is passed.
 */
export async function enforceRateLimit(context: AppContext, rule: RateLimitRule, subject: string): Promise<void> {
  const now = context.clock.now().getTime();
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const key = `${rule.name}:${subject}`;
  const count = await countHit(context.database, key, windowStart);
  if (Math.random() < 0.01) await deleteHitsOlderThanADay(context.database);
  const limit = Math.round(rule.limit * context.config.authRateLimitMultiplier);
  if (count > limit) {
    const retryAfterSeconds = Math.ceil((windowStart.getTime() + windowMs - now) / 1000);
    throw tooManyRequests(`${rule.message} Try again in ${retryAfterSeconds} seconds.`, retryAfterSeconds);
  }
}
