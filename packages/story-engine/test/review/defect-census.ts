import fc from 'fast-check';
import { AGE_GROUPS, STORY_LENGTHS } from '@studio/contracts/stories';
import { inputsArbitrary, seedArbitrary } from '../arbitraries';
import { countDefects, type DefectKind } from './defects';
import { writeReviewStory, type ReviewedStory } from './review-stories';

export type DefectCensus = Record<'review' | 'generated', Record<DefectKind, number>>;

/** How many generated stories the census writes: 2,000 until round 10, 1,200 until round 15 (ADR 041). */
export const GENERATED = 600;

/** Every age at every length, each given the same share of the census. */
const CELLS = AGE_GROUPS.flatMap((age_group) => STORY_LENGTHS.map((story_length) => ({ age_group, story_length })));

/**
 * The defects of the review set (as written by the caller) and of `GENERATED` generated stories (always the same):
 * a stratified sample, book i in cell i of the age × length grid, so every cell has the same 50 books, and the rest
 * (cast, theme or none, setting, tone, lesson, seed) is as generated.
 */
export function defectCensus(review: readonly ReviewedStory[]): DefectCensus {
  const generated = fc
    .sample(fc.noBias(fc.tuple(inputsArbitrary(), seedArbitrary)), { numRuns: GENERATED, seed: 16 })
    .map(([inputs, seed], i) => writeReviewStory({ id: `generated-${i}`, cast: `generated-${i}`, inputs: { ...inputs, ...CELLS[i % CELLS.length]! }, seed, refinements: [] }));
  return { review: countDefects(review), generated: countDefects(generated) };
}
