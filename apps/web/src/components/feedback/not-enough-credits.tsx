import { Link } from 'react-router';
import { Alert } from '../ui/alert';
import { useBookCreditCosts, whatACreditBuys } from '../../lib/credit-costs';

/** The refusal with its way out: buy a credit pack or change plan, and what a credit buys. */
export function NotEnoughCredits({ required, available, className }: { required: number; available: number; className?: string }) {
  const costs = useBookCreditCosts();
  return (
    <Alert className={className}>
      <p>
        Not enough credits: need {required}, have {available}.
      </p>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        <Link to="/pricing#credit-packs" className="underline">
          Buy credits
        </Link>
        <Link to="/pricing" className="underline">
          Change plan
        </Link>
      </p>
      {costs.data && <p className="mt-1 font-normal text-ink-soft">{whatACreditBuys(costs.data)}</p>}
    </Alert>
  );
}
