import { printPlacedCensus } from './placed-census';
import { SHAPES_HELD_OUT, SHAPES_PHRASINGS } from './shapes-phrasings';

/** `npx tsx test/fresh/run-shapes-census.ts [held-out]`: where each of round 16's phrasings lands (`placed-census.ts`). */
printPlacedCensus(process.argv.includes('held-out') ? SHAPES_HELD_OUT : SHAPES_PHRASINGS, 1860001);
