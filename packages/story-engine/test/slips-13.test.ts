import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import type { Character, StoryInputs } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';

/** Round 13: slips a parent hears reading aloud, left by round 12's held-out reads, each met by its mechanism. */

const child = (name: string, pronoun: 'she' | 'he' = 'she', traits: string[] = []): Character => ({ name, kind: 'child', pronoun, appearance: {}, traits });
const inputs = (theme: string, characters: Character[], age: StoryInputs['age_group'], length: StoryInputs['story_length']) =>
  storyInputsSchema.parse({ characters, age_group: age, story_length: length, theme });
const pagesOf = (given: StoryInputs, seed = 1) => writeStory(writeIdea(given, seed), given).map((page) => page.text);

const ASKS_IF_IT_WORKED = /Would it work this time\?|Would this be the go that worked\?|hardly daring to look/;

describe('a held breath before the page turn', () => {
  // Fresh read 1360001: "When the lights went out, the spare room looked different. Would this be the go that worked?"
  it('asks whether it worked only after a go: the lights going out is no try', () => {
    for (const seed of [2, 3]) {
      const dark = pagesOf(inputs('sleepover at grandmas', [child('Keanu', 'he')], '6-8', 'long'), seed).find((text) => /spare room looked different/.test(text));
      expect(dark).toBeDefined();
      expect(dark).not.toMatch(ASKS_IF_IT_WORKED);
    }
  });
});
