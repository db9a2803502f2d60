import { describe, expect, it } from 'vitest';
import { castFromCharacter } from '../src/cast/cast-member';
import { pastTense } from '../src/understand/read-words';

describe('what a parent says a character does, told in the past', () => {
  // Only the phrase's own verb moves to the past: "loves counting things" was once "loves counted things".
  it.each([
    ['loves counting things', 'loved counting things'],
    ['hates getting wet', 'hated getting wet'],
    ['loves dancing and singing', 'loved dancing and singing'],
    ['goes to swimming lessons', 'went to swimming lessons'],
    ['always asks questions', 'always asked questions'],
    ['is learning to swim', 'was learning to swim'],
    ['uses a wheelchair', 'used a wheelchair'],
    ['has two mums', 'had two mums'],
  ])('"%s" → "%s"', (phrase, past) => expect(pastTense(phrase)).toBe(past));

  it('says it as a sentence of its own about the character', () => {
    const seun = castFromCharacter({ name: 'Seun', kind: 'child', pronoun: 'he', appearance: {}, traits: ['loves counting things'] });
    expect(seun.facts).toEqual(['Seun loved counting things.']);
  });

  // "Tom was little brother." was read aloud in round 7: a bare noun phrase gets its article.
  it.each([
    ['little brother', 'Tom was the little brother.'],
    ['early riser', 'Tom was an early riser.'],
    ['afraid of the dark', 'Tom was afraid of the dark.'],
    ["Maya's little brother", "Tom was Maya's little brother."],
    ['a chatterbox', 'Tom was a chatterbox.'],
    ['very shy', 'Tom was very shy.'],
  ])('says "%s" as "%s"', (trait, fact) => {
    expect(castFromCharacter({ name: 'Tom', kind: 'child', pronoun: 'he', appearance: {}, traits: [trait] }).facts).toEqual([fact]);
  });
});
