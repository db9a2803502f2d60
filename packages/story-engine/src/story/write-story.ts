import type { Scene, StoryIdea, StoryInputs, StoryPage } from '@studio/contracts/stories';
import { fleschKincaidGrade } from '../core/readability';
import { plotById } from '../plots';
import { MAX_GRADE, STYLE_LADDER } from './age-style';
import type { AgeStyle } from './age-style';
import { buildContext } from './build-context';
import { composePage } from './compose-page';
import { fitReadability } from './fit-readability';
import { pageExtras } from './page-extras';
import { distinctiveIn } from './distinctive';
import { planPages } from './plan-pages';
import { referAcrossPages } from './refer-to-cast';
import { sceneFor } from './scene';

interface Draft {
  sentences: string[][];
  /** Which sentences of each page are optional extras. */
  optional: boolean[][];
  scenes: Scene[];
}

/**
 * Writes every page of the story, with a scene for the illustrator. It tries the age group's richest
 * style first and steps down until the measured grade fits; if none does, it trims the closest.
 */
export function writeStory(idea: StoryIdea, inputs: StoryInputs): StoryPage[] {
  const maxGrade = MAX_GRADE[inputs.age_group];
  let best: { draft: Draft; grade: number } | undefined;
  for (const style of STYLE_LADDER[inputs.age_group]) {
    const draft = writeWithStyle(idea, inputs, style);
    const grade = fleschKincaidGrade(draft.sentences.flat().join(' '));
    if (!best || grade < best.grade) best = { draft, grade };
    if (grade <= maxGrade) break;
  }
  if (!best) throw new Error(`No style for age group ${inputs.age_group}`);
  const { draft } = best;
  const fitted = fitReadability(draft.sentences, maxGrade, draft.optional);
  return fitted.map((sentences, index) => ({ page_number: index + 1, text: sentences.join(' '), scene: draft.scenes[index] as Scene }));
}

/**
 * The character names of a story, for callers who want to grade with `familiarWords`. The engine itself
 * grades with the standard formula.
 */
export function storyNames(idea: StoryIdea, inputs: StoryInputs): string[] {
  return (idea.characters.length > 0 ? idea.characters : inputs.characters).flatMap((character) => character.name.split(/\s+/));
}

function writeWithStyle(idea: StoryIdea, inputs: StoryInputs, style: AgeStyle): Draft {
  const plot = plotById(idea.plot);
  const ctx = buildContext(idea, inputs, plot);
  const planned = planPages(ctx, plot, inputs.story_length);
  const extras = pageExtras(ctx, plot, style);
  const composed = planned.map((entry, index) => composePage(ctx, entry, { index, total: planned.length }, style, extras));
  return {
    sentences: referAcrossPages(composed.map((page) => page.sentences), ctx.cast, style.refer, {
      company: [...ctx.cast, ...(ctx.pal.isNamed ? [] : [ctx.pal])],
      isDistinctive: distinctiveIn(ctx),
    }),
    optional: composed.map((page) => page.optional),
    scenes: planned.map((entry) => sceneFor(ctx, plot, entry)),
  };
}
