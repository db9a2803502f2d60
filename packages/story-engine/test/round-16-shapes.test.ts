import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { BUILT_IN_THEMES } from '@studio/contracts/story-themes';
import { writeIdea, writeStory } from '../src/index';
import { readTheme } from '../src/understand/read-theme';
import { ROUND_16_KITS } from '../src/world/catalogue/round-16-entries';

/** Round 16's shapes nothing read (`world/catalogue/round-16-*.ts`): festivals, ceremonies, days at home, and words mended. */
const entryOf = (typed: string) => {
  const reading = readTheme(typed);
  return reading.kind === 'catalogue' ? reading.entry.id : reading.kind;
};
const book = (theme: string, age: '0-2' | '3-5' | '6-8' | '9-12', cast: { name: string; kind: 'child' | 'grown-up'; pronoun: 'she' | 'he' }[]) => {
  const inputs = storyInputsSchema.parse({ characters: cast, age_group: age, story_length: 'short', tone: 'gentle', theme });
  const idea = writeIdea(inputs, 1860501);
  return { idea, text: writeStory(idea, inputs).map((page) => page.text).join('\n') };
};

describe('round 16: shapes nothing read', () => {
  it('reads festivals of many faiths as their own, never ballet or a stock plot', () => {
    expect(entryOf('Navratri and garba dancing')).toBe('navratri');
    expect(entryOf('dandiya night')).toBe('navratri');
    expect(entryOf('Raksha Bandhan with my brother')).toBe('raksha-bandhan');
    expect(entryOf('Day of the Dead with abuela')).toBe('day-of-the-dead');
    expect(entryOf('making an ofrenda')).toBe('day-of-the-dead');
    expect(entryOf('Purim costumes and a megillah reading')).toBe('purim');
    expect(entryOf('Sukkot and building the sukkah')).toBe('sukkot');
    expect(entryOf('Nowruz with haft sin table')).toBe('nowruz');
    expect(entryOf('celebrating Onam with a flower carpet')).toBe('onam');
    expect(entryOf('ganesh chaturthi and making a clay ganesha')).toBe('ganesh-chaturthi');
  });

  it('reads a family ceremony as its entry, whoever\'s it is and wherever', () => {
    expect(entryOf('her christening')).toBe('christening');
    expect(entryOf("my little sister's christening")).toBe('christening');
    expect(entryOf('her first holy communion')).toBe('first-communion');
    expect(entryOf("my sister's bat mitzvah")).toBe('bar-mitzvah');
    // A concert somewhere is still an occasion there: only an entry that is the occasion itself keeps it (`ownOccasion`).
    expect(entryOf('a concert at the town hall')).toBe('day');
  });

  it('reads days at home and words parents use for entries already there', () => {
    expect(entryOf('being adopted and having two families')).toBe('adopted');
    expect(entryOf('new neighbours moving in next door')).toBe('new-neighbours');
    expect(entryOf('having hiccups that wont stop')).toBe('hiccups');
    expect(entryOf('a fox in our garden')).toBe('fox-in-the-garden');
    expect(entryOf('giving up his bottle')).toBe('dummy-goodbye');
    expect(entryOf('message in a bottle')).not.toBe('dummy-goodbye');
    expect(entryOf('the baby has started crawling everywhere')).toBe('first-steps');
    expect(entryOf('bugs crawling in the garden')).not.toBe('first-steps');
    expect(entryOf('getting a new bed')).toBe('own-bed');
    expect(entryOf('too much time gaming')).toBe('screen-time');
    expect(entryOf('someone being mean online')).toBe('being-bullied');
    expect(entryOf('mum has cancer')).toBe('grandparent-ill');
    expect(entryOf('mum is having chemo')).toBe('grandparent-ill');
    // Giving something up is no lesson in not giving up.
    expect(entryOf('giving up the night feed')).not.toBe('mistakes');
    expect(entryOf('giving up too easily')).toBe('mistakes');
    expect(entryOf('a funeral for great grandma')).toBe('grandparent-goodbye');
  });

  it('offers every new entry among the built-in themes', () => {
    const offered = new Set(BUILT_IN_THEMES.map((theme) => theme.id));
    for (const kit of ROUND_16_KITS) expect(offered.has(kit.entry.id), kit.entry.id).toBe(true);
  });

  it('tells the bottle in its own things, never the dummy fairy', () => {
    const { text } = book('giving up his bottle', '0-2', [{ name: 'Alfie', kind: 'child', pronoun: 'he' }, { name: 'Mummy', kind: 'grown-up', pronoun: 'she' }]);
    expect(text).toMatch(/cup/);
    expect(text).not.toMatch(/dumm(?:y|ies)|dummy fairy/i);
  });

  it('tells a sister\'s bat mitzvah as hers, with the hero lifting the chair', () => {
    const { text } = book("my sister's bat mitzvah", '9-12', [{ name: 'Tamar', kind: 'child', pronoun: 'she' }]);
    expect(text).toMatch(/her sister/);
    expect(text).toMatch(/chair/);
    expect(text).not.toMatch(/\{|cousin/);
  });
});
