import { storyInputsSchema } from '@studio/contracts/stories';
import type { StoryInputs } from '@studio/contracts/stories';
import type { DraftPhoto, Story, StoryPatch, TextEngine } from '@studio/contracts/stories-api';
import type { AppContext } from '../../app-context';
import type { NewStory } from '../../customer-lifecycle';
import { conflict } from '../../errors/app-error';
import { parseOrThrow } from '../../lib/validate';
import { assertSafeTexts, inputTexts } from './moderation';
import { loadOwnedStory } from './owned-story';
import { withEarlierBook } from './next-adventure';
import { assertStoryLengthAllowed } from './plan-limits';
import { insertStory, listPages, updateStory, type StoryRow } from './repo';
import { storedInputs } from './stored-limits';
import { storyText, storyTextFor } from './story-text';
import { toStory } from './story-view';

/** Statuses in which the details may still change: the idea is not approved yet. */
const EDITABLE: StoryRow['status'][] = ['draft', 'idea_ready'];

/** Checks a story's details before they are kept: child safety of the free text (by the engine that will write), then the plan. */
export async function assertInputsAccepted(context: AppContext, customerId: string, inputs: StoryInputs, engine?: TextEngine): Promise<void> {
  await assertSafeTexts(storyTextFor(context, engine), inputTexts(inputs));
  await assertStoryLengthAllowed(context, customerId, inputs.story_length);
}

/** A working title until the idea brings its own. */
export const workingTitle = (inputs: StoryInputs) => `${inputs.characters[0]?.name ?? 'My'}'s story`;

/**
 * A new story in `draft`; what the draft brings other modules is kept in the same transaction (photos
 * chosen before it existed become its characters' photos, customer-lifecycle-registry.ts). `engine`: whose child-safety check the details pass (the built-in one when the AI
 * provider is failing).
 */
export async function createDraft(context: AppContext, customerId: string, given: StoryInputs, photos: readonly DraftPhoto[] = [], engine?: TextEngine): Promise<{ story_id: string }> {
  const inputs = await withEarlierBook(context, customerId, given);
  await assertInputsAccepted(context, customerId, inputs, engine);
  let draft: NewStory = { characters: inputs.characters, photos, follows: inputs.follows?.story_id ?? null };
  const holders = context.customerLifecycle.all();
  for (const holder of holders) await holder.checkNewStory?.(context, customerId, draft);
  for (const holder of holders) draft = (await holder.prepareNewStory?.(context, customerId, draft)) ?? draft;
  const story = await context.db.transaction(async (tx) => {
    const created = await insertStory(tx, { customerId, inputs, title: workingTitle(inputs), status: 'draft' });
    for (const holder of holders) await holder.onStoryCreated?.(tx, created, draft);
    return created;
  });
  return { story_id: story.id };
}

export async function getStory(context: AppContext, customerId: string, storyId: string): Promise<Story> {
  const story = await loadOwnedStory(context, customerId, storyId);
  return toStory(story, await listPages(context.db, story.id));
}

/**
 * A new title, dedication or "This book belongs to" page at any time. Changed details, only before
 * approval, send the story back to draft so the next idea answers them (earlier ideas stay in the history).
 */
export async function patchStory(context: AppContext, customerId: string, storyId: string, patch: StoryPatch): Promise<Story> {
  const story = await loadOwnedStory(context, customerId, storyId);
  const { title, target_age_range, age_group, dedication, belongs_to_page, ...inputChanges } = patch;
  const ageGroup = target_age_range ?? age_group;
  const changesInputs = ageGroup !== undefined || Object.values(inputChanges).some((value) => value !== undefined);
  // The title and the dedication are printed as typed: the same child-safety check as every text.
  const typed = [...(title ? [{ field: 'title', label: 'Title', text: title }] : []), ...(dedication ? [{ field: 'dedication', label: 'Dedication', text: dedication }] : [])];
  if (typed.length > 0) await assertSafeTexts(storyText(context), typed);
  const changesPages = dedication !== undefined || belongs_to_page !== undefined;

  let inputs: StoryInputs | undefined;
  if (changesInputs) {
    if (!EDITABLE.includes(story.status)) throw conflict('The idea is approved, so the story details can no longer change', 'story_locked');
    const defined = Object.fromEntries(Object.entries(inputChanges).filter(([, value]) => value !== undefined));
    inputs = parseOrThrow(storyInputsSchema, { ...withBookPages(storedInputs(story.inputs), dedication, belongs_to_page), ...defined, ...(ageGroup ? { age_group: ageGroup } : {}) });
    await assertInputsAccepted(context, customerId, inputs);
  }
  // The pages before the story change at any time and leave the idea and the story as they are.
  const pagesOnly = !changesInputs && changesPages ? withBookPages(story.inputs, dedication, belongs_to_page) : undefined;
  const updated = await updateStory(
    context.db,
    story.id,
    {
      ...(title ? { title } : {}),
      ...(inputs ? { inputs, idea: null, outline: null, status: 'draft' as const } : {}),
      ...(pagesOnly ? { inputs: pagesOnly } : {}),
    },
    inputs ? EDITABLE : undefined,
  );
  if (!updated) throw conflict('The story changed at the same time; please try again', 'story_changed');
  return toStory(updated, await listPages(context.db, story.id));
}

/** The pages before the story as a change asks: an empty dedication removes it; what the change leaves out stays. */
function withBookPages(inputs: StoryInputs, dedication: string | undefined, belongsToPage: boolean | undefined): StoryInputs {
  const { dedication: current, ...rest } = inputs;
  const next = dedication === undefined ? current : dedication || undefined;
  return { ...rest, ...(next ? { dedication: next } : {}), ...(belongsToPage === undefined ? {} : { belongs_to_page: belongsToPage }) };
}
