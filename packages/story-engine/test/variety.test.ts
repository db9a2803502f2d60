import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitSentences, writeIdea, writeStory } from '../src/index';
import { inputsArbitrary, seedArbitrary } from './arbitraries';
import { storyText } from './story-text';

/**
 * Fraction of each story's different sentences that also occur in at least one other story. A line
 * repeated within one story counts once: saying the same thing again does not make a book more varied.
 */
function sharedSentenceFraction(stories: readonly string[][]): number {
  const storiesBySentence = new Map<string, number>();
  for (const sentences of stories) {
    for (const sentence of new Set(sentences)) storiesBySentence.set(sentence, (storiesBySentence.get(sentence) ?? 0) + 1);
  }
  const all = stories.flatMap((sentences) => [...new Set(sentences)]);
  return all.filter((sentence) => (storiesBySentence.get(sentence) ?? 0) > 1).length / all.length;
}

describe('variety', () => {
  it('measures sharing across stories, not repetition within one', () => {
    expect(sharedSentenceFraction([['A.', 'A.', 'B.'], ['C.', 'D.']])).toBe(0);
    expect(sharedSentenceFraction([['A.', 'A.', 'A.', 'B.'], ['B.', 'C.']])).toBe(0.5);
    expect(sharedSentenceFraction([['A.', 'B.'], ['A.', 'C.']])).toBe(0.5);
  });

  it.each([1, 2, 3])('sample %i: 50 stories from different inputs share at most a tenth of their sentences', (sample) => {
    const stories = fc
      .sample(fc.noBias(fc.tuple(inputsArbitrary(), seedArbitrary)), { numRuns: 50, seed: sample * 1000 })
      .map(([inputs, seed]) => splitSentences(storyText(writeStory(writeIdea(inputs, seed), inputs))));
    expect(sharedSentenceFraction(stories)).toBeLessThanOrEqual(0.1);
  });
});
