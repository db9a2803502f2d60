import { storyInputsSchema } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { writeIdea, writeStory } from '../src/index';

describe('a try the hero makes alone', () => {
  it('is never followed by the friend staying close on the same page', () => {
    let seen = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      for (const age of ['6-8', '9-12'] as const) {
        const inputs = storyInputsSchema.parse({ characters: [{ name: 'Finn', kind: 'child', pronoun: 'he', traits: [] }, { name: 'Ada', kind: 'child', pronoun: 'she', traits: ['his twin sister'] }], age_group: age, story_length: 'long', theme: 'feeling jealous' });
        for (const page of writeStory(writeIdea(inputs, seed), inputs)) {
          if (!/went off alone/.test(page.text)) continue;
          seen += 1;
          expect(page.text).not.toMatch(/Ada stayed close/);
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
