import { APIConnectionError, APIConnectionTimeoutError, APIError, ContentFilterFinishReasonError } from 'openai/error';
import { BadAnswer, callWithRetries, type ProviderCallPolicy } from './provider-call';
import { AiProviderError, SERVICE_LABEL, type AiService } from './provider-error';

/** What every SDK call of a provider is given: the attempt's limits, with the SDK's own retries off (ours decide). */
export interface OpenAiRequestLimits {
  signal: AbortSignal;
  timeout: number;
  maxRetries: 0;
}

export type OpenAiCall = <T>(request: (limits: OpenAiRequestLimits) => Promise<T>) => Promise<T>;

/** Runs SDK requests of one service under the retry policy, explaining what failed in a parent's words. */
export function openAiCalls(service: AiService, policy: ProviderCallPolicy): OpenAiCall {
  return (request) =>
    callWithRetries(
      policy,
      ({ signal, timeoutMs }) => request({ signal, timeout: timeoutMs, maxRetries: 0 }),
      (error, timedOut) => explainOpenAiFailure(service, error, timedOut),
    );
}

function explainOpenAiFailure(service: AiService, error: unknown, timedOut: boolean): unknown {
  if (error instanceof AiProviderError) return error;
  const label = SERVICE_LABEL[service];
  const fail = (kind: AiProviderError['kind'], message: string, retryAfterMs?: number) => new AiProviderError(service, kind, message, { cause: error, retryAfterMs });
  if (timedOut || error instanceof APIConnectionTimeoutError) return fail('timed_out', `${label} took too long to answer.`);
  if (error instanceof BadAnswer) return fail('bad_answer', `${label} answered in a form we could not use (${error.message}).`);
  // The SDK reading a body that is not JSON, or JSON of another shape.
  if (error instanceof SyntaxError || error instanceof TypeError) return fail('bad_answer', `${label} sent an answer we could not read.`);
  if (error instanceof ContentFilterFinishReasonError) return fail('refused', `${label} stopped because its content filter was triggered; try different words.`);
  if (error instanceof APIConnectionError) return fail('unreachable', `${label} could not be reached.`);
  if (error instanceof APIError && error.status !== undefined) {
    const retryAfterMs = retryAfterOf(error.headers);
    if (error.status === 429) return fail('rate_limited', `${label} is busy with too many requests.`, retryAfterMs);
    if (error.status >= 500) return fail('server_error', `${label} failed (HTTP ${error.status}).`, retryAfterMs);
    return fail('rejected', `${label} refused the request (HTTP ${error.status}).`);
  }
  return error;
}

/** `retry-after-ms` (OpenAI's), else `retry-after` in seconds or as an HTTP date. */
export function retryAfterOf(headers: Headers | undefined): number | undefined {
  const milliseconds = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(milliseconds) && milliseconds >= 0) return milliseconds;
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number.parseFloat(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}
