import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { readTheme } from '../src/understand/read-theme';
import { builtThereLines } from '../src/plots/built-there-lines';

/**
 * Round 18 (nested): an occasion or doing inside another day or place is the story, and the outer one only where it is
 * (held-out reads 39–40: a sandcastle competition told as a beach day, the little train as the park's slide, a 5k's
 * training as sports day, not invited to the sleepover as having one, the dark on a camping trip as the bedroom's).
 */
type Age = '0-2' | '3-5' | '6-8' | '9-12';
const book = (theme: string, age: Age, grownUp = 'Mum') => {
  const cast = [{ name: 'Ava', kind: 'child', pronoun: 'she' }, { name: grownUp, kind: 'grown-up', pronoun: 'she' }];
  const inputs = storyInputsSchema.parse({ characters: cast, age_group: age, story_length: 'medium', theme });
  return writeStory(writeIdea(inputs, 1830901), inputs).map((page) => page.text);
};
const middle = (pages: string[]) => pages.slice(1, -1).join(' ');
const told = (theme: string) => {
  const reading = readTheme(theme);
  return reading.kind === 'catalogue' ? `catalogue:${reading.entry.id}` : reading.kind;
};

describe('an occasion nested in another day', () => {
  it('reads the inner occasion as the story, and keeps an entry that tells it or is no day', () => {
    expect(told('the sandcastle competition on our beach holiday')).toBe('contest');
    expect(told('the wheelbarrow race at sports day')).toBe('contest');
    expect(told('a ride on the little train at the park')).toBe('catalogue:trains');
    expect(told('everyone in my class got invited to the sleepover except me')).toBe('catalogue:left-out');
    expect(told('training for a 5k fun run with my dad')).toBe('day');
    expect(told('too scared to go in the tent at the campsite when its dark')).toBe('catalogue:fear-of-the-dark');
    expect(told('the carousel at the fair')).toBe('day');
    // The entry's own contest, and outer words that are no day or place, stay as they were.
    expect(told('sports day egg and spoon race')).toBe('catalogue:sports-day');
    expect(told('wellies on the wrong feet')).toBe('catalogue:shoes-on');
    expect(told('visiting grandad in the nursing home')).toBe('catalogue:care-home-visit');
  });

  it('tells a ride at a place in the ride\'s own lines, the place said on the first page and whoever comes along a person', () => {
    const pages = book('the carousel at the fair with grandma', '3-5', 'Grandma');
    expect(pages[0]).toMatch(/carousel at the fair\b/);
    expect(pages[0]).not.toMatch(/with grandma/);
    expect(middle(pages)).toMatch(/painted horse/);
    expect(middle(pages)).not.toMatch(/helter-skelter/);
  });

  it('tells a sandcastle or snowman contest built there against the clock, never entries laid out on tables', () => {
    const pages = middle(book('the sandcastle competition on our beach holiday', '6-8'));
    expect(pages).toMatch(/whistle/);
    expect(pages).not.toMatch(/long tables/);
    expect(JSON.stringify(builtThereLines('snowman building'))).toMatch(/snowball/);
    expect(JSON.stringify(builtThereLines('snowman building'))).not.toMatch(/drawbridge|tide/);
  });

  it('tells a feeling at its occasion there: the invitations, the dark tent, the sack race', () => {
    expect(middle(book('not being invited to the party everyone else is going to', '6-8'))).toMatch(/invitations/);
    const tent = middle(book('scared of the dark on a camping trip', '9-12'));
    expect(tent).toMatch(/tent/);
    expect(tent).not.toMatch(/night-light/);
    const sack = middle(book('the sack race at sports day', '6-8'));
    expect(sack).toMatch(/sack/);
    expect(sack).not.toMatch(/put the egg back on the spoon/);
  });

  it('tells training for a run as the practice runs and the stitch', () => {
    const pages = middle(book('training for a 5k fun run with my dad', '9-12', 'Dad'));
    expect(pages).toMatch(/stitch/);
    expect(pages).not.toMatch(/egg and spoon|choo/i);
  });
});
