import type { StoryLength } from '@studio/contracts/stories';
import type { AppContext } from '../../app-context';
import { assertPlanAllows } from '../subscriptions/plan-limits';

/** Stories of a length the customer's plan does not include answer 403 with the plans that do. */
export function assertStoryLengthAllowed(context: AppContext, customerId: string, length: StoryLength): Promise<void> {
  return assertPlanAllows(context, customerId, { feature: 'story_length', value: length });
}
