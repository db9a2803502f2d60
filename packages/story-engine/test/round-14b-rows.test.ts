import { describe, expect, it } from 'vitest';
import { readDay } from '../src/understand/read-day';
import { dayWords } from '../src/understand/day-words';
import { readTheme } from '../src/understand/read-theme';
import { rowOf } from '../src/plots/row-kit';
import { stepFree } from '../src/plots/step-free';
import { writeIdea, writeStory } from '../src/index';
import { THING_ROWS } from '../src/world/days/thing-rows';

/**
 * Round 14b (rows): days out and things made as parents type them (when it was, a first go, a bare verb, whom it is
 * for) read as the day, new rows for places and things that were told in general lines, and a wheelchair user's day at
 * a place of stairs told the step-free way.
 */
const bookOf = (theme: string, traits: string[] = [], seed = 1_630_500) => {
  const inputs = { characters: [{ name: 'Nia', kind: 'child', pronoun: 'she', traits, appearance: {} }], age_group: '6-8', story_length: 'short', tone: 'gentle', art_style: 'flat', language: 'en', theme } as never;
  return writeStory(writeIdea(inputs, seed), inputs).map((page) => page.text).join('\n');
};

describe('the day as parents type it', () => {
  it('leaves off when the day was, and reads a first go, a bare verb and a day told as done', () => {
    expect(dayWords('we went to the planetarium on saturday')).toBe('going to the planetarium');
    expect(dayWords('our trip to the lighthouse last summer')).toBe('our trip to the lighthouse');
    expect(dayWords('a trip to the animal sanctuary in the summer holidays')).toBe('a trip to the animal sanctuary');
    expect(readDay('go to the waterfall')?.place).toBe('the waterfall');
    expect(readDay('her first go at the climbing wall')?.place).toBe('the climbing wall');
    expect(readDay('go karting with dad')?.with).toBe('Dad');
    expect(readDay('an evening at the observatory')?.place).toBe('the observatory');
    expect(readDay("we're going to the planetarium tomorrow")?.place).toBe('the planetarium');
    expect(readDay('took the kids to the science centre')?.place).toBe('the science centre');
    expect(readDay('taking nana to the garden centre')).toMatchObject({ place: 'the garden centre', with: 'Grandma' });
    expect(readDay('we made slime')?.thing?.the).toBe('the slime');
    expect(readDay('going to watch the hot air balloons')?.place).toBe('the hot air balloons');
    // Going to a place for the first time is the day out, never a knack learnt ("goed to the theatre").
    // (Round 16: a show watched is its own entry, the going to a show.)
    expect(readTheme('going to the theatre for the first time')).toMatchObject({ kind: 'catalogue', entry: { id: 'going-to-a-show' } });
  });

  it('reads whom a thing is made for apart, and a hyphened word as part of the thing', () => {
    const bombs = readDay('making bath bombs for nana');
    expect(bombs?.thing?.the).toBe('the bath bombs');
    expect(bombs?.doing).toBe('making bath bombs for Nana');
    expect(readDay('making a thank you card for his teacher')?.thing?.the).toBe('the thank-you card');
    expect(readDay('making a papier mache mask')?.thing?.the).toBe('the papier-mâché mask');
    expect(readDay('making a photo album for grandad')?.doing).toBe('making a photo album for Grandad');
  });

  it('tells a science centre, a waterfall, candles and the races in their own rows', () => {
    expect(rowOf(readDay('a trip to the science centre')!)?.shape).toBe('helper');
    expect(rowOf(readDay('walking to the waterfall')!)?.name).toBe('a waterfall');
    expect(rowOf(readDay('a day at the races')!)?.name).toBe('a day at the races');
    expect(rowOf(readDay('a walk round the nature reserve')!)?.shape).toBe('wait');
    expect(rowOf(readDay('making a bug hotel in the garden')!)?.name).toBe('a bug hotel');
    // A thing decorated is its row's only where the row tells decorating it: painting a bird box is no building it.
    expect(rowOf(readDay('decorating a gingerbread house')!)?.name).toBe('a gingerbread house');
    expect(rowOf(readDay('painting the bird box')!)).toBeUndefined();
    // The risky step is the grown-up's, in the row's own rule.
    expect(rowOf(readDay('making candles with mum')!)?.rule).toMatch(/only \{grownup\} would pour the hot wax/);
  });
});

describe('a place of stairs for a wheelchair user', () => {
  it('says the step-free way for a hero who uses a wheelchair, the stairs for everyone else', () => {
    expect(stepFree('{onfoot:up the stairs|round the path}', true)).toBe('round the path');
    expect(stepFree('{onfoot:{hero} climbed|{hero} went round}', false)).toBe('{hero} climbed');
    const wheeling = bookOf('a trip to the lighthouse', ['uses a wheelchair']);
    expect(wheeling).not.toMatch(/wheels got tired|staircase went round|raced up the stairs|\{onfoot/);
  });

  it('gives every step-free line of the table both its ways, whole', () => {
    const lines = THING_ROWS.flatMap((row) => Object.values(row).flat().filter((value): value is string => typeof value === 'string'));
    const stepped = lines.filter((line) => line.includes('{onfoot:'));
    expect(stepped.length).toBeGreaterThan(10);
    for (const line of stepped) for (const wheels of [true, false]) expect(stepFree(line, wheels)).not.toMatch(/onfoot|\|/);
  });
});
