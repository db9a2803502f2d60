import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useRefreshBilling } from '../../../lib/billing-queries';

export const PAYMENT_RETURN_MESSAGES = {
  success: 'Payment complete. Thank you!',
  cancelled: 'Payment cancelled. Nothing was charged.',
} as const;

/**
 * Checkout (test mode or Stripe) sends the customer back to where they came from with
 * `?payment=success|cancelled`: say how it went, reload credits and plan, and tidy the address.
 */
export function usePaymentReturn(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const refreshBilling = useRefreshBilling();

  useEffect(() => {
    const params = new URLSearchParams(search);
    const outcome = params.get('payment');
    if (outcome !== 'success' && outcome !== 'cancelled') return;
    // Every page runs this hook; the toast library loads only when a checkout actually returns.
    void import('sonner').then(({ toast }) =>
      outcome === 'success' ? toast.success(PAYMENT_RETURN_MESSAGES.success) : toast(PAYMENT_RETURN_MESSAGES.cancelled),
    );
    if (outcome === 'success') void refreshBilling();
    params.delete('payment');
    params.delete('payment_id');
    const rest = params.toString();
    navigate(`${pathname}${rest ? `?${rest}` : ''}${hash}`, { replace: true });
  }, [pathname, search, hash, navigate, refreshBilling]);
}

/** Where checkout returns to, with the outcome for usePaymentReturn. */
export function returnPathWithOutcome(returnPath: string, outcome: 'success' | 'cancelled'): string {
  const url = new URL(returnPath, window.location.origin);
  url.searchParams.set('payment', outcome);
  return `${url.pathname}${url.search}${url.hash}`;
}
