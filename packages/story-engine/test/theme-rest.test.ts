import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { readRest, restNote, withTheParentsWords } from '../src/understand/read-rest';
import { entryAsSaid } from '../src/plots/theme-story';
import { catalogueThemeById } from '../src/world/catalogue';

/** Round 16 (a theme's second half): the vehicle, the time, the span and the person a trip goes to are read, not dropped. */
type Age = '0-2' | '3-5' | '6-8' | '9-12';
const book = (theme: string, age: Age, cast: { name: string; kind: 'child' | 'grown-up'; pronoun: 'he' | 'she' }[] = [{ name: 'Ava', kind: 'child', pronoun: 'she' }]) => {
  const inputs = storyInputsSchema.parse({ characters: cast, age_group: age, story_length: 'short', theme });
  const idea = writeIdea(inputs, 1810901);
  return { idea, pages: writeStory(idea, inputs).map((page) => page.text) };
};
const who = { name: 'Ava', he: 'she', his: 'her' };

describe("a theme's second half", () => {
  it('reads a vehicle, a time and a span the moment does not carry, and nothing the moment already tells', () => {
    expect(readRest('our holiday in the campervan')?.line?.(who)).toMatch(/^They went in the campervan, with beds/);
    expect(readRest("a trip to the island on grandad's boat")?.said).toBe("on Grandad's boat");
    expect(readRest('going to the park in the snow')?.line?.(who)).toBe('Snow lay thick on the ground, and it crunched under her boots.');
    expect(readRest("staying at nanny's for three sleeps")).toEqual({ kind: 'duration', said: 'three sleeps' });
    expect(readRest('going to the fireworks in the dark', 'the fireworks lit up the dark sky')).toBeUndefined();
    expect(readRest('going on the ferry', 'the cars drove inside the ferry')).toBeUndefined();
  });

  it('says the vehicle on the first page, after the moment it belongs to', () => {
    const ferry = book('going to the aquarium on the tube', '3-5').pages[0]!;
    expect(ferry).toMatch(/aquarium[^]*They went on the tube/);
  });

  it("puts the parent's span for the entry's own, and says in the idea a span a day's story cannot tell", () => {
    expect(withTheParentsWords('Dad had to work far away for two whole weeks.', 'daddy is away for a week')).toBe('Dad had to work far away for a whole week.');
    expect(withTheParentsWords("{hero}'s Caravan Holiday: all the caravans looked the same.", 'our holiday in the motorhome')).toBe("{hero}'s Motorhome Holiday: all the motorhomes looked the same.");
    expect(restNote('ten more sleeps until christmas', '')).toMatch(/cannot tell "ten sleeps"/);
    expect(restNote('a sleepover where everyone tells ghost stories', 'the sleeping bags, a torch and a film')).toMatch(/but cannot tell "tells ghost stories" in it/);
    expect(restNote('camping and toasting marshmallows', 'they toasted marshmallows on the campfire')).toBeUndefined();
    const nanny = storyInputsSchema.parse({ characters: [{ name: 'Ava', kind: 'child', pronoun: 'she' }], age_group: '3-5', story_length: 'short', theme: "staying at nanny's for three sleeps" });
    expect(writeIdea(nanny, 1810901).summary).toMatch(/cannot tell "three sleeps"/);
  });

  it('has the grandparent a plane, a ferry or a drive goes to waiting at the other end, never along', () => {
    expect(entryAsSaid(catalogueThemeById('boat-trip')!, 'going on the ferry to see grandma').win).toBe('{hero} had crossed the whole sea, all the way to {gran}');
    expect(entryAsSaid(catalogueThemeById('boat-trip')!, 'a boat trip with grandma').opening).not.toMatch(/ferry/);
    for (const [theme, gran] of [['our first flight to visit nana in spain', 'Nana'], ['driving to wales to see grandad', 'Grandad']] as const) {
      const { idea, pages } = book(theme, '3-5', [{ name: 'Ava', kind: 'child', pronoun: 'she' }, { name: gran, kind: 'grown-up', pronoun: gran === 'Grandad' ? 'he' : 'she' }]);
      expect(idea.summary, theme).not.toMatch(new RegExp(`With ${gran} close by|${gran} comes along`));
      expect(pages.slice(0, 2).join(' '), theme).not.toMatch(new RegExp(`${gran} was (?:there )?with`));
      expect(pages.slice(-3).join(' '), theme).toMatch(new RegExp(`${gran}`));
    }
  });

  it("tells the baking a grown-up's birthday is baked for, not only the birthday's card and candles", () => {
    const birthday = catalogueThemeById('birthday')!;
    expect(entryAsSaid(birthday, "baking cupcakes for daddy's birthday").opening[0]).toMatch(/^Today was \{who\}'s birthday, and \{hero\} was going to bake cupcakes for \{who\}/);
    expect(entryAsSaid(birthday, "baking a cake for grandma's birthday").win).toBe('{who} said the cake was the best present of all');
    expect(entryAsSaid(birthday, "grandma's birthday").opening[0]).not.toMatch(/bake/);
  });
});
