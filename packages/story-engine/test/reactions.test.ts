import { storyInputsSchema } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { writeIdea, writeStory } from '../src/index';
import { keepsWhatItAnswers } from '../src/story/reactions';

describe('a line that says how the line before it went', () => {
  it('keeps the line it answers when a page is fitted to its band', () => {
    expect(keepsWhatItAnswers(['She pulled out a book.', 'That helped, a little.'], 0)).toBe(false);
    expect(keepsWhatItAnswers(['She pulled out a book.', 'That helped, a little.'], 1)).toBe(true);
    expect(keepsWhatItAnswers(['The shelves were tall.', 'She pulled out a book.'], 0)).toBe(true);
  });

  it('never leaves "not going the way it should" under a description of the library', () => {
    const inputs = storyInputsSchema.parse({ characters: [{ name: 'Ivy', kind: 'child', pronoun: 'she', traits: ['loves singing'] }, { name: 'Grandad', kind: 'grown-up', pronoun: 'he', traits: [] }], age_group: '0-2', story_length: 'short', theme: 'going to the library with grandad', tone: 'gentle' });
    const pages = writeStory(writeIdea(inputs, 303132), inputs).map((page) => page.text);
    for (const text of pages) {
      const at = text.indexOf('It was not going the way it should');
      if (at >= 0) expect(text.slice(0, at)).toMatch(/\bbut\b|\bno\b|\bnot\b|wobbl|tipped|fell/i);
    }
  });
});
