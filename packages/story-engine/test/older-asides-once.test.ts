import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { createRng } from '../src/core/random';
import type { StoryContext } from '../src/story/story-context';
import { THEME_CATALOGUE } from '../src/world/catalogue';
import { OLDER_BY_ENTRY, OLDER_BY_KIND, TEMPERAMENT_LINES } from '../src/world/catalogue/older-lines';
import { olderAsides } from '../src/plots/older-asides';
import { olderAside } from '../src/plots/theme-page-more';
import { ownSecretOf } from '../src/plots/older-secret';
import { habitsClaimed, stockAsidesIn } from './fresh/older-asides';

/**
 * Round 13 (held-out read 22): the nine-to-twelve voice said the same asides in book after book — a secret hinted and
 * told that the book never set up ("he had planned the whole day in his head"), a grown-up's habit the book then
 * contradicted, two "X noticed" asides a few pages apart. Each is said only when the book gives it something true to
 * say, and once.
 */
const book = (theme: string, seed: number, grownUp: object = { name: 'Dad', kind: 'grown-up', pronoun: 'he', traits: [] }) => {
  const characters = [{ name: 'Rosa', kind: 'child', pronoun: 'she', traits: [] }, { name: 'Sam', kind: 'child', pronoun: 'he', traits: ['best friend'] }, grownUp];
  const inputs = storyInputsSchema.parse({ characters, age_group: '9-12', story_length: 'medium', theme, tone: 'heartwarming' });
  return writeStory(writeIdea(inputs, seed), inputs).map((page) => page.text).join('\n');
};

const HINTED = /had told nobody|was keeping to herself|had not said the worst of it|had not said all week/;
const TOLD = /the thing she had kept back|It came out all at once|"Can I tell you something\?"/;

describe('a secret in a nine-to-twelve book', () => {
  it('is hinted and told only where the entry wrote its own, which its turn answers', () => {
    expect(ownSecretOf(THEME_CATALOGUE.find((entry) => entry.id === 'zoo')!)).toBeUndefined();
    const zoo = book('a trip to the zoo', 1390301);
    expect(zoo).not.toMatch(HINTED);
    expect(zoo).not.toMatch(TOLD);
    // A kind has no stock secret to fall back on.
    expect(Object.values(OLDER_BY_KIND).every((lines) => lines.secret === undefined)).toBe(true);
  });

  it('hints first and then tells the entry\'s own secret', () => {
    const lost = book('our cat went missing', 1390302);
    expect(lost.search(HINTED)).toBeGreaterThanOrEqual(0);
    expect(lost.search(TOLD)).toBeGreaterThan(lost.search(HINTED));
    expect(lost).toMatch(/left the gate open/);
  });
});

describe('an older reader\'s aside on a detail or a setback', () => {
  const hero = { name: 'Rosa', he: 'she', him: 'her', his: 'her', self: 'herself' };
  const entry = THEME_CATALOGUE.find((theme) => theme.id === 'dentist')!;

  it('says "Rosa noticed" once a book, however many detail pages it meets', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const ctx = { rng: createRng(seed), hero } as unknown as StoryContext;
      const said = [1, 2, 3, 4].flatMap(() => olderAside(ctx, 'detail', entry));
      expect(said.filter((line) => /\bnoticed\b/.test(line)).length, said.join(' | ')).toBeLessThanOrEqual(1);
      expect(new Set(said).size).toBe(said.length);
    }
  });
});

