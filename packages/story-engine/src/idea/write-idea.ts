import type { StoryIdea, StoryInputs } from '@studio/contracts/stories';
import { createRng } from '../core/random';
import { lessonsOf, PLOTS, plotMentionedIn } from '../plots';
import { choosePlot } from '../plots/choose-plot';
import { plotFitsTheme } from '../plots/occasions';
import type { PlotShape } from '../plots/plot-shape';
import { lessonById, lessonNamedIn } from '../world/lessons';
import { settingNamedIn } from '../world/settings';
import { composeIdea } from './compose-idea';
import { writeStory } from '../story/write-story';
import { readTheme } from '../understand/read-theme';
import { themePlot } from '../plots/theme-story';

/**
 * A story idea from the parent's inputs: the plot their theme, notes or lesson suggests, or a seeded
 * pick among `plots` (all of them; a test passes a list with one more or one fewer).
 */
export function writeIdea(inputs: StoryInputs, seed: number, plots: readonly PlotShape[] = PLOTS): StoryIdea {
  const rng = createRng(seed).fork('idea');
  const reading = readTheme(inputs.theme);
  // A theme the catalogue knows chooses the story: it is told as that day, that festival, that feeling.
  if (reading.kind === 'catalogue') {
    const plot = themePlot(reading.entry);
    const told = composeIdea(inputs, {
      plot,
      setting: inputs.setting ?? reading.entry.setting,
      lesson: inputs.lesson?.trim() || lessonById(reading.entry.lesson).statement,
      tone: inputs.tone,
      characters: inputs.characters,
      seed,
    });
    if (fitsItsBand(told, inputs)) return told;
  }
  const hints = [inputs.theme, inputs.notes, inputs.lesson].filter(Boolean).join(' ');
  // A theme of kindness is a story that acts kindness out: a plot that can, with this cast.
  const asked = lessonNamedIn(inputs.theme);
  const fitting = plots.filter((candidate) => plotFitsTheme(candidate, inputs.theme));
  const teaching = fitting.filter((candidate) => asked && lessonsOf(candidate, inputs.characters).includes(asked.id));
  // Chosen by id from one draw of the seed's stream, so adding a plot moves only the seeds it wins.
  const plot = plotMentionedIn(hints) ?? choosePlot(rng.int(2 ** 32), teaching.length > 0 ? teaching : fitting);
  const themeLesson = asked && lessonsOf(plot, inputs.characters).includes(asked.id) ? asked.statement : undefined;
  return composeIdea(inputs, {
    plot,
    // A parent may pick any place for any plot; left to us, the place the theme names comes first.
    setting: inputs.setting ?? settingNamedIn(inputs.theme) ?? rng.pick(plot.settings),
    lesson: inputs.lesson?.trim() || themeLesson || lessonById(rng.pick(lessonsOf(plot, inputs.characters))).statement,
    tone: inputs.tone,
    characters: inputs.characters,
    seed,
  });
}


/**
 * Whether the theme's own story can be told in the reader's band: its lines are written for reading
 * aloud, and for the youngest some are too long to fit; then the idea falls back to a plot of its own.
 */
function fitsItsBand(idea: StoryIdea, inputs: StoryInputs): boolean {
  try {
    writeStory(idea, inputs);
    return true;
  } catch {
    return false;
  }
}
