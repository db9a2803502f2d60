import { aiFailureCode, aiFailureStatus } from '@studio/contracts/ai-failures';
import type { AiProviderError } from '../infra/ai/provider-error';
import { AppError } from './app-error';

/**
 * What a parent reads when an AI provider failed, the same for text and pictures, in a request or a
 * job: what failed, that nothing was charged (failures are never charged: see books/charged-picture),
 * and when to try again.
 */
export function aiFailureDetail(error: AiProviderError): string {
  const waitSeconds = secondsToWait(error);
  const tryAgain = error.kind === 'refused' ? '' : waitSeconds ? ` Please try again in ${waitSeconds} second${waitSeconds === 1 ? '' : 's'}.` : ' Please try again.';
  return `${error.message} No credits were taken.${tryAgain}`;
}

/** 503 while the provider is away (down, too slow, busy), 502 when it answered badly; `Retry-After` when it said. */
export function aiFailureAsAppError(error: AiProviderError): AppError {
  const waitSeconds = secondsToWait(error);
  return new AppError(aiFailureCode(error.kind), aiFailureStatus(error.kind), aiFailureDetail(error), waitSeconds ? { headers: { 'retry-after': String(waitSeconds) } } : {});
}

/** Only a rate limit's wait is worth passing on: a 5xx's short Retry-After was already waited for. */
function secondsToWait(error: AiProviderError): number | undefined {
  return error.kind === 'rate_limited' && error.retryAfterMs !== undefined ? Math.max(1, Math.ceil(error.retryAfterMs / 1000)) : undefined;
}
