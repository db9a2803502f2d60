import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { OLDER_BY_ENTRY } from '../src/world/catalogue/older-lines';

/**
 * Round 16 (older): a nine-to-twelve's thin page and the page meeting the friends carried a kind's nameless aside
 * ("tucked that away, to think about later", "watched the grown-ups' faces"), and the friend's silent look twice a book;
 * a chess tournament's grandad said what a recital's dad said ("Nobody remembers the scores"). Each is now the theme's
 * own: its notices, a first detail the book never said, the hero's own worry looked back on after the turn, and the
 * grown-up's and the friend's words about this day.
 */
const book = (theme: string, seed: number, cast: { name: string; kind: string; pronoun: string }[] = []) => {
  const characters = [{ name: 'Rosa', kind: 'child', pronoun: 'she', traits: [] }, ...(cast.length ? cast : [{ name: 'Sam', kind: 'child', pronoun: 'he' }]).map((one) => ({ traits: [], ...one }))];
  const inputs = storyInputsSchema.parse({ characters, age_group: '9-12', story_length: 'long', theme, tone: 'heartwarming' });
  return writeStory(writeIdea(inputs, seed), inputs).map((page) => page.text);
};
const NAMELESS = /tucked that away, to think about later|watched the grown-ups' faces|had done this before had stopped noticing|own face in a window|carrying something like this around|nobody could tell from the outside|fix it in (?:his|her|their) head, just the way/;

describe('an older book\'s thin pages', () => {
  const secondary = book('starting secondary school', 1820500);
  const shy = book('feeling shy', 1820501);

  it('meet the friends with what the hero notices of THIS day, never a nameless aside', () => {
    expect(secondary[1]).toMatch(/secondary school|Year 7|walked in a line/);
    for (const pages of [secondary, shy]) expect(pages.join('\n')).not.toMatch(NAMELESS);
  });

  it('look back after the turn at the worry in the hero\'s own words, once', () => {
    const text = shy.join('\n');
    expect(text.match(/"Everyone will look at me," Rosa had said, at the start of it all|Rosa remembered saying "Everyone will look at me"/g)).toHaveLength(1);
  });

  it('give the friend one silent look a book at most', () => {
    for (const pages of [secondary, shy]) expect((pages.join('\n').match(/raised an eyebrow, and \w+ knew exactly|glanced back; neither of them needed/g) ?? []).length).toBeLessThanOrEqual(1);
  });
});

describe('an older book\'s grown-up and friend', () => {
  it('say what only this day gives them to say, and the hero why it matters', () => {
    expect(OLDER_BY_ENTRY['chess']?.grownUpSays).toBeDefined();
    const chess = book('my grandad is teaching me to play chess', 1820502, [{ name: 'Grandad', kind: 'grown-up', pronoun: 'he' }]).join('\n');
    expect(chess).toMatch(/Sit on your hands|The clock is not your enemy/);
    expect(chess).not.toMatch(/Nobody remembers the scores/);
    // Why the day matters, in its own words, not the kind's "it would only happen once".
    expect(chess).toMatch(/won plenty of games at the kitchen table/);
    expect(chess).not.toMatch(/it would only happen once|There was no practising/);
  });
});
