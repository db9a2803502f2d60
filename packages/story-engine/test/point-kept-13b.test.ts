import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { readTheme } from '../src/understand/read-theme';
import { readTwist } from '../src/understand/read-twist';
import { catalogueThemeIn } from '../src/world/catalogue';
import { storyText } from './story-text';

/** Round 13b's point mechanisms, on crafted inputs: a thing lost, a part of a place, a thing that ends, an aid off or a first fast, a festival at school. */
const told = (theme: string, age: '3-5' | '6-8' = '3-5') => {
  const inputs = storyInputsSchema.parse({
    characters: [{ name: 'Luca', kind: 'child', pronoun: 'he', traits: [] }, { name: 'Mum', kind: 'grown-up', pronoun: 'she', traits: [] }],
    age_group: age, story_length: 'short', tone: 'gentle', theme,
  });
  const idea = writeIdea(inputs, 1460011);
  return { idea, text: storyText(writeStory(idea, inputs)) };
};
const entryOf = (theme: string) => { const reading = readTheme(theme); return reading.kind === 'catalogue' ? reading.entry.id : reading.kind; };

describe('a thing lost', () => {
  it('is read as the thing lost, never a tooth, a game or the child', () => {
    expect(readTwist('we lost the library book under the bed')).toEqual({ kind: 'losing', thing: 'library book' });
    expect(readTwist('lost her favourite hat at the park')).toEqual({ kind: 'losing', thing: 'hat' });
    for (const theme of ['losing a tooth', 'losing at football', 'getting lost at the park', 'lost her voice']) expect(readTwist(theme)?.kind, theme).not.toBe('losing');
  });

  it("is the entry's lost variant where it has one: the library book looked for and owned up to, no new card", () => {
    const { text } = told('losing a library book');
    expect(text).toMatch(/could not find it anywhere/);
    expect(text).toMatch(/told the librarian the truth/);
    expect(text).not.toMatch(/library card/);
  });

  // Round 18 (the review set read fresh): the lost kite was a shy badger's, handed back for a pebble, and no kite flew.
  it('is a kite lost to the wind and found up a tree: the gust, the wait for the wind, nobody climbing', () => {
    for (const said of ['his kite got lost in the wind', 'my kite went missing', 'the kite got stuck in a tree', 'the runaway kite']) expect(entryOf(said), said).toBe('kite-flying');
    // Its lines as the kite day's variant (a book of it is read in the review set: cheaper here than writing one).
    const lines = JSON.stringify(catalogueThemeIn('a lost kite')?.variants?.find((variant) => variant.said.test('a lost kite')));
    expect(lines).toMatch(/gust/);
    expect(lines).toMatch(/high in the branches of a tree/);
    expect(lines).toMatch(/wind turned round/);
    expect(lines).not.toMatch(/\bclimbed\b/);
    expect(catalogueThemeIn('flying a kite on the hill')?.variants?.some((variant) => variant.said.test('flying a kite on the hill'))).toBe(false);
  });

  it('is the search for that thing where the entry has no such variant, never the entry\'s usual day', () => {
    expect(readTheme('lost her favourite hat at the park')).toEqual({ kind: 'thing', thing: 'hat' });
    expect(told('losing my glove in the snow').idea.plot).toBe('lost-and-found');
    // The thing as read is the one looked for, though "school" would read as a day: never a prize ribbon of the plot's own.
    expect(told('lost her water bottle at school').text).toMatch(/Where, oh where, is the water bottle\?/);
  });
});

describe('a part of a place that carries the worry', () => {
  it('puts the worry on the changing rooms, the deep end or the school toilets, not a first lesson or a potty', () => {
    const { text } = told('scared of the changing rooms at the swimming pool');
    expect(text).toMatch(/changing rooms/);
    expect(text).not.toMatch(/first swimming lesson/);
    expect(told('scared of the toilets at school').text).not.toMatch(/potty/);
    expect(told('scared of the deep end at swimming').text).toMatch(/deep end/);
  });

  it('reads the place from the part, with the place named: never worries in general, never a pool for a shop\'s changing room', () => {
    expect(entryOf('nervous about the toilets at school')).toBe('potty');
    expect(entryOf('nervous about the toilets at the new school')).toBe('new-school');
    expect(entryOf('worried about the waiting room at the dentist')).toBe('dentist');
    expect(entryOf('scared of the changing rooms in the clothes shop')).not.toBe('learning-to-swim');
  });
});

describe('a thing that ends', () => {
  it('ends the snowman honestly when the words say it melts, and keeps it standing when they do not', () => {
    expect(told('building a snowman that melts').text).toMatch(/smaller/);
    expect(told('building a snowman that melts').text).not.toMatch(/still there, waving/);
    expect(told('our sandcastle got washed away by the sea').text).toMatch(/washed the sandcastle away/);
    expect(told('building a snowman').text).not.toMatch(/got smaller/);
  });
});

describe('a modifier carried', () => {
  it('takes the armbands or the float off as the goal of the swim, the aid as typed', () => {
    const { text } = told('learning to swim without armbands');
    expect(text).toMatch(/without the armbands/);
    expect(text).not.toMatch(/With armbands on/);
    const float = told('swimming without a float').text;
    expect(float).toMatch(/without the float/);
    expect(float).not.toMatch(/armbands/);
  });

  it('has the hero light the menorah the first time, not only watch it stand ready', () => {
    const { text } = told('lighting the menorah for the first time', '6-8');
    expect(text).toMatch(/big enough to light the menorah/);
    expect(text).toMatch(/touched the shamash to the first candle/);
    expect(told('hanukkah', '6-8').text).not.toMatch(/big enough to light/);
  });

  it('keeps the night-light off through a night without it, never glowing by the door', () => {
    const { text } = told('sleeping without a nightlight');
    expect(text).toMatch(/night-light was staying off/);
    expect(text).not.toMatch(/night-light made a soft orange glow/);
  });

  it('has the hero keep a first fast, not only wait for the grown-ups', () => {
    for (const theme of ['fasting for the first time in Ramadan', 'keeping her first fast']) {
      expect(entryOf(theme), theme).toBe('ramadan');
      expect(told(theme, '6-8').text, theme).toMatch(/first fast/);
    }
  });
});

describe('a festival at a school event', () => {
  it('tells the nativity with its manger and tea towels, and a Diwali assembly at school with its lamps', () => {
    const nativity = told('the school nativity play').text;
    expect(nativity).toMatch(/nativity/);
    expect(nativity).toMatch(/manger|tea towel/);
    const diwali = told('the diwali assembly at school', '6-8').text;
    expect(diwali).toMatch(/Diwali assembly/);
    expect(told('diwali', '6-8').text).not.toMatch(/assembly/);
  });

  it('tells the festival at nursery where the words say nursery, and a class party without an audience', () => {
    const nursery = told('chinese new year at nursery', '3-5').text;
    expect(nursery).toMatch(/Lunar New Year at nursery/);
    expect(nursery).not.toMatch(/at school/);
    const party = told('the christmas party at school', '6-8').text;
    expect(party).toMatch(/Christmas party at school/);
    expect(party).not.toMatch(/back of the hall/);
  });
});
