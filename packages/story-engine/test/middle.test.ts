import { SETTINGS, storyInputsSchema, type Character } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { writeIdea, writeStory } from '../src/index';
import { PLOTS } from '../src/plots';
import { buildContext } from '../src/story/build-context';
import { planPages } from '../src/story/plan-pages';

const mia: Character = { name: 'Mia', kind: 'child', pronoun: 'she', appearance: {}, traits: [] };
const biscuit: Character = { name: 'Biscuit', kind: 'animal', species: 'dog', pronoun: 'he', appearance: {}, traits: [] };

describe("a long story's middle", () => {
  it.each([[[mia, biscuit]], [[mia]]])('is the plot’s own: eleven pages or more, its tries, at least eight a plot, and at most one shared page (%#)', (cast) => {
    const inputs = storyInputsSchema.parse({ characters: cast, age_group: '6-8', story_length: 'long' });
    for (const plot of PLOTS) {
      expect(plot.tries.length, plot.id).toBeGreaterThanOrEqual(8);
      for (const seed of [1, 2, 3]) {
        const rising = planPages(buildContext(writeIdea(inputs, seed), inputs, plot), plot, 'long').filter((page) => page.beat === 'rising problem');
        expect(rising.length, plot.id).toBeGreaterThanOrEqual(11);
        expect(rising.filter((page) => page.shared).length, plot.id).toBeLessThanOrEqual(1);
      }
    }
  });

  it('leaves five pages or fewer between the turn and the closing, where a long story used to stall, and ends on one end-of-day page before the plot’s last', () => {
    for (const age of ['0-2', '3-5', '6-8'] as const) {
      const inputs = storyInputsSchema.parse({ characters: [mia, biscuit], age_group: age, story_length: 'long' });
      for (const plot of PLOTS) {
        const planned = planPages(buildContext(writeIdea(inputs, 4), inputs, plot), plot, 'long');
        expect(planned.filter((page) => page.beat === 'resolution').length, `${age} ${plot.id}`).toBeLessThanOrEqual(5);
        expect(planned.filter((page) => page.beat === 'closing' && page.shared).length, `${age} ${plot.id}`).toBeLessThanOrEqual(1);
      }
    }
  });

  it('fills a long story’s after-part with the plot’s own pages, where the plot has three or more', () => {
    const inputs = storyInputsSchema.parse({ characters: [mia, biscuit], age_group: '3-5', story_length: 'long' });
    const contexts = PLOTS.map((plot) => ({ plot, ctx: buildContext(writeIdea(inputs, 2), inputs, plot) }));
    const withThree = contexts.filter(({ plot, ctx }) => (plot.afterwards ?? []).filter((page) => page.fits?.(ctx) ?? true).length >= 3);
    expect(withThree.map(({ plot }) => plot.id).sort()).toEqual(['facing-a-fear', 'helping-someone', 'lost-and-found', 'making-a-friend', 'quest', 'small-mystery']);
    for (const { plot, ctx } of withThree) {
      const resolution = planPages(ctx, plot, 'long').filter((page) => page.beat === 'resolution');
      expect(resolution.filter((page) => page.shared).length, plot.id).toBe(0);
    }
  });
  it('takes its after-part from the plot before any shared song, game or picture, on the way back where it belongs', () => {
    const inputs = storyInputsSchema.parse({ characters: [mia, biscuit], age_group: '6-8', story_length: 'long' });
    for (const plot of PLOTS.filter((candidate) => candidate.afterwards)) {
      for (const length of ['medium', 'long'] as const) {
        for (const seed of [1, 2, 3]) {
          const ctx = buildContext(writeIdea(inputs, seed), inputs, plot);
          const resolution = planPages(ctx, plot, length).filter((page) => page.beat === 'resolution');
          const own = plot.beats.resolution.length + plot.afterwards!.filter((page) => page.fits?.(ctx) ?? true).length;
          expect(resolution.filter((page) => !page.shared).length, `${plot.id} ${length} #${seed}`).toBe(Math.min(resolution.length, own));
          expect(resolution.length, `${plot.id} ${length} #${seed}`).toBeGreaterThan(plot.beats.resolution.length);
        }
      }
    }
    const quest = PLOTS.find((plot) => plot.id === 'quest')!;
    const resolution = planPages(buildContext(writeIdea(inputs, 1), inputs, quest), quest, 'medium').filter((page) => page.beat === 'resolution');
    expect(resolution.map((page) => page.plan.gist)).toEqual([
      expect.stringMatching(/find the/), expect.stringMatching(/^On the way back/), expect.stringMatching(/shares the/), expect.stringMatching(/trick/),
    ]);
  });

  it('wobbles before the worst is over, not straight after the low point: the rising problem ends on two pages of the plot', () => {
    // Nine to twelve get the longest middle, so a shared page is sure to be in it.
    const inputs = storyInputsSchema.parse({ characters: [mia, biscuit], age_group: '9-12', story_length: 'long' });
    for (const plot of PLOTS) {
      for (const seed of [1, 2, 3]) {
        const rising = planPages(buildContext(writeIdea(inputs, seed), inputs, plot), plot, 'long').filter((page) => page.beat === 'rising problem');
        expect(rising.slice(-2).map((page) => page.shared), plot.id).toEqual([false, false]);
      }
    }
  });
  it('has the new idea once at the turn, not said again in other words on the same page', () => {
    const IDEA = /new plan popped|new idea came|thought hard, and then|found a plan|knew just what to do/g;
    const inputs = storyInputsSchema.parse({ characters: [{ ...mia, traits: [] }, biscuit], age_group: '6-8', story_length: 'long' });
    for (const plot of PLOTS) {
      for (const seed of [1, 2, 3, 4]) {
        const pages = writeStory({ ...writeIdea(inputs, seed), plot: plot.id }, inputs);
        for (const page of pages) expect(page.text.match(IDEA)?.length ?? 0, `${plot.id} #${seed}: ${page.text}`).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe("a search's middle", () => {
  const STAGES = [/day had hardly begun/, /The morning went by/, /By lunchtime/, /did not stop for lunch/, /The afternoon wore on/, /It was nearly teatime/, /The day was nearly over/];
  it('goes with the day from six up: from just after the loss to nearly evening, in order, each stage once', () => {
    for (const length of ['short', 'medium', 'long'] as const) {
      for (const seed of [1, 2, 3]) {
        const inputs = storyInputsSchema.parse({ characters: [mia, biscuit], age_group: '6-8', story_length: length, theme: 'a lost marble' });
        const pages = writeStory({ ...writeIdea(inputs, seed), plot: 'lost-and-found' }, inputs).map((page) => page.text);
        const shown = pages.flatMap((text) => STAGES.flatMap((stage, index) => (stage.test(text) ? [index] : [])));
        const label = `${length} #${seed}: ${shown.join(', ')}`;
        expect(shown[0], label).toBe(0);
        expect(shown.at(-1), label).toBe(STAGES.length - 1);
        expect(shown.every((stage, index) => index === 0 || stage > shown[index - 1]!), label).toBe(true);
        expect(pages.find((text) => STAGES[0]!.test(text)), label).toMatch(/was gone!/);
      }
    }
  });

  it('shows the reader who has the lost thing before the hero finds it, at every age and length', () => {
    for (const age of ['0-2', '3-5', '6-8', '9-12'] as const) {
      for (const length of ['short', 'medium', 'long'] as const) {
        for (const seed of [1, 2, 3]) {
          const inputs = storyInputsSchema.parse({ characters: [mia, biscuit], age_group: age, story_length: length, theme: 'a lost marble' });
          const pages = writeStory({ ...writeIdea(inputs, seed), plot: 'lost-and-found' }, inputs).map((page) => page.text);
          const label = `${age} ${length} #${seed}`;
          const turn = pages.findIndex((text) => /It was the [a-z ]+ from .*it had the marble[!.]/i.test(text));
          expect(turn, label).toBeGreaterThan(0);
          const [, finder, where] = /It was the ([a-z ]+) from ([a-z ]+?)(?:,|\.) /i.exec(pages[turn]!) ?? [];
          // Earlier, the finder peeps out where they were searching (or where the hero hurried past it).
          const setUp = pages.slice(0, turn).findIndex((text) => new RegExp(`\\b${finder} peep`).test(text) && text.includes(where!));
          expect(setUp, `${label}: ${finder} from ${where}`).toBeGreaterThan(1);
        }
      }
    }
  });

  it('leaves a little one’s search to its refrain', () => {
    const inputs = storyInputsSchema.parse({ characters: [mia, biscuit], age_group: '3-5', story_length: 'long', theme: 'a lost marble' });
    const text = writeStory({ ...writeIdea(inputs, 1), plot: 'lost-and-found' }, inputs).map((page) => page.text).join(' ');
    for (const stage of STAGES) expect(text).not.toMatch(stage);
  });
});

describe('an animal friend', () => {
  it('leaps for the ball and laughs in its own way in a fear story, never throwing or giggling like a child', () => {
    for (const age of ['3-5', '6-8', '9-12'] as const) {
      for (const seed of [1, 2, 3, 4]) {
        const inputs = storyInputsSchema.parse({ characters: [mia, biscuit], age_group: age, story_length: 'long' });
        const text = writeStory({ ...writeIdea(inputs, seed), plot: 'facing-a-fear' }, inputs).map((page) => page.text).join(' ');
        expect(text, `${age} #${seed}`).not.toMatch(/Biscuit could throw|Biscuit giggled|\bhe giggled a little/);
      }
    }
  });
});

describe("a rescue's turn", () => {
  it('finds a way past the very thing that was in the way home, at every age', () => {
    for (const age of ['0-2', '3-5', '6-8', '9-12'] as const) {
      for (const seed of [1, 2, 3]) {
        const inputs = storyInputsSchema.parse({ characters: [mia, biscuit], age_group: age, story_length: 'short', setting: SETTINGS[seed * 3 % SETTINGS.length] });
        const text = writeStory({ ...writeIdea(inputs, seed), plot: 'helping-someone' }, inputs).map((page) => page.text).join(' ');
        const [, blocked] = /But then (?:an?|the) ([^.]+?) was in the way\./.exec(text) ?? [];
        expect(blocked, `${age} #${seed}`).toBeDefined();
        expect(text, `${age} #${seed}`).toContain(`found a way past the ${blocked}`);
        // The one carried home is little: never a seal or a deer in a child's arms.
        expect(text, `${age} #${seed}`).not.toMatch(/carried the (?:deer|reindeer|seal|seal pup|goat|lamb|piglet|pony|eagle|hawk|space whale|turtle|badger|white goose)\b/);
      }
    }
  });
});

describe("a mystery's thief", () => {
  it('is small and has feet, in every setting: it leaves footprints no bigger than buttons and speaks in a tiny voice', () => {
    const big = /\b(?:deer|reindeer|seal|goat|lamb|piglet|pony|eagle|hawk|space whale|turtle|badger|white goose|snail|starfish|eel|seahorse|goldfish|comet puff)\b/;
    for (const setting of SETTINGS) {
      for (const seed of [1, 2, 3, 4]) {
        const inputs = storyInputsSchema.parse({ characters: [mia, biscuit], age_group: '6-8', story_length: 'short', setting });
        const text = writeStory({ ...writeIdea(inputs, seed), plot: 'small-mystery' }, inputs).map((page) => page.text).join(' ');
        const [, thief] = /(?:There was an?|An?) ([a-z ]+?) (?:with|was sitting on) all the missing things!/.exec(text) ?? [];
        expect(thief, `${setting} #${seed}`).toBeDefined();
        expect(thief, `${setting} #${seed}`).not.toMatch(big);
      }
    }
  });
});

describe("a quest's turn", () => {
  it('gets past the thing that was in the way, at every age and length, where the little ones used to leave it standing', () => {
    for (const age of ['0-2', '3-5', '6-8', '9-12'] as const) {
      for (const length of ['short', 'medium', 'long'] as const) {
        for (const seed of [1, 2, 3]) {
          const inputs = storyInputsSchema.parse({ characters: [mia, biscuit], age_group: age, story_length: length });
          const pages = writeStory({ ...writeIdea(inputs, seed), plot: 'quest' }, inputs).map((page) => page.text);
          const label = `${age} ${length} #${seed}`;
          const [, blocked] = /(?:But|but) (?:an?|the) ([^!.]+?) was in the way[!.]/.exec(pages.join(' ')) ?? [];
          expect(blocked, label).toBeDefined();
          // At nine to twelve a dog says it with a look (`older-animals.ts`): "as if to say, \"This way!\"".
          const turn = pages.findIndex((text) => /(?:This way|Over here|Come on, this way)!" (?:(?:he |she |they |it )?called|[A-Z])/.test(text));
          expect(pages[turn], label).toContain(`got past the ${blocked}`);
        }
      }
    }
  });
});

describe('a child a parent added', () => {
  const hope: Character = { name: 'Hope', kind: 'child', pronoun: 'she', appearance: {}, traits: [] };
  it('has a part in the middle of a long book: a joke for the younger hero, the thing that keeps an older one going', () => {
    for (const [age, part] of [['3-5', /asked Hope|said Hope, and|Hope pulled the silliest face/], ['6-8', /asked Hope|said Hope, and|Hope pulled the silliest face/], ['9-12', /Hope had hardly said a word|Hope had been walking along at the back|Nobody expected Hope to say anything/]] as const) {
      const inputs = storyInputsSchema.parse({ characters: [mia, biscuit, hope], age_group: age, story_length: 'long' });
      for (const plot of PLOTS.filter((candidate) => candidate.id !== 'celebration')) {
        const ctx = buildContext(writeIdea(inputs, 1), inputs, plot);
        const rising = planPages(ctx, plot, 'long').filter((page) => page.beat === 'rising problem');
        expect(rising.some((page) => part.test(page.plan.core.join(' '))), `${age} ${plot.id}`).toBe(true);
      }
    }
  });

  it('has no such page when nobody was added', () => {
    const inputs = storyInputsSchema.parse({ characters: [mia, biscuit], age_group: '6-8', story_length: 'long' });
    for (const plot of PLOTS) {
      const text = planPages(buildContext(writeIdea(inputs, 1), inputs, plot), plot, 'long').map((page) => page.plan.core.join(' ')).join(' ');
      expect(text, plot.id).not.toMatch(/had hardly said a word/);
    }
  });
});
