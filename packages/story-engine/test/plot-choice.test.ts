import { storyInputsSchema, type StoryIdea, type StoryInputs } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { writeIdea } from '../src/index';
import { GENTLE_PLOTS, PLOTS, plotById } from '../src/plots';
import { choosePlot } from '../src/plots/choose-plot';
import type { PlotShape } from '../src/plots/plot-shape';

// 300 seeds: every writeIdea writes the book to see it fits its band, and 600 seeds four times over took 45 s under load.
const SEEDS = Array.from({ length: 300 }, (_, i) => i * 7919 + 1);

/** A plot added to the list: a copy of the quest under a new id, named by no parent's words. */
const ADDED: PlotShape = { ...PLOTS[0]!, id: 'a-plot-added-later', keywords: /(?!)/ };

/** Inputs that name no plot and no theme of the catalogue, with a fox the hero may meet for the first time, so the seed chooses among every plot. */
const inputs: StoryInputs = storyInputsSchema.parse({
  characters: [{ name: 'Mia', kind: 'child', pronoun: 'she' }, { name: 'Rusty', kind: 'animal', species: 'fox', pronoun: 'he' }],
  age_group: '3-5',
  story_length: 'short',
});

/** The plot list of today, and today's in another order, with a plot added and with one removed. */
const REMOVED = PLOTS[3]!;
const LISTS = { today: PLOTS, reversed: [...PLOTS].reverse(), added: [...PLOTS, ADDED], removed: PLOTS.filter((plot) => plot !== REMOVED) };
type List = keyof typeof LISTS;

describe('a seed chooses its plot by id, not by position', () => {
  // Each seed's idea from every list, one seed at a time: where the seed keeps its plot the idea is the same, and the
  // engine's memo of written books (story/write-story.ts) gives its book back instead of writing it four times over
  // (1,200 books until round 15, when each list walked all the seeds on its own: ADR 041).
  const ideas = SEEDS.map((seed) => Object.fromEntries((Object.keys(LISTS) as List[]).map((list) => [list, writeIdea(inputs, seed, LISTS[list])])) as Record<List, StoryIdea>);
  const plotsOf = (list: List) => ideas.map((idea) => idea[list].plot);
  const today = plotsOf('today');

  it('spreads the seeds over every plot', () => {
    const counts = new Map<string, number>();
    for (const plot of today) counts.set(plot, (counts.get(plot) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual(PLOTS.map((plot) => plot.id).sort());
    // 300 seeds over 8 plots: 37 each on average.
    for (const count of counts.values()) expect(count).toBeGreaterThan(20);
  });

  it('gives the same plot for a list in another order', () => {
    expect(plotsOf('reversed')).toEqual(today);
  });

  it('moves only the seeds the new plot wins when a plot is added', () => {
    const after = plotsOf('added');
    const moved = after.flatMap((plot, i) => (plot !== today[i] ? [plot] : []));
    expect(new Set(moved)).toEqual(new Set([ADDED.id]));
    // About one seed in nine goes to the new plot; every other keeps the plot it had.
    expect(moved.length).toBeGreaterThan(SEEDS.length / 18);
    expect(moved.length).toBeLessThan(SEEDS.length / 5);
  });

  it('moves only the seeds that had a plot when it is removed', () => {
    const after = plotsOf('removed');
    const changed = SEEDS.flatMap((_, i) => (after[i] !== today[i] ? [today[i]] : []));
    expect(changed.length).toBeGreaterThan(0);
    expect(new Set(changed)).toEqual(new Set([REMOVED.id]));
  });

  it('keeps the rest of the idea for a seed whose plot stays', () => {
    ideas.slice(0, 60).forEach((idea) => {
      if (idea.added.plot !== ADDED.id) expect(idea.added).toEqual(idea.today);
    });
  });

  it('chooses the gentle plot of a "less scary" rewrite the same way', () => {
    const gentle = SEEDS.map((key) => choosePlot(key, GENTLE_PLOTS).id);
    const withOneMore = SEEDS.map((key) => choosePlot(key, [...GENTLE_PLOTS, ADDED]).id);
    expect(new Set(withOneMore.filter((id, i) => id !== gentle[i]))).toEqual(new Set([ADDED.id]));
  });

  it('maps a plot id it does not know (from another engine) to one of its own', () => {
    expect(PLOTS.map((plot) => plot.id)).toContain(plotById('an-old-engine-plot').id);
  });
});
