import { describe, expect, it } from 'vitest';
import { AGE_GROUPS, STORY_LENGTHS, storyInputsSchema } from '@studio/contracts/stories';
import type { Character } from '@studio/contracts/stories';
import { hashString } from '@studio/seeded-random';
import { writeIdea, writeStory } from '../src/index';
import { catalogueThemeIn, THEME_CATALOGUE } from '../src/world/catalogue';
import { catalogueSample } from './catalogue-sample';
import { eventAsAFrame } from './fresh/event-detectors';
import { companionLeftOut, mishapCheered, noGrownUpAlong, twoDaysOpen } from './fresh/activity-detectors';

/**
 * Everyday activities and outings (issue 28, round 8): each detector on crafted text, then parents' own wordings of
 * every activity placed as its entry, and books written for a seeded sample of them, so the cost stays the same as
 * the catalogue grows (`catalogue-sample.ts`).
 */

const pages = (...texts: string[]) => texts.map((text) => ({ text }));
const child = (name: string, pronoun: 'she' | 'he' | 'they' = 'she'): Character => ({ name, kind: 'child', pronoun, traits: [], appearance: {} });
const grown = (name: string, pronoun: 'she' | 'he' = 'he'): Character => ({ name, kind: 'grown-up', pronoun, traits: [], appearance: {} });
const pet: Character = { name: 'Rolo', kind: 'animal', species: 'dog', pronoun: 'he', traits: [], appearance: {} };
const GRID = AGE_GROUPS.flatMap((age) => STORY_LENGTHS.map((length) => [age, length] as const));

describe('the activity detectors, on crafted text', () => {
  it('find the grown-up a theme spends the day with missing from the book, not one on two pages or named the family\'s way', () => {
    const book = (texts: string[], grownUps: string[] = []) => ({ theme: 'going fishing with dad', age: '3-5', pages: pages(...texts), grownUps });
    expect(companionLeftOut(book(['Elif went fishing.', 'A fish bit.']))).toHaveLength(1);
    expect(companionLeftOut(book(['Elif went fishing with Dad.', 'A fish bit.']))).toHaveLength(1);
    expect(companionLeftOut(book(['Elif went fishing with Dad.', 'Dad held the net.']))).toEqual([]);
    expect(companionLeftOut(book(['Elif went fishing with Baba.', 'Baba held the net.'], ['Baba']))).toEqual([]);
    expect(companionLeftOut({ ...book(['Elif went fishing.']), theme: 'going fishing' })).toEqual([]);
  });

  it('find a child of up to five by water or a road with no grown-up named at the start, not an older one or one with a grown-up', () => {
    const alone = { theme: 'a boat trip', age: '3-5', pages: pages('Today Elsie was going on a boat trip.', 'Elsie looked at the sea.', 'The boat rocked.'), grownUps: [] };
    expect(noGrownUpAlong(alone)).toHaveLength(1);
    expect(noGrownUpAlong({ ...alone, age: '9-12' })).toEqual([]);
    expect(noGrownUpAlong({ ...alone, pages: pages('Today Elsie was going on a boat trip with Nana Jo.', 'The boat rocked.'), grownUps: ['Nana Jo'] })).toEqual([]);
    expect(noGrownUpAlong({ ...alone, pages: pages('Elsie built a den.', 'The den fell down.') })).toEqual([]);
  });

  it('find a mishap cheered on, not a good try cheered or a mishap met with a groan', () => {
    expect(mishapCheered({ pages: pages('Hina pushed the ticket in upside down, and the gates stayed shut. So far, so good.') })).toHaveLength(1);
    expect(mishapCheered({ pages: pages('Hina found the platform. So far, so good.') })).toEqual([]);
    expect(mishapCheered({ pages: pages('Hina pushed the ticket in upside down, and the gates stayed shut. Hina huffed.') })).toEqual([]);
  });

  it('find a first page that opens two days, not one', () => {
    expect(twoDaysOpen({ pages: pages('Today was the big trip to the city! Lily could hardly sit still. Today Lily was going to the supermarket.') })).toHaveLength(1);
    expect(twoDaysOpen({ pages: pages('This is Lily. Today Lily was going to the supermarket with Mama.') })).toEqual([]);
  });
});

