import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { castFromCharacter } from '../src/cast/cast-member';
import { withTitleNamesReferred } from '../src/story/title-names';

type Who = { name: string; kind: 'child' | 'grown-up' | 'animal'; pronoun: 'she' | 'he' | 'they'; species?: string };
const child = (name: string, pronoun: 'she' | 'he' | 'they'): Who => ({ name, kind: 'child', pronoun });
const adult = (name: string, pronoun: 'she' | 'he'): Who => ({ name, kind: 'grown-up', pronoun });
const dog = (name: string, pronoun: 'she' | 'he'): Who => ({ name, kind: 'animal', pronoun, species: 'dog' });

function book(theme: string, age: string, cast: Who[], seed: number, length = 'long', tone = 'gentle') {
  const inputs = storyInputsSchema.parse({ characters: cast.map((member) => ({ ...member, appearance: {}, traits: [] })), age_group: age, story_length: length, tone, theme });
  const idea = writeIdea(inputs, seed);
  return { idea, text: writeStory(idea, inputs).map((page) => page.text).join('\n') };
}

describe('round 19 (older): long books keep one choice and give each line to the one it fits', () => {
  it('puts the same choice to the hero once, and the turn keeps to it', () => {
    const { text } = book('Grandpa keeps forgetting things', '9-12', [child('Noah', 'he'), adult('Grandpa', 'he')], 3, 'medium');
    expect(text.match(/\bcould (?:keep )?correct/g)).toHaveLength(1);
    expect(text).not.toMatch(/meet Grandpa where Grandpa was/);
    // Round 20: the small choice ("correct Grandpa or just go along gently") cost nothing and is left out; the turn is the one choice.
    expect(text).toMatch(/could keep correcting Grandpa, or meet him where he was\. He chose to meet Grandpa there/);
  });

  it('gives a friend\'s stock words never to the one the day is about', () => {
    for (const [theme, cast, seed] of [
      ['Grandpa keeps forgetting things', [child('Noah', 'he'), adult('Grandpa', 'he')], 3],
      ['Nana has Alzheimer\'s and some days doesn\'t know my name', [child('Priya', 'she'), adult('Nana', 'she')], 1908100],
    ] as const) {
      const { text } = book(theme, '9-12', [...cast], seed, 'long');
      const who = cast[1].name;
      expect(text).not.toMatch(new RegExp(`"You don't have to (?:say anything|talk)," said ${who}|"I'm (?:right )?here," said ${who}`));
      // What the hero dreads about the visits is never told to the one visited.
      expect(text).not.toMatch(new RegExp(`to ${who}: (?:she|he) had started to dread`));
    }
  });

  it('gives the little one minded no babysitter\'s friend lines, bets or bedtime reading', () => {
    const books = [
      book('babysitting my little cousin for the first time', '9-12', [child('Amara', 'she'), child('Juno', 'they')], 4, 'long', 'funny'),
      book('babysitting my little brother for the first time', '6-8', [child('Ella', 'she'), child('Mia', 'she')], 1908107, 'long', 'funny'),
    ];
    for (const { text } of books) {
      expect(text).not.toMatch(/(?:Sam|He) read the bedtime story|"I'll wait right here," said Sam|"I'll help you pack," said Sam|"I'll get the ketchup," said Sam|said Sam, "which is a bit worrying|Sam said "You will be brilliant!"|"Bet you two puddings it doesn't," said Sam/);
      expect(text).not.toMatch(/\bmy pudding\b(?![^"]*")/);
    }
  });

  it('gives a real dog in a 9-12 book no word-like sounds or words it is about to say', () => {
    for (const seed of [4, 7]) {
      const { text } = book('a camping trip where it rains all weekend', '9-12', [child('Daniel', 'he'), adult('Dad', 'he'), dog('Rocket', 'she')], seed, 'long', 'funny');
      expect(text).not.toMatch(/Rocket gave a big, surprised "Oooh!"|Rocket opened her mouth to say/);
    }
  });

  it('keeps a library book hunted for at home to the home\'s lines, and the library\'s to the library', () => {
    for (const seed of [2, 1908102]) {
      const { text } = book('the mystery of the missing library book', '6-8', [child('Arjun', 'he'), child('Zoe', 'she')], seed, 'long', 'adventurous');
      expect(text).toMatch(/under the bed/);
      expect(text).not.toMatch(/library voices|top shelf|out on loan|^A sticker on its spine that/m);
    }
  });

  it('says he or she for a title-named grown-up just named, never across another of the same pronoun', () => {
    const { text } = book('Grandpa keeps forgetting things', '9-12', [child('Noah', 'he'), adult('Grandpa', 'he')], 3, 'medium');
    expect(text).toMatch(/Noah wanted Grandpa to be the way he had been, and was learning to love him the way he was\./);
    expect(text).toMatch(/some days he forgot things/);
    // What anyone says keeps its names; a "he" that would read as the hero stays a name.
    expect(text).toMatch(/"Grandpa forgot my name, but Grandpa didn't forget our song\."/);
    const cast = [castFromCharacter({ name: 'Noah', kind: 'child', pronoun: 'he', appearance: {}, traits: [] }), castFromCharacter({ name: 'Grandpa', kind: 'grown-up', pronoun: 'he', appearance: {}, traits: [] })];
    const [page] = withTitleNamesReferred([['Grandpa smiled.', 'Grandpa hummed.', '"Grandpa forgot my name," said Noah.', 'Grandpa laughed, and Noah told Grandpa a joke.']], cast);
    expect(page).toEqual(['Grandpa smiled.', 'He hummed.', '"Grandpa forgot my name," said Noah.', 'Grandpa laughed, and Noah told Grandpa a joke.']);
  });
});
