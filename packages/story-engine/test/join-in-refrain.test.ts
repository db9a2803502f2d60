import { storyInputsSchema } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { writeIdea, writeStory } from '../src/index';
import { isCheer } from '../src/plots/cheers';
import { joinsIn, winSoundOf } from '../src/plots/join-in-refrain';
import { catalogueThemeById } from '../src/world/catalogue';
import { placeRefrain } from '../src/story/place-refrain';
import type { PlannedPage } from '../src/story/plan-pages';
import { saysItIsHard } from '../src/story/page-feeling';
import { gagOnALowPage } from './fresh/surface-detectors';

const kid = (name: string, pronoun: 'he' | 'she') => ({ name, kind: 'child', pronoun, traits: [] });
const grownUp = (name: string, pronoun: 'he' | 'she') => ({ name, kind: 'grown-up', pronoun, traits: [] });

/** A told book under six on crafted words, checked to be the catalogue plot it is about. */
function book(age: '0-2' | '3-5', length: 'short' | 'medium' | 'long', theme: string, plot: string, characters: unknown[], lesson?: string) {
  const inputs = storyInputsSchema.parse({ characters, age_group: age, story_length: length, theme, ...(lesson ? { lesson } : {}) });
  const idea = writeIdea(inputs, 1870950);
  expect(idea.plot).toBe(plot);
  return writeStory(idea, inputs).map((page) => page.text);
}

const entry = (id: string) => catalogueThemeById(id)!;

describe('a join-in refrain in the theme’s own sound, under six (round 18)', () => {
  it('asks the sound of the win twice, a little changed, answers it at the turn and says it softly at the end', () => {
    const pages = book('0-2', 'medium', 'cutting his nails', 'theme:nail-cutting', [kid('Reuben', 'he'), grownUp('Mama', 'she')]);
    const at = (line: string) => pages.findIndex((page) => page.includes(line));
    expect(at('Smooth? Not yet.')).toBeGreaterThan(0);
    expect(at('Smooth? Not yet, not yet!')).toBeGreaterThan(at('Smooth? Not yet.'));
    expect(at('Smooth! At last!')).toBeGreaterThan(at('Smooth? Not yet, not yet!'));
    // The picturing page wishes for the win in words (round 19: "wished: smooth, smooth." was a wish for a noise).
    expect(at('Reuben shut his eyes and wished for the moment when')).toBeGreaterThan(at('Smooth? Not yet, not yet!'));
    expect(pages.join(' ')).not.toMatch(/wished: /);
    expect(pages.join(' ')).not.toContain('In his head');
    // The lesson's cheer it stands for ("Be brave, Reuben!") is not said too.
    expect(pages.flatMap((page) => page.split(/(?<=[.!?])\s+/)).filter(isCheer)).toEqual([]);
  });

  it('never waits for the trouble’s own sound, nor a hush: the hiccups wait for no "Hic!", a spoon waits for "All gone!"', () => {
    expect(winSoundOf(entry('hiccups'))).not.toMatch(/^Hic/i);
    expect(winSoundOf(entry('own-spoon'))).toBe('All gone!');
    expect(winSoundOf(entry('garden-birds'))).not.toBe('Shh!');
    // An animal's own noise only where the line names it: the vet's rabbit, stroked, does not mew.
    expect(winSoundOf(entry('vet'))).not.toBe('Mew!');
  });

  it('places the second ask as the changed one, on pages that do not say the sound already', () => {
    const planned = ['Cheep, cheep, cheep.', 'The eggs sat still.', 'Nothing moved.', 'It hatched.'].map((line, index) => ({
      beat: index < 3 ? 'rising problem' : 'turning point',
      plan: { gist: '', core: [line], more: [], action: 'standing', mood: 'calm', cast: 'hero' },
    })) as unknown as PlannedPage[];
    const lines = placeRefrain(planned, { ask: 'Cheep? Not yet.', again: 'Cheep? Not yet, not yet!', answer: 'Cheep! At last!', to: 'hero' });
    expect([...lines.entries()]).toEqual([[1, 'Cheep? Not yet.'], [2, 'Cheep? Not yet, not yet!'], [3, 'Cheep! At last!']]);
    // A turn that makes the sound itself is answered by the rest alone.
    const loud = planned.map((page, index) => (index === 3 ? { ...page, plan: { ...page.plan, core: ['Cheep, cheep! Out it came.'] } } : page));
    expect(placeRefrain(loud, { ask: 'Cheep? Not yet.', again: 'Cheep? Not yet, not yet!', answer: 'Cheep! At last!', to: 'hero' }).get(3)).toBe('At last!');
  });

  it('reads its ask as a game of waiting, not a page gone wrong, in the engine and the gag detector', () => {
    expect(saysItIsHard(['Sparkle? Not yet, not yet!'])).toBe(false);
    expect(saysItIsHard(['It did not work, not yet.'])).toBe(true);
    const page = (text: string) => ({ pages: [{ page_number: 4, text }] }) as never;
    expect(gagOnALowPage(page('"Wow, Evie!" he said. Sparkle? Not yet.'))).toEqual([]);
    expect(gagOnALowPage(page('"Wow, Evie!" he said. Evie cried.'))).toHaveLength(1);
  });

  it('has a parent say a go’s own sound with the hero, but never after a go gone wrong, and never at nine', () => {
    const mum = { name: 'Mum', kit: { person: 'grown-up' }, facts: [], elder: false } as never;
    const sad = { name: 'Mum', kit: { person: 'grown-up' }, facts: [], elder: false } as never;
    const ctx = (age: string) => ({ age }) as never;
    const own = entry('own-spoon');
    expect(joinsIn(ctx('0-2'), own, mum, 'lively', () => 'All gone!')).toBe('"All gone!" said Mum.');
    expect(joinsIn(ctx('0-2'), own, sad, 'quiet', () => 'Plop!')).toBeUndefined();
    expect(joinsIn(ctx('9-12'), own, mum, 'lively', () => 'Plop!')).toBeUndefined();
  });

  it('lands a 3-5 book with a refrain on its sound, softly, with no hero’s words by lesson after it', () => {
    const pages = book('3-5', 'medium', 'learning to ride my bike', 'theme:learning-to-ride', [kid('Ted', 'he'), grownUp('Mum', 'she')]);
    expect(pages.at(-1)).toMatch(/Ring, ring\.$/);
    expect(pages.at(-1)).not.toMatch(/said Ted/);
  });

  it('ends a board book on its own last picture, with no lesson’s sentence after the goodnight unless the parent gave one', () => {
    const pages = book('0-2', 'short', 'the hoover is too loud', 'theme:the-hoover', [kid('Zara', 'she'), grownUp('Mummy', 'she')]);
    expect(pages.at(-1)).not.toMatch(/\bknew\b|found out something/);
    const asked = book('0-2', 'short', 'the hoover is too loud', 'theme:the-hoover', [kid('Zara', 'she'), grownUp('Mummy', 'she')], 'Helping is fun');
    expect(asked.at(-1)!.toLowerCase()).toContain('helping is fun');
  });
});
