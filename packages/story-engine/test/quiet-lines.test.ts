import { describe, expect, it } from 'vitest';
import type { StoryInputs } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { labelOf } from '../src/world/catalogue';
import { catalogueSample } from './catalogue-sample';

const QUIET = /A soft hush settled|felt quiet and kind|felt calm inside/;

describe('a gentle book\'s lines of stillness', () => {
  // The coordinator's held-out read (round 10): "Taking turns, they raced to the lamp post and back. … A soft hush settled
  // around Grace." and "Everything around Amir felt quiet and kind." on the morning of the gala.
  it('are said only on a calm or sleepy page', { timeout: 120_000 }, () => {
    const loud: string[] = [];
    for (const [entry, age_group, e] of catalogueSample(1100, ['3-5', '6-8'] as const)) {
      const inputs: StoryInputs = { characters: [{ name: 'Grace', kind: 'child', pronoun: 'she', appearance: {}, traits: [] }, { name: 'Lily', kind: 'child', pronoun: 'she', appearance: {}, traits: [] }], age_group, story_length: 'medium', theme: labelOf(entry), tone: 'gentle', art_style: 'flat', language: 'en' };
      for (const page of writeStory(writeIdea(inputs, 1100 + e), inputs)) {
        if (QUIET.test(page.text) && page.scene.mood !== 'calm' && page.scene.mood !== 'sleepy') loud.push(`${entry.id} (${page.scene.mood}): ${page.text}`);
      }
    }
    expect(loud).toEqual([]);
  });
});
