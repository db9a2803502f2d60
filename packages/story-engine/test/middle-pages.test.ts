import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';

/**
 * Round 15: the catalogue plot's middle pages between the entry's own lines carry the entry, not lines any book could
 * have (a census of 40 catalogue books for three to eight found "shut her eyes", "took a deep breath", "We can do it!",
 * "Would this be the go that worked?" in book after book, whatever the theme).
 */
const kid = (name: string, pronoun: string) => ({ name, kind: 'child', pronoun, traits: [] });
const book = (theme: string, age: string, characters: object[], tone: string) => {
  const inputs = storyInputsSchema.parse({ characters, age_group: age, story_length: 'long', theme, tone });
  return writeStory(writeIdea(inputs, 1710902), inputs).map((page) => page.text).join('\n');
};
const count = (text: string, pattern: RegExp) => (text.match(new RegExp(pattern.source, 'g')) ?? []).length;

const HELD_BREATH = /Would it work this time\?|Would this be the go that worked\?|held (?:her|his|their) breath\.|hardly daring to look|crossed (?:her|his|their) fingers\.|waited to see what would happen/;
const THINKS_IT_THROUGH = /thought back over every try|sat down to think it through|went over each try|stopped and thought about what had gone wrong/;

describe('the catalogue plot\'s middle pages', () => {
  const monster = book('a monster under the bed', '3-5', [kid('Hugo', 'he'), { name: 'Dad', kind: 'grown-up', pronoun: 'he', traits: [] }], 'adventurous');
  const sick = book('a sick day at home', '6-8', [kid('Teddy', 'they'), kid('Astrid', 'she')], 'funny');

  it('pictures the win in one line of its own, without "shut his eyes."', () => {
    expect(monster).not.toMatch(/shut (?:her|his|their) eyes\./);
    expect(monster).toMatch(/In (?:his|their) head, there was nothing under the bed/);
  });

  it('works it out from the theme\'s own worst try, and holds its breath once a book at most', () => {
    for (const text of [monster, sick]) {
      expect(text).not.toMatch(THINKS_IT_THROUGH);
      // From six the one beside the hero may bring it back, teasing (round 18, `low-point-ribbed.ts`).
      expect(text).toMatch(/remembered the time (?:he|she|they) |"Remember when you /);
      expect(count(text, HELD_BREATH)).toBeLessThanOrEqual(1);
    }
  });

  it('gives the cheer before the turn to the friend\'s hint, never "a small thing to say", and from six no stock breath', () => {
    expect(monster).toMatch(/"Look under the bed yourself, with the torch," said Dad\./);
    for (const text of [monster, sick]) expect(text).not.toMatch(/feel taller, braver/);
    expect(sick).not.toMatch(/took a deep breath\.|breathed in, and out\./);
  });
});
