import type { StoryIdea, StoryInputs } from '@studio/contracts/stories';
import { createRng } from '../core/random';
import { lessonsOf, PLOTS, plotMentionedIn } from '../plots';
import { plotFitsTheme } from '../plots/occasions';
import { lessonById, lessonNamedIn } from '../world/lessons';
import { settingNamedIn } from '../world/settings';
import { composeIdea } from './compose-idea';

/** A story idea from the parent's inputs: the plot their theme, notes or lesson suggests, or a seeded pick. */
export function writeIdea(inputs: StoryInputs, seed: number): StoryIdea {
  const rng = createRng(seed).fork('idea');
  const hints = [inputs.theme, inputs.notes, inputs.lesson].filter(Boolean).join(' ');
  // A theme of kindness is a story that acts kindness out: a plot that can, with this cast.
  const asked = lessonNamedIn(inputs.theme);
  const fitting = PLOTS.filter((candidate) => plotFitsTheme(candidate, inputs.theme));
  const teaching = fitting.filter((candidate) => asked && lessonsOf(candidate, inputs.characters).includes(asked.id));
  const plot = plotMentionedIn(hints) ?? rng.pick(teaching.length > 0 ? teaching : fitting);
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

