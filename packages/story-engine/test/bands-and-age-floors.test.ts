import { describe, expect, it } from 'vitest';
import type { AgeGroup, Character, StoryInputs } from '@studio/contracts/stories';
import { fleschKincaidGrade, writeIdea, writeStory } from '../src/index';
import { plainWording } from '../src/story/plain-wording';
import { splitSharedSubject } from '../src/story/split-compounds';
import { entryAsSaid } from '../src/plots/theme-story';
import { catalogueThemeById } from '../src/world/catalogue';
import { withFamilyAlong } from '../src/idea/family-along';
import { unsafeAlone } from './fresh/detectors';
import type { FreshStory } from './fresh/detectors';

/** Round 12 (bands and age floors): a theme kept when its book is fitted to a little listener's band, and told true for the age. */

const mila: Character = { name: 'Mila', kind: 'child', pronoun: 'she', appearance: {}, traits: [] };
const daddy: Character = { name: 'Daddy', kind: 'grown-up', pronoun: 'he', appearance: {}, traits: [] };
const inputs = (theme: string, age: AgeGroup, extra: Partial<StoryInputs> = {}): StoryInputs => ({ theme, age_group: age, story_length: 'short', tone: 'gentle', characters: [mila, daddy], ...extra }) as StoryInputs;

describe('a sentence of two verbs is two sentences for a little listener', () => {
  it('says the pronoun again for the second verb, where both halves stand', () => {
    expect(splitSharedSubject('She looked out of the little window as the plane lifted, and did not close her eyes.')).toEqual(['She looked out of the little window as the plane lifted.', 'She did not close her eyes.']);
    expect(splitSharedSubject('He shut his eyes and pictured the moment when the plane landed.')).toEqual(['He shut his eyes.', 'He pictured the moment when the plane landed.']);
  });

  it('never splits a list, a pair of names, a short half or a quotation', () => {
    for (const whole of ['She ate bread and butter with jam on top.', 'She and Daddy went to the shop and bought some bread there.', 'They ran and ran and ran.', 'He said "hi, and waved" at them.']) expect(splitSharedSubject(whole)).toEqual([whole]);
  });

  it('is one of the plainer wordings a story over its band is fitted with', () => {
    const heavy = { pages: [['Mila waited.', 'She looked out of the enormous window as the aeroplane lifted, and did not close her eyes.']], roles: [['own', 'own'] as const].map((page) => [...page]) };
    const plain = plainWording(heavy, fleschKincaidGrade(heavy.pages.flat().join(' ')) - 1);
    expect(plain.pages[0]).toContain('She did not close her eyes.');
  });
});

describe('a theme kept in a little listener\'s band', () => {
  it('tells a first flight to a toddler as the flight, with the parent\'s notes, not a bedtime journey', () => {
    const asked = inputs('first time on an aeroplane', '0-2', { story_length: 'medium', notes: 'we are flying to see Nonna in Italy' });
    const idea = writeIdea(asked, 200004);
    expect(idea.plot).toBe('theme:first-flight');
    const text = writeStory(idea, asked).map((page) => page.text).join(' ');
    // Round 16: the notes say where the plane goes, so Nonna waits at the other end (`ride-to-gran.ts`).
    // Round 18: the win is the end's to tell (the picturing page wishes the join-in refrain's sound).
    expect(text).toContain('The plane flew Mila all the way to Nonna');
    // The parent's own "aeroplane" where the book is light enough for it (round 18's join-in refrain is one-syllable words).
    expect(text).toMatch(/Today Mila was going on (?:a plane|an aeroplane)/);
    // The filler round 12 took out stays out.
    expect(text).not.toMatch(/\b(?:Look!|Done\.|Wow, Mila!)/);
  });
});

describe('an entry with an age floor is told true for the age', () => {
  it('tells a listener under six the age-true day, and an older reader the entry itself', () => {
    const cooking = catalogueThemeById('cooking-dinner')!;
    expect([entryAsSaid(cooking, 'cooking dinner for the family', undefined, '3-5').opening].flat().join(' ')).toMatch(/helping \{grownup\} cook/);
    expect([entryAsSaid(cooking, 'cooking dinner for the family', undefined, '6-8').opening].flat().join(' ')).not.toMatch(/helping/);
    expect([entryAsSaid(catalogueThemeById('first-phone')!, 'my first phone', undefined, '0-2').opening].flat().join(' ')).toMatch(/\{grownup\}'s phone/);
  });

  it('walks a listener under six to school with a grown-up, whatever the words ask for', () => {
    const walk = catalogueThemeById('walk-to-school')!;
    expect(entryAsSaid(walk, 'walking to school on my own', undefined, '3-5').onOwn).toBeUndefined();
    expect(entryAsSaid(walk, 'walking to school on my own', undefined, '6-8').onOwn).toBe(true);
    expect(withFamilyAlong([mila], 'walking to school on my own', undefined, '3-5')).toHaveLength(2);
  });

  it('says plainly in the idea that the book tells it as it is at this age, and keeps the theme\'s own plot', () => {
    const idea = writeIdea(inputs('walking to school on my own', '3-5'), 1280021);
    expect(idea.plot).toBe('theme:walk-to-school');
    expect(idea.summary).toContain('For a child this young, the built-in writer tells "Walking to school" as it is at this age, with a grown-up there.');
    expect(writeIdea(inputs('walking to school on my own', '6-8'), 1280021).summary).not.toContain('For a child this young');
  });

  it('writes a book the safety detector finds nothing in below the floor, and finds the older lines unsafe there', () => {
    const asked = inputs('cooking dinner for the family', '3-5');
    const idea = writeIdea(asked, 1280001);
    expect(idea.plot).toBe('theme:cooking-dinner');
    const book = { id: 't', cast: [mila, daddy], wishes: [], idea, pages: writeStory(idea, asked), before: 0, age: '3-5' } as FreshStory & { age: string };
    expect(unsafeAlone(book)).toEqual([]);
    const older = (text: string) => unsafeAlone({ ...book, pages: [{ ...book.pages[0]!, text }] });
    expect(older('Tonight Mila was cooking dinner for everyone. Mila chopped too fast.')).toHaveLength(2);
    expect(older('Mila had her very first phone, in a bright blue case.')).toHaveLength(1);
    expect(older('Today Mila was walking to school without a grown-up for the very first time.')).toHaveLength(1);
    expect(unsafeAlone({ ...book, age: '9-12', pages: [{ ...book.pages[0]!, text: 'Mila had her very first phone.' }] })).toEqual([]);
  });
});
