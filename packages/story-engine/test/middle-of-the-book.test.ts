import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { doubtOf, lightWordsOf, setbackOf, THEME_CATALOGUE } from '../src/world/catalogue';
import { addLightLines } from '../src/story/light-lines';
import { traitShown } from '../src/cast/trait-acts';
import type { CastMember } from '../src/cast/cast-member';
import { linesOfClosePairs, maskedBook } from './fresh/shared-sentences';

/** Issue 28, round 11: the pages between a catalogue book's opening and its turn are the theme's, not every book's. */

const PLACEHOLDERS = /\{(?!hero\}|he\}|him\}|his\}|pal\}|palhe\}|palhim\}|palhis\}|grownup\}|who\}|pet\}|thepet\}|petit\}|Petit\}|gran\}|was\}|instrument\}|test\}|baby\}|cause\}|toy\})[^}]*\}/;

const book = (theme: string, seed: number, age: '3-5' | '6-8' | '9-12' = '3-5', length: 'medium' | 'long' = 'long', traits: string[] = []) => {
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Mia', kind: 'child', pronoun: 'she', appearance: {}, traits: [] }, { name: 'Leo', kind: 'child', pronoun: 'he', appearance: {}, traits }], age_group: age, story_length: length, theme });
  return writeStory(writeIdea(inputs, seed), inputs).map((page) => page.text);
};

describe('the middle of a catalogue book (issue 28, round 11)', () => {
  it('gives every theme but a gentle one its own doubt, in words of its own setback moment', () => {
    for (const entry of THEME_CATALOGUE) {
      const doubt = doubtOf(entry);
      if (entry.tender) expect(doubt, entry.id).toBeUndefined();
      else {
        // One wording, or several (the snow day's, round 12): each its own.
        const wordings = [doubt ?? []].flat();
        expect(wordings.length, entry.id).toBeGreaterThan(0);
        for (const wording of wordings) expect(wording, entry.id).not.toMatch(PLACEHOLDERS);
      }
    }
    const doubts = THEME_CATALOGUE.flatMap((entry) => [doubtOf(entry) ?? []].flat());
    expect(new Set(doubts).size).toBe(doubts.length);
  });

  it('says the doubt right after the setback, and never the stock low point', () => {
    // A long book of the theme whose middle has the setback page (the middle's pages are picked per book).
    const dentist = THEME_CATALOGUE.find((entry) => entry.id === 'dentist')!;
    const setback = (setbackOf(dentist) as string).split(',')[0]!;
    const text = book('going to the dentist', 1110901).join(' ');
    expect(text).toContain(setback);
    expect(text).toMatch(/"What if the whirry brush is loud\?" she whispered/);
    expect(text.indexOf('whirry brush')).toBeGreaterThan(text.indexOf(setback));
    expect(text).not.toMatch(/The words from the start came back|felt very big|Maybe it will never work|I want to give up/);
  });

  it('has no stock comfort line after a try', () => {
    const text = ['learning to swim', 'baking', 'a trip to the library', 'going to the dentist'].flatMap((theme, index) => book(theme, 1110950 + index, '6-8', 'medium')).join(' ');
    // Every comfort line the tries had before round 11, by the kind of theme.
    expect(text).not.toMatch(/felt a little more ready|stood a little taller|felt a bit braver|breathed a little easier|That helped, a little|felt a little lighter|a bit easier now|even more now|so much to learn|wanted to know everything now|a good start|So far, so good|was smiling now|That was a start|still felt big|tummy did a little flip|not sure, not yet|not easy, not yet|harder than it looked|did not work out, not yet|could be tricky|huffed|let out a groan|not how it was meant to go|still missing|not quite right|helped a little with|did not feel better, not yet|was still hard|smiled a small smile|happy little tune|beginning to feel like/);
  });

  it('lightens a page with the theme\'s own tiny words, and a low page with a sigh', () => {
    // Round 11b: a theme's word goes after a line it is the sound of (the train's), past the pages that meet the cast;
    // round 12: a low page's "Hmm." answers its wondering.
    const heavy = 'Notwithstanding considerable apprehension, Mia wondered about the extraordinary circumstances on the train.';
    const text = { pages: [[heavy], [heavy], [heavy], [heavy], [heavy], ['The end.']], roles: [['kept'], ['kept'], ['kept'], ['kept'], ['kept'], ['kept']] } as Parameters<typeof addLightLines>[0];
    const lit = addLightLines(text, ['happy', 'happy', 'happy', 'worried', 'excited', 'happy'], 1, { themeWords: lightWordsOf('theme:trains') });
    const added = lit.pages.slice(0, 5).map((sentences) => sentences.find((line) => line !== heavy));
    expect(lightWordsOf('theme:trains')).not.toContain(added[0]);
    expect(lightWordsOf('theme:trains')).toContain(added[2]);
    expect(['Oh dear.', 'Oh no.', 'Hmm.']).toContain(added[3]);
    expect(lightWordsOf('theme:trains')).toContain(added[4]);
    expect(lightWordsOf('quest')).toEqual([]);
  });

  it('shows a friend\'s trait in a small act beside the hero, never "whenever she was happy"', () => {
    const member = (traits: string[]) => ({ name: 'Ana', traits, he: 'she', him: 'her', his: 'her', was: 'was' }) as unknown as CastMember;
    const hero = { name: 'Mia' } as unknown as CastMember;
    expect(traitShown(member(['kind']), hero)).toBe('Ana was kind, and she had saved Mia the best place, right beside her.');
    expect(traitShown(member(['purple-loving']), hero)).toBe('Ana was purple-loving.');
    expect(traitShown(member([]), hero)).toBeUndefined();
    expect(book('a trip to the zoo', 1110970, '9-12', 'medium', ['kind']).join(' ')).not.toMatch(/whenever (?:he|she|they) (?:was|were) happy|as warm as toast/);
  });

  it('names the lines behind the pairs of books that share more than 3 %', () => {
    const books = [maskedBook(['Mia'], ['Meet Mia. Mia ran. A B. C D.']), maskedBook(['Leo'], ['Meet Leo. Leo hid. E F. G H.']), maskedBook(['Jo'], ['Jo sat. I J. K L. M N.'])];
    expect(linesOfClosePairs(books)).toEqual([['Meet NAME.', 1]]);
  });
});
