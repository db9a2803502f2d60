import { storyInputsSchema, type StoryInputs } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { splitSentences, writeIdea, writeStory } from '../src/index';

/**
 * Round 12 (variety): the lines two books on different themes shared most, names masked, are gone or told in the
 * theme's own words: "This is Mia.", the best friend met in a line of its own, a talking pal's sneeze and squeak in
 * every funny book, and "Mia laughed." cut off a comic beat.
 */
const child = (name: string, pronoun: 'she' | 'he') => ({ name, kind: 'child' as const, pronoun, traits: [], appearance: {} });
const book = (theme: string, age: StoryInputs['age_group'], tone: StoryInputs['tone'] = 'cozy', length: StoryInputs['story_length'] = 'medium', seed = 5) => {
  const inputs = storyInputsSchema.parse({ characters: [child('Ren', 'she'), child('Carmen', 'she')], age_group: age, story_length: length, tone, theme });
  return writeStory(writeIdea(inputs, seed), inputs).map((page) => page.text);
};

describe('lines shared between books (issue 28, variety)', () => {
  // A board book (0-2) keeps "This is Ren.": its band counts on the lightest line there is.
  it('a hero with no trait is met by the first line that names them, not by "This is Ren."', () => {
    for (const age of ['3-5'] as const) {
      for (const theme of ['football', 'a new baby']) {
        expect(book(theme, age)[0], `${theme} ${age}`).not.toMatch(/^(?:This is|Meet|Here is) Ren\./);
      }
    }
  });

  it('the best friend is met as the one the worry is said to, in the theme\'s words', () => {
    // In a short book: a medium or long one whose plan needs the page meets the friend on a page of their own (round 15: else it came out a page short).
    const older = book('football', '6-8', 'cozy', 'short').join(' ');
    expect(older).toContain('"What if I miss the goal?" said Ren to her best friend Carmen.');
    expect(older).not.toMatch(/Ren's best friend was Carmen|Ren and Carmen were best friends|Carmen was Ren's best friend/);
    // Under six, the friend's name only: a short book's band has no room for more.
    expect(book('football', '3-5', 'cozy', 'short').join(' ')).toContain('"What if I miss the goal?" said Ren to Carmen.');
  });

  it('a lost-and-found book loses and gets back its own thing: no "Then Ren looked down.", no bare "Thank you!"', () => {
    const text = book('a lost teddy', '3-5').join(' ');
    expect(text).toMatch(/Then Ren reached for the teddy\./);
    expect(text).toMatch(/"Thank you, little [a-z ]+!" said Ren\./);
    expect(text).not.toMatch(/Then Ren looked down\.|"Thank you!" said Ren\./);
  });

  it('a funny book with a pal who talks has its theme family\'s beats, not every book\'s sneeze, hiccup, squeak and wink', () => {
    const pages = [1, 2, 3, 4].flatMap((seed) => book('going to the dentist', '3-5', 'funny', 'long', seed));
    expect(pages.join(' ')).not.toMatch(/A-a-atchoo|hiccup so loud|came out as a squeak|both eyes shut/);
    // Round 16: the dentist's own jokes (the film star's glasses, the mouth opened wide too, the tickling squirter) first.
    expect(pages.join(' ')).toMatch(/a kind of pudding|You will be brilliant|small burp|a film star|mouth wide too|squirter tickled/);
  });

  it('the hero\'s laugh stays with the beat it laughs at: no "Ren laughed." on its own', () => {
    const sentences = [1, 2, 3, 4].flatMap((seed) => book('going to the dentist', '3-5', 'funny', 'long', seed)).flatMap((page) => splitSentences(page));
    expect(sentences.filter((sentence) => /^(?:Ren|She) (?:laughed|giggled|chuckled|grinned)\.$/.test(sentence))).toEqual([]);
  });
});
