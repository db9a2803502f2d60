import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';

/**
 * Round 11c: a nine-to-twelve book's stock voice is said several ways a kind, with at most one line of wit a book; a
 * sad day (a grandparent who died, a pet's goodbye) ends sadly, with its lesson in sad words and an older reader's worry.
 */
const cast = [{ name: 'Rosa', kind: 'child', pronoun: 'she', traits: [] }, { name: 'Sam', kind: 'child', pronoun: 'he', traits: ['her friend'] }];
const book = (theme: string, age: string, length: string, seed: number, characters: readonly object[] = cast) => {
  const inputs = storyInputsSchema.parse({ characters, age_group: age, story_length: length, theme, tone: 'heartwarming' });
  return writeStory(writeIdea(inputs, seed), inputs).map((page) => page.text).join('\n');
};

describe('the older voice, across books', () => {
  const recitals = [1, 2, 3, 4, 5, 6].map((seed) => book('a piano recital', '9-12', 'medium', 1200100 + seed));
  it('is not one stock sentence in every book of a kind', () => {
    const stock = [/It was not winning Rosa wanted/, /clap like it's the Olympics/, /the thing she had kept back/];
    for (const line of stock) expect(recitals.filter((text) => line.test(text)).length, String(line)).toBeLessThan(recitals.length);
  });
  it('has at most one line of wit a book: a wry thought of the hero\'s, or the friend\'s joke', () => {
    const dentists = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => book('going to the dentist', '9-12', 'long', 1200200 + seed));
    const jokes = /Remind me why we're doing this|pull faces the whole time|brought a book, so you can take as long|It'll be over in ten minutes/;
    for (const text of dentists) if (/nothing to worry about, which/.test(text)) expect(text).not.toMatch(jokes);
  });
});

describe('a sad day for nine to twelve', () => {
  // A hero on their own in a long book: the day's end and the telling at home are told (where "best days ever" was).
  const alone = [cast[0]!];
  const sad = [0, 1, 2].flatMap((seed) => [book('my grandad died', '9-12', 'long', 1200600 + seed, alone), book('grandma died', '9-12', 'long', 1200300 + seed), book('saying goodbye to our old dog', '9-12', 'long', 1200400 + seed)]);
  it('ends sadly: no best day ever, no happy yawn, no best part told twice', () => {
    const younger = [0, 1, 2].map((seed) => book('my grandad died', '6-8', 'long', 1200600 + seed, alone));
    for (const text of [...sad, ...younger]) expect(text).not.toMatch(/best days? ever|happy yawn|best part, twice/);
  });
  it('lands its lesson in sad words, never "saying thank you makes happiness grow"', () => {
    for (const text of sad) expect(text).not.toMatch(/thank you makes happiness grow|a thank-you is a gift|made everyone smile|had been thanked/);
  });
  it('asks an older reader\'s worry, not "When is Grandma coming back?"', () => {
    expect(sad.join('\n')).not.toMatch(/coming back\?/);
    expect(book('grandma died', '3-5', 'medium', 1200301)).toMatch(/When is .+ coming back\?/);
  });
});
