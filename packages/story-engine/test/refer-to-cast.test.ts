import { describe, expect, it } from 'vitest';
import { castFromCharacter, castFromCreature } from '../src/cast/cast-member';
import { referAcrossPages } from '../src/story/refer-to-cast';
import type { ReferOptions } from '../src/story/refer-to-cast';

const mia = castFromCharacter({ name: 'Mia', kind: 'child', pronoun: 'she', appearance: {}, traits: [] });
const anastasia = castFromCharacter({ name: 'Anastasia', kind: 'child', pronoun: 'she', appearance: {}, traits: [] });
const ember = castFromCharacter({ name: 'Ember', kind: 'creature', species: 'dragon', pronoun: 'she', appearance: {}, traits: [] });
const leo = castFromCharacter({ name: 'Leo', kind: 'child', pronoun: 'he', appearance: {}, traits: [] });
const robin = castFromCreature('robin');

const PER_PAGE: ReferOptions = { useKinds: true, carryAcrossPages: false };
const CARRIED: ReferOptions = { useKinds: true, carryAcrossPages: true };
/** Every sentence here names something of "the story", so the plainness guard never steps in. */
const always = () => true;

const refer = (pages: string[][], cast = [mia, leo], options = PER_PAGE, isDistinctive: (sentence: string) => boolean = always) =>
  referAcrossPages(pages, cast, options, { company: [...cast, robin], isDistinctive });

