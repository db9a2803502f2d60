import { Spinner } from '../ui/spinner';

/** Suspense fallback while a lazily loaded page arrives. */
export function RouteFallback() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner />
    </div>
  );
}
