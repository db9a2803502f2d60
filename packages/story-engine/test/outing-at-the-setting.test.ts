import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { refineIdea, writeIdea, writeStory } from '../src/index';
import { withOutingAtTheSetting } from '../src/understand/outing-at-the-setting';

const inputs = (theme: string, setting?: 'farm' | 'beach' | 'castle') => storyInputsSchema.parse({
  characters: [{ name: 'Mr Patel', kind: 'grown-up', pronoun: 'he', appearance: {}, traits: [] }, { name: 'Zara', kind: 'child', pronoun: 'she', appearance: {}, traits: [] }, { name: 'Noah', kind: 'child', pronoun: 'he', appearance: {}, traits: [] }],
  age_group: '6-8',
  story_length: 'short',
  theme,
  setting,
  tone: 'heartwarming',
});

describe('a class outing that names no place', () => {
  it('is the class’s day at the place the parent picked, when the catalogue tells a day there', () => {
    const asked = inputs('a school trip', 'farm');
    const idea = writeIdea(asked, 1234);
    expect(idea.plot).toBe('theme:farm');
    const text = writeStory(idea, asked).map((page) => page.text).join(' ');
    expect(text).toMatch(/whole class went together/);
    expect(text).not.toMatch(/\bmap\b|loved to imagine/);
  });

  it('keeps the parent’s words where the place is named, has no day of its own, or was not picked', () => {
    expect(withOutingAtTheSetting(inputs('a school trip to the zoo', 'farm')).theme).toBe('a school trip to the zoo');
    expect(withOutingAtTheSetting(inputs('a school trip', 'castle')).theme).toBe('a school trip');
    expect(withOutingAtTheSetting(inputs('a school trip')).theme).toBe('a school trip');
    expect(withOutingAtTheSetting(inputs('a class trip', 'beach')).theme).toBe('a class trip to the beach');
  });

  it('leaves the theme as the parent wrote it in refined inputs', () => {
    const asked = inputs('a school trip', 'farm');
    expect(refineIdea(writeIdea(asked, 7), asked, 'make it funnier').inputs.theme).toBe('a school trip');
  });
});
