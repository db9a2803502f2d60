import type { StoryIdea, StoryInputs } from '@studio/contracts/stories';

/** The idea of a next adventure says which book it follows (issue 33), whichever writer wrote it. */
export function namingTheEarlierBook(idea: StoryIdea, inputs: StoryInputs): StoryIdea {
  const title = inputs.follows?.title;
  if (!title || idea.summary.includes(title)) return idea;
  return { ...idea, summary: `Another adventure after “${title}”. ${idea.summary}` };
}
