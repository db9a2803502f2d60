import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { tooManyRequests } from '../../errors/app-error';

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
  const result = await context.database.query<{ count: number }>(
    `insert into rate_limit_hits (key, window_start, count) values ($1, $2, 1)
     on conflict (key, window_start) do update set count = rate_limit_hits.count + 1
     returning count`,
    [key, windowStart.toISOString()],
  );
  if (Math.random() < 0.01) {
    await context.db.execute(sql`delete from rate_limit_hits where window_start < now() - interval '1 day'`);
  }
  const limit = Math.round(rule.limit * context.config.authRateLimitMultiplier);
  if ((result.rows[0]?.count ?? 0) > limit) {
    const retryAfterSeconds = Math.ceil((windowStart.getTime() + windowMs - now) / 1000);
    throw tooManyRequests(`${rule.message} Try again in ${retryAfterSeconds} seconds.`, retryAfterSeconds);
  }
}
