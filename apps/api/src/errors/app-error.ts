import type { FieldError } from '@studio/contracts/errors';

/** The one error type services throw; the error handler turns it into `{ detail, code, errors? }`. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly detail: string,
    readonly extra: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(detail);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) => new AppError('not_found', 404, `${what} not found`);
export const unauthorized = (detail = 'Not authenticated') => new AppError('unauthorized', 401, detail);
export const forbidden = (detail: string, code = 'forbidden') => new AppError(code, 403, detail);
export const badRequest = (detail: string, code = 'bad_request') => new AppError(code, 400, detail);
export const conflict = (detail: string, code = 'conflict') => new AppError(code, 409, detail);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new AppError('rate_limited', 429, detail, { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
/** A value the schema accepts but the product does not, answered like a schema failure: 422 with the field. */
export const invalidField = (field: string, message: string) => new AppError('validation_error', 422, message, { errors: [{ field, message }] });