/** Parents' own wordings of each activity (none is the label offered), and the words its pages say. */
const WORDINGS: Readonly<Record<string, { wordings: readonly string[]; about: RegExp }>> = {
  fishing: { wordings: ['going fishing with dad', 'we went fishing', 'a fishing trip with grandad', 'catching a fish'], about: /fish|float|rod|hook|bait|net\b/i },
  supermarket: { wordings: ['a trip to the shops', 'grocery shopping with mum', 'going to the supermarket', 'food shopping'], about: /list|trolley|checkout|bananas|shelf/i },
  'kite-flying': { wordings: ['flying kites on the hill', 'kite day', 'a kite festival', 'flying a kite at the seaside'], about: /kites?|wind|string/i },
  playground: { wordings: ['going to the park', 'the playground', 'on the swings at the park'], about: /slide|swings?|see-saw|climbing/i },
  picnic: { wordings: ['a picnic in the park', 'teddy bears picnic', 'a family picnic'], about: /picnic|blanket|sandwich|basket|wasp/i },
  'woods-walk': { wordings: ['a walk in the woods', 'nature walk', 'a forest walk with grandpa'], about: /woods|trees?|path|stream|acorn|feather/i },
  'bike-ride': { wordings: ['our bike ride along the river', 'going cycling with mum', 'riding bikes in the park'], about: /bike|pedal|helmet|chain|gear/i },
  'train-ride': { wordings: ['a train ride to the city', 'going on a steam train', 'taking the train to grandma'], about: /train|ticket|platform|station/i },
  'bus-ride': { wordings: ['a bus ride', 'riding on a double decker bus', 'going on the bus into town'], about: /bus|upstairs|front seat|stop/i },
  'boat-trip': { wordings: ['a boat trip', 'going on a ferry', 'a boat ride to see the seals'], about: /boat|seals?|waves|captain|life jacket/i },
  'grandmas-house': { wordings: ["a day at grandma's house", "staying at nana's", 'visiting grandpa'], about: /buttons?|cards?|scones|snap/i },
  puddles: { wordings: ['splashing in puddles', 'jumping in puddles in my wellies', 'a walk in the rain'], about: /puddles?|wellies|splash/i },
  'rainy-day': { wordings: ['a rainy day indoors', 'stuck inside on a rainy day', 'a wet afternoon'], about: /rain|castle|window/i },
  'den-building': { wordings: ['building a den', 'a blanket fort', 'making a secret den'], about: /\bden\b|blanket|cushions?|pegs?/i },
  market: { wordings: ['the farmers market', 'a trip to the market', 'market day'], about: /market|stalls?|honey|coins?/i },
  cinema: { wordings: ['going to the cinema', 'first trip to the movies', 'seeing a film at the cinema'], about: /cinema|film|screen|popcorn/i },
  restaurant: { wordings: ['eating out at a restaurant', 'going out for pizza', 'a posh restaurant'], about: /menu|waiter|restaurant|pasta|meatball/i },
  'ice-skating': { wordings: ['ice skating', 'going to the ice rink', 'learning to ice skate'], about: /\bice\b|skat|rink/i },
  'car-wash': { wordings: ['washing the car', 'helping dad wash the car', 'the car wash'], about: /\bcar\b|sponge|bubbles|hose/i },
  'walk-to-school': { wordings: ['walking to school', 'the school run', 'crossing the road safely'], about: /kerb|road|cross|school/i },
  'soft-play': { wordings: ['soft play', 'the ball pit', 'going to the play centre'], about: /slide|ball pit|tunnel|soft play/i },
  'lemonade-stand': { wordings: ['setting up a lemonade stand', 'selling lemonade', 'our lemonade stall'], about: /lemonade|lemons?|cups?|sign/i },
  'talent-show': { wordings: ['the school talent show', 'winning the talent show', 'a talent contest'], about: /trick|stage|talent show|coin|card/i },
  'mothers-day': { wordings: ["mother's day", 'mothers day breakfast', "mum's day"], about: /\bMum\b|card|tray|breakfast/i },
  'fathers-day': { wordings: ["father's day", 'fathers day present', "daddy's day"], about: /\bDad\b|present|pen pot/i },
  'feeding-ducks': { wordings: ['feeding the ducks', 'going to the duck pond', 'feeding ducks with grandma'], about: /ducks?|pond|peas|goose/i },
  playdate: { wordings: ['a playdate', 'my friend is coming over to play', "going to a friend's house"], about: /friend|toy|puzzle|tower|turns/i },
  'dog-walk': { wordings: ['walking the dog', 'taking the puppy for a walk', 'a dog walk with dad'], about: /lead|dog|puppy|sniff/i },
  vet: { wordings: ['a visit to the vet', 'taking our cat to the vet', "the vet's"], about: /vet|carrier|waiting room|check-up/i },
};

