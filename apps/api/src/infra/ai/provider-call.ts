import { setTimeout as sleep } from 'node:timers/promises';
import { currentAiDeadline } from './call-deadline';
import { AiProviderError } from './provider-error';

/** How one AI call is bounded and retried (AI_* variables; spec §9's 300 s request budget is the ceiling). */
export interface ProviderCallPolicy {
  /** The whole call: every attempt and every wait between them. */
  callTimeoutMs: number;
  /** One request to the provider. */
  attemptTimeoutMs: number;
  /** Retries after a transient failure (unreachable, too slow, rate-limited, 5xx). */
  maxRetries: number;
  /** The first wait of the exponential backoff when the provider does not say how long to wait. */
  retryBaseDelayMs: number;
  /** A longer Retry-After is not waited for: the customer is told to come back instead. */
  maxRetryAfterMs: number;
}

export interface AttemptLimits {
  /** Aborts when this attempt has run out of time. */
  signal: AbortSignal;
  timeoutMs: number;
}

/** The provider answered, but not in a form we can use (not JSON, fields missing, no picture): asked again once. */
export class BadAnswer extends Error {
  override readonly name = 'BadAnswer';
}

/** A malformed answer is asked for again once, never more: a model that misreads the format once usually does so again. */
const BAD_ANSWER_RETRIES = 1;

/**
 * Runs `attempt` until it succeeds, retrying what a retry can help with: transient failures with
 * backoff (or after the provider's Retry-After, within bounds), a bad answer once, a refusal or another
 * 4xx never. `explain` turns what an attempt threw into an `AiProviderError` (anything else is a bug
 * and is thrown as it is). The whole call ends within `callTimeoutMs`, and by the deadline of the
 * request it serves (`withAiDeadline`) when that comes first.
 */
export async function callWithRetries<T>(
  policy: ProviderCallPolicy,
  attempt: (limits: AttemptLimits) => Promise<T>,
  explain: (error: unknown, timedOut: boolean) => unknown,
): Promise<T> {
  const deadline = Math.min(Date.now() + policy.callTimeoutMs, currentAiDeadline() ?? Number.POSITIVE_INFINITY);
  let retries = 0;
  let badAnswers = 0;
  for (;;) {
    const timeoutMs = Math.max(1, Math.ceil(Math.min(policy.attemptTimeoutMs, deadline - Date.now())));
    const signal = AbortSignal.timeout(timeoutMs);
    let failure: unknown;
    try {
      return await attempt({ signal, timeoutMs });
    } catch (error) {
      failure = explain(error, signal.aborted);
    }
    if (!(failure instanceof AiProviderError)) throw failure;
    const wait = waitBeforeRetry(failure, policy, retries, badAnswers);
    if (wait === undefined || Date.now() + wait >= deadline) throw failure;
    if (failure.kind === 'bad_answer') badAnswers += 1;
    else retries += 1;
    if (wait > 0) await sleep(wait);
  }
}

function waitBeforeRetry(failure: AiProviderError, policy: ProviderCallPolicy, retries: number, badAnswers: number): number | undefined {
  switch (failure.kind) {
    case 'bad_answer':
      return badAnswers < Math.min(BAD_ANSWER_RETRIES, policy.maxRetries) ? 0 : undefined;
    case 'unreachable':
    case 'timed_out':
    case 'rate_limited':
    case 'server_error':
      if (retries >= policy.maxRetries) return undefined;
      if (failure.retryAfterMs !== undefined) return failure.retryAfterMs <= policy.maxRetryAfterMs ? failure.retryAfterMs : undefined;
      return backoff(policy.retryBaseDelayMs, retries);
    default:
      return undefined;
  }
}

/** Doubling waits with ±25 % jitter, so clients that failed together do not come back together. */
const backoff = (baseMs: number, retries: number) => Math.round(baseMs * 2 ** retries * (0.75 + Math.random() * 0.5));
