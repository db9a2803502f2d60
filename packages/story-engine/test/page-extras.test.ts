import { storyInputsSchema, type Character } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { splitSentences, writeIdea, writeStory } from '../src/index';
import { PLOTS, plotById } from '../src/plots';
import { STYLE_LADDER } from '../src/story/age-style';
import { buildContext } from '../src/story/build-context';
import { pageExtras } from '../src/story/page-extras';
import { planPages } from '../src/story/plan-pages';

const mia: Character = { name: 'Mia', kind: 'child', pronoun: 'she', appearance: {}, traits: [] };
const biscuit: Character = { name: 'Biscuit', kind: 'animal', species: 'dog', pronoun: 'he', appearance: {}, traits: [] };

const away = { palThere: false, mood: 'curious' } as const;
const there = { palThere: true, mood: 'curious' } as const;

describe('the lines added around a page', () => {
  it.each([[[mia, biscuit]], [[mia]]])('never bring the pal onto a page whose picture leaves them out, in any plot (%#)', (cast) => {
    const inputs = storyInputsSchema.parse({ characters: cast, age_group: '9-12', story_length: 'long' });
    for (const plot of PLOTS) {
      const ctx = buildContext(writeIdea(inputs, 3), inputs, plot);
      const extras = pageExtras(ctx, plot, STYLE_LADDER['9-12'][0]!);
      const dealt = Array.from({ length: 40 }, () => [extras.detail(away), extras.thought(away), extras.flourish(away)]).flat().filter(Boolean);
      expect(dealt.length).toBeGreaterThan(40);
      expect(dealt.filter((line) => line!.includes(ctx.pal.name))).toEqual([]);
      // With the pal on the page, the same decks do name them.
      const shared = pageExtras(buildContext(writeIdea(inputs, 3), inputs, plot), plot, STYLE_LADDER['9-12'][0]!);
      const withPal = Array.from({ length: 40 }, () => [shared.detail(there), shared.thought(there)]).flat();
      expect(withPal.some((line) => line?.includes(ctx.pal.name))).toBe(true);
    }
  });

  it.each(['funny', 'adventurous', 'gentle'])('never laugh, cheer or feel happy on a worried, sad or scared page (%s)', (tone) => {
    const inputs = storyInputsSchema.parse({ characters: [mia, biscuit], age_group: '6-8', story_length: 'long', tone });
    for (const plot of PLOTS) {
      const ctx = buildContext(writeIdea(inputs, 5), inputs, plot);
      const extras = pageExtras(ctx, plot, STYLE_LADDER['6-8'][0]!);
      for (const mood of ['worried', 'sad', 'scared'] as const) {
        const slot = { palThere: true, mood };
        expect(extras.flourish(slot)).toBeUndefined();
        const dealt = Array.from({ length: 30 }, () => [extras.detail(slot), extras.thought(slot)]).flat().filter(Boolean);
        expect(dealt.filter((line) => /happily|laugh|giggl|!/.test(line!))).toEqual([]);
      }
      // On a happy page the same decks do cheer.
      const happy = Array.from({ length: 30 }, () => extras.flourish({ palThere: true, mood: 'happy' })).filter(Boolean);
      expect(happy.length).toBeGreaterThan(0);
    }
  });
  it('say "Onward!" or "Adventure is this way" only where someone is on the move, never at bedtime in bed or sitting down', () => {
    const inputs = storyInputsSchema.parse({ characters: [mia, biscuit], age_group: '6-8', story_length: 'long', tone: 'adventurous' });
    for (const plot of PLOTS) {
      const ctx = buildContext(writeIdea(inputs, 5), inputs, plot);
      const extras = pageExtras(ctx, plot, STYLE_LADDER['6-8'][0]!);
      const still = Array.from({ length: 40 }, () => [extras.flourish({ palThere: true, mood: 'happy', action: 'sitting' }), extras.flourish({ palThere: true, mood: 'calm', action: 'sleeping' })]).flat();
      expect(still.filter((line) => line && /Onward|Adventure is this way|explorers keep going|start of something big|wind rushed past|raced ahead|looked far into the distance/.test(line)), plot.id).toEqual([]);
    }
  });

  it('say each tone line once a book, however long', () => {
    const inputs = storyInputsSchema.parse({ characters: [mia, biscuit], age_group: '6-8', story_length: 'long', tone: 'heartwarming' });
    for (const plot of PLOTS) {
      const ctx = buildContext(writeIdea(inputs, 5), inputs, plot);
      const extras = pageExtras(ctx, plot, STYLE_LADDER['6-8'][0]!);
      const lines = Array.from({ length: 60 }, () => extras.flourish({ palThere: true, mood: 'happy', action: 'walking' })).filter(Boolean);
      expect(new Set(lines).size, plot.id).toBe(lines.length);
    }
  });
  it("give a six-to-eight-year-old a line of scenery on about every third page, not every other one, so the story is not crowded out", () => {
    const SCENERY = /stopped to look|noticed that|could hear|All around|Somewhere close to|listened carefully|stopped to watch/g;
    for (const plot of PLOTS) {
      for (const seed of [1, 2, 3]) {
        const inputs = storyInputsSchema.parse({ characters: [mia, biscuit], age_group: '6-8', story_length: 'long' });
        const text = writeStory({ ...writeIdea(inputs, seed), plot: plot.id }, inputs).map((page) => page.text).join(' ');
        // Eight pages of detail at most, and the few the plot itself tells ("could hear the tractor").
        expect(text.match(SCENERY)?.length ?? 0, `${plot.id} #${seed}`).toBeLessThanOrEqual(10);
      }
    }
  });
});

