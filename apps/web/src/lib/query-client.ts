import { QueryClient } from '@tanstack/react-query';
import { getErrorStatus, isAiProviderFailure } from './api-error';

/**
 * Client errors (4xx) will not change on retry; network and server errors get one more try. An AI
 * provider's failure was already retried by the server for as long as it could: the customer chooses.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = getErrorStatus(error);
  if ((status !== undefined && status < 500) || isAiProviderFailure(error)) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
