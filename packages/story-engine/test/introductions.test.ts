import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGE_GROUPS, STORY_LENGTHS, storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { inputsArbitrary, seedArbitrary } from './arbitraries';
import { storyText } from './story-text';

describe('how the hero is introduced and spoken to', () => {
  it('introduces a child the parent gave no trait by name, never as "a child", "a girl" or "a boy"', () => {
    for (const [pronoun, noun] of [['they', 'child'], ['she', 'girl'], ['he', 'boy']] as const) {
      for (const age_group of AGE_GROUPS) {
        for (const story_length of STORY_LENGTHS) {
          const inputs = storyInputsSchema.parse({ characters: [{ name: 'Sam', kind: 'child', pronoun }], age_group, story_length });
          const text = storyText(writeStory(writeIdea(inputs, 7), inputs));
          expect(text).not.toMatch(new RegExp(`Sam was an? ${noun}\\b`));
          expect(text).toContain('Sam');
        }
      }
    }
  });

  it('tells what makes a friend happy once a book, not again for every friend in the same words', () => {
    const friends = [{ name: 'Zara', kind: 'child', pronoun: 'she' }, { name: 'Noah', kind: 'child', pronoun: 'he' }, { name: 'Mr Patel', kind: 'grown-up', pronoun: 'he' }];
    for (const age_group of ['6-8', '9-12'] as const) {
      for (let seed = 1; seed <= 20; seed += 1) {
        const inputs = storyInputsSchema.parse({ characters: friends, age_group, story_length: 'medium', theme: 'a treasure map' });
        expect(storyText(writeStory(writeIdea(inputs, seed), inputs)).match(/whenever (?:he|she|they) (?:was|were) happy/g)?.length ?? 0).toBeLessThanOrEqual(1);
      }
    }
  });

  it('never says being shy or sleepy is what found the way', () => {
    for (const trait of ['shy', 'sleepy']) {
      for (let seed = 1; seed <= 20; seed += 1) {
        const inputs = storyInputsSchema.parse({ characters: [{ name: 'Ana', kind: 'child', pronoun: 'she', traits: [trait] }], age_group: '6-8', story_length: 'short' });
        expect(storyText(writeStory(writeIdea(inputs, seed), inputs))).not.toMatch(new RegExp(`Being ${trait} helped|was ${trait}, and that was exactly`));
      }
    }
  });

  it('says "be brave" to the child who is afraid, not to the friend', () => {
    const stories = fc
      .sample(fc.noBias(fc.tuple(inputsArbitrary(), seedArbitrary)), { numRuns: 400, seed: 42 })
      .filter(([inputs]) => inputs.characters.some((character) => character.kind === 'child'))
      .map(([inputs, seed]) => storyText(writeStory(writeIdea({ ...inputs, theme: 'being afraid of the dark' }, seed), { ...inputs, theme: 'being afraid of the dark' })));
    const braveLines = stories.flatMap((text) => text.match(/Be brave, be brave, [^.]+\./g) ?? []);
    expect(braveLines.length).toBeGreaterThan(0);
    for (const line of braveLines) expect(line).not.toMatch(/Be brave, be brave, dear /);
    // 400 stories: a few seconds on a busy 2-core machine.
  }, 30_000);
});
