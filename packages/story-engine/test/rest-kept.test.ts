import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { entryAsSaid } from '../src/plots/theme-story';
import { catalogueThemeById } from '../src/world/catalogue';
import { journeysEnd, withoutJourneysEnd } from '../src/understand/on-the-way';

/** Round 17 (a near entry keeps the theme's own twist and thing): the weather, a pet's habit and a journey's end are told. */
type Age = '0-2' | '3-5' | '6-8' | '9-12';
const book = (theme: string, age: Age, pet = false) => {
  const cast = [{ name: 'Ava', kind: 'child', pronoun: 'she' }, { name: 'Mum', kind: 'grown-up', pronoun: 'she' }, ...(pet ? [{ name: 'Pickle', kind: 'animal', species: 'dog', pronoun: 'he' }] : [])];
  const inputs = storyInputsSchema.parse({ characters: cast, age_group: age, story_length: 'medium', theme });
  const idea = writeIdea(inputs, 1720901);
  return writeStory(idea, inputs).map((page) => page.text);
};
const middle = (pages: string[]) => pages.slice(1, -1).join(' ');
const entry = (id: string) => catalogueThemeById(id)!;
const lines = (told: ReturnType<typeof entry>) => JSON.stringify([told.details, told.ownSetback, told.ownDoubt, told.opening]);

describe("a near entry keeps the rest of the parent's words", () => {
  it('tells the weather a day is had in as a sight and its setback, unless its own lines have it', () => {
    expect(lines(entryAsSaid(entry('camping'), 'camping in the rain with the scouts'))).toMatch(/rain came down harder/);
    expect(lines(entryAsSaid(entry('camping'), 'camping on a windy weekend'))).not.toMatch(/gust of wind/);
    expect(middle(book('a trip to the park in the snow', '6-8'))).toMatch(/snow/i);
    expect(middle(book('feeding the ducks on a windy day', '0-2'))).toMatch(/wind/i);
  });

  it("makes a pet's habit the day's problem and its fix, for an entry about that pet", () => {
    const chews = middle(book('a new puppy that chews everything', '6-8', true));
    expect(chews).toMatch(/Pickle chewed Ava's slipper/);
    expect(chews).not.toMatch(/ran away from the puddle/);
    expect(lines(entryAsSaid(entry('new-pet'), 'a new kitten that keeps escaping'))).toMatch(/squeezed out through a gap/);
    expect(lines(entryAsSaid(entry('new-pet'), 'a new puppy and a bit nervous'))).not.toMatch(/nipped/);
  });

  it('never puts the child at the place a journey was going to', () => {
    expect(journeysEnd('our car breaking down on the way to the seaside')).toBe('to the seaside');
    expect(journeysEnd("a flat tyre on the drive home from my nan's")).toBe("home from Nan's");
    expect(withoutJourneysEnd('our car breaking down on the way to the seaside')).toBe('our car breaking down');
    const pages = book('the car breaking down on the way to the beach', '6-8');
    expect(pages.join(' ')).not.toMatch(/breakdown was on the beach|rock pools|toes got sandy/i);
    expect(pages[0]).toMatch(/on the way to the beach/);
  });
});
