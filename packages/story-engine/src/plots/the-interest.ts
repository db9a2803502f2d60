import { INTEREST_PLOT_ID } from './frame-ids';
import { middleOf, storyOf, typedTheme } from './frame-entry';
import type { CatalogueTheme } from '../world/catalogue';
import { readInterest } from '../understand/read-interest';
import type { InterestTopic } from '../world/interest-topics';
import type { PlotShape } from './plot-shape';
import { themePlot, type ThemeMiddle } from './theme-story';
import { interestLines } from './interest-lines';

/**
 * A love of a topic the catalogue does not name ("my son is obsessed with penguins", "ancient egypt", "minecraft") told
 * as a real day of the interest, in lines sorted by what the topic is (`plots/interest-lines.ts`), not a stock plot
 * with the theme declined or a toy of it to lose.
 */


function interestEntry(theme: string, topic: InterestTopic): CatalogueTheme {
  const lines = interestLines(topic);
  return {
    id: INTEREST_PLOT_ID,
    kind: 'interest',
    words: typedTheme(theme),
    name: topic.name,
    setting: 'home',
    // Finding out is asking, looking and not giving up.
    lesson: 'perseverance',
    ...storyOf(lines),
  };
}

function interestMiddle(topic: InterestTopic): ThemeMiddle {
  return middleOf(interestLines(topic));
}

/** The plot that tells the love of a topic a theme names, or nothing when it names none (`readInterest`). */
export function interestPlot(theme: string | undefined): PlotShape | undefined {
  const reading = theme ? readInterest(theme) : undefined;
  if (!reading || !theme) return undefined;
  const told = themePlot(interestEntry(theme, reading.topic), interestMiddle(reading.topic));
  return {
    ...told,
    id: INTEREST_PLOT_ID,
    // A love of a topic is no day that is happening (the interest kind's voice): what is at stake is a question that has no answer yet.
    voice: (ctx) => ({ ...told.voice!(ctx), stakes: ctx.one(`The more ${ctx.hero.name} knew about ${reading.topic.name}, the more questions there were.`, `Every answer ${ctx.hero.name} found about ${reading.topic.name} only ever led to the next question.`) }),
  };
}

/** The interest's entry, for what the story's context takes from a theme told as its own day. */
export function interestOuting(theme: string | undefined): CatalogueTheme | undefined {
  const reading = theme ? readInterest(theme) : undefined;
  return reading && theme ? interestEntry(theme, reading.topic) : undefined;
}
