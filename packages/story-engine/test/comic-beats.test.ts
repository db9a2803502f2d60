import { storyInputsSchema, type StoryInputs } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { refineIdea, writeIdea, writeStory } from '../src/index';
import { comicBeatsFor } from '../src/world/comic/comic-beats';

const dentist = (tone: StoryInputs['tone'], pal: StoryInputs['characters'][number] = { name: 'Leo', kind: 'child', pronoun: 'he', traits: [], appearance: {} }): StoryInputs => storyInputsSchema.parse({
  characters: [{ name: 'Mia', kind: 'child', pronoun: 'she' }, pal],
  age_group: '3-5', story_length: 'medium', tone, theme: 'going to the dentist',
});

/** Pages carrying a comic beat, the theme family's or the dentist's own joke (`world/comic/theme-jokes.ts`), as the catalogue words them (names put in). */
const beatPages = (text: readonly string[]) => text.filter((page) => /\bhiccup|sneezed|a kind of pudding|came out as a squeak|both eyes shut|small burp|"You will be brilliant!"|Now I am a film star|opened \w+ mouth wide too|water squirter tickled/.test(page)).length;

describe('comic beats in a funny catalogue book', () => {
  it('"make it funnier" on a dentist book puts a comic beat on several pages of the middle, the theme kept', () => {
    const inputs = dentist('cozy');
    const idea = writeIdea(inputs, 7);
    const before = writeStory(idea, inputs).map((page) => page.text);
    const refined = refineIdea(idea, inputs, 'make it funnier');
    const after = writeStory(refined.idea, refined.inputs).map((page) => page.text);
    expect(refined.idea.plot).toBe('theme:dentist');
    expect(beatPages(before)).toBe(0);
    expect(beatPages(after)).toBeGreaterThanOrEqual(3);
    expect(after.filter((page) => /dentist/i.test(page)).length).toBeGreaterThanOrEqual(3);
  });

  it('an animal pal gets only beats without words: no talking dog', () => {
    const inputs = dentist('funny', { name: 'Rolo', kind: 'animal', species: 'dog', pronoun: 'he', traits: [], appearance: {} });
    const text = writeStory(writeIdea(inputs, 3), inputs).map((page) => page.text).join(' ');
    expect(text).not.toMatch(/Rolo tried to whisper|Rolo tried to wink|asked Rolo/);
  });

  it('every family has beats for a pal who cannot talk', () => {
    for (const kind of ['moment', 'festival', 'feeling', 'interest', 'event', 'activity'] as const) {
      expect(comicBeatsFor(kind, false).filter((beat) => beat.by === 'any').length).toBeGreaterThanOrEqual(3);
    }
  });

  it('"make it funnier" on a sad theme is declined in words, and no beat is added', () => {
    const inputs = storyInputsSchema.parse({ characters: [{ name: 'Mia', kind: 'child', pronoun: 'she' }, { name: 'Dad', kind: 'grown-up', pronoun: 'he' }], age_group: '6-8', story_length: 'medium', tone: 'gentle', theme: 'grandma is poorly in hospital' });
    const idea = writeIdea(inputs, 11);
    const refined = refineIdea(idea, inputs, 'make it funnier');
    expect(refined.idea.summary).toMatch(/could not make it funnier/);
    expect(beatPages(writeStory(refined.idea, refined.inputs).map((page) => page.text))).toBe(0);
  });

  it('"funnier" on a funny catalogue book and "calmer" on a lively one are said in the idea, never claimed', () => {
    const funny = dentist('funny');
    expect(refineIdea(writeIdea(funny, 7), funny, 'make it funnier').idea.summary).toMatch(/could not make it funnier: this is already a giggly story/);
    const daring = dentist('adventurous');
    expect(refineIdea(writeIdea(daring, 7), daring, 'make it calmer').idea.summary).toMatch(/could not make it much calmer/);
  });

  it('"calmer" on a funny catalogue book takes its comic beats away, which a parent sees', () => {
    const funny = dentist('funny');
    const idea = writeIdea(funny, 7);
    const calmer = refineIdea(idea, funny, 'make it calmer');
    expect(beatPages(writeStory(idea, funny).map((page) => page.text))).toBeGreaterThanOrEqual(3);
    expect(beatPages(writeStory(calmer.idea, calmer.inputs).map((page) => page.text))).toBe(0);
    expect(calmer.idea.summary).not.toMatch(/could not/);
  });
});
