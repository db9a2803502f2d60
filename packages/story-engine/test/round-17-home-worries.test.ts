import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { readTheme } from '../src/understand/read-theme';
import { themeWeight } from '../src/understand/read-weight';

describe('grown-ups arguing at home', () => {
  it('is read as the worry at home however a parent puts it, and weighs as a worry', () => {
    for (const theme of ['parents arguing at home', 'when mum and dad keep arguing', 'shouting at home']) {
      const reading = readTheme(theme);
      expect(reading.kind === 'catalogue' && reading.entry.id, theme).toBe('grown-ups-arguing');
      expect(themeWeight(theme), theme).toBe('worry');
    }
  });

  it('is told as the voices heard and the worry said out loud, never a party or a quest', () => {
    const inputs = storyInputsSchema.parse({ characters: [{ name: 'Sophie', kind: 'child', pronoun: 'she', appearance: {}, traits: [] }, { name: 'Mum', kind: 'grown-up', pronoun: 'she', appearance: {}, traits: [] }], age_group: '9-12', story_length: 'medium', theme: 'parents arguing at home', lesson: 'It is not your fault when grown-ups argue' });
    const idea = writeIdea(inputs, 380022);
    expect(idea.plot).toBe('theme:grown-ups-arguing');
    const text = writeStory(idea, inputs).map((page) => page.text).join(' ');
    expect(text).toMatch(/loud voices/);
    expect(text).toMatch(/"It is not your fault|No\. Never\./);
    expect(text).not.toMatch(/\bparty\b|\bmap\b|balloons/);
  });
});
