import { printPlacedCensus } from './placed-census';
import { YOUNG_16B_HELD_OUT, YOUNG_16B_PHRASINGS } from './young-16b-phrasings';

/** `npx tsx test/fresh/run-young-16b-census.ts [held-out]`: where each of round 16b's 0-5 phrasings lands (`placed-census.ts`). */
printPlacedCensus(process.argv.includes('held-out') ? YOUNG_16B_HELD_OUT : YOUNG_16B_PHRASINGS, 1920001);
