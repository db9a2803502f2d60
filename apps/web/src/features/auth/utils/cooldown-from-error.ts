import { getErrorMessage, getErrorStatus } from '../../../lib/api-error';

/** Reads N from a 429 detail such as "Please wait 42 seconds before requesting another code". */
export function cooldownSecondsFromError(error: unknown): number | null {
  if (getErrorStatus(error) !== 429) return null;
  const match = /(\d+)\s*second/i.exec(getErrorMessage(error));
  return match ? Number(match[1]) : null;
}
