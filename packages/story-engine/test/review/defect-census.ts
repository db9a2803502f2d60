import fc from 'fast-check';
import { inputsArbitrary, seedArbitrary } from '../arbitraries';
import { countDefects, type DefectKind } from './defects';
import { writeReviewStory, type ReviewedStory } from './review-stories';

export type DefectCensus = Record<'review' | 'generated', Record<DefectKind, number>>;

/** The defects of the review set (as written by the caller) and of 2,000 generated stories (always the same 2,000). */
export function defectCensus(review: readonly ReviewedStory[]): DefectCensus {
  const generated = fc
    .sample(fc.noBias(fc.tuple(inputsArbitrary(), seedArbitrary)), { numRuns: 1200, seed: 16 })
    .map(([inputs, seed], i) => writeReviewStory({ id: `generated-${i}`, cast: `generated-${i}`, inputs, seed, refinements: [] }));
  return { review: countDefects(review), generated: countDefects(generated) };
}
