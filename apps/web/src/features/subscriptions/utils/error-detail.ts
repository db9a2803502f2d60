import { isAxiosError } from '../../../lib/api-error';

/** The server's `detail`, when the server answered with one. */
export function serverDetail(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined;
  const detail: unknown = (error.response?.data as { detail?: unknown } | undefined)?.detail;
  return typeof detail === 'string' && detail.trim() ? detail : undefined;
}
