import { storyInputsSchema, type StoryInputs } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { refineIdea, writeIdea, writeStory } from '../src/index';
import { comicBeatsFor } from '../src/world/comic/comic-beats';

const dentist = (tone: StoryInputs['tone'], pal: StoryInputs['characters'][number] = { name: 'Leo', kind: 'child', pronoun: 'he', traits: [], appearance: {} }): StoryInputs => storyInputsSchema.parse({
  characters: [{ name: 'Mia', kind: 'child', pronoun: 'she' }, pal],
  age_group: '3-5', story_length: 'medium', tone, theme: 'going to the dentist',
});

/**
 * Pages carrying a comic beat, as the catalogue words them (names put in): the dentist's own jokes (the film star's
 * glasses, the wide-open mouth, the tickling squirter), or the theme family's, which a day with jokes of its own needs
 * little of (round 16).
 */
const beatPages = (text: readonly string[]) => text.filter((page) => /\bhiccup|sneezed|a kind of pudding|came out as a squeak|both eyes shut|small burp|"You will be brilliant!"|a film star|mouth wide too|squirter tickled/.test(page)).length;

const funnyBook = (theme: string, age: '3-5' | '6-8', pal: { name: string; kind: 'child' | 'grown-up'; pronoun: 'he' | 'she' }) => {
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Max', kind: 'child', pronoun: 'he' }, pal], age_group: age, story_length: 'short', tone: 'funny', theme });
  return writeStory(writeIdea(inputs, 1830105), inputs).map((page) => page.text);
};

/** The tone's stock gags, true of no day in particular. */
const STOCK_GAGS = /pulled a very silly face|nose began to twitch|"Oops!" giggled|snorted with laughter\.$|"Oops-a-daisy!"|forgotten the middle part|whistle a tune|"That went well,"/;

describe('comic beats in a funny catalogue book', () => {
  it('"make it funnier" on a dentist book puts a comic beat on several pages of the middle, the theme kept', () => {
    const inputs = dentist('cozy');
    const idea = writeIdea(inputs, 7);
    const before = writeStory(idea, inputs).map((page) => page.text);
    const refined = refineIdea(idea, inputs, 'make it funnier');
    const after = writeStory(refined.idea, refined.inputs).map((page) => page.text);
    expect(refined.idea.plot).toBe('theme:dentist');
    expect(beatPages(before)).toBe(0);
    // Round 16: a day with jokes of its own tells them in place of the family's stock gags, so two pages, not three.
    expect(beatPages(after)).toBeGreaterThanOrEqual(2);
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
    // A day of worry that is not a grief keeps its gentle voice too (round 16): no joke lands on a bullying book.
    const bullied = { ...inputs, theme: 'kids at school keep calling him names' };
    expect(refineIdea(writeIdea(bullied, 11), bullied, 'make it funnier').idea.summary).toMatch(/could not make it funnier: a book about something sad keeps its gentle voice/);
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
    expect(beatPages(writeStory(idea, funny).map((page) => page.text))).toBeGreaterThanOrEqual(2);
    expect(beatPages(writeStory(calmer.idea, calmer.inputs).map((page) => page.text))).toBe(0);
    expect(calmer.idea.summary).not.toMatch(/could not/);
  });

  // Round 16.
  it('a gentle book for a little listener, asked for no fun, has one light beat of the day\'s own, and a cozy one none', () => {
    const gentle = dentist('gentle');
    const text = writeStory(writeIdea(gentle, 7), gentle).map((page) => page.text);
    expect(beatPages(text)).toBe(1);
    expect(text.join(' ')).toMatch(/a film star|mouth wide too|squirter tickled/);
  });

  it('a funny fishing trip tells its own joke whole for a little listener, the stock gags giving way after one', () => {
    const pages = funnyBook('going fishing with uncle joe', '3-5', { name: 'Uncle Joe', kind: 'grown-up', pronoun: 'he' });
    // Its fuller wording where the book is light enough for it (round 18's join-in refrain): "…welly boot, and Max laughed."
    expect(pages.join(' ')).toMatch(/Uncle Joe pulled and pulled, and caught an old welly boot(?:\.|, and Max laughed\.)/);
    expect(pages.filter((page) => STOCK_GAGS.test(page)).length).toBeLessThanOrEqual(1);
  });
});
