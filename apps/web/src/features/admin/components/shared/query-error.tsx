import { Alert } from '../../../../components/ui/alert';
import { getErrorMessage } from '../../../../lib/api-error';

/** A read that failed: the server's reason (spec §8) and a way to try again. */
export function QueryError({ error, onRetry, what }: { error: unknown; onRetry: () => void; what: string }) {
  return (
    <Alert>
      <p>
        {what} could not be loaded: {getErrorMessage(error)}
      </p>
      <button type="button" className="mt-1 font-semibold underline underline-offset-4 hover:no-underline" onClick={onRetry}>
        Try again
      </button>
    </Alert>
  );
}
