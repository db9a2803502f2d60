import { TriangleAlert } from 'lucide-react';
import { Button } from '../ui/button';

/** Spec §2 error panel: 'Something went wrong', the message and a 'Try again' that resets. */
export function ErrorPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto my-16 flex max-w-md flex-col items-center gap-4 rounded-3xl border border-line bg-white p-8 text-center shadow-soft">
      <span className="grid size-14 place-items-center rounded-full bg-coral-100 text-coral-700">
        <TriangleAlert className="size-7" aria-hidden="true" />
      </span>
      <h2 className="text-2xl font-semibold">Something went wrong</h2>
      <p className="text-ink-soft">{message}</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}
