import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { castFromCharacter } from '../src/cast/cast-member';
import { lowPointRibbed } from '../src/plots/low-point-ribbed';
import { heroBet } from '../src/plots/hero-bet';
import { olderStockPartsOf } from '../src/plots/cast-parts';

const book = (age_group: string, theme: string, seed: number, pal = { name: 'Dad', kind: 'grown-up', pronoun: 'he' }) => {
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Leo', kind: 'child', pronoun: 'he' }, pal], age_group, story_length: 'medium', theme, tone: 'gentle' });
  return writeStory(writeIdea(inputs, seed), inputs).map((page) => page.text);
};

describe('the hero\'s bet before the last try (round 18)', () => {
  // Held-out reads 37-40: "Leo shut his eyes and pictured the moment when the new neighbours were not strangers any more."
  // in nearly every told 6-12 book, a feeling told with nothing for the end to pay off. One book, read by both tests.
  let pages: string[] | undefined;
  const older = () => (pages ??= book('9-12', 'going to the farm', 1880001));

  it('is said in the hero\'s voice and paid back, later, on the page where it came right', () => {
    const made = older().findIndex((text) => /"(?:Bet you|If this works|If this goes wrong|Marks out of ten)/.test(text));
    const paid = older().findIndex((text) => /best bet Leo had ever lost|laughed so hard he had to sit down|no moon, then|Marks out of ten now/.test(text));
    expect(made).toBeGreaterThan(0);
    expect(paid).toBeGreaterThan(made);
    expect(older().join(' ')).not.toMatch(/pictured the moment when/);
  });

  it('answers a small choice in words, never "Nobody chose for him" or "chose quickly, before he could start worrying"', () => {
    expect(older().join(' ')).not.toMatch(/Nobody chose for|chose quickly, before|before anyone could offer to help|nobody else had decided it/);
  });

  it('is not made under six, nor by a hero with no words of their own', () => {
    const member = (name: string, kind = 'child', species?: string) => castFromCharacter({ name, kind, pronoun: 'he', species, traits: [], appearance: {} } as never);
    const ctx = (age: string, hero = member('Leo')) => ({ age, hero, pal: member('Dad', 'grown-up'), seed: 3 }) as never;
    expect(heroBet(ctx('3-5'))).toBeUndefined();
    expect(heroBet(ctx('6-8', member('Rolo', 'animal', 'dog')))).toBeUndefined();
    expect(heroBet(ctx('6-8'))).toHaveLength(2);
    // Every seed has a bet: a negative hash once picked none, and the book fell to a stock plot.
    for (let seed = 0; seed < 40; seed += 1) expect(heroBet({ age: '9-12', hero: member(`Kid${seed}`), pal: member('Dad', 'grown-up'), seed } as never), String(seed)).toHaveLength(2);
  });
});

describe('the worst go brought back, teasing, by the one beside the hero (round 18)', () => {
  // Held-out reads 37-40: "Mia remembered the time she tried to push it. She saw that …" in book after book of six to eight.
  const member = (name: string, pronoun: 'she' | 'he', kind: 'child' | 'grown-up' = 'child') => castFromCharacter({ name, kind, pronoun, traits: [], appearance: {} } as never);
  const ctx = (age: string, hero = member('Mia', 'she'), pal = member('Dad', 'he', 'grown-up')) => ({ age, hero, pal, seed: 7 }) as never;

  it('is asked as "when you …" and answered in the hero\'s own words', () => {
    const line = lowPointRibbed(ctx('6-8'), 'the time she tried to push it');
    expect(line).toMatch(/^"Remember when you tried to push it\?" said Dad\. /);
    expect(lowPointRibbed(ctx('9-12', member('Leo', 'he'), member('Sana', 'she')), 'the time he was too busy with his cards')).toMatch(/^"Remember when you were too busy with your cards\?" said Sana\./);
  });

  it('is not said under six, nor where "her" could be either word, nor of a go that was not the hero\'s', () => {
    expect(lowPointRibbed(ctx('3-5'), 'the time she tried to push it')).toBeUndefined();
    expect(lowPointRibbed(ctx('6-8'), 'the time she let Mum help her')).toBeUndefined();
    expect(lowPointRibbed(ctx('6-8'), 'the time when the corridors were long')).toBeUndefined();
  });
});

describe('the ones beside an older hero (round 18)', () => {
  it('speak in words of their own, never nod or wink "as if to say" nor whisper "You can do it"', () => {
    const member = (name: string, kind: string) => castFromCharacter({ name, kind, pronoun: 'she', traits: [], appearance: {} } as never);
    const hero = member('Mia', 'child');
    const parts = [member('Mum', 'grown-up'), member('Miss Reid', 'grown-up'), member('Ruby', 'child')].flatMap((one) => olderStockPartsOf(one, hero));
    expect(parts.join(' ')).not.toMatch(/as if to say|"You can do it/);
    // Nine to twelve hear the one's own saying beside the part: the part is a deed, so no one speaks twice in a row.
    expect(parts.filter((part) => part.startsWith('"'))).toEqual([]);
  });
});

describe('a friend\'s own small problem, from six (round 18)', () => {
  it('is asked after in the hero\'s words, never "saw it, even with everything else going on"', () => {
    const seen = book('9-12', 'going to the farm', 1880012, { name: 'Priya', kind: 'child', pronoun: 'she' }).join(' ');
    expect(seen).toMatch(/"You all right\?" Leo asked quietly\./);
    expect(seen).not.toMatch(/even with everything else going on/);
  });
});
