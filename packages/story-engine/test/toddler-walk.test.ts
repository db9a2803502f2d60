import { describe, expect, it } from 'vitest';
import type { StoryIdea, StoryInputs } from '@studio/contracts/stories';
import { writeStory } from '../src/index';
import { plotById } from '../src/plots';
import { withToddlerWalk } from '../src/plots/toddler-walk';
import { buildContext } from '../src/story/build-context';
import { planPages } from '../src/story/plan-pages';
import { catalogueThemeById } from '../src/world/catalogue';
import { LITTLE_WALKS } from '../src/world/catalogue/little-walks';
import { readTheme } from '../src/understand/read-theme';
import { refrainOf, thingsOf } from '../src/plots/toddler-walk';
import { saysItIsHard } from '../src/story/page-feeling';

const inputs = (theme: string, age: StoryInputs['age_group'], length: StoryInputs['story_length']): StoryInputs => ({
  characters: [{ name: 'Mia', kind: 'child', pronoun: 'she', appearance: {}, traits: [] }, { name: 'Mummy', kind: 'grown-up', pronoun: 'she', appearance: {}, traits: [] }],
  age_group: age, story_length: length, theme, tone: 'gentle', art_style: 'watercolor', language: 'en',
});
// The idea as the writer would give it, without writing the book once more to check its band.
const ideaOf = (given: StoryInputs, entry: string): StoryIdea => ({
  title: 'A Book', summary: 'A day.', characters: given.characters, setting: catalogueThemeById(entry)!.setting, lesson: catalogueThemeById(entry)!.lesson, plot: `theme:${entry}`, tone: 'gentle', seed: 1730901,
});
/** The planned pages' lines, walked: cheap, with no style ladder or band fitting. */
const walkedPages = (theme: string, entry: string, age: StoryInputs['age_group'], length: StoryInputs['story_length']) => {
  const given = inputs(theme, age, length);
  const plot = plotById(`theme:${entry}`, theme, undefined, age);
  const ctx = buildContext(ideaOf(given, entry), given, plot);
  return withToddlerWalk(ctx, plot, planPages(ctx, plot, length)).map((planned) => planned.plan.core.join(' '));
};

describe('a long book for 0-2 walks the moment\'s own things in a refrain (round 15)', () => {
  it('waves bye-bye to an outing\'s things and its place, where the book had a stock close', () => {
    const pages = walkedPages('a trip to the zoo', 'zoo', '0-2', 'long');
    const lines = pages.join(' ');
    expect(lines).toMatch(/goes the (?:lion|penguin|giraffe|peacock)\./);
    // After the glad page that ends the refrain on the child, before the last page.
    expect(pages.at(-2)).toMatch(/Bye-bye, zoo!/);
    expect(lines.indexOf('goes ... Mia!')).toBeLessThan(lines.indexOf('Bye-bye, zoo!'));
    // The lion the day is for roars only once it has woken: the walk's middle pages name the others.
    expect(pages.findIndex((page) => page.includes('Roar goes the lion.'))).toBe(pages.findIndex((page) => page.includes('Roar goes ... Mia!')));
    expect(lines).not.toMatch(/told the whole family|told everyone the best part/);
  });

  it('leaves a short 0-2 book and a 3-5 book as they were', () => {
    expect(walkedPages('a trip to the zoo', 'zoo', '3-5', 'long').join(' ')).not.toMatch(/goes the lion|Bye-bye/);
    expect(walkedPages('a trip to the zoo', 'zoo', '0-2', 'short').join(' ')).not.toMatch(/goes the lion|Bye-bye/);
  });

  it('keeps every walk true to its data: a catalogue entry, a sound for every thing its refrain sounds', () => {
    for (const [id, walk] of Object.entries(LITTLE_WALKS)) {
      expect(catalogueThemeById(id), id).toBeDefined();
      expect(walk.things.length, id).toBeGreaterThanOrEqual(3);
      if (walk.refrain.includes('{Sound}')) for (const thing of walk.things) expect(thing, id).toMatch(/\/\S/);
      expect(walk.hero, id).toContain('{hero}');
      // A sound that reads as a mishap ("Splat goes the paint") would lower the page's mood and draw the cheer for a hard try.
      expect(saysItIsHard([...thingsOf(walk).map((thing) => refrainOf(walk, thing, 'Mia')), walk.hero]), id).toBe(false);
    }
  });

  it('reads "to feed the ducks" as what the park is for, not a place: the ducks, not the playground', () => {
    const reading = readTheme('going to the park to feed the ducks');
    expect(reading.kind === 'catalogue' ? reading.entry.id : reading.kind).toBe('feeding-ducks');
  });
  it('turns a medium book\'s pages any book could have into the bath\'s own things, the refrain ending on the child', () => {
    const given = inputs('bath time', '0-2', 'medium');
    const text = writeStory(ideaOf(given, 'bath-time'), given).map((page) => page.text).join(' ');
    expect(text).toContain('Splash goes the duck.');
    expect(text).toContain('Splash goes ... Mia!');
    // "Mia shut her eyes. In her head, …" and "Then, all at once, Mia had an idea." were on every long 0-2 book.
    expect(text).not.toMatch(/In her head,|had an idea/);
  });
});
