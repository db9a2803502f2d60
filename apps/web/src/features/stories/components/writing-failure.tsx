import { BookOpen, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

interface WritingFailureProps {
  /** What failed, in the server's words (it says whether anything was charged). */
  message: string;
  onRetry: () => void;
  /** Given when the built-in writer can do the job instead: the same request, written offline. */
  onUseBuiltIn?: () => void;
  isBusy?: boolean;
}

/** A writing request that failed: why, "Try again", and — when the AI provider failed — the built-in writer. */
export function WritingFailure({ message, onRetry, onUseBuiltIn, isBusy = false }: WritingFailureProps) {
  const hintId = useId();
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert>{message}</Alert>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={isBusy} onClick={onRetry}>
          <RotateCcw aria-hidden="true" /> Try again
        </Button>
        {onUseBuiltIn && (
          <Button variant="outline" disabled={isBusy} onClick={onUseBuiltIn} aria-describedby={hintId}>
            <BookOpen aria-hidden="true" /> Use the built-in writer
          </Button>
        )}
      </div>
      {onUseBuiltIn && (
        <p id={hintId} className="text-sm text-ink-soft">
          The built-in writer works without the AI service: simpler words, ready straight away.
        </p>
      )}
    </div>
  );
}
