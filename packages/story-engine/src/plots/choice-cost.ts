import type { PlotShape } from './plot-shape';
import type { StoryContext } from '../story/story-context';

type Writer = PlotShape['tries'][number];

/**
 * A small choice a nine-to-twelve book may keep only when it costs the hero something (round 20): "could tidy the cars
 * or the bricks first, and he chose the cars, because they were fastest" beside the real turn was a choice that cost
 * nothing, in 71 of 120 long 9-12 catalogue books. A choice that names no cost is left out of their middle; the plot's
 * own choice with a cost (`PlotShape.choice`, the subplot's help) stays.
 */
export const COSTS = /\b(?:harder|hardest|though|even if|meant (?:missing|giving|leaving|not|losing|saying|owning)|which meant|cost|gave (?:it |them |that )?up|giving up|instead of|miss(?:ed|ing)?|without (?:it|them|the|his|her|their)|los(?:e|ing|t)|risk(?:ed|ing)?|braver|in front of everyone|admit(?:ted|ting)?|own(?:ed|ing)? up|sorry|never (?:got|did)|last|nobody else)\b/i;

/** The line each small-choice page would say, by its writer. */
const choiceLines = new WeakMap<Writer, (ctx: StoryContext) => string>();

/** Marks a page of the middle as the book's small choice, saying `line`. */
export function smallChoice<W extends Writer>(writer: W, line: (ctx: StoryContext) => string): W {
  choiceLines.set(writer, line);
  return writer;
}

/** Whether the page is a small choice that costs this book's hero nothing: a 9-12 book leaves it out. */
export function costsNothing(ctx: StoryContext, writer: Writer): boolean {
  const line = choiceLines.get(writer);
  return ctx.age === '9-12' && line !== undefined && !COSTS.test(line(ctx));
}

/** The plot as this book tells it: for nine to twelve, no small choice among its tries that costs nothing. */
export function withoutFreeChoices<P extends Pick<PlotShape, 'tries'>>(ctx: StoryContext, plot: P): P {
  const tries = plot.tries.filter((writer) => !costsNothing(ctx, writer));
  return tries.length === plot.tries.length ? plot : { ...plot, tries };
}
