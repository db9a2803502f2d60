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
});