describe('referAcrossPages', () => {
  it('names a character once per page, then says she, her and hers as the sentence needs', () => {
    expect(refer([['Mia found a map.', "Then Mia smiled at Mia's shell.", 'Leo waved to Mia.', '"Look!" said Mia.']])).toEqual([
      ['Mia found a map.', 'Then she smiled at her shell.', 'Leo waved to her.', '"Look!" she said.'],
    ]);
  });

  it('starts every page with the name unless pronouns carry across pages', () => {
    const pages = [['Mia found a map.'], ['Mia ran to the barn.']];
    expect(refer(pages)).toEqual([['Mia found a map.'], ['Mia ran to the barn.']]);
    expect(refer(pages, [mia, leo], CARRIED)).toEqual([['Mia found a map.'], ['She ran to the barn.']]);
  });

  it('carries only the hero over a page turn: anyone else is named where they come into a page', () => {
    const grandpa = castFromCharacter({ name: 'Grandpa', kind: 'grown-up', pronoun: 'he', appearance: {}, traits: [] });
    const pages = [['Grandpa waved.', 'Mia waved back.'], ['Mia spent the day with Grandpa.', 'Mia laughed with Grandpa.']];
    expect(refer(pages, [mia, grandpa], CARRIED)).toEqual([['Grandpa waved.', 'Mia waved back.'], ['She spent the day with Grandpa.', 'She laughed with him.']]);
  });

  it('keeps the name when another "she" was named since, and calls a creature by its kind instead', () => {
    const pages = [['Mia met Anastasia.', 'Mia laughed.'], ['Ember waved.', 'Mia waved back.', 'Ember smiled.']];
    expect(refer(pages, [mia, anastasia], CARRIED)).toEqual([['Mia met Anastasia.', 'Mia laughed.'], ['Ember waved.', 'She waved back.', 'Ember smiled.']]);
    expect(refer(pages, [mia, ember], CARRIED)).toEqual([['Mia met Anastasia.', 'She laughed.'], ['Ember waved.', 'Mia waved back.', 'The dragon smiled.']]);
  });

  it('says "the owl was" for an owl called "they", never "the owl were"', () => {
    const owl = castFromCharacter({ name: 'Hoot', kind: 'animal', species: 'owl', pronoun: 'they', appearance: {}, traits: [] });
    const [page] = refer([['Hoot flew up.', 'Mia waved.', 'Hoot was in the picture.']], [mia, owl], { ...CARRIED, heroInFocus: false });
    expect(page?.join(' ')).not.toMatch(/\bThe owl were\b/i);
  });

  it('keeps the name that opens a sentence right after one about someone else', () => {
    const tom = castFromCharacter({ name: 'Tom', kind: 'child', pronoun: 'he', appearance: {}, traits: [] });
    const [page] = refer([['Mia, Leo and Tom were there too.', 'Mia was a bit shy.', 'Tom was her little brother.']], [mia, leo, tom], CARRIED);
    expect(page?.[2]).toBe('Tom was her little brother.');
  });

  it('leaves quotations alone and never turns a name into a pronoun inside them', () => {
    expect(refer([['Mia ran.', '"Hello, Mia!" said Leo.']])).toEqual([['Mia ran.', '"Hello, Mia!" said Leo.']]);
  });

  it('says "They" for a group that is already known', () => {
    const pages = [['Mia and the robin played.'], ['Mia and the robin went home.']];
    expect(refer(pages, [mia], CARRIED)).toEqual([['Mia and the robin played.'], ['They went home.']]);
  });

  it('keeps a short name where the pronoun would leave the sentence saying nothing of this story', () => {
    const isDistinctive = (sentence: string) => /Mia|barn/.test(sentence);
    const pages = [['Mia ran to the barn.', 'The door creaked.', 'Mia laughed.', 'Mia hid in the barn.']];
    expect(refer(pages, [mia], PER_PAGE, isDistinctive)).toEqual([['Mia ran to the barn.', 'The door creaked.', 'Mia laughed.', 'She hid in the barn.']]);
  });

  // A fresh read (round 10): "Zoe kept going. Zoe felt warm all the way through." reads as a list of the same name.
  it('says the pronoun for a plain sentence that opens on the name the sentence before opened on', () => {
    const isDistinctive = (sentence: string) => /Mia|barn/.test(sentence);
    expect(refer([['Mia ran to the barn.', 'Mia laughed.', "Mia's feet were cold."]], [mia], PER_PAGE, isDistinctive)).toEqual([['Mia ran to the barn.', 'She laughed.', 'Her feet were cold.']]);
  });

  it('makes the verb agree with "they"', () => {
    const rowan = castFromCharacter({ name: 'Rowan', kind: 'child', pronoun: 'they', appearance: {}, traits: [] });
    expect(refer([['Rowan sat down.', 'Then Rowan was happy.']], [rowan])).toEqual([['Rowan sat down.', 'Then they were happy.']]);
  });

  it('keeps the name that opens a sentence naming another "he" later, and still says "his" after it', () => {
    const biscuit = castFromCharacter({ name: 'Biscuit', kind: 'animal', species: 'dog', pronoun: 'he', appearance: {}, traits: [] });
    const pages = [['Leo made a picture for Biscuit.', 'Biscuit said it was the best picture Leo had ever made.', "Leo wrapped a present for Biscuit, and the tape stuck to Leo's nose."]];
    expect(refer(pages, [leo, biscuit], { useKinds: false, carryAcrossPages: false })).toEqual([
      ['Leo made a picture for Biscuit.', 'Biscuit said it was the best picture Leo had ever made.', 'Leo wrapped a present for Biscuit, and the tape stuck to his nose.'],
    ]);
  });

  it('keeps the name of a singular "they" where "They" would open a sentence naming someone else', () => {
    const otto = castFromCharacter({ name: 'Otto', kind: 'animal', species: 'owl', pronoun: 'they', appearance: {}, traits: [] });
    const pages = [['Otto looked low.', 'Otto showed Mia a squirrel.', 'Then Otto flew home.']];
    expect(refer(pages, [mia, otto], { useKinds: false, carryAcrossPages: false })).toEqual([['Otto looked low.', 'Otto showed Mia a squirrel.', 'Then they flew home.']]);
  });

  it('keeps the name of a singular "they" that would open a sentence straight after one where they were half of a pair', () => {
    const zara = castFromCharacter({ name: 'Zara', kind: 'creature', species: 'robot', pronoun: 'they', appearance: {}, traits: [] });
    const pages = [['Zara and the robin sang and danced.', 'Zara laughed and laughed with the robin.']];
    expect(refer(pages, [zara], { useKinds: false, carryAcrossPages: false })).toEqual([['Zara and the robin sang and danced.', 'Zara laughed and laughed with the robin.']]);
    // A clause joined on is not a pair: "They" after it still means Zara alone.
    const joined = [['It was late, and Zara hurried on.', 'Zara laughed and laughed with the robin.']];
    expect(refer(joined, [zara], { useKinds: false, carryAcrossPages: false })).toEqual([['It was late, and Zara hurried on.', 'They laughed and laughed with the robin.']]);
  });

  it('keeps the name of a singular "they" that would open a sentence straight after one about someone else', () => {
    const sam = castFromCharacter({ name: 'Sam', kind: 'child', pronoun: 'they', appearance: {}, traits: [] });
    const pages = [['Sam looked for the flags.', 'The frog found them.', 'Sam hung them up.', 'Mia clapped.', 'Sam bowed.', 'Sam smiled.']];
    expect(refer(pages, [sam, mia], { useKinds: false, carryAcrossPages: false })).toEqual([['Sam looked for the flags.', 'The frog found them.', 'Sam hung them up.', 'Mia clapped.', 'Sam bowed.', 'They smiled.']]);
  });
});
