import type { StoryLength } from '@studio/contracts/stories';
import { EPISODES } from '../plots/episodes';
import type { PlotShape } from '../plots/plot-shape';
import { BEAT_KINDS } from './story-context';
import type { BeatKind, PagePlan, StoryContext } from './story-context';

/** Pages per beat for each length; they add up to PAGES_BY_LENGTH (8, 16, 24). */
const PAGES_PER_BEAT: Record<StoryLength, Record<BeatKind, number>> = {
  short: { beginning: 2, 'rising problem': 2, 'turning point': 1, resolution: 2, closing: 1 },
  medium: { beginning: 3, 'rising problem': 5, 'turning point': 2, resolution: 4, closing: 2 },
  long: { beginning: 5, 'rising problem': 7, 'turning point': 3, resolution: 6, closing: 3 },
};

/**
 * Where extra episodes go inside a beat: after the introductions, between a problem's first and last
 * step, after the turning point, between arriving and celebrating, and before the lesson lands.
 */
const EPISODE_SLOT: Record<BeatKind, 'start' | 'middle' | 'end'> = {
  beginning: 'end',
  'rising problem': 'middle',
  'turning point': 'end',
  resolution: 'middle',
  closing: 'start',
};

export interface PlannedPage {
  beat: BeatKind;
  plan: PagePlan;
}

/** Plans every page in order, so landmarks and details are dealt out across the whole story. */
export function planPages(ctx: StoryContext, plot: PlotShape, length: StoryLength): PlannedPage[] {
  const episodeRng = ctx.rng.fork('episodes');
  return BEAT_KINDS.flatMap((beat) => {
    const writers = plot.beats[beat].map((writer) => () => writer(ctx));
    const extraCount = Math.max(0, PAGES_PER_BEAT[length][beat] - writers.length);
    const pool = episodeRng.shuffle(EPISODES[beat]);
    const episodes = Array.from({ length: extraCount }, (_, index) => pool[index % pool.length]!).map(
      (episode) => () => episode(ctx, plot),
    );
    return arrange(writers, episodes, EPISODE_SLOT[beat]).map((write) => ({ beat, plan: write() }));
  });
}

function arrange<T>(writers: T[], episodes: T[], slot: 'start' | 'middle' | 'end'): T[] {
  if (slot === 'start') return [...episodes, ...writers];
  if (slot === 'end') return [...writers, ...episodes];
  return [...writers.slice(0, 1), ...episodes, ...writers.slice(1)];
}
