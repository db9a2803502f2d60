import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import type { Remembered, StoryInputs, StoryPage } from '@studio/contracts/stories';
import { rememberBook, writeIdea, writeStory } from '../src/index';
import { inputsArbitrary, seedArbitrary } from './arbitraries';

/** Issue 33: a next adventure names the book it follows and calls back to it on one or two pages. */
const MIA_AND_PIP = [
  { name: 'Mia', kind: 'child', pronoun: 'she' },
  { name: 'Pip', kind: 'animal', species: 'fox', pronoun: 'he' },
] as const;
const REMEMBERED: Remembered = { place: 'at the old oak tree', friend: 'a hedgehog', thing: 'the blue feather' };

const following = (inputs: StoryInputs, remembered: Remembered = REMEMBERED): StoryInputs => ({ ...inputs, follows: { story_id: 'earlier', title: 'The Missing Blue Feather', remembered } });
const pagesNaming = (pages: readonly StoryPage[], words: string) => pages.filter((page) => page.text.includes(words)).map((page) => page.page_number);

function page(page_number: number, text: string, scene: Partial<StoryPage['scene']> = {}): StoryPage {
  return { page_number, text, scene: { setting: 'forest', time_of_day: 'morning', characters: ['Mia', 'Pip'], action: 'walking', mood: 'happy', ...scene } };
}

describe('the next adventure', () => {
  it('names the earlier book in its idea and remembers the place, the friend and the thing on the first and last pages only', () => {
    for (const age_group of ['0-2', '3-5', '6-8', '9-12'] as const) {
      for (const seed of [1, 2, 3]) {
        const inputs = following(storyInputsSchema.parse({ characters: MIA_AND_PIP, age_group, setting: 'beach' }));
        const idea = writeIdea(inputs, seed);
        expect(idea.summary).toContain('“The Missing Blue Feather”');
        const pages = writeStory(idea, inputs);
        const opening = idea.plot === 'making-a-friend' ? 'Not long ago, Mia had made friends with a hedgehog at the old oak tree.' : 'Not long ago, Mia and Pip had made friends with a hedgehog at the old oak tree.';
        expect(pagesNaming(pages, opening)).toEqual([1]);
        expect(pagesNaming(pages, 'Mia thought of the blue feather from their last adventure and smiled.')).toEqual([pages.length]);
        // The story's own closing line still ends it.
        expect(pages.at(-1)?.text.endsWith('and smiled.')).toBe(false);
        // A memory is not drawn: no hedgehog and no feather in the pictures of a beach story that never meets them.
        const ownText = pages.map((each) => each.text.replace(opening, '').replace(/Mia thought of the blue feather[^.]*\./, '')).join(' ');
        if (!/hedgehog/.test(ownText)) expect(pages.flatMap((each) => each.scene.figures ?? []).map((figure) => figure.name)).not.toContain('hedgehog');
        if (!/feather/.test(ownText)) expect(pages.flatMap((each) => each.scene.props ?? [])).not.toContain('feather');
      }
    }
  });

  it('names the earlier book even when the new idea says its title unquoted, and tells another plot than the earlier book', () => {
    const given = storyInputsSchema.parse({ characters: MIA_AND_PIP, age_group: '3-5' });
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const earlier = writeIdea(given, seed);
      const next = writeIdea({ ...given, follows: { story_id: 'earlier', title: earlier.title, plot: earlier.plot } }, seed);
      // The same seed would tell the same plot again ("Detective Mia" after "Detective Mia"); the book it follows keeps it out.
      expect(next.plot).not.toBe(earlier.plot);
      expect(next.summary.startsWith(`Another adventure after “${earlier.title}”.`)).toBe(true);
    }
    // A summary that already says "Detective Mia" in its own words has not named a book of that title.
    const mystery = writeIdea({ ...given, theme: 'a mystery' }, 1);
    expect(mystery.summary).toContain('Detective Mia');
    expect(writeIdea({ ...given, theme: 'a mystery', follows: { story_id: 'earlier', title: 'Detective Mia' } }, 1).summary).toMatch(/^Another adventure after “Detective Mia”\. /);
  });

  it('calls back on one or two pages whatever the story, and never without an earlier book', () => {
    fc.assert(
      fc.property(inputsArbitrary(), seedArbitrary, fc.subarray(['place', 'friend', 'thing'] as const), (given, seed, kept) => {
        const remembered = Object.fromEntries(kept.map((key) => [key, REMEMBERED[key]]));
        const inputs = following(given, remembered);
        const idea = writeIdea(inputs, seed);
        expect(idea.summary).toContain('“The Missing Blue Feather”');
        const pages = writeStory(idea, inputs);
        const recalled = pages.filter((each) => /Not long ago, .* had (?:made friends with|a big adventure)|from (?:their|her|his) last adventure and smiled/.test(each.text));
        const expected = (kept.includes('thing') ? 1 : 0) + (kept.includes('place') || kept.includes('friend') ? 1 : 0);
        expect(recalled).toHaveLength(expected);
        expect(recalled.length).toBeLessThanOrEqual(2);
        const plain = writeStory(writeIdea(given, seed), given);
        expect(plain.some((each) => /had made friends with a hedgehog|from (?:their|her|his) last adventure/.test(each.text))).toBe(false);
      }),
      { numRuns: 20, seed: 33 },
    );
  });

  it('remembers from the earlier pages the landmark named most, the creature met most and the treasure named most', () => {
    const pages = [
      page(1, 'Mia lost her blue feather near the berry bushes.', { place: 'the berry bushes', props: ['feather'] }),
      page(2, 'Pip sniffed at the old oak tree. A squirrel ran past.', { place: 'the old oak tree', figures: [{ name: 'Mia', pose: 'standing' }, { name: 'squirrel', species: 'squirrel', pose: 'running' }] }),
      page(3, 'There was a hedgehog at the old oak tree, with the blue feather!', { place: 'the old oak tree', props: ['feather'], figures: [{ name: 'hedgehog', species: 'hedgehog', pose: 'standing' }] }),
      page(4, 'The hedgehog gave back the blue feather and a shiny acorn.', { props: ['feather', 'acorn'], figures: [{ name: 'hedgehog', species: 'hedgehog', pose: 'standing' }, { name: 'Pip', species: 'fox', pose: 'standing' }] }),
    ];
    expect(rememberBook(pages, storyInputsSchema.parse({ characters: MIA_AND_PIP }).characters)).toEqual({ place: 'at the old oak tree', friend: 'a hedgehog', thing: 'the blue feather' });
    // A cave is gone into, the moon stood on; with no landmark, the setting itself; a named creature keeps its name.
    expect(rememberBook([page(1, 'They hid in the echo cave.', { setting: 'mountains' })], []).place).toBe('in the echo cave');
    expect(rememberBook([page(1, 'They landed on the moon.', { setting: 'space' })], []).place).toBe('on the moon');
    expect(rememberBook([page(1, 'Mia and Hazel had tea.', { figures: [{ name: 'Hazel', species: 'hedgehog', pose: 'sitting' }] })], [])).toEqual({ place: 'in the forest', friend: 'Hazel' });
    expect(rememberBook([], [])).toEqual({});
  });
});
