import { AID_OFF_VARIANTS } from './aid-off-variants';
import { ENDING_VARIANTS } from './ending-variants';
import { LOST_THING_VARIANTS } from './lost-thing-variants';
import { withMissedWhileIll } from './missed-while-ill';
import { PLACE_PART_VARIANTS } from './place-parts';
import { qualifierVariantsOf } from './qualifier-variants';
import { FIT_AND_BROKE_VARIANTS } from './fit-and-broke-variants';
import { ROUND_14_VARIANTS } from './round-14-variants';
import { ROUND_15_VARIANTS } from './round-15-variants';
import { ROUND_16_VARIANTS } from './round-16-variants';
import { ROUND_16_MORE_VARIANTS } from './round-16-more-variants';
import { ROUND_16_SHAPES_VARIANTS } from './round-16-shapes-variants';
import { ROUND_16B_YOUNG_VARIANTS } from './round-16b-young-entries';
import { ROUND_17_SCHOOL_VARIANTS } from './round-17-school-variants';
import { ROUND_17_LITTLE_VARIANTS } from './round-17-little-variants';
import { ROUND_17_NEAR_VARIANTS } from './round-17-near-variants';
import { ROUND_18_VARIANTS } from './round-18-variants';
import { ROUND_18_NESTED_VARIANTS } from './round-18-nested-variants';
import { SCHOOL_FESTIVAL_VARIANTS } from './school-festival';
import { SHARED_THING_VARIANTS } from './shared-thing-variants';
import { ROUND_20_VARIANTS } from './round-20-variants';
import { withCustoms } from './festival-customs';
import { MORE_SICK_DAY_VARIANTS } from './sick-day-more';
import type { CatalogueTheme, Variant } from './theme-entry';

/**
 * Round 13b's variants that keep a theme's point an entry's usual day drops: a thing lost, a part of the place that carries
 * the worry, a thing that ends, an aid taken off or a first fast, a festival at school. They come before an entry's own
 * variants, being the more particular words.
 */
// Round 17's school days first: "picked last in PE" is the picking, never round 14's team list.
// Round 20's thing shared or squabbled over (`shared-thing-variants.ts`) before the playgroup's fire engine: the parent named it.
const TABLES: readonly Readonly<Record<string, readonly Variant[]>>[] = [SHARED_THING_VARIANTS, ROUND_20_VARIANTS, FIT_AND_BROKE_VARIANTS, ROUND_17_SCHOOL_VARIANTS, LOST_THING_VARIANTS, PLACE_PART_VARIANTS, ENDING_VARIANTS, AID_OFF_VARIANTS, SCHOOL_FESTIVAL_VARIANTS, ROUND_14_VARIANTS, ROUND_15_VARIANTS, ROUND_16_VARIANTS, ROUND_16_MORE_VARIANTS, ROUND_16_SHAPES_VARIANTS, ROUND_16B_YOUNG_VARIANTS, ROUND_17_LITTLE_VARIANTS,
  // Round 17's everyday illnesses of the sick day (`sick-day-more.ts`).
  MORE_SICK_DAY_VARIANTS,
  // Round 17's flat tyre on the way (`round-17-near-variants.ts`).
  ROUND_17_NEAR_VARIANTS,
  // Round 18's apples in the orchard and a car-sick drive (`round-18-variants.ts`).
  ROUND_18_VARIANTS,
  // Round 18's feeling at a nested occasion: not invited to the party, the dark in the tent (`round-18-nested-variants.ts`).
  ROUND_18_NESTED_VARIANTS];

export function withPointVariants(entries: readonly CatalogueTheme[]): readonly CatalogueTheme[] {
  return entries.map((entry) => {
    // A qualifier that changes the day's problem (rain all weekend, a kite that won't fly) first: it is the story's problem.
    const more = [...qualifierVariantsOf(entry), ...TABLES.flatMap((table) => table[entry.id] ?? [])];
    return withMissedWhileIll(withCustoms(more.length ? { ...entry, variants: [...more, ...(entry.variants ?? [])] } : entry));
  });
}
