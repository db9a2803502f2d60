import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form-errors';

/** Holds the server's message for a form's alert and routes per-field messages to the fields. */
export function useFormServerError<TValues extends FieldValues>(
  setError: UseFormSetError<TValues>,
  fieldNames: ReadonlyArray<Path<TValues>>,
) {
  const [serverError, setServerError] = useState<string | null>(null);
  const showServerError = useCallback(
    (error: unknown) => setServerError(applyServerErrors(error, setError, fieldNames)),
    // fieldNames is a module-level constant in every form
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setError],
  );
  const clearServerError = useCallback(() => setServerError(null), []);
  return { serverError, showServerError, clearServerError };
}
