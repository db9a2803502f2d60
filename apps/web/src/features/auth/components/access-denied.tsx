import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { BRAND } from '@studio/contracts/constants';
import { Button } from '../../../components/ui/button';

/** Shown to a signed-in customer who opens an admin route (spec §2, §8). */
export function AccessDenied() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-paper px-6">
      <div className="flex max-w-md flex-col items-center gap-4 rounded-3xl border border-line bg-white p-8 text-center shadow-soft">
        <span className="grid size-14 place-items-center rounded-full bg-plum-100 text-plum-600">
          <ShieldAlert className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-semibold">Access Denied</h1>
        <p className="text-ink-soft">
          This area is restricted to administrators. If you believe this is an error, please contact support at{' '}
          <a className="font-semibold text-coral-700 underline-offset-4 hover:underline" href={`mailto:${BRAND.supportEmail}`}>
            {BRAND.supportEmail}
          </a>
          .
        </p>
        <Button asChild>
          <Link to="/dashboard">Back to your dashboard</Link>
        </Button>
      </div>
    </main>
  );
}
