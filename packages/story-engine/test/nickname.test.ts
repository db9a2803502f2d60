import { describe, expect, it } from 'vitest';
import { castFromCharacter } from '../src/cast/cast-member';
import { nicknameFor, nicknamesOf } from '../src/cast/nickname';
import { createRng } from '../src/core/random';
import { introduceNicknames } from '../src/story/introduce-nicknames';
import type { RoledText } from '../src/story/roled-text';

describe('nicknameFor', () => {
  it.each([
    ['Anastasia', 'Ana'], ['Maximilian', 'Max'], ['Bartholomew', 'Bart'], ['Oluwaseun', 'Seun'], ['Evangeline', 'Evie'],
    ['Isadora', 'Isa'], ['Evangelina', 'Eva'], ['Christopher', 'Chris'], ['Mia Rosalind', 'Mia'],
  ])('shortens %s to %s', (name, nickname) => {
    expect(nicknameFor(name, [name])).toBe(nickname);
  });

  it('leaves short names alone, and names of three syllables unless they have a known short form', () => {
    for (const name of ['Mia', 'Ezra', 'Sofia', 'Amara', 'Gwendolyn', 'Mia Rose']) expect(nicknameFor(name, [name]), name).toBeUndefined();
  });

  it('falls back to the first syllable when the known short form belongs to someone else, and gives up when that is taken too', () => {
    expect(nicknameFor('Maximilian', ['Maximilian', 'Maxine Rose'])).toBe('Max');
    expect(nicknameFor('Maximilian', ['Maximilian', 'Max'])).toBeUndefined();
    expect(nicknameFor('Alexandria', ['Alexandria', 'Lexi'])).toBeUndefined();
  });

  it('never shortens a name to its title: "Mrs Okafor" and "Sir Fluffington" stay whole, a long name after a title is shortened from the name', () => {
    for (const name of ['Mrs Okafor', 'Sir Fluffington', 'Auntie Jo', 'Dr Adebayo', 'Uncle Raj', 'Mama Zahra', 'Mum Leila', 'Nonno Gianni']) expect(nicknameFor(name, [name]), name).toBeUndefined();
    expect(nicknameFor('Lady Anastasia', ['Lady Anastasia'])).toBe('Ana');
  });

  it('never picks an ordinary word that would read as part of a sentence', () => {
    expect(nicknameFor('Penelope', [])).toBe('Penny');
    expect(nicknameFor('Benedetta', [])).toBe('Ben');
    expect(nicknameFor('Canterburia', [])).toBeUndefined();
  });

  it('gives long names distinct nicknames, and none to a name whose only short form is taken', () => {
    const child = (name: string) => ({ name, kind: 'child' as const, pronoun: 'he' as const, appearance: {}, traits: [] });
    expect(nicknamesOf(['Maximilian', 'Bartholomew', 'Leo'].map(child))).toEqual(new Map([['Maximilian', 'Max'], ['Bartholomew', 'Bart']]));
    // "Maxwellington" would be "Max" too.
    expect(nicknamesOf(['Maximilian', 'Maxwellington'].map(child))).toEqual(new Map([['Maximilian', 'Max']]));
  });
});

const character = (name: string, pronoun: 'she' | 'he' | 'they') => castFromCharacter({ name, kind: 'child', pronoun, appearance: {}, traits: [] });
const roled = (pages: string[][]): RoledText => ({ pages, roles: pages.map((sentences) => sentences.map(() => 'own' as const)) });

describe('introduceNicknames', () => {
  const ana = character('Ana', 'she');
  const max = character('Max', 'he');
  const mia = character('Mia', 'she');

  it('says the full name where the reader meets the character, gives the nickname once, and keeps both lines', () => {
    const { pages, roles } = introduceNicknames(roled([['The sun was up.', 'Ana found a map.', 'Ana smiled.'], ['Ana ran.']]), [{ member: ana, fullName: 'Anastasia' }], [ana], createRng(1));
    expect(pages[0]?.slice(0, 2)).toEqual(['The sun was up.', 'Anastasia found a map.']);
    expect(pages[0]?.[2]).toMatch(/\bAna\b/);
    expect(pages[0]?.slice(3)).toEqual(['Ana smiled.']);
    expect(pages[1]).toEqual(['Ana ran.']);
    expect(roles).toEqual([['own', 'kept', 'kept', 'own'], ['own']]);
    expect(pages.flat().join(' ').match(/Anastasia/g)).toHaveLength(1);
  });

  it('uses the pronoun only when no one else in the sentence shares it', () => {
    const lines = new Set<string>();
    for (let seed = 0; seed < 20; seed += 1) {
      const { pages } = introduceNicknames(roled([['Ana met Leo.']]), [{ member: ana, fullName: 'Anastasia' }], [ana], createRng(seed));
      lines.add(pages[0]?.[1] ?? '');
    }
    expect(lines.size).toBeGreaterThan(1);
    for (const line of lines) expect(line).toMatch(/^(?:(?:Her friends|Everyone) called her Ana\.|But her friends just said Ana\.|Ana for short\.)$/);
    const clash = introduceNicknames(roled([['Mia met Ana.']]), [{ member: ana, fullName: 'Anastasia' }], [mia, ana], createRng(1));
    expect(clash.pages[0]).toEqual(['Mia met Anastasia.', 'Ana for short.']);
  });

  it("meets the character where they are named other than as an owner, with the full name in any mention before", () => {
    const { pages, roles } = introduceNicknames(roled([['Mia waited for Ana’s party.'], ['Then Ana came.', 'Ana waved.']]), [{ member: ana, fullName: 'Anastasia' }], [mia, ana], createRng(2));
    expect(pages[0]).toEqual(['Mia waited for Anastasia’s party.']);
    expect(pages[1]?.[0]).toBe('Then Anastasia came.');
    expect(pages[1]?.slice(2)).toEqual(['Ana waved.']);
    expect(roles).toEqual([['own'], ['kept', 'kept', 'own']]);
  });

  it('gives two nicknames met in the same sentence in one line, in the order they were named', () => {
    const { pages } = introduceNicknames(
      roled([['Max and Ana went out.', 'They saw Ana.']]),
      [{ member: ana, fullName: 'Anastasia' }, { member: max, fullName: 'Maximilian' }],
      [ana, max],
      createRng(3),
    );
    expect(pages[0]).toEqual(['Maximilian and Anastasia went out.', 'Max and Ana for short.', 'They saw Ana.']);
  });
});
