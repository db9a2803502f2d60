import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { getErrorCode, getErrorMessage, getFieldErrors, isAiProviderFailure } from './api-error';

function axiosErrorWith(data: unknown, message = 'Request failed with status code 400'): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(message, 'ERR_BAD_REQUEST', config, undefined, { data, status: 400, statusText: '', headers: {}, config });
}

describe('getErrorMessage (spec §8)', () => {
  it("uses the server's detail when present", () => {
    expect(getErrorMessage(axiosErrorWith({ detail: 'Email already registered', code: 'conflict' }))).toBe('Email already registered');
  });

  it("falls back to the transport error's message", () => {
    expect(getErrorMessage(axiosErrorWith('<html>', 'Network Error'))).toBe('Network Error');
    expect(getErrorMessage(new Error('timeout of 300000ms exceeded'))).toBe('timeout of 300000ms exceeded');
  });

  it("ends with 'An unexpected error occurred'", () => {
    expect(getErrorMessage(new Error(''))).toBe('An unexpected error occurred');
    expect(getErrorMessage('weird')).toBe('An unexpected error occurred');
    expect(getErrorMessage(undefined)).toBe('An unexpected error occurred');
  });
});

describe('error body helpers', () => {
  it('reads the code and well-formed field errors', () => {
    const error = axiosErrorWith({
      detail: 'Invalid',
      code: 'validation_error',
      errors: [{ field: 'email', message: 'Taken' }, { field: 1 }],
    });
    expect(getErrorCode(error)).toBe('validation_error');
    expect(getFieldErrors(error)).toEqual([{ field: 'email', message: 'Taken' }]);
    expect(getFieldErrors(new Error('x'))).toEqual([]);
  });
});

describe('isAiProviderFailure', () => {
  it('recognises the ai_* codes of a failed AI provider and nothing else', () => {
    expect(isAiProviderFailure(axiosErrorWith({ detail: 'The AI story-writing service took too long to answer.', code: 'ai_timed_out' }))).toBe(true);
    expect(isAiProviderFailure(axiosErrorWith({ detail: 'x', code: 'ai_bad_answer' }))).toBe(true);
    expect(isAiProviderFailure(axiosErrorWith({ detail: 'Something went wrong', code: 'internal_error' }))).toBe(false);
    expect(isAiProviderFailure(new Error('Network Error'))).toBe(false);
  });
});
