import { describe, expect, it } from 'vitest';
// The engine first, as the product loads it: read-day imported alone first leaves the frames' day id unset (round 17's left list).
import { writeIdea, writeStory } from '../src/index';
import { readDay } from '../src/understand/read-day';
import { dayKit } from '../src/plots/day-kits';
import { rowOf, thingOfRow } from '../src/plots/row-kit';
import { THING_ROWS, thingRowOf } from '../src/world/days/thing-rows';

/**
 * Round 14 (frames' lines particular to the noun): a day the table knows (`world/days/thing-rows.ts`) is told in its own
 * lines with the middle its problem has, a made thing of no known stuff loses the tape and glue, and "with nanny" is
 * whom, not what from.
 */
const bookOf = (theme: string, age = '3-5', seed = 1_570_500) => {
  const inputs = { characters: [{ name: 'Nia', kind: 'child', pronoun: 'she', traits: [], appearance: {} }], age_group: age, story_length: 'short', tone: 'gentle', art_style: 'flat', language: 'en', theme } as never;
  const idea = writeIdea(inputs, seed);
  return { idea, text: writeStory(idea, inputs).map((page) => page.text).join('\n') };
};

describe('the day frame told in the lines of its own thing', () => {
  it('finds a row by the day\'s place, thing or doing, and only for a day out, a thing made or a doing', () => {
    expect(thingRowOf('the planetarium')?.shape).toBe('wait');
    expect(thingRowOf('the climbing wall')?.shape).toBe('helper');
    expect(thingRowOf('the slime')?.shape).toBe('fix');
    // Crabbing at the harbour is crabbing, not the harbour's boats.
    expect(rowOf(readDay('going crabbing at the harbour')!)?.name).toBe('crabbing');
    // An errand keeps its own kit of the queue and the counter.
    expect(rowOf(readDay('going to the post office')!)).toBeUndefined();
    // The row's lines say the place, not whom the day is spent with.
    expect(thingOfRow(readDay('going to the theatre with nanny')!)).toBe('the theatre');
    expect(thingRowOf('the museum of steam')).toBeUndefined();
    expect(thingRowOf('the fairy garden')?.name).toBe('a fairy garden');
  });

  it('tells a place in what is seen and done there, never the sign, the best spot and the bench of any day out', () => {
    const { idea, text } = bookOf('a trip to the planetarium');
    expect(text).toMatch(/\b(?:stars|ceiling|Plough)\b/);
    expect(text).not.toMatch(/\b(?:sign by the gate|best spot|sat on a bench)\b/);
    // A wait: the turn waits, and the lesson is patience.
    expect(text).toMatch(/waited/);
    expect(idea.summary).toMatch(/is really like \(/);
    expect(idea.summary).not.toMatch(/in a general way/);
  });

  it('chooses the middle by the thing\'s own problem: a helper who knows, a fix that works', () => {
    const wall = dayKit(readDay('going to the climbing wall')!)!;
    expect(wall.turn).toEqual([expect.stringMatching(/instructor/)]);
    expect(wall.lesson).toBe('listening');
    const slime = dayKit(readDay('making slime')!)!;
    expect(slime.turn).toEqual([expect.stringMatching(/a tiny splash at a time/)]);
    expect(slime.lesson).toBe('perseverance');
    const { text } = bookOf('making slime with my sister', '6-8');
    expect(text).toMatch(/knead/);
    expect(text).not.toMatch(/\b(?:tape|scissors|wide, flat piece)\b/);
  });

  it('says a made thing\'s tape and glue only of a box model or a thing of boxes and paper', () => {
    const garden = bookOf('making a terrarium');
    expect(garden.text).not.toMatch(/\b(?:tape|glue|scissors)\b/);
    expect(garden.idea.summary).toMatch(/in a general way/);
    expect(bookOf('making a robot out of boxes').text).toMatch(/\b(?:tape|glue|scissors)\b/);
  });

  it('reads "with nanny" and "with my brother" as whom a thing is made with, not what from', () => {
    expect(readDay('making a robot with my brother')?.material).toBeUndefined();
    expect(readDay('making playdough with nanny')?.material).toBeUndefined();
    expect(readDay('making a robot out of boxes')?.material).toBe('the boxes');
  });

  it('keeps a grown-up or the one in charge in every row\'s line with a ladder, a saw, a drill, scissors, a road or a needle', () => {
    const risky = /\b(?:ladder|sawed|sawing|drill|drilled|scissors|road|kerb|needle|oven|hob)\b|\bthe saw\b/i;
    const lines = THING_ROWS.flatMap((row) => [row.ready, row.see, row.rule, ...row.tries, row.hard, row.fix, row.done, ...row.senses, row.after, row.end]);
    expect(lines.filter((line) => risky.test(line) && !/\{grownup\}|instructor|guide|keeper|miller|\bman\b|\blady\b/.test(line))).toEqual([]);
  });
});
