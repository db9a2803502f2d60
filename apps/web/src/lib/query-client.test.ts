import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

function failure(status: number, code: string): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_RESPONSE', config, undefined, { data: { detail: 'x', code }, status, statusText: '', headers: {}, config });
}

describe('query retries', () => {
  const retry = createQueryClient().getDefaultOptions().queries?.retry as (failureCount: number, error: unknown) => boolean;

  it('tries a server error once more, a client error never', () => {
    expect(retry(0, failure(500, 'internal_error'))).toBe(true);
    expect(retry(1, failure(500, 'internal_error'))).toBe(false);
    expect(retry(0, failure(404, 'not_found'))).toBe(false);
  });

  it("leaves an AI provider's failure to the customer: the server already retried it", () => {
    expect(retry(0, failure(503, 'ai_timed_out'))).toBe(false);
    expect(retry(0, failure(502, 'ai_server_error'))).toBe(false);
  });
});
