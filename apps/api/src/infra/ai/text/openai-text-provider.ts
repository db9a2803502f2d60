import OpenAI from 'openai';
import { characterSchema, PAGES_BY_LENGTH } from '@studio/contracts/stories';
import type { Character, StoryIdea, StoryPage } from '@studio/contracts/stories';
import { openAiCalls } from '../openai-calls';
import type { ProviderCallPolicy } from '../provider-call';
import { createOpenAiModeration } from './openai-moderation';
import { ideaMessages, outlineMessages, pagesMessages, refineMessages, suggestionMessages } from './openai-prompts';
import { modelIdeaSchema, modelOutlineSchema, modelPagesSchema, modelRefinedIdeaSchema, modelSuggestionsSchema } from './openai-schemas';
import type { ModelCharacter, ModelIdea } from './openai-schemas';
import { askStructured } from './openai-structured';
import type { TextProvider } from './text-provider';

export interface OpenAiTextOptions {
  apiKey: string;
  baseUrl?: string;
  model: string;
  /** Time limits and retries of every call (the SDK's own retries are off). */
  calls: ProviderCallPolicy;
}

/** Pages written per request: enough context for a coherent section, and progress a parent can watch. */
export const PAGES_PER_REQUEST = 8;
const MAX_NOTES = 1000;

/** Text from any OpenAI-compatible chat-completions server, in the same shapes as the built-in engine. */
export function createOpenAiTextProvider(options: OpenAiTextOptions): TextProvider {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseUrl, maxRetries: 0, timeout: options.calls.attemptTimeoutMs });
  const call = openAiCalls('text', options.calls);
  const model = options.model;

  return {
    name: 'openai',
    moderate: createOpenAiModeration(client, call),

    async writeIdea(inputs, seed) {
      const answer = await askStructured(call, client, model, { name: 'story_idea', schema: modelIdeaSchema, messages: ideaMessages(inputs), check: checkCharacters });
      return toIdea(answer, seed);
    },

    async refineIdea(idea, inputs, feedback) {
      const answer = await askStructured(call, client, model, {
        name: 'refined_story_idea',
        schema: modelRefinedIdeaSchema,
        messages: refineMessages(idea, inputs, feedback),
        check: checkCharacters,
      });
      const next = toIdea(answer, nextSeed(idea.seed));
      const notes = [inputs.notes, feedback.trim()].filter(Boolean).join('\n').slice(-MAX_NOTES);
      return {
        idea: next,
        inputs: { ...inputs, characters: next.characters, setting: next.setting, lesson: next.lesson, tone: next.tone, story_length: answer.story_length, notes },
      };
    },

    async writeOutline(idea, inputs) {
      const pageCount = PAGES_BY_LENGTH[inputs.story_length];
      const answer = await askStructured(call, client, model, {
        name: 'story_outline',
        schema: modelOutlineSchema,
        messages: outlineMessages(idea, inputs, pageCount),
        check: ({ outline }) => checkNumbering(outline.map((entry) => entry.page_number), rangeFrom(1, pageCount)),
      });
      return answer.outline;
    },

    async *writePages(idea, inputs, outline) {
      const written: StoryPage[] = [];
      for (let start = 0; start < outline.length; start += PAGES_PER_REQUEST) {
        const section = outline.slice(start, start + PAGES_PER_REQUEST);
        const answer = await askStructured(call, client, model, {
          name: 'story_pages',
          schema: modelPagesSchema,
          messages: pagesMessages(idea, inputs, outline, section, written),
          check: ({ pages }) => checkNumbering(pages.map((page) => page.page_number), section.map((entry) => entry.page_number)),
        });
        const pages = [...answer.pages].sort((a, b) => a.page_number - b.page_number);
        written.push(...pages);
        yield pages;
      }
    },

    async suggest(field, request) {
      const answer = await askStructured(call, client, model, {
        name: 'story_suggestions',
        schema: modelSuggestionsSchema,
        messages: suggestionMessages(field, request.age_group, request.inputs),
      });
      return answer.suggestions.slice(0, 5);
    },
  };
}

function toIdea(answer: ModelIdea, seed: number): StoryIdea {
  return {
    title: answer.title,
    summary: answer.summary,
    plot: answer.plot,
    setting: answer.setting,
    lesson: answer.lesson,
    tone: answer.tone,
    characters: answer.characters.map(toCharacter),
    seed,
  };
}

/** Model characters carry nulls for what is not said; the product's schema wants those left out. */
function toCharacter(character: ModelCharacter): Character {
  const appearance = Object.fromEntries(Object.entries(character.appearance).filter(([, value]) => value !== null && value !== ''));
  return characterSchema.parse({
    name: character.name,
    kind: character.kind,
    pronoun: character.pronoun,
    traits: character.traits.filter(Boolean),
    appearance,
    ...(character.species ? { species: character.species } : {}),
  });
}

function checkCharacters(answer: ModelIdea): string | undefined {
  for (const character of answer.characters) {
    try {
      toCharacter(character);
    } catch {
      return `the character "${character.name}" is incomplete`;
    }
  }
  return undefined;
}

function checkNumbering(actual: number[], expected: number[]): string | undefined {
  const sorted = [...actual].sort((a, b) => a - b);
  return sorted.join(',') === expected.join(',') ? undefined : `expected pages ${expected.join(', ')} but got ${sorted.join(', ') || 'none'}`;
}

const rangeFrom = (first: number, count: number) => Array.from({ length: count }, (_, index) => first + index);

/** A refined idea gets a new seed (31 bits) so anything derived from it changes too. */
const nextSeed = (seed: number) => (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) >>> 1) || 1;
