import type { ImageModel } from '@studio/contracts/billing';
import type { AppContext } from '../../app-context';
import { checkCredits } from '../credits/costs';
import { notEnoughCredits } from '../credits/ledger';

/**
 * Checks before any drawing that the customer can pay for `numImages` pictures of `model` (402
 * "Not enough credits: need X, have Y" otherwise) and answers the price of one.
 */
export async function assertCanAfford(context: AppContext, customerId: string, model: ImageModel, numImages: number): Promise<number> {
  const check = await checkCredits(context, customerId, model, numImages);
  if (!check.sufficient) throw notEnoughCredits(check.required, check.available);
  return check.cost_per_image;
}
