import { FeaturesPage } from '../../features/marketing/components/features/features-page';
import { PlanComparison } from '../../features/pricing/components/plan-comparison';

/** /features shows the plans on sale, read by the pricing feature from the plans API. */
export function FeaturesRoute() {
  return <FeaturesPage plans={<PlanComparison />} />;
}
