import { WANTING_PLOT_ID } from './frame-ids';
import type { AgeGroup } from '@studio/contracts/stories';
import { middleOf, storyOf, typedTheme } from './frame-entry';
import type { CatalogueTheme } from '../world/catalogue';
import { readWanting, type WantingReading } from '../understand/read-wanting';
import type { PlotShape } from './plot-shape';
import { themePlot } from './theme-story';
import { wantingLines } from './wanting-lines';

/**
 * Wanting a thing, waiting or saving for it, or not getting it ("begging for a puppy", "saving up for a lego set", "jealous
 * of his friend's new bike") told as the wanting, at home, in lines chosen by what the thing is (`plots/wanting-lines.ts`),
 * never as having it from the first page (the new-pet or first-phone entry) nor as a stock plot.
 */
function wantingEntry(theme: string, wanting: WantingReading, age?: AgeGroup): CatalogueTheme {
  return {
    id: WANTING_PLOT_ID,
    // A moment waited through, not a feeling's asides ("feelings are like weather") over a wish for a trampoline.
    kind: 'moment',
    words: typedTheme(theme),
    // Said again by the shared lines ("thought about it one more time"): the thing wanted.
    name: wanting.kind === 'older' || wanting.kind === 'late' ? 'it' : wanting.the.replace('{he}', 'they'),
    setting: 'home',
    // Waiting is the lesson of every wanting; a friend's thing is gladness for them.
    lesson: wanting.shape === 'friend' ? 'sharing' : 'patience',
    ...storyOf(wantingLines(wanting, age)),
  };
}

/** The plot that tells the wanting a theme names, or nothing when it names none (`readWanting`). */
export function wantingPlot(theme: string | undefined, age?: AgeGroup): PlotShape | undefined {
  const wanting = theme ? readWanting(theme) : undefined;
  if (!wanting || !theme) return undefined;
  const told = themePlot(wantingEntry(theme, wanting, age), middleOf(wantingLines(wanting, age)));
  return {
    ...told,
    id: WANTING_PLOT_ID,
    // A wanting is no day to get through (the moment's "today was happening"): what is at stake is being believed.
    voice: (ctx) => ({ ...told.voice!(ctx), stakes: ctx.one(`Everyone said ${ctx.hero.name} would forget about it in a week; ${ctx.hero.he} had not forgotten it in a month.`, `${ctx.hero.name} had wanted it for so long that the wanting had become part of ${ctx.hero.his} days, like brushing ${ctx.hero.his} teeth.`) }),
  };
}

/** The wanting's entry, for what the story's context takes from a theme told as its own. */
export function wantingOuting(theme: string | undefined, age?: AgeGroup): CatalogueTheme | undefined {
  const wanting = theme ? readWanting(theme) : undefined;
  return wanting && theme ? wantingEntry(theme, wanting, age) : undefined;
}
