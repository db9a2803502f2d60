import type { StoryIdea, StoryInputs } from '@studio/contracts/stories';
import { writeStory } from '../story/write-story';

/** The pages an idea was last written as here, with its inputs: a wish's pages are read once, not written twice (`wish-on-pages.ts`). */
const written = new WeakMap<StoryIdea, { inputs: StoryInputs; pages: string[] }>();

/**
 * Whether the story can be told in the reader's band: a theme's own lines are written for reading
 * aloud, and for the youngest some are too long to fit (then the idea falls back to a plot of its
 * own), or too long to fit a shorter book (then a wish for one is declined).
 */
export function fitsItsBand(idea: StoryIdea, inputs: StoryInputs): boolean {
  try {
    written.set(idea, { inputs, pages: writeStory(idea, inputs).map((page) => page.text) });
    return true;
  } catch {
    return false;
  }
}

/** The idea's pages' text, as `fitsItsBand` wrote them for these inputs, or written now; undefined if it cannot be written. */
export function pagesOf(idea: StoryIdea, inputs: StoryInputs): string[] | undefined {
  const kept = written.get(idea);
  if (kept?.inputs === inputs) return kept.pages;
  try {
    return writeStory(idea, inputs).map((page) => page.text);
  } catch {
    return undefined;
  }
}
