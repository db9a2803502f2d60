import { ErrorPanel } from '../../../components/feedback/error-panel';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-error';
import type { Subscription } from '@studio/contracts/billing';
import { useCreditPackages } from '../api/get-credit-packages';
import { usePlans } from '../api/get-plans';
import { usePackagePurchase, usePlanChoice } from '../hooks/use-plan-choice';
import { planRelation } from '../utils/plan-relation';
import { PackageCard } from './package-card';
import { PlanCard } from './plan-card';
import { WhatACreditBuys } from './what-a-credit-buys';

/** /pricing: the plans and credit packages on sale, the customer's plan marked, buying through checkout. */
export function PricingPage({ subscription }: { subscription: Subscription | null }) {
  const plans = usePlans();
  const packages = useCreditPackages();
  const { choose, pendingPlanId } = usePlanChoice();
  const { buy, pendingPackageId } = usePackagePurchase();

  return (
    <div className="mx-auto w-full max-w-6xl px-5 py-12 sm:py-16">
      <h1 className="text-3xl font-semibold sm:text-4xl">Pricing</h1>
      <p className="mt-2 max-w-2xl text-ink-soft">
        Every plan brings monthly credits for illustrations; they renew each month. Need more? Credit packs top you up and never expire.
      </p>

      <WhatACreditBuys />

      <section aria-labelledby="plans-heading" className="mt-10">
        <h2 id="plans-heading" className="sr-only">Plans</h2>
        {plans.isPending && <Spinner />}
        {plans.error && <ErrorPanel message={getErrorMessage(plans.error)} onRetry={() => void plans.refetch()} />}
        {plans.data && (
          <div className="grid gap-6 md:grid-cols-3">
            {plans.data.map((plan) => (
              <PlanCard key={plan.id} plan={plan} relation={planRelation(plan, subscription, plans.data)} isPending={pendingPlanId === plan.id} onChoose={choose} />
            ))}
          </div>
        )}
      </section>

      <section id="credit-packs" aria-labelledby="packages-heading" className="mt-16 scroll-mt-24">
        <h2 id="packages-heading" className="text-2xl font-semibold">Credit packs</h2>
        <p className="mt-1 text-ink-soft">One-off top-ups for extra illustrations, on any plan.</p>
        {packages.isPending && <Spinner />}
        {packages.error && <ErrorPanel message={getErrorMessage(packages.error)} onRetry={() => void packages.refetch()} />}
        {packages.data && (
          <div className="mt-6 grid gap-6 sm:grid-cols-3">
            {packages.data.map((pack) => (
              <PackageCard key={pack.id} pack={pack} isPending={pendingPackageId === pack.id} onBuy={buy} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
