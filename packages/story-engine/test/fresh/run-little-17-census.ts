import { printPlacedCensus } from './placed-census';
import { LITTLE_17_HELD_OUT, LITTLE_17_PHRASINGS } from './little-17-phrasings';

/** `npx tsx test/fresh/run-little-17-census.ts [held-out]`: where each of round 17's little ones' routines lands (`placed-census.ts`). */
printPlacedCensus(process.argv.includes('held-out') ? LITTLE_17_HELD_OUT : LITTLE_17_PHRASINGS, 1760001);
