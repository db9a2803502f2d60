import { frameById } from './frames';
import type { AgeGroup } from '@studio/contracts/stories';
import type { Character } from '@studio/contracts/stories';
import { hashString } from '../core/random';
import { BEDTIME_JOURNEY } from './bedtime-journey';
import { choosePlot } from './choose-plot';
import { CELEBRATION } from './celebration';
import { FACING_A_FEAR } from './facing-a-fear';
import { HELPING_SOMEONE } from './helping-someone';
import { LOST_AND_FOUND } from './lost-and-found';
import { MAKING_A_FRIEND } from './making-a-friend';
import type { PlotShape } from './plot-shape';
import type { ThemeWeight } from '../understand/read-weight';
import { QUEST } from './quest';
import { SMALL_MYSTERY } from './small-mystery';
import { themePlotById } from './theme-story';

export const PLOTS: readonly PlotShape[] = [
  QUEST, LOST_AND_FOUND, MAKING_A_FRIEND, FACING_A_FEAR, HELPING_SOMEONE, BEDTIME_JOURNEY, SMALL_MYSTERY, CELEBRATION,
];

/** Plots that stay calm when a parent asks for a less scary story. */
export const GENTLE_PLOTS: readonly PlotShape[] = [MAKING_A_FRIEND, HELPING_SOMEONE, BEDTIME_JOURNEY, CELEBRATION];
/**
 * The plots that may tell the story beside a theme of loss, illness, unkindness or worry that no entry tells
 * (`understand/read-weight.ts`): quiet ones, never a party, a treasure quest, a comic mystery or a search that ends in
 * finding. A worry may also be faced.
 */
export const QUIET_FOR: Readonly<Record<ThemeWeight, readonly PlotShape[]>> = {
  loss: [MAKING_A_FRIEND, HELPING_SOMEONE, BEDTIME_JOURNEY],
  illness: [MAKING_A_FRIEND, HELPING_SOMEONE, BEDTIME_JOURNEY],
  unkindness: [MAKING_A_FRIEND, HELPING_SOMEONE, BEDTIME_JOURNEY],
  worry: [FACING_A_FEAR, MAKING_A_FRIEND, HELPING_SOMEONE, BEDTIME_JOURNEY],
};
/**
 * The plots that may tell a story of its own beside a theme no entry, frame or plot can tell ("remembrance day", "the
 * ticket machine at the station"), which the idea says plainly: quiet ones, so the theme is never pasted into a party,
 * a treasure quest or a stolen-things mystery it has nothing to do with.
 */
export const QUIET_WHEN_UNTOLD: readonly PlotShape[] = [HELPING_SOMEONE, MAKING_A_FRIEND, BEDTIME_JOURNEY];
export const GENTLE_PLOT_IDS: readonly string[] = GENTLE_PLOTS.map((plot) => plot.id);

/**
 * The plot an idea names; an idea from another engine with an unknown plot maps to one of ours by its name. The day a
 * theme names (`plots/the-day.ts`) is built from the theme the story is written for.
 */
export function plotById(id: string, theme?: string, notes?: string, age?: AgeGroup): PlotShape {
  const day = frameById(id)?.plot(theme, age);
  return PLOTS.find((plot) => plot.id === id) ?? themePlotById(id, theme, notes, age) ?? day ?? choosePlot(hashString(id), PLOTS);
}

/** The plot whose keywords the text mentions first, if any. */
export function plotMentionedIn(text: string): PlotShape | undefined {
  let best: { plot: PlotShape; at: number } | undefined;
  for (const plot of PLOTS) {
    const at = text.search(plot.keywords);
    if (at >= 0 && (!best || at < best.at)) best = { plot, at };
  }
  return best?.plot;
}

export const PLOT_IDS: readonly string[] = PLOTS.map((plot) => plot.id);

/** A catalogue theme, or one of the general frames (a day, a contest, a habit, a person's doing, the family's news): the parent's real day told as the story, not a make-believe plot. */
export const tellsItsOwnTheme = (plot: PlotShape): boolean => plot.id.startsWith('theme:') || frameById(plot.id) !== undefined;

/** The plot's lessons that this cast can act out, best first. */
export function lessonsOf(plot: PlotShape, characters: readonly Character[]): readonly string[] {
  return plot.lessonsFor?.(characters) ?? plot.lessons;
}
