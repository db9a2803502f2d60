import type { StoryIdea, StoryInputs } from '@studio/contracts/stories';
import { writeStory } from '../story/write-story';

/**
 * Whether the story can be told in the reader's band: a theme's own lines are written for reading
 * aloud, and for the youngest some are too long to fit (then the idea falls back to a plot of its
 * own), or too long to fit a shorter book (then a wish for one is declined).
 */
export function fitsItsBand(idea: StoryIdea, inputs: StoryInputs): boolean {
  try {
    writeStory(idea, inputs);
    return true;
  } catch {
    return false;
  }
}
