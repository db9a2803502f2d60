import type { AgeGroup } from '@studio/contracts/stories';
import type { DbOrTx, Tx } from '../../db/client';
import { findPage, findStory, holdStoryAgainstDeletion, listAllStoriesOf, listPages, updateStory, type StoryPageRow, type StoryRow } from './repo';

/**
 * What other modules (books, characters, share links, print orders, PDF exports) may read and change of
 * a story. The stories module alone reads and writes its tables; these are the questions and changes it
 * answers for the others, each named for what it is for.
 */
export type { StoryPageRow, StoryRow };

/** A story by id, whoever owns it (jobs and shared links name it); undefined when it is gone. */
export function storyById(db: DbOrTx, storyId: string): Promise<StoryRow | undefined> {
  return findStory(db, storyId);
}

/** The pages before the story a parent asked for (issue 33), for every reader and export of the book. */
export function pagesBeforeStory(story: StoryRow): { dedication: string | null; belongs_to_page: boolean } {
  return { dedication: story.inputs.dedication ?? null, belongs_to_page: story.inputs.belongs_to_page ?? false };
}

/** Every story of the customer, oldest first (their books are exported with them). */
export function storiesOfCustomer(db: DbOrTx, customerId: string): Promise<StoryRow[]> {
  return listAllStoriesOf(db, customerId);
}

/** The story's pages in order. */
export function pagesOfStory(db: DbOrTx, storyId: string): Promise<StoryPageRow[]> {
  return listPages(db, storyId);
}

export function pageOfStory(db: DbOrTx, storyId: string, pageNumber: number): Promise<StoryPageRow | undefined> {
  return findPage(db, storyId, pageNumber);
}

/**
 * Keeps the story from being deleted until the caller's transaction ends, for naming new files of it
 * (pictures, photos, PDFs); false when it is gone already.
 */
export function keepStoryWhileNamingFiles(tx: Tx, storyId: string): Promise<boolean> {
  return holdStoryAgainstDeletion(tx, storyId);
}

/** Sets who the story is for, while its idea is still open (as `PATCH /stories/{id}` may): the photos uploaded say how old the child is. */
export async function setStoryAgeGroup(db: DbOrTx, story: StoryRow, ageGroup: AgeGroup): Promise<void> {
  await updateStory(db, story.id, { inputs: { ...story.inputs, age_group: ageGroup } }, ['draft', 'idea_ready']);
}