describe('an everyday activity a parent names', () => {
  it('is placed as its own entry however a parent words it', () => {
    const misplaced = Object.entries(WORDINGS).flatMap(([id, { wordings }]) => wordings.filter((theme) => catalogueThemeIn(theme)?.id !== id).map((theme) => `${theme}: ${catalogueThemeIn(theme)?.id}`));
    expect(misplaced).toEqual([]);
  });

  it('is what the child does wherever it is done, before an event, moment or interest its words share; never a thing, a festival or the lesson', () => {
    const placed = (theme: string) => catalogueThemeIn(theme)?.id;
    expect(['a picnic at the farm', 'a bike ride', 'a train ride to the city', 'flying kites at the seaside'].map(placed)).toEqual(['picnic', 'bike-ride', 'train-ride', 'kite-flying']);
    expect(['learning to ride a bike', 'trains', 'a day at the beach', 'christmas shopping', 'a day out with grandpa at the zoo', 'grandma comes to stay'].map(placed)).toEqual(['learning-to-ride', 'trains', 'beach-day', 'christmas', 'zoo', 'grandparent-visit']);
    expect(['a fox in its den', 'mood swings'].map(placed)).toEqual([undefined, undefined]);
    // A kite lost to the wind is the kite day's own loss (round 18, `lost-thing-variants.ts`), never a search for a thing.
    expect(placed('a lost kite')).toBe('kite-flying');
  });

  // Sampled: the same number of books however many activities the catalogue holds.
  it('is told as the day itself on a seeded sample of wordings and casts: on the middle pages, one day and no landmark on the first page, no mishap cheered, a grown-up along by water and roads', { timeout: 120_000 }, () => {
    const activities = THEME_CATALOGUE.filter((entry) => WORDINGS[entry.id] !== undefined);
    const casts = [[child('Mia')], [child('Leo', 'he'), grown('Dad')], [child('Ada'), pet], [child('Sam', 'they'), child('Noor')]];
    const found: string[] = [];
    for (const [entry] of catalogueSample(8_113, [0], activities, 10)) {
      const { wordings, about } = WORDINGS[entry.id]!;
      const pick = hashString(entry.id, 8_113);
      const theme = wordings[pick % wordings.length]!;
      const [age_group, story_length] = GRID[pick % GRID.length]!;
      const characters = casts[pick % casts.length]!;
      const inputs = storyInputsSchema.parse({ characters, age_group, story_length, theme });
      const idea = writeIdea(inputs, pick % 1000);
      const story = { idea, pages: writeStory(idea, inputs) };
      if (idea.plot !== `theme:${entry.id}`) found.push(`${theme} ${age_group} ${story_length}: told by ${idea.plot}`);
      const book = { theme, age: age_group, pages: story.pages, grownUps: characters.filter((member) => member.kind === 'grown-up').map((member) => member.name) };
      // The opening says where the activity is: no landmark of the setting beside it ("it all began at home, near the cozy sofa").
      if (/\b(?:It all began|The day began|it all began)\b/.test(story.pages[0]!.text)) found.push(`${theme} ${age_group} ${story_length}: a landmark opening`);
      for (const finding of [...eventAsAFrame(story, about), ...twoDaysOpen(book), ...mishapCheered(book), ...noGrownUpAlong(book), ...companionLeftOut(book)]) found.push(`${theme} ${age_group} ${story_length}: ${finding.detector} ${finding.detail}`);
    }
    expect(found).toEqual([]);
  });

  // A trip and a rainy day are also the older plots' frames (`plots/occasions.ts`): an activity of the catalogue is not
  // framed by them, nor is any catalogue theme a parent calls a visit ("Today was the big trip to the city! … the vet").
  it('opens one day, never a stock trip or rainy day around it', () => {
    for (const theme of ['a trip to the supermarket', 'a rainy day indoors', 'a trip to the market', 'a visit to the vet', 'a visit to the doctor']) {
      for (const [age_group, seed] of [['0-2', 1], ['3-5', 2], ['6-8', 3], ['9-12', 4]] as const) {
        const inputs = storyInputsSchema.parse({ characters: [child('Lily'), grown('Mama', 'she')], age_group, story_length: 'short', theme });
        expect(twoDaysOpen({ pages: writeStory(writeIdea(inputs, seed), inputs) }), `${theme} ${age_group}`).toEqual([]);
      }
    }
  });

  it('calls the parent of Mother\'s or Father\'s Day what a child calls them, or the cast\'s own name for them', () => {
    const firstPage = (theme: string, characters: Character[]) => {
      const inputs = storyInputsSchema.parse({ characters, age_group: '6-8', story_length: 'short', theme });
      return writeStory(writeIdea(inputs, 3), inputs)[0]!.text;
    };
    expect(firstPage("Mother's Day", [child('Jun', 'he')])).toMatch(/the best one Mum had ever had/);
    expect(firstPage('fathers day', [child('Jun', 'he')])).toMatch(/made Dad a present/);
    expect(firstPage("Mother's Day", [child('Jun', 'he'), grown('Mama', 'she')])).toMatch(/the best one Mama had ever had/);
  });

  it('meets a mishap with a groan, never "so far, so good"', () => {
    const found = [0, 1, 2, 3, 4, 5].flatMap((seed) => {
      const inputs = storyInputsSchema.parse({ characters: [child('Hina'), grown('Papa')], age_group: '6-8', story_length: 'medium', theme: 'a train ride' });
      return mishapCheered({ pages: writeStory(writeIdea(inputs, seed), inputs) });
    });
    expect(found).toEqual([]);
  });
});

