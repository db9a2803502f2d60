import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../ui/button';

/** The photo control on a plan without photos: what it is, which plans have it, and the way to them. */
export function PhotosLockedNotice({ who, plans }: { who: string; plans: string[] }) {
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-dashed border-line bg-cream p-4 sm:col-span-2">
      <p className="flex items-center gap-2 font-semibold">
        <Lock className="size-4" aria-hidden="true" /> Add a photo of {who}
      </p>
      <p className="text-sm text-ink-soft">
        Photos that guide the pictures come with the {plans.length > 0 ? plans.join(' and ') : 'paid'} {plans.length === 1 ? 'plan' : 'plans'}.
      </p>
      <Link to="/pricing" className={`${buttonClasses({ variant: 'outline', size: 'sm' })} self-start`}>
        See plans
      </Link>
    </div>
  );
}
