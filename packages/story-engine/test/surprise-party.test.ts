import { SETTINGS, storyInputsSchema, type Character } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { writeIdea, writeStory } from '../src/index';
import { lessonById } from '../src/world/lessons';
import { SETTING_KITS } from '../src/world/settings';
import { storyText } from './story-text';

const leo: Character = { name: 'Leo', kind: 'child', pronoun: 'he', appearance: {}, traits: [] };
const biscuit: Character = { name: 'Biscuit', kind: 'animal', species: 'dog', pronoun: 'he', appearance: {}, traits: [] };

describe('a surprise party for the pal, with nobody else in the cast', () => {
  it.each(SETTINGS)('is saved by the hero, not by a creature that "comes by" (%s)', (setting) => {
    const inputs = storyInputsSchema.parse({ characters: [leo, biscuit], age_group: '6-8', story_length: 'medium', theme: 'a birthday surprise', setting });
    for (const seed of [1, 2, 3]) {
      const idea = writeIdea(inputs, seed);
      const text = storyText(writeStory(idea, inputs));
      expect(text).toContain('Surprise!');
      expect(text).not.toMatch(/came by\.|"I can help/);
      expect(text).toMatch(/It just has to be from me!/);
      // The party is somewhere a party can be: never the bathtub, the bus stop or the castle moat.
      const party = writeStory(idea, inputs).find((page) => page.text.includes('Surprise!'))!.text;
      expect(SETTING_KITS[setting].gatheringPlaces.some((place) => party.includes(place))).toBe(true);
    }
  });

  it("does not teach teamwork, which the hero alone cannot show, and ends on the pal's joy, not thanks to nobody", () => {
    const inputs = storyInputsSchema.parse({ characters: [leo, biscuit], age_group: '6-8', story_length: 'short', theme: 'a birthday surprise' });
    for (let seed = 1; seed <= 30; seed += 1) {
      const idea = writeIdea(inputs, seed);
      expect(idea.lesson).not.toBe(lessonById('teamwork').statement);
      const last = writeStory(idea, inputs).at(-1)!.text;
      expect(last).not.toMatch(/Thank you|thanks to you/);
      expect(last).toMatch(/said Biscuit|Biscuit said/);
    }
  });
});

describe("a surprise party's splat", () => {
  it('comes back at the party as its best joke, the guest of honour gobbling up the squashed treat, except for nine to twelve, where the splat stays a secret', () => {
    for (const age of ['0-2', '3-5', '6-8', '9-12'] as const) {
      for (const length of ['short', 'medium'] as const) {
        const inputs = storyInputsSchema.parse({ characters: [leo, biscuit], age_group: age, story_length: length, theme: 'a birthday surprise', setting: 'home' });
        const pages = writeStory(writeIdea(inputs, 1), inputs).map((page) => page.text);
        const splat = pages.findIndex((text) => /Splat went/.test(text));
        const eaten = pages.findIndex((text) => /And the squashed pancakes\? Biscuit gobbled them all up!/.test(text));
        if (age === '9-12') expect(eaten, `${age} ${length}`).toBe(-1);
        else expect(eaten, `${age} ${length}`).toBeGreaterThan(splat);
        expect(splat, `${age} ${length}`).toBeGreaterThan(0);
      }
    }
  });
});

describe('a party, and other stories that end while the day goes on', () => {
  it('tells a birthday theme through the party itself, not as a day "all about" it or a week of thinking', () => {
    const inputs = storyInputsSchema.parse({ characters: [leo, biscuit], age_group: '6-8', story_length: 'long', theme: 'a birthday surprise', setting: 'home' });
    for (let seed = 1; seed <= 10; seed += 1) {
      const text = storyText(writeStory(writeIdea(inputs, seed), inputs));
      expect(text).toContain("Biscuit's birthday party");
      expect(text).not.toMatch(/today was all about|thinking about a birthday surprise|dreamed about/);
    }
  });

  it('has nobody go to bed or say goodnight before the last page of a party, a new friendship or a rescue', () => {
    for (const [theme, plot] of [['a birthday surprise', 'celebration'], ['making a new friend', 'theme:friendship'], ['helping a lost duckling', 'helping-someone']] as const) {
      for (const age_group of ['3-5', '6-8'] as const) {
        for (let seed = 1; seed <= 8; seed += 1) {
          const inputs = storyInputsSchema.parse({ characters: [leo, biscuit], age_group, story_length: 'long', theme, setting: 'farm' });
          const idea = writeIdea(inputs, seed);
          expect(idea.plot).toBe(plot);
          const beforeTheEnd = writeStory(idea, inputs).slice(0, -1).map((page) => page.text).join(' ');
          expect(beforeTheEnd, `${plot} #${seed}`).not.toMatch(/lay in bed|"(?:Goodnight|Night-night|Sleep well),/);
        }
      }
    }
  });
});

const HOURS = ['twelve', 'one', 'two', 'three', 'four', 'five'];
/** Minutes past noon of a time the clock says ("a quarter to four" is 225). */
function minutesOf(time: string): number {
  const hour = (word: string) => HOURS.indexOf(word) * 60;
  const [, before, at] = /^(?:(half past|a quarter past|twenty to|a quarter to|ten to|five to) )?(\w+)(?: o'clock)?$/.exec(time)!;
  const offset = { 'half past': 30, 'a quarter past': 15, 'twenty to': -20, 'a quarter to': -15, 'ten to': -10, 'five to': -5 }[before ?? ''] ?? 0;
  return hour(at!) + offset;
}
const TIME = /((?:half past|a quarter past|twenty to|a quarter to|ten to|five to) \w+|\w+ o'clock)/i;

describe("a party's getting ready", () => {
  it('counts down the clock page by page, from when the party is to five to the hour at the splat, and the party starts on the hour', () => {
    for (const length of ['medium', 'long'] as const) {
      for (const seed of [1, 2, 3, 4]) {
        const inputs = storyInputsSchema.parse({ characters: [leo, biscuit], age_group: '6-8', story_length: length, theme: 'a birthday surprise' });
        const pages = writeStory(writeIdea(inputs, seed), inputs).map((page) => page.text);
        const first = pages.findIndex((text) => /party was at (\w+), and it was only/.test(text));
        const hour = /party was at (\w+),/.exec(pages[first]!)![1]!;
        const splat = pages.findIndex((text) => /Splat went/.test(text));
        const times = pages.slice(first, splat + 1).flatMap((text) => { const match = TIME.exec(text.split(/(?<=[.!?]) /)[0]!); return match ? [minutesOf(match[1]!.toLowerCase())] : []; });
        const label = `${length} #${seed}`;
        expect(times.length, label).toBeGreaterThanOrEqual(length === 'long' ? 8 : 4);
        // Each page later than the one before, the last five minutes before the party.
        expect(times.every((minute, index) => index === 0 || minute > times[index - 1]!), `${label}: ${times.join(', ')}`).toBe(true);
        expect(times.at(-1), label).toBe(minutesOf(hour) - 5);
        expect(pages.slice(splat).join(' '), label).toMatch(new RegExp(`as Biscuit came to [\\w ]+ at ${hour} o'clock\\.`));
      }
    }
  });

  it('tells the youngest only when the party is and, at the splat, how close it has come', () => {
    const inputs = storyInputsSchema.parse({ characters: [leo, biscuit], age_group: '3-5', story_length: 'long', theme: 'a birthday surprise' });
    const text = storyText(writeStory(writeIdea(inputs, 2), inputs));
    // Little ones hear the dog's kind and short sentences: "It was five to three. He was not ready!"
    expect(text).toMatch(/(?:Biscuit's|The dog's) birthday party was at (three|four|five)\./);
    expect(text).toMatch(/It was five to (three|four|five)(?:, and (?:Leo|he)|\. He) was not ready!/);
    expect(text).not.toMatch(/said Leo's clock|looked at the clock:|hurried on\.|was in a flap/);
  });
});
