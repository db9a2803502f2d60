import type { StoryIdea, StoryInputs } from '@studio/contracts/stories';
import { createRng } from '../core/random';
import { lessonsOf, PLOTS, plotMentionedIn } from '../plots';
import { MAKING_A_FRIEND } from '../plots/making-a-friend';
import { plotFitsTheme } from '../plots/occasions';
import { lessonById, lessonNamedIn } from '../world/lessons';
import { settingNamedIn } from '../world/settings';
import { composeIdea } from './compose-idea';
import { fitsItsBand } from './fits-its-band';
import { namingTheEarlierBook } from './earlier-book';
import { readTheme } from '../understand/read-theme';
import { themePlot } from '../plots/theme-story';

/**
 * A story idea from the parent's inputs: the plot their theme, notes or lesson suggests, or a seeded pick.
 * A next adventure's idea names the book it follows.
 */
export function writeIdea(inputs: StoryInputs, seed: number): StoryIdea {
  return namingTheEarlierBook(ideaFrom(inputs, seed), inputs);
}

function ideaFrom(inputs: StoryInputs, seed: number): StoryIdea {
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
  const fits = PLOTS.filter((candidate) => plotFitsTheme(candidate, inputs.theme));
  // In a next adventure the cast are friends already: "making a friend" is told only when the parent asks for it.
  const fitting = inputs.follows && fits.some((candidate) => candidate.id !== MAKING_A_FRIEND.id) ? fits.filter((candidate) => candidate.id !== MAKING_A_FRIEND.id) : fits;
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
