import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../ui/button';

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-5 py-20 text-center sm:py-28">
      <span className="grid size-16 place-items-center rounded-3xl bg-sky-100 text-plum-600">
        <Compass className="size-8" aria-hidden="true" />
      </span>
      <p className="mt-6 font-display text-lg font-semibold text-coral-700">404</p>
      <h1 className="mt-1 text-4xl font-semibold">Page not found</h1>
      <p className="mt-3 text-ink-soft">
        This page has wandered off into another story. Let’s get you back somewhere familiar.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/">Go to the home page</Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/signin">Sign in</Link>
        </Button>
      </div>
    </div>
  );
}
