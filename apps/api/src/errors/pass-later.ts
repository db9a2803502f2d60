import { AiProviderError } from '../infra/ai/provider-error';
import type { AiFailureKind } from '@studio/contracts/ai-failures';
import { AppError } from './app-error';

/** Provider failures that are about the moment: the service was away, too slow, busy or failing. */
const OF_THE_MOMENT: ReadonlySet<AiFailureKind> = new Set(['unreachable', 'timed_out', 'rate_limited', 'server_error']);

/**
 * Whether work that failed with `error` (or with a cause of it) may succeed when run again in a moment,
 * as a job's next attempt is. A provider that was away, busy or failing may be back. A refusal, a rejected
 * request (401, 400), an answer unusable twice, or a Retry-After longer than `maxRetryAfterMs` will be the
 * same then; so are the product's own answers (not enough credits, unsafe text), except a conflict with
 * a change made at the same time. Anything else (a database hiccup) may pass.
 */
export function mayPassLater(error: unknown, maxRetryAfterMs: number): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof AiProviderError) return OF_THE_MOMENT.has(cause.kind) && !((cause.retryAfterMs ?? 0) > maxRetryAfterMs);
    if (cause instanceof AppError) return cause.status === 409;
  }
  return true;
}
