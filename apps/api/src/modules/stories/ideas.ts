import { createHash } from 'node:crypto';
import { namingTheEarlierBook } from '@studio/story-engine';
import type { StoryIdea } from '@studio/contracts/stories';
import type { StoryIdeaResponse, TextEngine } from '@studio/contracts/stories-api';
import type { AppContext } from '../../app-context';
import { conflict } from '../../errors/app-error';
import { assertSafeTexts, assertSafeWriting, ideaText } from './moderation';
import { loadOwnedStory } from './owned-story';
import { assertStoryLengthAllowed } from './plan-limits';
import { findStory, insertIdeaVersion, updateStory, type StoryRow } from './repo';
import { storyTextFor } from './story-text';
import { toIdeaResponse } from './story-view';

type StoryWithIdea = StoryRow & { idea: StoryIdea };
const hasIdea = (story: StoryRow): story is StoryWithIdea => story.idea !== null;

/** Before approval the idea may be rewritten; after it, the story keeps it. */
const REFINABLE: StoryRow['status'][] = ['draft', 'idea_ready'];

/** The same story always starts from the same seed, so the built-in engine's first idea is repeatable. */
export function seedFor(storyId: string): number {
  return createHash('sha256').update(storyId).digest().readUInt32BE(0) >>> 1;
}

/**
 * The story's idea, written now if it has none. Two requests racing to write the first idea both
 * end up with the one that was recorded first. Nothing is stored until the idea is written and checked.
 */
export async function ensureIdea(context: AppContext, story: StoryRow, engine?: TextEngine): Promise<StoryWithIdea> {
  if (hasIdea(story)) return story;
  const provider = storyTextFor(context, engine);
  const idea = namingTheEarlierBook(await provider.writeIdea(story.inputs, seedFor(story.id)), story.inputs);
  await assertSafeWriting(provider, 'story idea', ideaText(idea));
  const version = story.ideaVersion + 1;
  const status = story.status === 'draft' ? 'idea_ready' : story.status;
  // One transaction: a racing request's insert of the same version waits for this commit, then reads the result.
  const updated = await context.db.transaction(async (tx) => {
    const isFirst = await insertIdeaVersion(tx, { storyId: story.id, version, idea, feedback: null });
    return isFirst ? updateStory(tx, story.id, { idea, ideaVersion: version, title: idea.title, status }) : findStory(tx, story.id);
  });
  if (!updated || !hasIdea(updated)) throw conflict('The story changed while its idea was being written; please try again', 'story_changed');
  return updated;
}

export async function getStoryIdea(context: AppContext, customerId: string, storyId: string, engine?: TextEngine): Promise<StoryIdeaResponse> {
  const story = await loadOwnedStory(context, customerId, storyId);
  if (!hasIdea(story) && !REFINABLE.includes(story.status)) throw conflict('The story idea is still being written', 'idea_pending');
  return toIdeaResponse(await ensureIdea(context, story, engine));
}

/** A new idea in the direction of the feedback; the earlier ones stay in the history. */
export async function refineStoryIdea(context: AppContext, customerId: string, storyId: string, feedback: string, engine?: TextEngine): Promise<StoryIdeaResponse> {
  const provider = storyTextFor(context, engine);
  await assertSafeTexts(provider, [{ field: 'user_feedback', label: 'Feedback', text: feedback }]);
  const story = await loadOwnedStory(context, customerId, storyId);
  if (!REFINABLE.includes(story.status)) throw conflict('The idea is already approved', 'idea_approved');
  const current = await ensureIdea(context, story, engine);
  const written = await provider.refineIdea(current.idea, current.inputs, feedback);
  const refined = { ...written, idea: namingTheEarlierBook(written.idea, written.inputs) };
  await assertSafeWriting(provider, 'story idea', ideaText(refined.idea));
  await assertStoryLengthAllowed(context, customerId, refined.inputs.story_length);

  const version = current.ideaVersion + 1;
  // The history row and the story change together, or not at all (e.g. when an approval wins the race).
  const updated = await context.db.transaction(async (tx) => {
    if (!(await insertIdeaVersion(tx, { storyId: story.id, version, idea: refined.idea, feedback }))) {
      throw conflict('The idea was changed at the same time; please try again', 'story_changed');
    }
    const changed = await updateStory(
      tx,
      story.id,
      { idea: refined.idea, inputs: refined.inputs, ideaVersion: version, title: refined.idea.title, outline: null, status: 'idea_ready' },
      REFINABLE,
    );
    if (!changed || !hasIdea(changed)) throw conflict('The idea is already approved', 'idea_approved');
    return changed;
  });
  return toIdeaResponse(updated);
}

/** Approving is idempotent: an approved (or already written) story stays as it is. */
export async function approveIdea(context: AppContext, customerId: string, storyId: string): Promise<StoryIdeaResponse> {
  const story = await loadOwnedStory(context, customerId, storyId);
  if (!hasIdea(story)) throw conflict('There is no idea to approve yet: ask for the story idea first', 'no_idea');
  if (story.status !== 'idea_ready') return toIdeaResponse(story);
  const approved = await updateStory(context.db, story.id, { status: 'approved' }, ['idea_ready']);
  const current = approved ?? (await findStory(context.db, story.id));
  if (!current || !hasIdea(current)) throw conflict('The story changed at the same time; please try again', 'story_changed');
  return toIdeaResponse(current);
}
