import { describe, expect, it } from 'vitest';
import { storyInputsSchema, type AgeGroup } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { readDay } from '../src/understand/read-day';
import { dayKit } from '../src/plots/day-kits';
import { playSortOf } from '../src/plots/play-sorts';
import { readTheme } from '../src/understand/read-theme';

/**
 * Play told as what it is (held-out read 40: "rolling a ball to daddy" at 0-2 got "rushed straight at the ball, and
 * landed in a heap", a graze and a plaster): the play's own object and verb on its middle pages, its own small trouble,
 * floor play for the little ones and rules and skill for the older, and never a fall for play done sitting down.
 */
const book = (theme: string, age: AgeGroup, seed: number) => {
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Ada', kind: 'child', pronoun: 'she', appearance: {}, traits: [] }, { name: 'Daddy', kind: 'grown-up', pronoun: 'he', appearance: {}, traits: [] }], age_group: age, story_length: 'short', theme });
  const idea = writeIdea(inputs, seed);
  return { plot: idea.plot, middle: writeStory(idea, inputs).slice(2, -1).map((page) => page.text).join(' ') };
};

const HURT = /landed in a heap|rushed straight at|graze|plaster|bumped (?:her|his) knee/;

describe('play sorted by what it is', () => {
  it('tells a ball rolled to Daddy at 0-2 as floor play: the ball rolled, back and forth, no fall, no graze', () => {
    const { plot, middle } = book('rolling a ball to daddy', '0-2', 1820001);
    expect(plot).toBe('the-day');
    expect(middle).toMatch(/\bball\b/i);
    expect(middle).toMatch(/\broll/i);
    expect(middle).not.toMatch(HURT);
  });

  it('names the play\'s own object and verb, never a word after it ("back and forth" is no thing)', () => {
    const kit = dayKit({ ...readDay('rolling the ball back and forth with grandad')!, age: '0-2' })!;
    const said = [kit.tries, kit.details, kit.end].flat(2).join(' ');
    expect(said).not.toMatch(/the forth/);
    expect(said).toMatch(/the ball/);
  });

  it('tells the older band with rules and skill, and the little ones on the floor', () => {
    const day = readDay('catching a ball')!;
    expect(dayKit({ ...day, age: '9-12' })?.details.flat().join(' ')).toMatch(/rule|count/);
    expect(dayKit({ ...day, age: '0-2' })?.details.flat().join(' ')).not.toMatch(/rule/);
    expect(dayKit({ ...readDay('knocking down block towers')!, age: '0-2' })?.tries.flat().join(' ')).toMatch(/wobble|fell/i);
  });

  it('sorts play by its kind, and leaves a doing that is no play alone', () => {
    expect(playSortOf('playing in the sandpit')?.steps).toMatch(/sand/);
    expect(playSortOf('playing cards with grandpa')?.steps).toMatch(/rules/);
    expect(playSortOf('riding a trike')?.steps).toMatch(/riding/);
    expect(playSortOf('going to the ball pit')).toBeUndefined();
    expect(playSortOf('washing the car')).toBeUndefined();
  });

  it('tells playing cards as a card game, not a greetings card to make', () => {
    const kit = dayKit({ ...readDay('playing cards with grandpa')!, age: '9-12' })!;
    const said = [kit.tries, kit.details, kit.senses ?? []].flat(2).join(' ');
    expect(said).not.toMatch(/glitter|felt tips|folded/);
    expect(said).toMatch(/the cards/);
  });

  it('reads "playing shops" as pretend play, with the shop and who is who on its pages', () => {
    expect(readDay('playing shops')?.kind).toBe('doing');
    expect(readDay('playing shops with my little brother')?.doing).toBe('playing shops with {his} little brother');
    // The tagger leaves "skip" bare in the past ("The Day Layla Skip with a Rope"); "put" stays put.
    expect(readDay('skipping with a rope')?.did).toBe('skipped with a rope');
    expect(readDay('putting on shoes')?.did).toBe('put on shoes');
    const { plot, middle } = book('playing shops', '3-5', 1820004);
    expect(plot).toBe('the-day');
    expect(middle).toMatch(/shop/);
  });

  it('tells quiet play the sorts do not know with no fall and no rush', () => {
    const kit = dayKit({ doing: 'playing with the spinning top', todo: 'play with the spinning top', did: 'played with the spinning top', name: 'playing', kind: 'playing', thing: { the: 'the spinning top', plural: false } })!;
    expect([kit.tries, kit.setback].flat(2).join(' ')).not.toMatch(HURT);
  });

  it('tells play at a place named in passing as the play, and keeps a place entry whose own words are the doing', () => {
    expect(readTheme('riding his scooter in the park').kind).toBe('day');
    expect(readTheme('skipping in the playground').kind).toBe('day');
    expect(readTheme('going on the swings')).toMatchObject({ kind: 'catalogue', entry: { id: 'playground' } });
    expect(readTheme('kicking a football in the park')).toMatchObject({ kind: 'catalogue', entry: { id: 'football' } });
  });
});
