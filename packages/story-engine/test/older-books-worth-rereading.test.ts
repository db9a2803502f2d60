import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { thinOlderPages } from './fresh/older-detectors';

/**
 * Round 12: a nine-to-twelve book worth reading twice — no all-ages stock aside, no picture-book page of one short line,
 * the hiccup and the sneeze left to the younger books, the turn's look back and the friend's gift said in the theme's
 * kind of words, and an older reader's worry at the dentist.
 */
const cast = [{ name: 'Rosa', kind: 'child', pronoun: 'she', traits: [] }, { name: 'Sam', kind: 'child', pronoun: 'he', traits: [] }];
const pages = (theme: string, length: string, seed: number, tone = 'heartwarming', age = '9-12') => {
  const inputs = storyInputsSchema.parse({ characters: cast, age_group: age, story_length: length, theme, tone });
  return writeStory(writeIdea(inputs, seed), inputs).map((page) => page.text);
};

describe('a book for nine to twelve', () => {
  const themes = ['a day on the farm', 'going to the dentist', 'feeling shy', 'sports day'];
  const books = themes.flatMap((theme) => [1, 2].map((seed) => pages(theme, 'long', 1230500 + seed)));

  it('never meets a detail or a setback with the all-ages stock asides', () => {
    const stock = /did not want to miss a single thing|did not know what to do next|stood still for a moment, just to look|took it all in, to tell it later|noticed it, and said nothing, and kept it for later/;
    for (const book of books) expect(book.join('\n')).not.toMatch(stock);
  });

  it('looks back before the turn in its kind\'s words, not "thought of everything she had tried"', () => {
    for (const book of books) expect(book.join('\n')).not.toMatch(/thought of everything she had tried\./);
  });

  it('has at most one middle page of one short sentence in a long book', () => {
    for (const book of books) expect(thinOlderPages({ theme: '', pages: book.map((text) => ({ text })) }).length, book.join('\n')).toBeLessThanOrEqual(1);
  });

  it('is funny in its theme\'s family of gags, two or three a book: no hiccup or sneeze, no "clap like it\'s the Olympics"', () => {
    const funny = ['a day on the farm', 'sports day', 'baking cakes'].flatMap((theme) => [1, 2, 3].map((seed) => pages(theme, 'long', 1230600 + seed, 'funny').join('\n')));
    for (const book of funny) {
      expect(book).not.toMatch(/gave a hiccup so loud|A-a-atchoo|clap like it's the Olympics/);
      expect((book.match(/wrong moment|wrong way round|gave \w+ the hiccups|upside down|sleeve stuck|silly wobble|set off the wrong way|impression of an expert|Oooh!|back to front/g) ?? []).length).toBeLessThanOrEqual(3);
    }
    // The younger books keep their gags: the farm's own (a goat at a coat, a snorting talk with a pig) since round 16.
    const younger = [1, 2, 3, 4, 5, 6].map((seed) => pages('a day on the farm', 'long', 1230700 + seed, 'funny', '6-8').join('\n'));
    expect(younger.some((book) => /hiccup|A-a-atchoo|corner of \w+'s coat|snorted back/.test(book))).toBe(true);
  });

  it('worries at the dentist about a filling, not a monster', () => {
    for (const seed of [1, 2, 3]) expect(pages('going to the dentist', 'medium', 1230800 + seed).join('\n')).not.toMatch(/monster/);
  });
});

describe('a friend the parent added, in a book for nine to twelve', () => {
  const withSofia = [...cast, { name: 'Sofia', kind: 'child', pronoun: 'she', traits: ['never stops talking'] }];
  const books = ['sports day', 'a day on the farm', 'baking cakes'].flatMap((theme) => [1, 2].map((seed) => {
    const inputs = storyInputsSchema.parse({ characters: withSofia, age_group: '9-12', story_length: 'long', theme, tone: 'heartwarming' });
    return writeStory(writeIdea(inputs, 1230900 + seed), inputs).map((page) => page.text).join('\n');
  }));
  it('is glad in an older reader\'s words, not "giggled louder than anyone"', () => {
    for (const book of books) expect(book).not.toMatch(/Sofia (?:giggled|laughed) (?:louder than anyone|the loudest of all|and could not stop)/);
  });
  it('is never the quiet one when the parent said she never stops talking', () => {
    for (const book of books) expect(book).not.toMatch(/Nobody expected Sofia to say anything|Sofia had hardly said a word|Sofia had been walking along at the back|it was the only one \w+ kept, and of everything said/);
  });
});

describe('the thin older page detector', () => {
  it('finds a middle page of one short sentence, never the first or last page, nor a page of two', () => {
    const book = { theme: 'camping', pages: [{ text: 'It flopped.' }, { text: 'It flopped.' }, { text: 'The tent poles slid apart. Maya sighed.' }, { text: 'The goat nudged the egg box.' }, { text: 'The end.' }] };
    expect(thinOlderPages(book).map((finding) => finding.detail)).toEqual(['page 2: It flopped.', 'page 4: The goat nudged the egg box.']);
  });
});
