import { z } from 'zod';
import { creditPackageSchema, planSchema } from '@studio/contracts/billing';
import type { PublicData } from '@studio/contracts/site-routes';
import type { AppContext } from '../../app-context';
import { listCreditPackages } from '../../modules/credits/purchase';
import { listPlansOnOffer } from '../../modules/plans/service';
import { getSetting } from '../../modules/settings/settings';

/**
 * The public pages' data exactly as the public API answers it now (its response schemas applied), so
 * an administrator's change to the brand, a plan or a credit pack shows on the next page view.
 */
export async function publicData(context: AppContext): Promise<PublicData> {
  const [brand, plans, packages] = await Promise.all([getSetting(context, 'brand'), listPlansOnOffer(context), listCreditPackages(context)]);
  return {
    brand,
    plans: z.array(planSchema).parse(plans),
    credit_packages: z.array(creditPackageSchema).parse(packages),
  };
}
