import { Check } from 'lucide-react';
import { ErrorPanel } from '../../../components/feedback/error-panel';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-error';
import { usePlans } from '../api/get-plans';
import { PlanPrice } from './plan-price';

/** The plans on sale side by side, without buttons: for pages that point to /pricing to choose. */
export function PlanComparison() {
  const plans = usePlans();
  if (plans.isPending) return <Spinner label="Loading plans..." className="flex justify-center" />;
  if (plans.error) return <ErrorPanel message={getErrorMessage(plans.error)} onRetry={() => void plans.refetch()} />;
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {plans.data.map((plan) => (
        <li key={plan.id} className="flex flex-col gap-3 rounded-3xl border border-line bg-white p-6 shadow-soft">
          <h3 className="text-xl font-semibold">
            {plan.name}
          </h3>
          <PlanPrice plan={plan} size="md" />
          <p className="text-ink-soft">{plan.description}</p>
          <ul className="flex flex-col gap-1.5">
            {plan.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2 text-[0.95rem]">
                <Check className="mt-0.5 size-4 shrink-0 text-leaf-700" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
