import { describe, expect, it } from 'vitest';
import type { StoryInputs } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { readTheme } from '../src/understand/read-theme';

const inputsFor = (theme: string): StoryInputs => ({
  characters: [{ name: 'Mia', kind: 'child', pronoun: 'she', appearance: {}, traits: [] }, { name: 'Hana', kind: 'child', pronoun: 'he', appearance: {}, traits: [] }],
  age_group: '3-5', story_length: 'medium', theme, tone: 'funny', art_style: 'watercolor', language: 'en',
});

describe('celebrating a festival', () => {
  it('"celebrating Diwali" is Diwali, not a friend\'s birthday party; a party or a birthday is still the celebration\'s', () => {
    expect(readTheme('celebrating Diwali')).toMatchObject({ kind: 'catalogue', entry: { id: 'diwali' } });
    expect(readTheme('celebrating Eid')).toMatchObject({ kind: 'catalogue', entry: { id: 'eid' } });
    expect(readTheme('a birthday party').kind).toBe('told');
    // A festival's party is the festival's day (the wishes branch): "a Diwali party" is Diwali.
    expect(readTheme('Diwali party')).toMatchObject({ kind: 'catalogue', entry: { id: 'diwali' } });
    const inputs = inputsFor('celebrating Diwali');
    const idea = writeIdea(inputs, 1050213);
    expect(idea.plot).toBe('theme:diwali');
    expect(writeStory(idea, inputs).map((page) => page.text).join(' ')).not.toMatch(/\bbirthday\b/i);
  });
});