describe('an older hero\'s look back over the tries', () => {
  it('is said once a book: the page where the tries teach the way pauses instead of going over them again', () => {
    const LOOK_BACK = /went over each try|thought back over every try|thought about what had gone wrong|thought of all (?:she|he) had done so far|went back over|counted up the tries|went over every go/g;
    for (const seed of [1390304, 1390305]) {
      const characters = [{ name: 'Rosa', kind: 'child', pronoun: 'she', traits: [] }, { name: 'Sam', kind: 'child', pronoun: 'he', traits: ['best friend'] }, { name: 'Riya', kind: 'child', pronoun: 'she', traits: [] }];
      const inputs = storyInputsSchema.parse({ characters, age_group: '9-12', story_length: 'long', theme: 'Holi festival of colours', tone: 'heartwarming' });
      const text = writeStory(writeIdea(inputs, seed), inputs).map((page) => page.text).join('\n');
      expect(text).toMatch(/Rosa sat down to think it through|for a minute did nothing at all|let the noise go on around her|"Remember when you /);
      expect(text.match(LOOK_BACK)?.length ?? 0, text).toBeLessThanOrEqual(1);
    }
  });
});

describe('a grown-up\'s words for nine to twelve', () => {
  it('never claim a habit the rest of the book would have to bear out ("just before being in a hurry", "already knew")', () => {
    const said = Object.values(OLDER_BY_KIND).flatMap((lines) => (typeof lines.grownUpSays === 'string' ? [lines.grownUpSays] : [...lines.grownUpSays]));
    expect(said.join(' ')).not.toMatch(/just before being|already knew/);
  });

  it('keep a stubborn grown-up met as one who "had decided it would be a good day" from calling it a terrible idea', () => {
    const stubborn = TEMPERAMENT_LINES.find(([traits]) => traits.test('stubborn'))![1];
    expect(JSON.stringify(stubborn)).not.toMatch(/terrible idea/);
    const text = book('a day at the beach', 1390303, { name: 'Mrs Okafor', kind: 'grown-up', pronoun: 'she', traits: ['stubborn'] });
    expect(text).not.toMatch(/terrible idea/);
  });

  it('say nothing garbled of a pictured contest ("not sure the real thing had been told")', () => {
    expect(JSON.stringify(OLDER_BY_KIND.event.want)).not.toMatch(/had been told/);
  });
});

describe('the stock-aside detectors, on crafted text', () => {
  it('find the lines held-out read 22 heard in book after book, and a grown-up\'s habit claimed twice', () => {
    const text = '"Can I tell you something?" said Leo, and told Sam: he had planned the whole day in his head the night before. Leo counted up the tries so far, and decided the next one would be different.';
    expect(stockAsidesIn(text)).toEqual(['"Can I tell you something?"', 'a kind\'s secret (planned the day, nearly stayed home, not liked to ask)', 'counted up the tries']);
    expect(stockAsidesIn('Leo told Sam about the gate.')).toEqual([]);
    expect(habitsClaimed('"Slow down," said Mum, who said that about everything. "We are not in a hurry," said Mum, which was what Mum always said.')).toBe(2);
  });
});

/**
 * Round 15 (older): a nine-to-twelve book of a catalogue theme noticed what any book noticed ("tucked that away, to
 * think about later") and misread what any friend did ("whispering with somebody and laughing"); its falling-out with a
 * best friend was two children pulling at a red scooter. Each is now the theme's own or nothing.
 */
const entryOf = (id: string) => THEME_CATALOGUE.find((theme) => theme.id === id)!;
const isla = { name: 'Isla', he: 'she', him: 'her', his: 'her', self: 'herself' };
const said = (id: string) => olderAsides('detail', entryOf(id)).map((line) => line({ hero: isla } as never, entryOf(id).name));

const islaBook = (theme: string, age: string, seed: number, friend = 'Ruby') => {
  const characters = [{ name: 'Isla', kind: 'child', pronoun: 'she', traits: [] }, { name: friend, kind: 'child', pronoun: 'she', traits: ['best friend'] }];
  const inputs = storyInputsSchema.parse({ characters, age_group: age, story_length: 'medium', theme, tone: 'gentle' });
  return writeStory(writeIdea(inputs, seed), inputs).map((page) => page.text).join('\n');
};

describe('what an older hero notices about a detail', () => {
  it('is the entry\'s own where it has one, and nothing for a moment or a feeling that has none', () => {
    expect(said('new-school').join(' ')).toMatch(/I don't know your names yet|signs were, in any case, wrong/);
    expect(said('haircut')).toEqual([]);
    expect(said('fear-of-monsters')).toEqual([]);
    // A kind keeps only the lines that turn on the theme itself.
    expect(said('kwanzaa').every((line) => line.includes('Kwanzaa'))).toBe(true);
  });
});

describe('a misunderstanding in an older book', () => {
  it('is only an entry\'s own: no kind has one to lend', () => {
    expect(Object.values(OLDER_BY_KIND).every((lines) => lines.misread === undefined)).toBe(true);
    expect(OLDER_BY_ENTRY['sleepover']?.misread?.length).toBeGreaterThan(0);
  });

  it('is thought before it is cleared up, even where the middle leaves the setback\'s own page out', () => {
    const text = islaBook('falling out with her best friend', '9-12', 1720002);
    const thought = text.search(/When Ruby laughed with somebody else, Isla was sure/);
    expect(thought, text).toBeGreaterThanOrEqual(0);
    expect(text.search(/It turned out Ruby had been laughing/)).toBeGreaterThan(thought);
  });
});

describe('falling out with a best friend', () => {
  it('is, for nine to twelve, a thing said and a sorry stayed for; the little ones keep the scooter', () => {
    const older = islaBook('falling out with her best friend', '9-12', 1720002);
    expect(older).not.toMatch(/scooter|sand timer|plaster with stars/);
    expect(older).toMatch(/Seen|stay for the answer|argue about crisps|arguing about which crisps/);
    expect(stockAsidesIn(older)).not.toContain('whispering with somebody and laughing / a cheer badly rhymed');
    expect(islaBook('falling out with her best friend', '3-5', 1720014)).toMatch(/scooter/);
  });
});
