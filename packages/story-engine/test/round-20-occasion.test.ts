import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { readTheme } from '../src/understand/read-theme';

type Who = { name: string; kind: 'child' | 'grown-up'; pronoun: 'she' | 'he' };

function book(theme: string, age: string, cast: Who[], length = 'short', seed = 200301) {
  const inputs = storyInputsSchema.parse({ characters: cast.map((member) => ({ ...member, appearance: {}, traits: [] })), age_group: age, story_length: length, tone: 'funny', theme });
  const idea = writeIdea(inputs, seed);
  return { idea, text: writeStory(idea, inputs).map((page) => page.text).join(' ') };
}

const max = { name: 'Max', kind: 'child', pronoun: 'he' } as const;
const lily = { name: 'Lily', kind: 'child', pronoun: 'she' } as const;

/** A stock plot's props: the quest's old map, the rescue's way home, the lullaby's night journey, the post's parcel. */
const STOCK = /\bold map\b|\bforest\b|\bway home\b|\blullaby\b|\bletterbox\b|\bdoorbell\b|\bpine cone\b/i;

describe('round 20 (occasion): a game at an occasion is the occasion\'s day, with the game its middle', () => {
  it('tells a treasure hunt at Lily\'s birthday party at the party, with clues and Lily\'s cake, never the forest quest (held-out read 45)', () => {
    const { idea, text } = book('a treasure hunt at Lily\'s birthday party', '6-8', [max, lily]);
    expect(idea.plot).not.toBe('quest');
    expect(text).toMatch(/Lily's birthday party/);
    expect(text).toMatch(/\bclues?\b/);
    expect(text).toMatch(/"Happy Birthday" to Lily/);
    expect(text).not.toMatch(STOCK);
  });

  it('reads every occasion named with at, for or on, with its host, and the game played there', () => {
    const cases: [string, string, string][] = [
      ['musical chairs at Noah\'s party', 'Noah\'s party', 'musical chairs'],
      ['pass the parcel at the Christmas party', 'the Christmas party', 'pass the parcel'],
      ['hide and seek at the wedding', 'the wedding', 'hide and seek'],
      ['the piñata at Mateo\'s party', 'Mateo\'s party', 'the piñata'],
      ['a scavenger hunt at the school fair', 'the school fair', 'the treasure hunt'],
      ['a treasure hunt for Ben\'s birthday', 'Ben\'s birthday', 'the treasure hunt'],
      ['the magic show at my birthday', '{his} birthday', 'the magic show'],
      ['musical statues at my party', '{his} party', 'musical statues'],
      ['face painting at the summer fete', 'the summer fete', 'the face painting'],
      ['pin the tail on the donkey at Ava\'s party at soft play', 'Ava\'s party', 'pin the tail on the donkey'],
      ['an egg hunt at the Easter party', 'the Easter party', 'the egg hunt'],
      ['hide and seek at Aunt Bea\'s wedding', 'Aunt Bea\'s wedding', 'hide and seek'],
      ['hide and seek at Mia\'s sleepover', 'Mia\'s sleepover', 'hide and seek'],
      ['playing sleeping lions at Zoe\'s party', 'Zoe\'s party', 'sleeping lions'],
      ['the conga at the street party', 'the street party', 'the conga'],
    ];
    // A worry about the game is met there: the party's day, opened on the worry.
    const worried = readTheme('scared of the magician at Ben\'s party');
    expect(worried.kind === 'day' && worried.day.worried && worried.day.occasion?.game?.name).toBe('the magic show');
    for (const [theme, occasion, game] of cases) {
      const reading = readTheme(theme);
      expect(reading.kind, theme).toBe('day');
      const day = reading.kind === 'day' ? reading.day : undefined;
      expect(day?.occasion?.name, theme).toBe(occasion);
      expect(day?.occasion?.game?.name, theme).toBe(game);
    }
  });

  it('plays the game in its own steps at any age, and says the occasion', () => {
    const told: [string, string, Who[], RegExp[]][] = [
      ['pass the parcel at the Christmas party', '0-2', [{ name: 'Zara', kind: 'child', pronoun: 'she' }], [/Christmas party/, /pass the parcel/, /layer/]],
      ['musical chairs at Noah\'s party', '3-5', [{ name: 'Leo', kind: 'child', pronoun: 'he' }], [/Noah's party/, /musical chairs/, /the music/]],
      ['hide and seek at Aunt Bea\'s wedding', '9-12', [{ name: 'Jonah', kind: 'child', pronoun: 'he' }, { name: 'Aunt Bea', kind: 'grown-up', pronoun: 'she' }], [/Aunt Bea's wedding/, /hide and seek/, /Aunt Bea came out married/]],
    ];
    for (const [theme, age, cast, said] of told) {
      const { text } = book(theme, age, cast, 'medium');
      for (const words of said) expect(text, theme).toMatch(words);
      expect(text, theme).not.toMatch(STOCK);
    }
  });

  it('holds a piñata safely: a grown-up on the rope, everyone standing back', () => {
    const { text } = book('the piñata at Mateo\'s party', '3-5', [max], 'medium');
    expect(text).toMatch(/piñata/);
    expect(text).toMatch(/stood well back/);
  });

  it('tells a party game said alone at a party, and the hero\'s own party with no drop-off', () => {
    expect(book('musical chairs', '3-5', [max]).idea.plot).not.toBe('bedtime-journey');
    const own = book('musical statues at my party', '6-8', [max, lily], 'medium').text;
    expect(own).toMatch(/\bhis party\b/);
    expect(own).not.toMatch(/dropped Max off|waved goodbye/);
  });
});
