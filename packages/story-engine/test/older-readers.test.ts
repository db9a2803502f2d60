import fc from 'fast-check';
import { storyInputsSchema, type AgeGroup, type Character, type StoryInputs, type StoryPage } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { splitSentences, writeIdea, writeStory } from '../src/index';
import { PLOTS } from '../src/plots';
import { buildContext } from '../src/story/build-context';
import { withOlderVoice } from '../src/story/older-voice';
import { planPages } from '../src/story/plan-pages';
import { palIsThere } from '../src/story/story-context';
import { inputsArbitrary, seedArbitrary } from './arbitraries';

/** The scenery lines the age style adds (see DETAILS in page-extras.ts), whatever the setting. */
const SCENERY = [/ noticed that /, /^Near .*, and \S+ stopped to look\.$/, / could hear .* somewhere nearby\.$/, /^All around /, /^Somewhere close to /, / showed \S+ how /, / happily\.$/];
/** Cheers and gags for little ones: fine at three, babyish at ten. */
const BABYISH = /Onward!|What an adventure!|giggled happily|"Oops!" giggled|Boing|Wiggle, waggle|did a silly wiggle|bold and bright as rockets|explorers keep going|blew one right back|did a somersault in surprise/;

const generated = (age: AgeGroup, runs: number, seed: number): StoryPage[][] =>
  fc.sample(fc.noBias(fc.tuple(inputsArbitrary(), seedArbitrary)), { numRuns: runs, seed })
    .map(([inputs, storySeed]) => {
      const aged = { ...inputs, age_group: age };
      return writeStory(writeIdea(aged, storySeed), aged);
    });

const sentencesOf = (pages: readonly StoryPage[]) => pages.flatMap((page) => splitSentences(page.text));
const sceneryIn = (pages: readonly StoryPage[]) => sentencesOf(pages).filter((sentence) => SCENERY.some((pattern) => pattern.test(sentence)));

const maya: Character = { name: 'Maya', kind: 'child', pronoun: 'she', appearance: {}, traits: ['curious'] };
const biscuit: Character = { name: 'Biscuit', kind: 'animal', species: 'dog', pronoun: 'he', appearance: {}, traits: [] };
/** A third character, who leads a song after the happy end (a shared page the choice's cost must come after). */
const hope: Character = { name: 'Hope', kind: 'child', pronoun: 'she', appearance: {}, traits: [] };

/** A 9-12 story of one plot, for a cast and seed. */
function storyOf(plot: string, characters: Character[], seed: number, length: StoryInputs['story_length'] = 'long'): StoryPage[] {
  const inputs = storyInputsSchema.parse({ characters, age_group: '9-12', story_length: length });
  return writeStory({ ...writeIdea(inputs, seed), plot }, inputs);
}