describe('an outing with an animal for a friend', () => {
  // A visitor goes home before sunset there, and an animal has no problem of a child's to solve: a long book for nine to
  // twelve ran one page short and was told as a stock plot, for the beach and the farm as much as for fishing.
  it('is told as its own day in the longest book for the oldest readers', () => {
    const told = ['going fishing', 'a day at the beach', 'a day at the farm', 'a boat trip'].map((theme) => {
      const inputs = storyInputsSchema.parse({ characters: [child('Rosa'), pet], age_group: '9-12', story_length: 'long', theme });
      return writeIdea(inputs, 77).plot;
    });
    expect(told).toEqual(['theme:fishing', 'theme:beach-day', 'theme:farm', 'theme:boat-trip']);
  });
});

describe('the grown-up a theme spends the day with', () => {
  const bookOf = (theme: string, characters: Character[], age_group: '3-5' | '6-8' = '3-5') => {
    const inputs = storyInputsSchema.parse({ characters, age_group, story_length: 'medium', theme });
    const idea = writeIdea(inputs, 21);
    return { idea, pages: writeStory(idea, inputs) };
  };

  it('goes along: "fishing with dad" puts Dad on the pages; a cast\'s Baba is that dad, not a second one', () => {
    const alone = bookOf('going fishing with dad', [child('Elif')]);
    expect(companionLeftOut({ theme: 'going fishing with dad', age: '3-5', pages: alone.pages, grownUps: [] })).toEqual([]);
    expect(alone.idea.characters.map((member) => member.name)).toContain('Dad');
    const withBaba = bookOf('going fishing with dad', [child('Elif'), grown('Baba')]);
    expect(withBaba.idea.characters.map((member) => member.name)).not.toContain('Dad');
    expect(withBaba.pages[0]!.text).toMatch(/fishing with Baba/);
  });

  it('is the grown-up who goes, before another of the cast; and a grandma of the cast goes when the theme names nobody', () => {
    expect(bookOf('flying kites with grandad', [child('Mia'), grown('Mum', 'she'), grown('Grandad')]).pages[0]!.text).toMatch(/up the hill with Grandad/);
    expect(bookOf('a trip to the supermarket', [child('Mia'), grown('Granny Bea', 'she')]).pages[0]!.text).toMatch(/(?:supermarket|Shopping) with Granny Bea/);
  });
});
