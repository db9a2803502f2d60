import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { getErrorMessage, getFieldErrors } from './api-error';

/**
 * Puts the server's per-field messages on the matching inputs and returns the overall message
 * (spec §8) for the form's alert.
 */
export function applyServerErrors<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fieldNames: ReadonlyArray<Path<TValues>>,
): string {
  for (const fieldError of getFieldErrors(error)) {
    const field = fieldNames.find((name) => name === fieldError.field);
    if (field) setError(field, { type: 'server', message: fieldError.message });
  }
  return getErrorMessage(error);
}
