import type { Character, Setting, StoryIdea, StoryInputs, Tone } from '@studio/contracts/stories';
import type { PlotShape } from '../plots/plot-shape';
import { titleCase } from '../core/text';
import { buildContext } from '../story/build-context';

export interface IdeaChoices {
  plot: PlotShape;
  setting: Setting;
  lesson: string;
  tone: Tone;
  characters: Character[];
  seed: number;
}

/** Titles and summarises an idea from its choices; the summary ends with any extra wish the parent made. */
export function composeIdea(inputs: StoryInputs, choices: IdeaChoices, wish?: string): StoryIdea {
  const draft: StoryIdea = {
    title: '',
    summary: '',
    characters: choices.characters,
    setting: choices.setting,
    lesson: choices.lesson,
    plot: choices.plot.id,
    tone: choices.tone,
    seed: choices.seed,
  };
  const ctx = buildContext(draft, inputs, choices.plot);
  const extra = ctx.prop
    ? `${ctx.hero.name} brings along ${ctx.prop}, too.`
    : wish
      ? `This version also weaves in your wish: "${wish.trim().replace(/["“”]/g, "'")}".`
      : undefined;
  return {
    ...draft,
    title: titleCase(ctx.rng.fork('title').pick(choices.plot.titles(ctx))),
    summary: [...choices.plot.summary(ctx), ...(extra ? [extra] : [])].join(' '),
  };
}
