import type { ProviderCallPolicy } from '../../src/infra/ai/provider-call';

/**
 * AI call limits small enough for tests to watch every failure mode in a few seconds, and large enough
 * for a good answer on a busy machine (the fakes answer at once): a slow fake holds its answer (2.5 s)
 * well past one attempt (0.8 s), and the whole call (3.2 s), or a request's calls together (2.8 s),
 * still end quickly.
 */
export const FAST_AI_CALLS: ProviderCallPolicy = { callTimeoutMs: 3_200, attemptTimeoutMs: 800, maxRetries: 2, retryBaseDelayMs: 5, maxRetryAfterMs: 1_500 };

export const FAST_AI_REQUEST_TIMEOUT_MS = 2_800;

/** The same limits as the product's environment. */
export const FAST_AI_ENV: Record<string, string> = {
  AI_REQUEST_TIMEOUT_MS: String(FAST_AI_REQUEST_TIMEOUT_MS),
  AI_CALL_TIMEOUT_MS: String(FAST_AI_CALLS.callTimeoutMs),
  AI_ATTEMPT_TIMEOUT_MS: String(FAST_AI_CALLS.attemptTimeoutMs),
  AI_MAX_RETRIES: String(FAST_AI_CALLS.maxRetries),
  AI_RETRY_BASE_DELAY_MS: String(FAST_AI_CALLS.retryBaseDelayMs),
  AI_MAX_RETRY_AFTER_MS: String(FAST_AI_CALLS.maxRetryAfterMs),
};
