import fc from 'fast-check';
import { storyInputsSchema, type Character } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { writeIdea, writeStory } from '../src/index';
import { castFromCharacter } from '../src/cast/cast-member';
import { withBabiesQuiet } from '../src/story/baby-voice';
import { seedArbitrary } from './arbitraries';

const child = (name: string, pronoun: 'he' | 'she', traits: string[] = []): Character => ({ name, kind: 'child', pronoun, appearance: {}, traits });
const papa: Character = { name: 'Papa', kind: 'grown-up', pronoun: 'he', appearance: {}, traits: [] };
const AGES = ['0-2', '3-5', '6-8', '9-12'] as const;
const LENGTHS = ['short', 'medium', 'long'] as const;
const SPEECH = /\b(?:said|asked|cheered|called|laughed|whispered|shouted|answered|told)\b/;

describe('a baby of the cast', () => {
  const ravi = child('Ravi', 'he', ['her baby brother']);

  it('is read from the parent\'s words, and a big brother is not one', () => {
    expect(castFromCharacter(ravi).baby).toBe(true);
    expect(castFromCharacter(child('Ama', 'she', ['baby'])).baby).toBe(true);
    expect(castFromCharacter(child('Tom', 'he', ['her big brother'])).baby).toBeUndefined();
    expect(castFromCharacter(child('Kai', 'he', ['loves babies'])).baby).toBeUndefined();
  });

  it('never says a word on any page: what the shared pages would have them say, they do', () => {
    fc.assert(
      fc.property(seedArbitrary, fc.constantFrom('0-2', '3-5'), fc.constantFrom(...LENGTHS), fc.constantFrom(undefined, 'bath time', 'a lost teddy', 'a rainy day', 'going to the doctor'), (seed, age, length, theme) => {
        const inputs = storyInputsSchema.parse({ characters: [child('Maya', 'she', ['curious']), ravi], age_group: age, story_length: length, ...(theme ? { theme } : {}) });
        for (const page of writeStory(writeIdea(inputs, seed), inputs)) {
          for (const sentence of page.text.split(/(?<=[.!?]["”]?)\s+(?=["“A-Z])/)) {
            const outside = sentence.replace(/"[^"]*"/g, '""');
            if (!sentence.includes('"')) continue;
            expect(outside, page.text).not.toMatch(new RegExp(`(?:${SPEECH.source})\\s+Ravi\\b|\\bRavi\\s+(?:${SPEECH.source})`));
          }
          expect(page.text).not.toMatch(/Maya and Ravi (?:talked|could not stop talking)/);
        }
      }),
      { numRuns: 40, seed: 11 },
    );
  });

  it('turns a line given to the baby into one act, never two in a row, and leaves the others\' lines alone', () => {
    const cast = [castFromCharacter(child('Maya', 'she')), castFromCharacter(ravi)];
    const [page] = withBabiesQuiet([{ sentences: ['"It is too hard," sighed Maya.', '"Not yet," said Ravi.', '"Look, Maya!" he cheered.', '"Goodnight, Ravi," said Maya.'], roles: ['own', 'own', 'extra', 'own'] }], cast);
    expect(page!.sentences).toHaveLength(3);
    expect(page!.sentences[0]).toBe('"It is too hard," sighed Maya.');
    expect(page!.sentences[1]).toMatch(/^Ravi (?:gurgled|kicked)/);
    expect(page!.sentences[2]).toBe('"Goodnight, Ravi," said Maya.');
    expect(page!.roles).toEqual(['own', 'own', 'own']);
  });
});

describe('a catalogue story of one evening at home', () => {
  const THEMES = ['bath time', 'brushing teeth', 'a bad dream', 'a power cut', 'bedtime'];
  const DAYTIME = /\b(?:Evening came|sun went down|sky turned pink|pancakes|crayon|drew (?:a|the) (?:picture|whole day)|painted the whole day|shared (?:some|the)? ?\w+ at|played (?:tag|catch|hide)|At home, \w+ told)\b/;

  it('is told as that evening: no day\'s games, feasts, drawings or sunset after it, and never drawn in the morning', () => {
    fc.assert(
      fc.property(seedArbitrary, fc.constantFrom(...AGES), fc.constantFrom('medium', 'long'), fc.constantFrom(...THEMES), (seed, age, length, theme) => {
        const inputs = storyInputsSchema.parse({ characters: [child('Hana', 'she', ['sleepy']), papa], age_group: age, story_length: length, theme });
        const idea = writeIdea(inputs, seed);
        if (!idea.plot.startsWith('theme:')) return;
        const pages = writeStory(idea, inputs);
        for (const page of pages) {
          expect(page.text).not.toMatch(DAYTIME);
          expect(['morning', 'day']).not.toContain(page.scene.time_of_day);
        }
      }),
      { numRuns: 30, seed: 5 },
    );
  });

  it('is still told by its own plot in a long book, with the evening\'s own pages (pyjamas, a bedtime story)', () => {
    // "bedtime" itself is the bedtime journey's.
    const evenings = THEMES.filter((theme) => theme !== 'bedtime');
    const told = evenings.filter((theme) => {
      const inputs = storyInputsSchema.parse({ characters: [child('Hana', 'she'), papa], age_group: '0-2', story_length: 'long', theme });
      const idea = writeIdea(inputs, 7);
      return idea.plot.startsWith('theme:') && /pyjamas|bedtime story|goodnight/i.test(writeStory(idea, inputs).map((page) => page.text).join(' '));
    });
    expect(told).toEqual(evenings);
  });
});

describe('a storm at night', () => {
  it('is told as that evening, ending in bed, when the theme says "at night"; in the afternoon otherwise', () => {
    const story = (theme: string) => {
      const inputs = storyInputsSchema.parse({ characters: [{ name: 'Effie', kind: 'child', pronoun: 'she', traits: [] }, { name: 'Dad', kind: 'grown-up', pronoun: 'he', traits: [] }], age_group: '0-2', story_length: 'medium', theme });
      return writeStory(writeIdea(inputs, 585960), inputs).map((page) => page.text).join(' ');
    };
    const night = story('a thunderstorm at night');
    expect(night).toMatch(/after bedtime/);
    expect(night).not.toMatch(/One afternoon|stormy day/);
    expect(story('a thunderstorm')).toMatch(/One afternoon/);
  });
});
