import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { entryAsSaid } from '../src/plots/theme-story';
import { catalogueThemeById } from '../src/world/catalogue';
import { journeysEnd, withoutJourneysEnd } from '../src/understand/on-the-way';
import { readMishap } from '../src/understand/read-mishap';
import { readDoingThere } from '../src/understand/read-doing-there';
import { entryText, readRest } from '../src/understand/read-rest';
import { withoutItsRest } from '../src/plots/rest-kept';

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
    expect(lines(entryAsSaid(entry('playground'), 'a trip to the park in the snow'))).toMatch(/Snowflakes landed/);
    expect(lines(entryAsSaid(entry('feeding-ducks'), 'feeding the ducks on a windy day'))).toMatch(/gust of wind/);
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

  it("tells the pet's habit at an entry not about the pet, by the cast's own pet's name", () => {
    expect(middle(book('our puppy who keeps running off at the park', '3-5', true))).toMatch(/Then Pickle squeezed out through a gap/);
  });

  it('makes a thing of the day that goes wrong its setback, and puts it right', () => {
    expect(readMishap('the bouncy castle going flat at my party')).toEqual({ thing: 'the bouncy castle', happened: 'went flat' });
    expect(readMishap('baking a cake that went wrong')).toEqual({ thing: 'the cake', happened: 'went wrong' });
    expect(readMishap('my brother broke his arm')).toBeUndefined();
    const flat = lines(entryAsSaid(entry('bouncy-castle'), 'the bouncy castle going flat at my party'));
    expect(flat).toMatch(/the bouncy castle went flat/);
    expect(flat).toMatch(/puffed up again/);
  });

  it('says what the theme does at the place its entry tells, when the entry says none of it', () => {
    expect(readDoingThere("riding on daddy's shoulders at the zoo", entry('zoo').words)).toMatchObject({ said: "riding on Daddy's shoulders", gerund: true });
    expect(readDoingThere('a trip to the beach with grandma', entry('beach-day').words)).toBeUndefined();
    expect(lines(entryAsSaid(entry('beach-day'), 'a donkey ride at the seaside'))).toMatch(/There was a donkey ride, too/);
    expect(lines(entryAsSaid(entry('camping'), 'toasting marshmallows at the campsite'))).not.toMatch(/loved toasting/);
  });

  it("keeps the first page's weather line, asked of the entry before its rest was put in, and the parent's own thing a pet climbs", () => {
    const rainy = entryAsSaid(entry('sports-day'), 'a rainy sports day');
    expect(readRest('a rainy sports day', entryText(withoutItsRest(rainy)))?.line).toBeDefined();
    expect(readRest('a bike ride in the pouring rain')?.said).toBe('in the pouring rain');
    expect(readRest('going to the farm on a really windy day')?.said).toBe('windy');
    expect(lines(entryAsSaid(entry('new-pet'), 'our new kitten that keeps climbing the christmas tree'))).toMatch(/climbed right up the christmas tree/);
    expect(lines(entryAsSaid(entry('new-pet'), 'a new puppy that chews my shoes'))).toMatch(/chewed \{hero\}'s shoes/);
  });

  it("makes a little one's ride in the trolley the supermarket's middle, never a shopping list read and ticked", () => {
    const ride = lines(entryAsSaid(entry('supermarket'), 'sitting in the trolley at the supermarket', undefined, '0-2'));
    expect(ride).toMatch(/up high in the big trolley|Up in the big trolley/);
    expect(ride).not.toMatch(/shopping list|ticked/);
  });

  it('tells a flat tyre on the way as the wheel changed by the road, never a car taken away on a truck', () => {
    const flat = lines(entryAsSaid(entry('car-breakdown'), "getting a flat tyre on the way to granny's"));
    expect(flat).toMatch(/a flat tyre/);
    expect(flat).toMatch(/spare wheel/);
    expect(flat).not.toMatch(/recovery truck|Up she goes/);
  });
});
