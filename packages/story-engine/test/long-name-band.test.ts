import { describe, expect, it } from 'vitest';
import type { StoryInputs } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { fleschKincaidGrade } from '../src/core/readability';
import { withoutCallsToHero } from '../src/story/calls-to-hero';

const inputsFor = (name: string, pronoun: 'she' | 'he', theme: string, age: StoryInputs['age_group'], length: StoryInputs['story_length']): StoryInputs => ({
  characters: [{ name, kind: 'child', pronoun, appearance: {}, traits: [] }], age_group: age, story_length: length, theme, tone: 'cozy', art_style: 'watercolor', language: 'en',
});

describe('a long hero name keeps the theme in a little listener\'s band', () => {
  it('cheers that call the hero lose the name, and nothing else does', () => {
    expect(withoutCallsToHero(['You can do it, Mateo!', '"Look, Mateo, look!" said Mum.', 'Mateo waved to Ada, Mateo\'s sister.', 'Ada, Mateo and Mum went home.'], 'Mateo'))
      .toEqual(['You can do it!', '"Look, look!" said Mum.', 'Mateo waved to Ada, Mateo\'s sister.', 'Ada, Mateo and Mum went home.']);
  });

  // Round 12 keeps the stray mood words ("See?", "Hmm." on page after page) out of little listeners' books; the medium
  // book for "Mateo" then measured over the band and took another plot (the idea says so honestly). Round 13 gave the
  // entry's longest lines a shorter wording a little listener hears ("When the baby cried, Mateo sang a soft song."):
  // the medium book keeps the baby's story too.
  it('"new baby sister" for Mateo at 0-2 tells the new baby, within the band measured with his name', () => {
    for (const length of ['medium', 'long'] as const) {
      const inputs = inputsFor('Mateo', 'he', 'new baby sister', '0-2', length);
      const idea = writeIdea(inputs, 1050700);
      expect(idea.plot).toBe('theme:new-baby');
      expect(idea.summary).not.toMatch(/in a book this short for this age/);
      const text = writeStory(idea, inputs).map((page) => page.text).join(' ');
      expect(fleschKincaidGrade(text)).toBeLessThanOrEqual(2);
      expect(text).toMatch(/\bMateo\b/);
    }
  });

  it('Diwali and a restaurant for Oliver at 0-2 keep their own story', () => {
    for (const [name, pronoun, theme, length] of [['Oliver', 'he', 'Diwali', 'short'], ['Oliver', 'he', 'a trip to a restaurant', 'short']] as const) {
      const idea = writeIdea(inputsFor(name, pronoun, theme, '0-2', length), 1050700);
      expect(idea.plot.startsWith('theme:')).toBe(true);
    }
  });
});
