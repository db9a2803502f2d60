import { moderateText, refineIdea, suggest, writeIdea, writeOutline, writeStory } from '@studio/story-engine';
import type { TextProvider } from './text-provider';

/** The offline story engine behind the provider interface: no keys, no network, deterministic. */
export function createBuiltinTextProvider(): TextProvider {
  return {
    name: 'builtin',
    writeIdea: async (inputs, seed) => writeIdea(inputs, seed),
    refineIdea: async (idea, inputs, feedback) => refineIdea(idea, inputs, feedback),
    writeOutline: async (idea, inputs) => writeOutline(idea, inputs),
    async *writePages(idea, inputs) {
      yield writeStory(idea, inputs);
    },
    suggest: async (field, request) => suggest(field, request),
    moderate: async (text) => moderateText(text),
  };
}
