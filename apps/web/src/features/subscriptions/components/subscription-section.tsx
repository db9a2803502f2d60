import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useSubscriptionData } from '../hooks/use-subscription-data';
import { serverDetail } from '../utils/error-detail';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';

export const CANCEL_ERROR = 'Failed to cancel subscription';

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const formatDay = (iso: string | null | undefined) => (iso ? dayFormat.format(new Date(iso)) : 'the end of the period');

/** /profile: the plan, when it renews or ends, and cancelling it (spec §8 error texts). */
export function SubscriptionSection() {
  const { subscription, hasLoaded, error, refetch } = useSubscriptionData();
  const cancel = useCancelSubscription();
  const [isConfirming, setIsConfirming] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);

  const confirmCancel = () => {
    setCancelError(null);
    cancel.mutate(undefined, {
      onSuccess: async (result) => {
        setIsConfirming(false);
        toast.success(result.message);
        await refetch();
      },
      onError: (failure) => {
        setIsConfirming(false);
        setCancelError(serverDetail(failure) ?? CANCEL_ERROR);
      },
    });
  };

  return (
    <Card aria-labelledby="plan-heading" role="region">
      <CardContent className="flex flex-col gap-4">
        <h2 id="plan-heading" className="text-2xl font-semibold">Your plan</h2>
        {error && (
          <Alert>
            {error}{' '}
            <Button variant="link" onClick={() => void refetch()}>
              Try again
            </Button>
          </Alert>
        )}
        {!error && !hasLoaded && <Spinner />}
        {hasLoaded && !subscription && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-ink-soft">You have not chosen a plan yet.</p>
            <Button asChild>
              <Link to="/pricing">View plans</Link>
            </Button>
          </div>
        )}
        {hasLoaded && subscription && (
          <>
            <div className="flex flex-wrap items-center gap-3">
              <p className="font-display text-3xl font-semibold">{subscription.plan_name ?? subscription.plan?.name}</p>
              {subscription.cancel_at_period_end ? <Badge tone="sun">Cancelled</Badge> : <Badge tone="leaf">{subscription.status === 'active' ? 'Active' : 'Awaiting payment'}</Badge>}
            </div>
            <p className="text-ink-soft">
              {subscription.cancel_at_period_end
                ? `Active until ${formatDay(subscription.current_period_end)}; it will not renew.`
                : subscription.next_plan
                  ? `Moves to ${subscription.next_plan.name} on ${formatDay(subscription.current_period_end)}.`
                  : `Renews on ${formatDay(subscription.current_period_end)}.`}
            </p>
            {cancelError && <Alert>{cancelError}</Alert>}
            <div className="flex flex-wrap gap-3">
              <Button variant="outline" asChild>
                <Link to="/pricing">Change plan</Link>
              </Button>
              {!subscription.cancel_at_period_end && (
                <Button variant="ghost" onClick={() => setIsConfirming(true)}>
                  Cancel subscription
                </Button>
              )}
            </div>
            <CancelSubscriptionDialog
              open={isConfirming}
              onOpenChange={setIsConfirming}
              planName={subscription.plan_name ?? 'current'}
              periodEnd={formatDay(subscription.current_period_end)}
              isCancelling={cancel.isPending}
              onConfirm={confirmCancel}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
