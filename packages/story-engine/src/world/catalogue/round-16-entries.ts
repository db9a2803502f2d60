import { ROUND_17_LITTLE_KITS } from './round-17-little';
import type { EntryKit } from './round-13-kit';
import { ROUND_16_CEREMONY_KITS } from './round-16-ceremonies';
import { ROUND_16_FESTIVAL_KITS } from './round-16-festivals';
import { ROUND_16_HOME_KITS } from './round-16-home-entries';
import { ROUND_16B_OLDER_KITS } from './round-16b-older-entries';
import { ROUND_16B_YOUNG_KITS } from './round-16b-young-entries';
import { ROUND_17_SCHOOL_KITS } from './round-17-school';
import { ROUND_17_HEALTH_KITS } from './round-17-health-entries';
import { ROUND_17_HOME_WORRY_KITS } from './round-17-home-worries';
import { ROUND_18_HOME_DAY_KITS } from './round-18-home-days';
import { ROUND_20_OLDER_KITS } from './round-20-older-entries';

/**
 * Round 16's entries for shapes a census of new parents' phrasings found untold: festivals of many faiths, family ceremonies,
 * then days at home (adoption, new neighbours, hiccups, a fox in the garden), then round 16b's days of older children (a car boot sale, the times tables, a wallet handed in) and of little ones (pond dipping, face paint, the bouncy castle, sun cream, family from far away). Listed after every older entry, so no older seed moves; their low points, hints, tiny words and older
 * lines join round 13's tables (`round-13-entries.ts`).
 */
export const ROUND_16_KITS: readonly EntryKit[] = [...ROUND_16_FESTIVAL_KITS, ...ROUND_16_CEREMONY_KITS, ...ROUND_16_HOME_KITS, ...ROUND_16B_OLDER_KITS, ...ROUND_16B_YOUNG_KITS, ...ROUND_17_SCHOOL_KITS, ...ROUND_17_LITTLE_KITS,
  // Round 17's conditions (`round-17-health-entries.ts`): dyslexia, a brother's or sister's diabetes.
  ...ROUND_17_HEALTH_KITS,
  // Round 17's worry at home (`round-17-home-worries.ts`): grown-ups arguing.
  ...ROUND_17_HOME_WORRY_KITS,
  // Round 18's days at home and near it (`round-18-home-days.ts`): leaving the park, waiting for home time, the shop alone, a parent's long illness.
  ...ROUND_18_HOME_DAY_KITS,
  // Round 20's older plots (`round-20-older-entries.ts`): a friendship group, an invention.
  ...ROUND_20_OLDER_KITS];
