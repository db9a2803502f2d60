import type { AxiosError } from 'axios';
import { AI_FAILURE_CODES } from '@studio/contracts/ai-failures';
import type { FieldError } from '@studio/contracts/errors';
import { UNEXPECTED_ERROR_MESSAGE } from '@studio/contracts/constants';

/** What axios's own `isAxiosError` checks, without importing axios into every page that shows an error. */
export function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

interface ErrorBody {
  detail?: unknown;
  code?: unknown;
  errors?: unknown;
}

function errorBody(error: unknown): ErrorBody | undefined {
  if (!isAxiosError(error)) return undefined;
  const data: unknown = error.response?.data;
  return typeof data === 'object' && data !== null ? (data as ErrorBody) : undefined;
}

/** Spec §8: the server's detail, else the transport error's message, else a generic sentence. */
export function getErrorMessage(error: unknown): string {
  const detail = errorBody(error)?.detail;
  if (typeof detail === 'string' && detail.trim()) return detail;
  if (error instanceof Error && error.message.trim()) return error.message;
  return UNEXPECTED_ERROR_MESSAGE;
}

export function getErrorCode(error: unknown): string | undefined {
  const code = errorBody(error)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function getErrorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

export function getFieldErrors(error: unknown): FieldError[] {
  const errors = errorBody(error)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (item): item is FieldError => typeof item?.field === 'string' && typeof item?.message === 'string',
  );
}

/** The AI provider failed (down, slow, busy, or answered badly): the request itself was fine, and the built-in engines may do the job. */
export function isAiProviderFailure(error: unknown): boolean {
  const code = getErrorCode(error);
  return code !== undefined && AI_FAILURE_CODES.includes(code);
}
