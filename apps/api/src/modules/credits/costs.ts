import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { CREDIT_COSTS_SETTING, DEFAULT_CREDIT_COSTS, IMAGE_MODELS, type CreditCheck, type ImageModel } from '@studio/contracts/billing';
import type { AppContext } from '../../context';
import { settings } from '../../db/schema';
import { getCreditBalance } from './balance';

const storedCosts = z.partialRecord(z.enum(IMAGE_MODELS), z.number().int().min(0));

/** Credits per image for each model: the `credit_costs` setting over the defaults. */
export async function getCreditCosts(context: AppContext): Promise<Record<ImageModel, number>> {
  const [row] = await context.db.select().from(settings).where(eq(settings.key, CREDIT_COSTS_SETTING));
  const parsed = storedCosts.safeParse(row?.value ?? {});
  if (!parsed.success) context.log.warn({ setting: CREDIT_COSTS_SETTING }, 'ignoring an invalid credit cost setting');
  return { ...DEFAULT_CREDIT_COSTS, ...(parsed.success ? parsed.data : {}) };
}

/** What `numImages` images of `model` cost, and whether the customer can pay for them now. */
export async function checkCredits(context: AppContext, customerId: string, model: ImageModel, numImages: number): Promise<CreditCheck> {
  const costPerImage = (await getCreditCosts(context))[model];
  const { balance } = await getCreditBalance(context.db, customerId);
  const required = costPerImage * numImages;
  return { model, num_images: numImages, cost_per_image: costPerImage, required, available: balance, sufficient: balance >= required };
}
