import { randomInt } from 'node:crypto';
import type { SuggestionRequest, SuggestionResponse } from '@studio/contracts/stories-api';
import type { AppContext } from '../../app-context';
import { loadOwnedStory } from './owned-story';
import { storyTextFor } from './story-text';

/**
 * Ideas for one field of the story form, fitted to the story's details when a story is named. Each
 * request gets a fresh seed so asking again brings new ideas; unsafe suggestions are left out.
 */
export async function suggestForField(context: AppContext, customerId: string, request: SuggestionRequest): Promise<SuggestionResponse> {
  const story = request.story_id ? await loadOwnedStory(context, customerId, request.story_id) : undefined;
  const provider = storyTextFor(context, request.engine);
  const suggestions = await provider.suggest(request.field, {
    age_group: request.age_group ?? story?.inputs.age_group ?? '3-5',
    inputs: story?.inputs,
    seed: randomInt(2 ** 31),
  });
  const verdicts = await Promise.all(suggestions.map((suggestion) => provider.moderate(suggestion)));
  return { field: request.field, suggestions: suggestions.filter((_, index) => verdicts[index]?.safe) };
}
