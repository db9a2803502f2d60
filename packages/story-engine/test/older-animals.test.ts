import { describe, expect, it } from 'vitest';
import type { Character } from '@studio/contracts/stories';
import { castFromCharacter } from '../src/cast/cast-member';
import { withBabiesQuiet } from '../src/story/baby-voice';
import { asIfToSay, olderAnimalsQuiet } from '../src/story/older-animals';

/** Round 18 (the review set read fresh): a 9-12 book's real animals behave as animals unless the parent asked for magic. */

const child = (name: string): Character => ({ name, kind: 'child', pronoun: 'he', appearance: {}, traits: [] });
const pet = (name: string, species: 'dog' | 'dragon'): Character => ({ name, kind: species === 'dog' ? 'animal' : 'creature', species, pronoun: 'he', appearance: {}, traits: [] });
const quietIn = (sentences: string[], ...members: Character[]) => {
  const cast = members.map(castFromCharacter);
  return withBabiesQuiet([{ sentences, roles: sentences.map(() => 'own' as const) }], cast, { hero: cast[0]!, realOnly: true })[0]!.sentences;
};

describe('older readers\' animals', () => {
  it('is the rule at nine to twelve only, and not where the parent asks for magic or a talking animal', () => {
    expect(olderAnimalsQuiet({ age_group: '9-12', theme: 'a surprise party for grandpa' })).toBe(true);
    expect(olderAnimalsQuiet({ age_group: '6-8', theme: 'a surprise party for grandpa' })).toBe(false);
    expect(olderAnimalsQuiet({ age_group: '9-12', theme: 'a talking cat who solves mysteries' })).toBe(false);
    expect(olderAnimalsQuiet({ age_group: '9-12', notes: 'make it magical' })).toBe(false);
  });

  it('a dog\'s short line is said by its look, a long one is its act alone, and what it "said" in narration goes', () => {
    const said = quietIn(['"Again?" said Scout.', '"Again," said Owen.', 'Scout said it was not far now, though he did not sound quite sure.', '"I think the way home is over there, past the big oak tree by the stream," said Scout.'], child('Owen'), pet('Scout', 'dog'));
    expect(said[0]).toMatch(/^Scout .*, as if to say, "Again\?"$/);
    expect(said[1]).toBe('"Again," said Owen.');
    expect(said).toHaveLength(3);
    expect(said[2]).not.toMatch(/"/);
  });

  it('a dog does not grin, snort with laughter, raise an eyebrow or smile back: it makes its own sound or looks up', () => {
    const faces = quietIn(['Owen went a little pink, and Scout grinned from ear to ear.', 'Scout raised an eyebrow: well?', 'Owen smiled all over, and so did Scout.'], child('Owen'), pet('Scout', 'dog'));
    expect(faces).toEqual(['Owen went a little pink, and Scout woofed happily.', 'Scout looked up, head on one side: well?', 'Owen smiled all over, and Scout woofed.']);
  });

  it('a dragon is make-believe already and keeps its voice', () => {
    const line = '"Follow me!" called Sparks.';
    expect(quietIn([line], child('Sam'), pet('Sparks', 'dragon'))).toEqual([line]);
  });

  it('turns a trailing comma into a stop and leaves a two-part line as the act', () => {
    expect(asIfToSay('Rolo woofed, just once.', '"Let\'s keep looking," said Rolo.')).toBe('Rolo woofed, just once, as if to say, "Let\'s keep looking."');
    expect(asIfToSay('Rolo woofed, just once.', '"Wait," said Rolo, "look!"')).toBe('Rolo woofed, just once.');
    expect(asIfToSay('Rolo woofed, just once.', '"It looks like a sausage with legs," said Rolo.')).toBe('Rolo woofed, just once.');
    // The rest of the line is the story's: the turn is not lost with the words.
    expect(asIfToSay('Rolo woofed, just once.', '"This way!" called Rolo, and step by step they got past the gate.')).toBe('Rolo woofed, just once, as if to say, "This way!" Step by step they got past the gate.');
  });
});
