import { describe, expect, it } from 'vitest';
import { storyInputsSchema, type AgeGroup, type StoryLength } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { readDay } from '../src/understand/read-day';
import { CREATURE_CARE } from '../src/world/days/creature-care';
import { GATHERINGS } from '../src/world/days/gathering';

/**
 * A day of feeding or looking after animals, or of gathering shells, conkers or berries, is told in what is true of
 * them (issue 28, round 10 — pages that differ): the hens peck, the eggs are warm in the straw, the shells are left by
 * the tide; and a page with half a step on it carries one of the day's own sights or sounds, not a line every book has.
 */
const book = (theme: string, age: AgeGroup, length: StoryLength, seed: number) => {
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Rosa', kind: 'child', pronoun: 'she', appearance: {}, traits: [] }, { name: 'Grandpa', kind: 'grown-up', pronoun: 'he', appearance: {}, traits: [] }], age_group: age, story_length: length, theme });
  const idea = writeIdea(inputs, seed);
  return { plot: idea.plot, pages: writeStory(idea, inputs).map((page) => page.text) };
};

describe('days of animals and of gathering', () => {
  it('reads feeding and gathering as their own kinds of day, and leaves a doing of neither alone', () => {
    expect(readDay('feeding the chickens')?.kind).toBe('tending');
    expect(readDay('collecting eggs with nana')?.kind).toBe('tending');
    expect(readDay('collecting shells')?.kind).toBe('gathering');
    expect(readDay('picking blackberries')?.kind).toBe('gathering');
    expect(readDay('feeding the dinosaur')?.kind).toBe('doing');
    // Garden birds have their own feeder day (held-out read 39 told them in the general skill steps: "The birds came right").
    expect(readDay('feeding the birds in winter')?.kind).toBe('tending');
    expect(readDay('painting the eggs')?.kind).toBe('painting');
  });

  it('tells feeding the chickens with the hens pecking, the grain and the warm eggs, at every length', () => {
    for (const [age, length, seed] of [['0-2', 'medium', 1], ['3-5', 'long', 2], ['6-8', 'short', 3]] as const) {
      const { plot, pages } = book('feeding the chickens', age, length, seed);
      expect(plot).toBe('the-day');
      const text = pages.join(' ');
      expect(text).toMatch(/\bgrain\b/);
      expect(text).toMatch(/\bpeck/);
      if (length !== 'short') expect(text).toMatch(/\beggs?\b/);
    }
  });

  it('tells feeding the birds with the feeder, a still wait behind the window and the robin, never the skill steps', () => {
    const { plot, pages } = book('feeding the birds in winter', '3-5', 'short', 3);
    expect(plot).toBe('the-day');
    const text = pages.join(' ');
    expect(text).toMatch(/\bfeeder\b/);
    expect(text).not.toMatch(/came right, bit by bit|worked out where to start/);
  });

  it('tells putting teddy to bed as pretend care at every age: a box bed, a whisper, never the skill steps or a lullaby quest', () => {
    expect(readDay('putting teddy to bed')?.kind).toBe('tending');
    expect(readDay('putting the books away')?.kind).toBe('doing');
    for (const age of ['0-2', '3-5'] as const) {
      const { plot, pages } = book('putting teddy to bed', age, 'medium', 7);
      expect(plot, age).toBe('the-day');
      expect(pages.join(' '), age).toMatch(/tucked teddy in/);
      expect(pages.join(' '), age).not.toMatch(/came right, bit by bit|sleepy lullaby/);
    }
  });

  it('tells splashing in the paddling pool as water play, with water on its pages and a grown-up by it, never the heap of moving play', () => {
    const { plot, pages } = book('splashing in the paddling pool on a hot day', '3-5', 'short', 400004);
    expect(plot).toBe('the-day');
    const text = pages.join(' ');
    expect(text).toMatch(/held Grandpa's hand/);
    expect(text).toMatch(/\b(?:cold|splash\w*|pour\w*)\b/);
    expect(text).not.toMatch(/landed in a heap|Start small/);
  });

  it('sends away the one a visit abroad goes to, never the parent the parent put beside the hero', () => {
    const inputs = storyInputsSchema.parse({ characters: [{ name: 'Zain', kind: 'child', pronoun: 'he', appearance: {}, traits: [] }, { name: 'Abbu', kind: 'grown-up', pronoun: 'he', appearance: {}, traits: [] }], age_group: '6-8', story_length: 'short', theme: 'my first time on a plane to see family in Pakistan' });
    const idea = writeIdea(inputs, 390012);
    expect(idea.characters.map((member) => member.name)).toEqual(['Zain', 'Abbu']);
    expect(idea.summary).toMatch(/With Abbu close by/);
  });

  it('gives a shell day the beach, the tide and a special shell', () => {
    const { pages } = book('collecting shells', '3-5', 'long', 4);
    expect(pages.join(' ')).toMatch(/\btide\b/);
    expect(pages.join(' ')).toMatch(/\bsand\b/);
  });

  it('puts the day\'s own sights and sounds on the pages where a step is split, each once a book', () => {
    const { pages } = book('collecting shells', '3-5', 'long', 4);
    const senses = GATHERINGS[0]!.senses.map((sense) => sense.replace(/\{hero\}/g, 'Rosa').replace(/\{his\}/g, 'her'));
    const said = senses.filter((sense) => pages.some((page) => page.includes(sense)));
    expect(said.length).toBeGreaterThanOrEqual(2);
    for (const sense of said) expect(pages.filter((page) => page.includes(sense))).toHaveLength(1);
  });

  it('keeps every table line true of its kind: no bread for ducks, no egg broken before one is found', () => {
    const ducks = CREATURE_CARE.find((care) => care.they === 'the ducks')!;
    expect(JSON.stringify(ducks)).toMatch(/bread is not good for ducks/);
    expect(JSON.stringify(ducks).replace(/bread is not good for ducks/, '')).not.toMatch(/\bbread\b/);
    const hens = CREATURE_CARE.find((care) => care.they === 'the hens')!;
    expect(JSON.stringify([hens.setback, hens.tries])).not.toMatch(/\begg\b.*\bcrack/);
  });
});

describe('pages of one step', () => {
  it('splits a try over the page only where the second verb is the hero\'s', async () => {
    const { turnOf } = await import('../src/plots/theme-story');
    expect(turnOf('{hero} took down so many books that the pile wobbled and tipped onto the carpet.', false)?.went ?? '').not.toMatch(/^\{he\} tipped/);
    expect(turnOf('{hero} grabbed the rope and pulled with all {his} might.', false)?.went).toBe('{he} pulled with all {his} might.');
  });

  it('gives a catalogue day\'s detail pages its own sights and sounds (baking: flour dust, the oven ticking)', () => {
    const { pages } = book('baking with grandpa', '3-5', 'long', 1020221);
    const baking = /flour dust|soft and creamy|oven ticked|cool and sticky|smell sweet and warm/;
    expect(pages.filter((page) => baking.test(page)).length).toBeGreaterThanOrEqual(2);
  });
});
