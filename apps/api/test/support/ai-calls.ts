import type { ProviderCallPolicy } from '../../src/infra/ai/provider-call';

/**
 * AI call limits small enough for tests to watch every failure mode in a second or two: a slow fake
 * holds its answer (2.5 s) well past one attempt (1 s), and the whole call (4 s), or a request's
 * calls together (3 s), still end quickly.
 */
export const FAST_AI_CALLS: ProviderCallPolicy = { callTimeoutMs: 4_000, attemptTimeoutMs: 1_000, maxRetries: 2, retryBaseDelayMs: 5, maxRetryAfterMs: 1_500 };

export const FAST_AI_REQUEST_TIMEOUT_MS = 3_000;

/** The same limits as the product's environment. */
export const FAST_AI_ENV: Record<string, string> = {
  AI_REQUEST_TIMEOUT_MS: String(FAST_AI_REQUEST_TIMEOUT_MS),
  AI_CALL_TIMEOUT_MS: String(FAST_AI_CALLS.callTimeoutMs),
  AI_ATTEMPT_TIMEOUT_MS: String(FAST_AI_CALLS.attemptTimeoutMs),
  AI_MAX_RETRIES: String(FAST_AI_CALLS.maxRetries),
  AI_RETRY_BASE_DELAY_MS: String(FAST_AI_CALLS.retryBaseDelayMs),
  AI_MAX_RETRY_AFTER_MS: String(FAST_AI_CALLS.maxRetryAfterMs),
};
