import { describe, expect, it } from 'vitest';
import type { AgeGroup, Character, StoryInputs } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { readTheme } from '../src/understand/read-theme';
import { entryLabelled } from '../src/understand/read-label';
import { youngerOf } from '../src/world/catalogue/big-ones-day';
import { catalogueThemeById, THEME_CATALOGUE } from '../src/world/catalogue';

/** Round 18 (edges): every catalogue entry told at every band it can be picked with (`test/fresh/run-edge-census.ts`). */

const mia: Character = { name: 'Mia', kind: 'child', pronoun: 'she', appearance: {}, traits: [] };
const mum: Character = { name: 'Mum', kind: 'grown-up', pronoun: 'she', appearance: {}, traits: [] };
const inputs = (theme: string, age: AgeGroup, story_length: StoryInputs['story_length'] = 'short'): StoryInputs => ({ theme, age_group: age, story_length, tone: 'gentle', characters: [mia, mum] }) as StoryInputs;

describe('an older child\'s day picked for a little one', () => {
  it('is told as the big brother\'s or sister\'s day, from the little one\'s side, never a bedtime journey', () => {
    const asked = inputs('Starting secondary school', '0-2', 'medium');
    const idea = writeIdea(asked, 1840011);
    expect(idea.plot).toBe('theme:secondary-school');
    const text = writeStory(idea, asked).map((page) => page.text).join(' ');
    expect(text).toContain('big brother Sam');
    expect(text).toMatch(/secondary school was (?:just )?for big ones/);
    expect(text).toMatch(/there was Sam!/);
    // None of the older child's own middle (the corridors, the timetable, the form) reaches the little one's pages.
    expect(text).not.toMatch(/timetable|corridor|\bform\b/);
  });

  it('has the big one\'s lines only where the entry has an age floor and no little one\'s lines of its own', () => {
    expect(youngerOf(catalogueThemeById('school-disco')!)?.worry).toBeDefined();
    expect(youngerOf(catalogueThemeById('homework')!)).toBe(catalogueThemeById('homework')!.younger);
    expect(youngerOf(catalogueThemeById('dentist')!)).toBeUndefined();
  });

  it('is getting bigger under six where the entry has a little one\'s lines of its own', () => {
    const asked = inputs('Growing up and a changing body', '0-2', 'medium');
    const idea = writeIdea(asked, 1840018);
    expect(idea.plot).toBe('theme:growing-up');
    expect(writeStory(idea, asked).map((page) => page.text).join(' ')).toMatch(/door frame/);
  });

  it('tells a grandparent\'s forgetting to a 3-5 in short words, with Grandma, never a stranger helped home', () => {
    const asked = inputs('A grandparent with dementia', '3-5', 'medium');
    const idea = writeIdea(asked, 1840019);
    expect(idea.plot).toBe('theme:grandparent-dementia');
    const text = writeStory(idea, asked).map((page) => page.text).join(' ');
    expect(text).toMatch(/old song/);
    expect(text).toMatch(/\bGrandma\b/);
    expect(text).not.toMatch(/her grandparent/);
  });

  it('keeps the entry\'s own story from its floor up', () => {
    const asked = inputs('The school disco', '6-8');
    const text = writeStory(writeIdea(asked, 1840012), asked).map((page) => page.text).join(' ');
    expect(text).not.toMatch(/big ones/);
  });
});

describe('a little one\'s day picked for an older reader', () => {
  it('is the little brother\'s or sister\'s day the hero helps with, never a nine-year-old teething', () => {
    const asked = inputs('Teething', '9-12');
    const idea = writeIdea(asked, 1840013);
    expect(idea.plot).toBe('theme:teething');
    const text = writeStory(idea, asked).map((page) => page.text).join(' ');
    expect(text).toContain('Mia had a little brother, Sam.');
    expect(text).not.toMatch(/\bMia(?:'s)? (?:gums|cheek was pink|needed a new bib)/);
    // The grown-up's act at the turn is the hero's.
    expect(text).toMatch(/Mia brought the cold teether|Mia rubbed Sam's gum|Mia knelt down beside Sam/);
  });

  it('is the cast\'s own brother or sister where the notes say who', () => {
    const bo: Character = { name: 'Bo', kind: 'child', pronoun: 'he', appearance: {}, traits: [] };
    const asked = { ...inputs('First steps', '9-12'), characters: [mia, mum, bo], notes: 'Bo is her baby brother' } as StoryInputs;
    const text = writeStory(writeIdea(asked, 1840014), asked).map((page) => page.text).join(' ');
    expect(text).toContain('Mia had a little brother, Bo.');
    expect(text).not.toMatch(/\bSam\b/);
  });

  it('tells none of the entry\'s own jokes, which are the baby\'s', () => {
    const asked = { ...inputs('Teething', '6-8', 'long'), tone: 'funny' } as StoryInputs;
    const text = writeStory(writeIdea(asked, 1840015), asked).map((page) => page.text).join(' ');
    expect(text).not.toMatch(/chewy giraffe gave a squeak every time Mia/);
  });

  it('never has the hero look back on the little one\'s worry as the hero\'s own words', () => {
    const asked = inputs('Using the potty', '9-12', 'medium');
    const text = writeStory(writeIdea(asked, 1840017), asked).map((page) => page.text).join(' ');
    expect(text).toContain('"What if I forget?" said Sam.');
    expect(text).not.toMatch(/"What if I forget\?" Mia had said|Mia remembered saying "What if I forget\?"/);
  });

  it('keeps the entry\'s own day up to its ceiling', () => {
    const asked = inputs('Teething', '0-2');
    const text = writeStory(writeIdea(asked, 1840016), asked).map((page) => page.text).join(' ');
    expect(text).not.toMatch(/little brother/);
  });
});

describe('a long catalogue book\'s rest', () => {
  it('is the day\'s own line where it has one, never legs that felt tired by a broken-down car', () => {
    const asked = inputs('The car breaks down', '6-8', 'long');
    const text = writeStory(writeIdea(asked, 1840001 + THEME_CATALOGUE.findIndex((entry) => entry.id === 'car-breakdown')), asked).map((page) => page.text).join(' ');
    expect(text).toMatch(/truck/);
    expect(text).not.toMatch(/legs felt tired|"Are you all right\?"|"I'm right here,"/);
  });
});

describe('a label picked from the list', () => {
  it('is its own entry, word for word, never a general frame', () => {
    expect(entryLabelled('Mending a torn teddy')?.id).toBe('toy-mended');
    expect(entryLabelled('missing a friend who moved away.')?.id).toBe('friend-far-away');
    expect(entryLabelled('mending my teddy')).toBeUndefined();
    expect(readTheme('Mending a torn teddy')).toMatchObject({ kind: 'catalogue', entry: { id: 'toy-mended' } });
    expect(readTheme('Missing a friend who moved away')).toMatchObject({ kind: 'catalogue', entry: { id: 'friend-far-away' } });
  });

  it('leaves a party its own plot', () => {
    expect(readTheme('A birthday').kind).toBe('told');
  });
});
