import type { StoryIdea, StoryInputs } from '@studio/contracts/stories';

/**
 * The idea of a next adventure says which book it follows (issue 33), whichever writer wrote it. Only the title
 * in quotation marks counts as named: a summary that says "Detective Mia" has not named the book "Detective Mia".
 */
export function namingTheEarlierBook(idea: StoryIdea, inputs: StoryInputs): StoryIdea {
  const title = inputs.follows?.title;
  if (!title || [`“${title}”`, `"${title}"`].some((quoted) => idea.summary.includes(quoted))) return idea;
  return { ...idea, summary: `Another adventure after “${title}”. ${idea.summary}` };
}
