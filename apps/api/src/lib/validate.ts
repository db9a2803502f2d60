import type { z } from 'zod';
import { AppError } from '../errors/app-error';

/** Validates input that did not go through a route schema (multipart fields, forms) with the same error shape. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));
  const first = errors[0];
  throw new AppError('validation_error', 422, first ? (first.field ? `${first.field}: ${first.message}` : first.message) : 'Invalid request', { errors });
}
