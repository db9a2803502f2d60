import type { Plan } from '@studio/contracts/billing';
import type { PlanRow } from './repo';

export function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    description: row.description,
    price_cents: row.priceCents,
    currency: row.currency,
    interval: row.interval,
    monthly_credits: row.monthlyCredits,
    features: row.features,
    allow_custom_images: row.allowCustomImages,
    allowed_story_lengths: row.allowedStoryLengths,
    saved_characters: row.savedCharacters,
    is_active: row.isActive,
    sort_order: row.sortOrder,
  };
}

/** Free means costing nothing: the free plan never goes through a payment. */
export const isFreePlan = (plan: Pick<PlanRow, 'priceCents'>) => plan.priceCents === 0;