describe('stories for nine to twelve', () => {
  const older = generated('9-12', 120, 42);

  it('keep scenery lines rare: at most one in eight pages, where six-to-eight books have one every other page', () => {
    for (const pages of older) expect(sceneryIn(pages).length).toBeLessThanOrEqual(Math.ceil(pages.length / 8));
    // The same measure finds them where they are still dealt out freely.
    const younger = generated('6-8', 40, 42).filter((pages) => pages.length === 24);
    expect(younger.some((pages) => sceneryIn(pages).length > 3)).toBe(true);
  });

  it('end a lost-and-found with the creature’s side of it: it had come to love the thing too, and the hero promises to share it', () => {
    for (const [age, shares] of [['9-12', true], ['6-8', false]] as const) {
      for (const seed of [1, 2, 3]) {
        const inputs = storyInputsSchema.parse({ characters: [maya, biscuit], age_group: age, story_length: 'medium', theme: 'a lost marble' });
        const text = writeStory({ ...writeIdea(inputs, seed), plot: 'lost-and-found' }, inputs).map((page) => page.text).join(' ');
        expect(/grown to love it too/.test(text) && /they would share the marble/.test(text), `${age} #${seed}`).toBe(shares);
      }
    }
  });

  it('let the hero of a fear story work out what the fear was about', () => {
    for (const [age, works] of [['9-12', true], ['6-8', false]] as const) {
      const inputs = storyInputsSchema.parse({ characters: [maya, biscuit], age_group: age, story_length: 'medium' });
      const text = writeStory({ ...writeIdea(inputs, 2), plot: 'facing-a-fear' }, inputs).map((page) => page.text).join(' ');
      expect(/It was not knowing what was in it\./.test(text), age).toBe(works);
    }
  });

  it('let the hero of a quest wonder who drew the map, long ago', () => {
    for (const [age, wonders] of [['9-12', true], ['6-8', false]] as const) {
      const inputs = storyInputsSchema.parse({ characters: [maya, biscuit], age_group: age, story_length: 'medium' });
      const text = writeStory({ ...writeIdea(inputs, 2), plot: 'quest' }, inputs).map((page) => page.text).join(' ');
      expect(/Who had drawn the map/.test(text), age).toBe(wonders);
    }
  });

  it.each([
    ['small-mystery', /every clue had been there from the start/],
    ['making-a-friend', /"I was nervous too,"/],
    ['helping-someone', /Being lost when you were that small/],
    ['celebration', /could stay a secret/],
  ])('give a %s a thought of its own for older readers, after the happy end', (plot, thought) => {
    for (const [age, thinks] of [['9-12', true], ['6-8', false]] as const) {
      const inputs = storyInputsSchema.parse({ characters: [maya, biscuit], age_group: age, story_length: 'medium' });
      const text = writeStory({ ...writeIdea(inputs, 2), plot }, inputs).map((page) => page.text).join(' ');
      expect(thought.test(text), age).toBe(thinks);
    }
  });

  it('have no cheers or gags for little ones ("Onward!", "Oops!" giggled Mia, giggled happily)', () => {
    for (const pages of older) expect(sentencesOf(pages).filter((sentence) => BABYISH.test(sentence))).toEqual([]);
  });

  it('never say one of the hero\'s thoughts twice', () => {
    for (const pages of older) {
      const thoughts = sentencesOf(pages).filter((sentence) => /\bthought (?:back|about)\b|, thought \w+|\bremembered the\b/.test(sentence));
      expect(new Set(thoughts).size).toBe(thoughts.length);
    }
  });

  it.each(PLOTS.map((plot) => [plot.id, plot] as const))('have the hero say why it matters, doubt it at the low point and trade a quip, each once and where it fits (%s)', (_id, plot) => {
    const marked = { ...plot, voice: () => ({ stakes: 'STAKES', doubt: 'DOUBT', quip: 'QUIP' }) };
    for (const seed of [1, 2, 3, 4]) {
      const inputs = storyInputsSchema.parse({ characters: [maya, biscuit], age_group: '9-12', story_length: 'long' });
      const ctx = buildContext({ ...writeIdea(inputs, seed), plot: plot.id }, inputs, plot);
      const pages = withOlderVoice(ctx, marked, planPages(ctx, plot, 'long'));
      const on = (line: string) => pages.flatMap((entry, index) => (entry.plan.after?.includes(line) ? [index] : []));
      expect(on('STAKES')).toEqual([pages.findIndex((entry) => entry.beat === 'rising problem')]);
      const turn = pages.findIndex((entry) => entry.beat === 'turning point');
      for (const index of on('DOUBT')) {
        expect(index).toBeLessThan(turn);
        expect(['worried', 'sad', 'scared']).toContain(pages[index]!.plan.mood);
      }
      expect(on('QUIP').length).toBeLessThanOrEqual(1);
      for (const index of on('QUIP')) {
        expect(palIsThere(pages[index]!.plan.cast)).toBe(true);
        expect(['sad', 'scared']).not.toContain(pages[index]!.plan.mood);
      }
      // The plot's own thoughts are about this hero and this story, and leave out the pal, who may be elsewhere.
      const voice = plot.voice!(ctx);
      for (const line of [voice.stakes, voice.doubt]) {
        expect(line).toContain('Maya');
        expect(line).not.toContain('Biscuit');
      }
      expect(voice.quip).toContain('Biscuit');
    }
  });

  it('remember the creature hurried past when the lost thing turns up', () => {
    let recalled = 0;
    for (let seed = 1; seed <= 40; seed += 1) {
      const pages = storyOf('lost-and-found', [maya, biscuit], seed);
      const setUp = pages.findIndex((page) => /Maya hurried past/.test(page.text));
      if (setUp < 0) continue;
      const critter = /\b[Aa]n? ([a-z ]+?) peeped out/.exec(pages[setUp]!.text)?.[1];
      const past = /Maya hurried past ([a-z ]+?)[,.]/.exec(pages[setUp]!.text)?.[1];
      expect(critter).toBeDefined();
      const turn = pages.findIndex((page) => /had the \w+/.test(page.text));
      expect(turn).toBeGreaterThan(setUp);
      // On the page where it turns up, Maya thinks back to that very creature, and it is the one from there.
      expect(pages[turn]!.text).toMatch(new RegExp(`(?:remembered|Why had) the ${critter}|thought back to .*the ${critter}`));
      expect(pages[turn]!.text).toContain(`the ${critter} from ${past}`);
      recalled += 1;
    }
    expect(recalled).toBeGreaterThan(5);
  });

  it('remember a friend\'s trick at the turn when the friend showed it at the start', () => {
    let recalled = 0;
    for (let seed = 1; seed <= 30; seed += 1) {
      const pages = storyOf('bedtime-journey', [maya, biscuit], seed, seed % 2 ? 'long' : 'medium');
      if (!pages.some((page) => /knew a trick nobody else|proud of one special trick|wanted to show Maya something/.test(page.text))) continue;
      const turn = pages.findIndex((page) => /It was the sleepy lullaby[.!]/.test(page.text));
      expect(pages[turn]!.text).toMatch(/trick/);
      recalled += 1;
    }
    expect(recalled).toBeGreaterThan(5);
  });

  it('spend fewer pages after the turn: no game of tag and no picture of the day', () => {
    for (const pages of older) expect(sentencesOf(pages).filter((sentence) => /Race you to|You're it!|best picture .* had ever made/.test(sentence))).toEqual([]);
  });
});

/** Words of each plot's choice (`PlotShape.choice`): where it is made, and what it cost. */
const CHOICES: Record<string, readonly [RegExp, RegExp]> = {
  'helping-someone': [/was about to (?:start|begin)/, /had been over for hours|was long finished/],
  'lost-and-found': [/just like it, only newer/, /would not have swapped it for anything/],
  quest: [/was stuck fast/, /a long talk about promises|had been worried, and said so/],
  'small-mystery': [/must be the thief/, /the only one who didn't say it was me/],
  'facing-a-fear': [/"We could just go home,"/, /"You could have gone home, you know,"/],
  'making-a-friend': [/"We need one more!"/, /The game had ended long ago|The game was long over|Nobody was playing any more/],
  celebration: [/shook \w+ money box/, /money box was empty now/],
  'bedtime-journey': [/had only one warm jumper/, /did not ask for it back/],
};

describe('a choice with a cost, for nine to twelve', () => {
  it('is in every plot', () => {
    expect(PLOTS.filter((plot) => plot.choice).map((plot) => plot.id).sort()).toEqual(Object.keys(CHOICES).sort());
  });

  it.each(Object.entries(CHOICES))('in a %s is made before the turn and paid for after the win, in medium and long books for 9-12 only', (id, [made, paid]) => {
    const plot = PLOTS.find((candidate) => candidate.id === id)!;
    for (const [age, length, chooses] of [['9-12', 'medium', true], ['9-12', 'long', true], ['9-12', 'short', false], ['6-8', 'long', false]] as const) {
      for (const [seed, characters] of [[1, [maya, biscuit]], [2, [maya, biscuit]], [3, [maya, biscuit, hope]], [4, [maya, biscuit, hope]]] as const) {
        const inputs = storyInputsSchema.parse({ characters, age_group: age, story_length: length });
        const planned = planPages(buildContext(writeIdea(inputs, seed), inputs, plot), plot, length);
        const where = (words: RegExp) => planned.findIndex((entry) => words.test(entry.plan.core.join(' ')));
        const label = `${age} ${length} #${seed}`;
        if (!chooses) {
          expect([where(made), where(paid)], label).toEqual([-1, -1]);
          continue;
        }
        expect(planned[where(made)]?.beat, label).toBe('rising problem');
        expect(planned[where(paid)]?.beat, label).toBe('resolution');
        // The cost is the last page of the happy end.
        expect(planned.filter((entry) => entry.beat === 'resolution').at(-1), label).toBe(planned[where(paid)]);
      }
    }
  });

  it('names the same creature, or the same thing given up, on both its pages', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const [id, thing] of [['lost-and-found', /(?:An?|a) ((?:\w+ )?\w+) had an? .* just like it|Saying no to the ((?:\w+ )?\w+) had/], ['quest', /an? ((?:\w+ )?\w+) was stuck fast|found a stuck ((?:\w+ )?\w+) tomorrow/], ['helping-someone', /that (the [\w ]+) was about to (?:start|begin)|^(The [\w ]+) (?:had been over|was long finished)/m]] as const) {
        const inputs = storyInputsSchema.parse({ characters: [maya, biscuit], age_group: '9-12', story_length: 'long' });
        const text = writeStory({ ...writeIdea(inputs, seed), plot: id }, inputs).map((entry) => entry.text).join('\n');
        const named = [...text.matchAll(new RegExp(thing, 'gm'))].map((match) => (match[1] ?? match[2])!.toLowerCase());
        expect(named.length, `${id} #${seed}`).toBe(2);
        expect(new Set(named).size, `${id} #${seed}: ${named.join(', ')}`).toBe(1);
      }
    }
  });
});

describe('a bedtime story for nine to twelve', () => {
  it('is kept awake by tomorrow, named where the problem starts, and comes back to it, the right size, before bed', () => {
    for (const seed of [1, 2, 3, 4]) {
      for (const [age, length, worries] of [['9-12', 'medium', true], ['9-12', 'long', true], ['6-8', 'long', false]] as const) {
        const inputs = storyInputsSchema.parse({ characters: [maya, biscuit], age_group: age, story_length: length });
        const text = writeStory({ ...writeIdea(inputs, seed), plot: 'bedtime-journey' }, inputs).map((page) => page.text).join('\n');
        const named = /Tomorrow was (the [\w ]+?), and/.exec(text)?.[1];
        const label = `${age} ${length} #${seed}`;
        expect(named !== undefined, label).toBe(worries);
        if (named) expect(text, label).toContain(`thought about ${named} one more time`);
        if (named) expect(text.indexOf('the right size now'), label).toBeLessThan(text.indexOf('snuggled down in bed'));
      }
    }
  });
});
