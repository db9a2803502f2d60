import { describe, expect, it } from 'vitest';
import { readTheme } from '../src/understand/read-theme';
import { writeIdea, writeStory } from '../src/index';

const cast = [
  { name: 'Rosa', kind: 'child' as const, pronoun: 'she' as const, traits: [], appearance: {} },
  { name: 'Papa', kind: 'grown-up' as const, pronoun: 'he' as const, traits: [], appearance: {} },
];
const entryOf = (theme: string) => { const reading = readTheme(theme); return reading.kind === 'catalogue' ? reading.entry.id : reading.kind; };
function book(theme: string, length: 'short' | 'medium' | 'long') {
  const inputs = { characters: cast, age_group: '0-2', story_length: length, tone: 'gentle', art_style: 'flat', language: 'en', theme } as never;
  return writeStory(writeIdea(inputs, 11), inputs).map((page) => page.text).join('\n');
}

describe("a little one's everyday wonders", () => {
  it('are entries of their own, giving way to the older entries their words share', () => {
    expect(entryOf('teething')).toBe('teething');
    expect(entryOf('her first tooth is coming through')).toBe('teething');
    expect(entryOf('losing his first tooth')).toBe('wobbly-tooth');
    expect(entryOf('playing peepo with grandma')).toBe('peekaboo');
    expect(entryOf('stacking blocks and knocking them down')).toBe('block-towers');
    expect(entryOf('my little sister keeps knocking down my towers')).not.toBe('block-towers');
    expect(entryOf('watching the washing machine go round')).toBe('washing-machine');
  });

  it('tell the day itself: the teether, the boo, the crash, the spin', () => {
    expect(book('teething', 'medium')).toMatch(/teether/);
    expect(book('peekaboo', 'short')).toMatch(/Peekaboo!/);
    expect(book('stacking blocks and knocking them down', 'short')).toMatch(/Crash!|CRASH!/);
    expect(book('watching the washing machine go round', 'short')).toMatch(/Round and round|round they went/i);
  });

  it('say a worry again with a comma before "said", never a full stop', () => {
    const text = book('teething', 'medium');
    expect(text).not.toMatch(/\."\s+\w+ said again/);
  });

  it('never have a parent carry a bag about the house', () => {
    expect(book('peekaboo', 'medium')).not.toMatch(/carried the bag/);
  });
});