describe('a six-to-eight-year-old’s ending', () => {
  it('has no line of scenery from the turn on, where it only held the story up, but keeps the tone’s voice', () => {
    const SCENERY = /noticed that|stopped to look\.|could hear .* somewhere nearby|^All around |^Somewhere close to | showed \S+ how /;
    for (const plot of PLOTS) {
      for (const seed of [1, 2, 3]) {
        const inputs = storyInputsSchema.parse({ characters: [mia, biscuit], age_group: '6-8', story_length: 'long', tone: 'funny' });
        const planned = planPages(buildContext({ ...writeIdea(inputs, seed), plot: plot.id }, inputs, plot), plot, 'long');
        const pages = writeStory({ ...writeIdea(inputs, seed), plot: plot.id }, inputs);
        const turn = planned.findIndex((entry) => entry.beat === 'turning point');
        for (const page of pages.slice(turn)) {
          const own = planned[page.page_number - 1]!.plan;
          const added = splitSentences(page.text).filter((sentence) => SCENERY.test(sentence) && ![...own.core, ...own.more].some((line) => line.includes(sentence.slice(0, 20))));
          expect(added, `${plot.id} #${seed} p${page.page_number}`).toEqual([]);
        }
      }
    }
  });
});

describe("the friend's echo", () => {
  it('never cheers the hero on a page about the friend’s own trick, shown or told', () => {
    const zara: Character = { name: 'Zara', kind: 'child', pronoun: 'she', appearance: {}, traits: [] };
    const noah: Character = { name: 'Noah', kind: 'child', pronoun: 'he', appearance: {}, traits: [] };
    for (const age of ['0-2', '3-5'] as const) {
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const inputs = storyInputsSchema.parse({ characters: [zara, noah], age_group: age, story_length: 'long' });
        const pages = writeStory({ ...writeIdea(inputs, seed), plot: 'quest' }, inputs).map((page) => page.text);
        for (const text of pages.filter((page) => /trick|Noah (?:stood on tiptoe|knew a trick|wanted to show|was proud)/.test(page))) {
          expect(text, `${age} #${seed}`).not.toMatch(/"(?:Hooray for|Yay,|Ooh,|Look,) Zara|(?:said|cheered) Noah\.$|\bhe (?:said|cheered)\.$/);
        }
      }
    }
  });
});

describe('a friend\'s cheer', () => {
  it('is never said on the pages that only meet the cast ("Yay, Matteo!" she said, where nothing has happened yet)', () => {
    const cast: Character[] = [{ name: 'Matteo', kind: 'child', pronoun: 'he', appearance: {}, traits: ['shy'] }, { name: 'Luna', kind: 'child', pronoun: 'she', appearance: {}, traits: ['his friend'] }];
    const echo = /"(?:Yay|Hooray for|Ooh|Look|Oh no|Uh-oh|Shh),? Matteo/;
    let beginnings = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      for (const theme of ['his first day at nursery', 'a day at the beach']) {
        const inputs = storyInputsSchema.parse({ characters: cast, age_group: '3-5', story_length: 'medium', theme });
        const idea = writeIdea(inputs, seed);
        const plot = plotById(idea.plot, theme);
        const planned = planPages(buildContext(idea, inputs, plot), plot, 'medium');
        const pages = writeStory(idea, inputs);
        planned.forEach((entry, index) => {
          if (entry.beat !== 'beginning') return;
          beginnings += 1;
          expect(pages[index]!.text, `${theme} ${seed} page ${index + 1}`).not.toMatch(echo);
        });
      }
    }
    expect(beginnings).toBeGreaterThan(8);
  });
});
