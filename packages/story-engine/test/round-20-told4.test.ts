import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { TONE_KITS } from '../src/world/tones';
import { climbAfterHardest } from '../src/plots/tries-climb';
import type { StoryContext } from '../src/story/story-context';

/** Round 20 (told4): told books held at 3 by a flat middle, named feelings, a stated lesson and an end that forgets the start. */
function book(theme: string, age: string, length = 'short', seed = 1, tone = 'gentle') {
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Tia', kind: 'child', pronoun: 'she', traits: [], appearance: {} }, { name: 'Dad', kind: 'grown-up', pronoun: 'he', traits: [], appearance: {} }], age_group: age, story_length: length, tone, theme });
  const idea = writeIdea(inputs, seed);
  return { idea, pages: writeStory(idea, inputs).map((page) => page.text) };
}

const STOCK_GOING_ON = /\bTia (?:kept going|did not stop|tried again|went on, all the same)\./;

describe('round 20 (told4): a told book that rises and comes back to its start', () => {
  it('measures the hardest go against the first one, which went wrong, where a stock "kept going" was', () => {
    for (const [theme, age, length] of [['jumping in piles of autumn leaves', '6-8', 'medium'], ['the tractor at the farm', '9-12', 'medium']] as const) {
      const text = book(theme, age, length).pages.join(' ');
      expect(text, theme).toMatch(/That was worse than the time she [^.]*\b(?:but|and)\b[^.]*\. But Tia was not giving up now\./);
      expect(text, theme).not.toMatch(STOCK_GOING_ON);
    }
  });

  it('measures it only against a go at the same thing: eating a mooncake is no worse go at the lantern', () => {
    const ctx = { age: '6-8', hero: { name: 'Tia', he: 'she', was: 'was' } } as unknown as StoryContext;
    const first = 'the time she swung the lantern high and it bumped the door frame';
    expect(climbAfterHardest(ctx, first, '{hero} wanted to eat a whole mooncake, but it was far too rich and sweet.', '{hero} ran ahead down the path with it. the mid-autumn festival')).toBeUndefined();
    expect(climbAfterHardest(ctx, first, '{hero} held the lantern up, but its stick snapped.')).toMatch(/^That was worse than the time she swung the lantern/);
  });

  it('shows a tone\'s feeling in the body, never names it as "felt warm" or "felt bold and brave"', () => {
    for (const kit of Object.values(TONE_KITS)) for (const line of kit.flourishes) expect(String(line)).not.toMatch(/\bfelt (?:warm|bold|snug)\b|made everything feel better/);
  });

  it('shows the moment the hero sees the way in the body, never "And all at once, Tia knew."', () => {
    for (const seed of [1, 2]) {
      const text = book('building a den', '3-5', 'long', seed).pages.join(' ');
      expect(text).toMatch(/eyes went wide\.|looked again, and nodded slowly\./);
      expect(text).not.toMatch(/knew what to (?:do|try)\.|all at once, \w+ knew\./);
    }
  });

  it('ends a board book on the hero\'s own few words, not the stock lesson said to a toddler', () => {
    const { idea, pages } = book('watching the washing machine', '0-2');
    expect(pages.at(-1)).not.toMatch(/knew: |found out something|knew it for sure|warmer place/);
    expect(idea.summary).not.toMatch(/learns that/);
    expect(idea.summary).toMatch(/in the end/);
  });

  it('answers the first page\'s worry on the last page of a book for six to eight, in the hero\'s own words', () => {
    for (const seed of [1, 2]) {
      const { pages } = book('looking at the stars at night', '6-8', 'short', seed);
      expect(pages.slice(0, 3).join(' ')).toContain('What if I can\'t see anything?');
      expect(pages.at(-1)).toMatch(/"What if I can't see anything\?"/);
    }
  });
});
