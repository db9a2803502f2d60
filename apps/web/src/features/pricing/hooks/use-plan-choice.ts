import type { Plan } from '@studio/contracts/billing';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { getErrorMessage } from '../../../lib/api-error';
import { useIsAuthenticated } from '../../../lib/session-store';
import { useRefreshBilling } from '../../../lib/billing-queries';
import { goToCheckout } from '../../../lib/go-to-checkout';
import { useSubscribeToPlan } from '../api/subscribe-to-plan';
import { usePurchaseCreditPackage } from '../api/purchase-credit-package';

export const SIGN_IN_TO_BUY = 'Sign in or create an account to choose a plan or buy credits.';

/** Visitors are asked to sign in first and come back to the page they were on. */
function useRequireSignIn() {
  const isAuthenticated = useIsAuthenticated();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return () => {
    if (isAuthenticated) return true;
    toast(SIGN_IN_TO_BUY);
    navigate('/signin', { state: { from: pathname } });
    return false;
  };
}

/**
 * Choosing a plan: free starts at once and the dashboard welcomes it (spec §4); a paid plan goes
 * through checkout and comes back here; a cheaper plan is scheduled for the period end.
 */
export function usePlanChoice() {
  const requireSignIn = useRequireSignIn();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const refreshBilling = useRefreshBilling();
  const subscribe = useSubscribeToPlan();

  const choose = (plan: Plan) => {
    if (!requireSignIn()) return;
    subscribe.mutate(
      { planId: plan.id, returnPath: pathname },
      {
        onSuccess: async (response) => {
          if (response.outcome === 'payment_required' && response.checkout_url) return goToCheckout(response.checkout_url, navigate);
          await refreshBilling();
          if (response.outcome === 'activated' && plan.price_cents === 0) return navigate('/dashboard');
          toast.success(response.message);
        },
        onError: (error) => toast.error(getErrorMessage(error)),
      },
    );
  };
  return { choose, pendingPlanId: subscribe.isPending ? subscribe.variables?.planId : undefined };
}

export function usePackagePurchase() {
  const requireSignIn = useRequireSignIn();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const purchase = usePurchaseCreditPackage();

  const buy = (packageId: string) => {
    if (!requireSignIn()) return;
    purchase.mutate(
      { packageId, returnPath: pathname },
      { onSuccess: (started) => goToCheckout(started.checkout_url, navigate), onError: (error) => toast.error(getErrorMessage(error)) },
    );
  };
  return { buy, pendingPackageId: purchase.isPending ? purchase.variables?.packageId : undefined };
}
