import type { AgeGroup, OutlineEntry, StoryIdea, StoryInputs, StoryPage, SuggestionField } from '@studio/contracts/stories';

export type TextModerationKind = 'self_harm' | 'hate' | 'harassment' | 'sexual' | 'violence' | 'drugs' | 'profanity' | 'personal_data';

export type TextModeration = { safe: true } | { safe: false; kind: TextModerationKind; detail: string };

export interface RefinedIdea {
  idea: StoryIdea;
  /** The inputs the new idea answers (feedback may change the length, setting, characters…). */
  inputs: StoryInputs;
}

export interface SuggestRequest {
  age_group: AgeGroup;
  inputs?: Partial<StoryInputs>;
  seed: number;
}

/**
 * Where story text comes from: the built-in engine (offline, deterministic) or an OpenAI-compatible
 * model. Services only see this interface; the config chooses the adapter.
 */
export interface TextProvider {
  readonly name: 'builtin' | 'openai';
  writeIdea(inputs: StoryInputs, seed: number): Promise<StoryIdea>;
  refineIdea(idea: StoryIdea, inputs: StoryInputs, feedback: string): Promise<RefinedIdea>;
  writeOutline(idea: StoryIdea, inputs: StoryInputs): Promise<OutlineEntry[]>;
  /** Writes every page of the outline in order, yielding them section by section as they are ready. */
  writePages(idea: StoryIdea, inputs: StoryInputs, outline: OutlineEntry[]): AsyncIterable<StoryPage[]>;
  suggest(field: SuggestionField, request: SuggestRequest): Promise<string[]>;
  /** Child-safety check of one piece of text, written by a parent or by the provider. */
  moderate(text: string): Promise<TextModeration>;
}
