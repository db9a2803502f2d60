import { Check } from 'lucide-react';
import type { Plan } from '@studio/contracts/billing';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { PlanPrice } from './plan-price';

/** How a plan relates to the customer's own: it decides the card's button. */
export type PlanRelation = 'current' | 'resume' | 'scheduled' | 'upgrade' | 'switch' | 'choose';

export function planButtonLabel(plan: Plan, relation: PlanRelation): string {
  switch (relation) {
    case 'current':
      return 'Current plan';
    case 'resume':
      return `Keep ${plan.name}`;
    case 'scheduled':
      return 'Starts next period';
    case 'upgrade':
      return `Upgrade to ${plan.name}`;
    case 'switch':
      return `Switch to ${plan.name}`;
    case 'choose':
      return plan.price_cents === 0 ? 'Start for free' : `Choose ${plan.name}`;
  }
}

interface PlanCardProps {
  plan: Plan;
  relation: PlanRelation;
  isPending: boolean;
  onChoose: (plan: Plan) => void;
}

export function PlanCard({ plan, relation, isPending, onChoose }: PlanCardProps) {
  const isCurrent = relation === 'current' || relation === 'resume';
  return (
    <Card className={cn('flex flex-col', isCurrent && 'ring-2 ring-coral-500')} aria-label={`${plan.name} plan`} role="region">
      <CardContent className="flex flex-1 flex-col gap-4">
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-2xl font-semibold">{plan.name}</h2>
          {isCurrent && <Badge tone="coral">Your plan</Badge>}
        </div>
        <p className="text-ink-soft">{plan.description}</p>
        <PlanPrice plan={plan} />
        <ul className="flex flex-1 flex-col gap-2">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-leaf-700" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
        <Button
          variant={relation === 'upgrade' || relation === 'choose' ? 'primary' : 'outline'}
          disabled={relation === 'current' || relation === 'scheduled' || isPending}
          onClick={() => onChoose(plan)}
        >
          {planButtonLabel(plan, relation)}
        </Button>
      </CardContent>
    </Card>
  );
}
