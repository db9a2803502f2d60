import { PricingPage } from '../../features/pricing/components/pricing-page';
import { useSubscriptionData } from '../../features/subscriptions/hooks/use-subscription-data';

/** /pricing marks the customer's own plan: the subscription comes from its feature. */
export function PricingRoute() {
  const { subscription } = useSubscriptionData();
  return <PricingPage subscription={subscription} />;
}
