import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { BUILT_IN_THEMES } from '@studio/contracts/story-themes';
import { writeIdea, writeStory } from '../src/index';
import { readTheme } from '../src/understand/read-theme';
import { readNamedPlace } from '../src/understand/read-named-place';
import { ROUND_16B_OLDER_KITS } from '../src/world/catalogue/round-16b-older-entries';

/** Round 16b's untold shapes of 6-12 year olds (`world/catalogue/round-16b-older-entries.ts`), and the words that reach them. */
const entryOf = (typed: string) => {
  const reading = readTheme(typed);
  return reading.kind === 'catalogue' ? reading.entry.id : reading.kind;
};
const book = (theme: string, age: '6-8' | '9-12') => {
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Ivy', kind: 'child', pronoun: 'she' }, { name: 'Mum', kind: 'grown-up', pronoun: 'she' }], age_group: age, story_length: 'short', tone: 'gentle', theme });
  return writeStory(writeIdea(inputs, 1930901), inputs).map((page) => page.text).join('\n');
};

describe('round 16b: older children\'s shapes nothing told', () => {
  it('reads each new shape as its own entry, never a market, an errand or a general day', () => {
    expect(entryOf('selling our old toys at a car boot sale')).toBe('car-boot-sale');
    expect(entryOf('a table top sale of my old books')).toBe('car-boot-sale');
    expect(entryOf('the farmers market')).toBe('market');
    expect(entryOf('helping out at the charity shop on Saturdays')).toBe('volunteering');
    expect(entryOf('helping at the food bank at church')).toBe('volunteering');
    expect(entryOf('we have to use the food bank')).toBe('money-tight');
    expect(entryOf('my cousins are visiting from australia')).toBe('cousins-visiting');
    expect(entryOf('cousins coming over from canada for the summer')).toBe('cousins-visiting');
    // The entry's lines are the cousins': an auntie's visit is not told as theirs.
    expect(entryOf('my auntie is visiting from pakistan')).not.toBe('cousins-visiting');
    expect(entryOf('finding a wallet on the way home from school')).toBe('found-a-wallet');
    expect(entryOf('found a purse in the park and handed it in')).toBe('found-a-wallet');
    expect(entryOf('learning my times tables')).toBe('times-tables');
    expect(entryOf('she struggles with her times tables')).toBe('times-tables');
    expect(entryOf('my best friend is muslim and we go to each others celebrations')).toBe('friends-festivals');
    expect(entryOf('my friend celebrates eid and I celebrate christmas')).toBe('friends-festivals');
    expect(entryOf('litter picking in the park')).toBe('litter-pick');
    expect(entryOf('a beach clean with the scouts')).toBe('litter-pick');
    expect(entryOf('doing his bronze duke of edinburgh walk')).toBe('expedition');
    expect(entryOf('writing to a pen friend in spain')).toBe('friend-far-away');
  });

  it('tells the times table the parent names with its own numbers, and the sevens when none is named', () => {
    const eights = book('finding the 8 times table really hard', '6-8');
    expect(eights).toMatch(/eights/);
    expect(eights).not.toMatch(/sevens/);
    expect(book('learning my times tables', '6-8')).toMatch(/sevens/);
  });

  it('offers every new entry among the built-in themes', () => {
    const offered = new Set(BUILT_IN_THEMES.map((theme) => theme.id));
    for (const kit of ROUND_16B_OLDER_KITS) expect(offered.has(kit.entry.id), kit.entry.id).toBe(true);
  });

  it('reads a day of the week as a time, never a far place', () => {
    expect(readNamedPlace('helping out at the charity shop on Saturdays')?.far).toBeUndefined();
  });

  it('tells the car boot sale as selling, the food bank as its own hall, and a pen pal as never met', () => {
    expect(book('selling our old toys at a car boot sale', '6-8')).toMatch(/sell/);
    expect(book('selling our old toys at a car boot sale', '6-8')).not.toMatch(/honey|three coins/);
    const food = book('volunteering at the food bank with mum', '9-12');
    expect(food).toMatch(/food bank|tins/);
    expect(food).not.toMatch(/charity shop|money was tight/);
    const pen = book('getting a letter from my pen pal', '9-12');
    expect(pen).toMatch(/pen pal/);
    expect(pen).not.toMatch(/moved far away|empty seat/);
    // The pen pal is in Spain; the hero never goes there.
    expect(book('writing to a pen friend in spain', '9-12')).not.toMatch(/At last they were in Spain/);
  });
});
