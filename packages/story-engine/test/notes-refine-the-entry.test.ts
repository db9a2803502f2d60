import { describe, expect, it } from 'vitest';
import { storyInputsSchema, type Character } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { namedRoles, withRolesNamed } from '../src/understand/read-named-roles';
import { readNotes } from '../src/understand/read-notes';
import { hostCameAlong, noteContradicted } from './fresh/note-detectors';

/**
 * The parent's notes are believed (issue 28, round 11): a note that refines what the catalogue entry assumes (when the
 * tooth came out, a forest school, a flat, the dentist's name) changes the pages, and a stay at grandma's has her as host.
 */

const person = (name: string, kind: Character['kind'], pronoun: Character['pronoun']): Character => ({ name, kind, pronoun, appearance: {}, traits: [] });
const bookFor = (theme: string, notes: string | undefined, cast: Character[] = [person('Kenji', 'child', 'he')], age: '3-5' | '6-8' = '6-8') => {
  const inputs = storyInputsSchema.parse({ characters: cast, age_group: age, story_length: 'medium', theme, notes });
  const idea = writeIdea(inputs, 11);
  const text = writeStory(idea, inputs).map((page) => page.text).join('\n');
  return { idea: idea.summary, text };
};

const pages = (...texts: string[]) => texts.map((text) => ({ text }));

describe('the note detectors', () => {
  it('find a page that says otherwise than the notes', () => {
    expect(noteContradicted({ theme: 'losing a tooth', notes: 'the tooth came out at breakfast', pages: pages('Kenji wiggled the tooth with his tongue.') })).toHaveLength(1);
    expect(noteContradicted({ theme: 'moving house', notes: 'we are moving to a flat', pages: pages('At the new house, Kenji listened.') })).toHaveLength(1);
    expect(noteContradicted({ theme: 'the dentist', notes: 'The dentist is Dr Ada', pages: pages('The dentist wore a mask.') })).toHaveLength(1);
    expect(noteContradicted({ theme: 'the dentist', notes: 'The dentist is Dr Ada', pages: pages('Today Kenji went to the dentist.', 'Dr Ada wore a mask.') })).toEqual([]);
    expect(noteContradicted({ theme: 'moving house', pages: pages('At the new house, Kenji listened.') })).toEqual([]);
  });

  it('find the host of a stay met as one who came along', () => {
    expect(hostCameAlong({ theme: 'sleepover at grandmas', pages: pages('Ben and Grandma came too.') })).toHaveLength(1);
    expect(hostCameAlong({ theme: 'sleepover at grandmas', pages: pages('When Grandma came to collect him, Kenji smiled.') })).toHaveLength(1);
    expect(hostCameAlong({ theme: 'sleepover at grandmas', pages: pages('Grandma opened the door with a big smile. Biscuit came too.') })).toEqual([]);
    expect(hostCameAlong({ theme: 'a sleepover', pages: pages('Grandma came too.') })).toEqual([]);
  });
});

describe('a grown-up the notes name', () => {
  it('reads the job and the name, and says the job as the name except as a place', () => {
    expect(namedRoles('The dentist is Dr Ada. She is shy')).toEqual([{ role: 'dentist', name: 'Dr Ada', sentence: 'The dentist is Dr Ada' }]);
    expect(namedRoles('her swimming teacher is called Miss Lee')[0]).toMatchObject({ role: 'swimming teacher', name: 'Miss Lee' });
    expect(namedRoles('the party is Saturday. the dentist is nice')).toEqual([]);
    const roles = namedRoles('the dentist is Dr Ada');
    expect(withRolesNamed('When the dentist called her name, at the dentist. The dentist\'s chair.', roles)).toBe('When Dr Ada called her name, at the dentist. Dr Ada\'s chair.');
  });

  it('names the dentist on the pages and never says the note did not fit', () => {
    const { idea, text } = bookFor('going to the dentist', 'the dentist is Dr Ada');
    expect(text).toMatch(/Dr Ada/);
    expect(text).not.toMatch(/\bthe dentist (?:wore|called|gave|counted)\b/i);
    expect(idea).not.toMatch(/could not fit/);
  });

  it('keeps the capital of a name put in for the job inside a sentence', () => {
    const { text } = bookFor('going to the doctor', 'The doctor is called Dr Patel', [person('Kenji', 'child', 'he')], '3-5');
    expect(text).toMatch(/Dr Patel said/);
    expect(text).not.toMatch(/\bdr Patel/);
  });
});

describe('a note that changes the entry', () => {
  it('tells the tooth that came out at breakfast as out, never at dinner', () => {
    const { idea, text } = bookFor('losing a tooth', 'the tooth came out at breakfast');
    expect(text).toMatch(/At breakfast, .* had come out/);
    expect(text).not.toMatch(/at dinner|wiggled the tooth|went wiggle/i);
    expect(idea).not.toMatch(/could not fit/);
  });

  it('tells a forest school among the trees, the note not pasted as well', () => {
    const { text } = bookFor('first day at school', 'her first day is at a forest school');
    expect(text).toMatch(/starting forest school/);
    expect(text).not.toMatch(/carpet time|painting table|book corner|first day was at a forest school/);
  });

  it('tells the move to a flat as a flat', () => {
    const { text } = bookFor('moving house', 'we are moving to a flat in the city');
    expect(text).toMatch(/new flat/);
    expect(text).not.toMatch(/new house/);
  });
});

describe('a stay at grandma\'s', () => {
  it('has grandma as the host at her door, with no friend brought and nobody collecting her', () => {
    const { idea, text } = bookFor('sleepover at grandmas', undefined, [person('Kenji', 'child', 'he'), person('Grandma', 'grown-up', 'she'), { ...person('Biscuit', 'animal', 'he'), species: 'dog' }]);
    expect(text).toMatch(/Grandma (?:was waiting at the door|opened the door)/);
    expect(text).not.toMatch(/Grandma (?:came too|came along|came to collect)|having the sleepover with|This time, Kenji was at/);
    expect(idea).not.toMatch(/Grandma(?: and \w+)? comes? along/);
  });
});

describe('a playdate at a friend\'s house', () => {
  it('goes to the friend the theme names, who is the host, even beside a child of the cast', () => {
    const { idea, text } = bookFor('a playdate at Sam\'s house', undefined, [person('Kenji', 'child', 'he'), person('Mia', 'child', 'she')]);
    expect(idea).toMatch(/With Sam close by/);
    expect(text).toMatch(/going to play at Sam's house/);
    expect(text).not.toMatch(/coming to play at (?:his|Kenji's) house|Mia was the friend whose house/);
  });
});

describe('an interest the theme gives', () => {
  it('tells robots as building one, never a toy robot carried about', () => {
    const { idea, text } = bookFor('robots', undefined);
    expect(idea).toMatch(/build/);
    expect(text).toMatch(/motor|wheels|wire/);
    expect(text).not.toMatch(/took the (?:toy )?robots? everywhere|played catch with/);
  });
});

describe('an interest the notes give', () => {
  it('keeps "drawing" a thing the child loves, not a verb put in the past', () => {
    expect(readNotes('She loves dinosaurs and drawing', { name: 'Mia', pronoun: 'she' }).facts[0]?.said).toBe('Mia loved dinosaurs and drawing.');
    expect(readNotes('Her teacher is called Mrs Green', { name: 'Mia', pronoun: 'she' }).facts[0]?.said).toBe('Mia\'s teacher was called Mrs Green.');
  });
});
