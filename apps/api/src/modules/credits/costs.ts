import type { CreditCheck, ImageModel } from '@studio/contracts/billing';
import type { AppContext } from '../../app-context';
import { getSetting } from '../settings/settings';
import { spendableCredits } from './balance';

/** Credits per image for each model (the `credit_costs` setting). */
export async function getCreditCosts(context: AppContext): Promise<Record<ImageModel, number>> {
  return getSetting(context, 'credit_costs');
}

/** What `numImages` images of `model` cost, and whether the customer can pay for them now. */
export async function checkCredits(context: AppContext, customerId: string, model: ImageModel, numImages: number): Promise<CreditCheck> {
  const costPerImage = (await getCreditCosts(context))[model];
  const balance = await spendableCredits(context.db, customerId);
  const required = costPerImage * numImages;
  return { model, num_images: numImages, cost_per_image: costPerImage, required, available: balance, sufficient: balance >= required };
}
