import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { readTheme } from '../src/understand/read-theme';
import { castInRole, roleInTheme } from '../src/cast/theme-role';

type Who = { name: string; kind: 'child' | 'grown-up' | 'animal'; pronoun: 'she' | 'he' | 'they'; species?: string; traits?: string[] };
const child = (name: string, pronoun: Who['pronoun'], traits: string[] = []): Who => ({ name, kind: 'child', pronoun, traits });

function book(theme: string, age: string, cast: Who[], seed: number, length = 'short') {
  const inputs = storyInputsSchema.parse({ characters: cast.map((member) => ({ appearance: {}, traits: [], ...member })), age_group: age, story_length: length, theme });
  const idea = writeIdea(inputs, seed);
  const pages = writeStory(idea, inputs).map((page) => page.text);
  return { idea, pages, text: pages.join('\n') };
}

const entryOf = (theme: string) => {
  const reading = readTheme(theme);
  return reading.kind === 'catalogue' ? reading.entry.id : reading.kind;
};

describe('round 19 (kin): the person a theme names is the cast member who can be them', () => {
  it('reads the part a theme names, and finds the one child of the cast who can play it', () => {
    expect(roleInTheme('babysitting my little cousin for the first time')).toEqual({ word: 'cousin', before: 'little' });
    expect(roleInTheme('best friend moving to another country')).toEqual({ word: 'friend', before: 'best' });
    expect(roleInTheme('meeting our new neighbour')).toEqual({ word: 'neighbour', before: 'new' });
    const kai = { name: 'Kai', kind: 'child' as const, pronoun: 'he' as const, appearance: {}, traits: [] };
    const lola = { name: 'Lola', kind: 'child' as const, pronoun: 'she' as const, appearance: {}, traits: ['big sister'] };
    expect(castInRole([kai], { word: 'friend' })?.name).toBe('Kai');
    // Two who could be: nobody is chosen; one the parent called something else is not free.
    expect(castInRole([kai, { ...kai, name: 'Leo' }], { word: 'friend' })).toBeUndefined();
    expect(castInRole([kai, lola], { word: 'friend' })?.name).toBe('Kai');
    expect(castInRole([lola], { word: 'brother' })).toBeUndefined();
  });

  it('minds the cast\'s cousin, named and called cousin, never an invented brother beside them (read 44)', () => {
    const { text, pages } = book('babysitting my little cousin for the first time', '9-12', [child('Amara', 'she'), child('Juno', 'they')], 4401);
    expect(pages[0]).toMatch(/little cousin, Juno/);
    expect(text).not.toMatch(/\bSam\b|little brother/);
    expect(text).toMatch(/Juno (?:hid|laughed|knocked|spilled|said)/);
  });

  it('tells a best friend moving to another country as the goodbye abroad, the friend the cast\'s child (read 44)', () => {
    const { text, pages } = book('best friend moving to another country', '9-12', [child('Ethan', 'he'), child('Kai', 'he')], 4402);
    expect(pages[0]).toMatch(/best friend, Kai, was moving to another country/);
    expect(text).not.toMatch(/new town|lived next door|the friend got/);
    expect(text).toMatch(/abroad|plane|airport/);
    // Nothing passes hand to hand over a video call.
    expect(text).not.toMatch(/video call[^.]*\. They swapped/);
    // Kai leaves in the taxi: never the one beside Ethan afterwards.
    const gone = pages.findIndex((line) => /taxi to the airport drove off/.test(line));
    expect(gone).toBeGreaterThan(0);
    expect(pages.slice(gone).join(' ')).not.toMatch(/\bKai (?:did|stayed|said|gave|held)\b/);
  });

  it('reads a friend\'s move abroad as the goodbye, never the hero\'s own new country', () => {
    expect(entryOf('saying goodbye to my best friend who is moving to Spain')).toBe('friend-moves-away');
    expect(entryOf('my friend Maya is moving abroad')).toBe('friend-moves-away');
    expect(entryOf('we are moving to Spain')).toBe('new-country');
    expect(entryOf('we are moving house')).toBe('moving-house');
    const { pages } = book('saying goodbye to my best friend who is moving to Spain', '6-8', [child('Zara', 'she'), child('Ines', 'she')], 1902103);
    expect(pages[0]).toMatch(/Ines, was moving to Spain/);
    expect(pages.join(' ')).not.toMatch(/\bIn Spain\b|were in Spain/);
  });

  it('makes the cast\'s child the new friend on the swings and the new neighbour, never a made-up one beside them', () => {
    const park = book('making a new friend at the park', '3-5', [child('Lily', 'she'), child('Ben', 'he')], 1902106);
    expect(park.text).toMatch(/new child's name was Ben/);
    expect(park.text).not.toMatch(/\bAri\b/);
    const door = book('meeting our new neighbour', '6-8', [child('Sami', 'he'), child('Hana', 'she')], 1902201);
    expect(door.text).toMatch(/from the van, called Hana/);
    expect(door.text).not.toMatch(/best friend in the world was Hana/);
  });

  it('makes the cast\'s child the baby sister the theme names', () => {
    const { text } = book('my new baby sister', '3-5', [child('Priya', 'she'), child('Isla', 'she')], 1902111);
    expect(text).toMatch(/Isla gurgled|Isla's tiny hand|goodnight to Isla/);
    expect(text).not.toMatch(/Isla was Priya's best friend/);
  });

  it('keeps one made-up grown-up for the book: the biscuit is passed by Mum, never a Grandma the book never met (read 44)', () => {
    const { text } = book('learning to say please and thank you', '0-2', [child('Tomasz', 'he'), { name: 'Clover', kind: 'animal', species: 'bunny', pronoun: 'she' }], 4403, 'long');
    expect(text).toMatch(/Mum/);
    expect(text).not.toMatch(/Grandma/);
  });
});
