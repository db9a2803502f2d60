import type { StoryIdea, StoryInputs } from '@studio/contracts/stories';
import { createRng } from '../core/random';
import { lessonsOf, PLOTS, plotMentionedIn } from '../plots';
import { plotFitsTheme } from '../plots/occasions';
import { lessonById } from '../world/lessons';
import { settingNamedIn } from '../world/settings';
import { composeIdea } from './compose-idea';

/** A story idea from the parent's inputs: the plot their theme, notes or lesson suggests, or a seeded pick. */
export function writeIdea(inputs: StoryInputs, seed: number): StoryIdea {
  const rng = createRng(seed).fork('idea');
  const hints = [inputs.theme, inputs.notes, inputs.lesson].filter(Boolean).join(' ');
  const plot = plotMentionedIn(hints) ?? rng.pick(PLOTS.filter((candidate) => plotFitsTheme(candidate, inputs.theme)));
  return composeIdea(inputs, {
    plot,
    // A parent may pick any place for any plot; left to us, the place the theme names comes first.
    setting: inputs.setting ?? settingNamedIn(inputs.theme) ?? rng.pick(plot.settings),
    lesson: inputs.lesson?.trim() || lessonById(rng.pick(lessonsOf(plot, inputs.characters))).statement,
    tone: inputs.tone,
    characters: inputs.characters,
    seed,
  });
}

