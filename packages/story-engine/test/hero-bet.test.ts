import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';

const book = (age_group: string, theme: string, seed: number, pal = { name: 'Dad', kind: 'grown-up', pronoun: 'he' }) => {
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Leo', kind: 'child', pronoun: 'he' }, pal], age_group, story_length: 'medium', theme, tone: 'gentle' });
  return writeStory(writeIdea(inputs, seed), inputs).map((page) => page.text);
};

describe('the hero\'s bet before the last try (round 18)', () => {
  // Held-out reads 37-40: "Leo shut his eyes and pictured the moment when the new neighbours were not strangers any more."
  // in nearly every told 6-12 book, a feeling told with nothing for the end to pay off.
  it('is said in the hero\'s voice and paid back, later, on the page where it came right', () => {
    for (const age of ['6-8', '9-12']) {
      const pages = book(age, 'new neighbours moving in next door', 1880001);
      const made = pages.findIndex((text) => /"(?:Bet you|If this works)/.test(text));
      const paid = pages.findIndex((text) => /best bet Leo had ever lost|laughed so hard he had to sit down/.test(text));
      expect(made, age).toBeGreaterThan(0);
      expect(paid, age).toBeGreaterThan(made);
      expect(pages.join(' '), age).not.toMatch(/pictured the moment when/);
    }
  });

  it('is not made under six, where the picture stays', () => {
    expect(book('3-5', 'new neighbours moving in next door', 1880001).join(' ')).not.toMatch(/Bet you|If this works|ever lost/);
  });
});

describe('a small choice answered by the one beside the hero (round 18)', () => {
  it('never tells it as "Nobody chose for him" or "chose quickly, before he could start worrying"', () => {
    const text = book('9-12', 'new neighbours moving in next door', 1880001).join(' ');
    expect(text).not.toMatch(/Nobody chose for|chose quickly, before|before anyone could offer to help|nobody else had decided it/);
  });
});
