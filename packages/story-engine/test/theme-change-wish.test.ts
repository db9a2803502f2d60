import { storyInputsSchema, type StoryInputs } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { refineIdea, writeIdea, writeStory } from '../src/index';

const inputs = (theme: string, characters: StoryInputs['characters'] = [{ name: 'Mia', kind: 'child', pronoun: 'she', traits: [], appearance: {} }]): StoryInputs =>
  storyInputsSchema.parse({ characters, age_group: '3-5', story_length: 'medium', tone: 'cozy', theme });

const wished = (start: StoryInputs, wish: string, seed = 6) => {
  const refined = refineIdea(writeIdea(start, seed), start, wish);
  return { ...refined, text: writeStory(refined.idea, refined.inputs).map((page) => page.text).join(' ') };
};

describe('a wish that changes the theme chooses again what belonged to the old one', () => {
  it('"make it about a birthday instead" on "baking with grandpa": a birthday, Grandpa and the baking lesson gone, the change said', () => {
    const { idea, text } = wished(inputs('baking with grandpa'), 'make it about a birthday instead');
    expect(idea.plot).toBe('theme:birthday');
    expect(idea.characters.map((member) => member.name)).not.toContain('Grandpa');
    expect(text).not.toMatch(/Grandpa/);
    expect(idea.summary).toMatch(/"baking with grandpa" is left out/);
    expect(idea.summary).not.toMatch(/sharing makes good things/);
  });

  it('the grown-up who went along to the dentist is chosen again for the new theme, and the parent\'s own friend stays', () => {
    const start = inputs('going to the dentist', [{ name: 'Mia', kind: 'child', pronoun: 'she', traits: [], appearance: {} }, { name: 'Leo', kind: 'child', pronoun: 'he', traits: ['funny'], appearance: {} }]);
    const { idea } = wished(start, 'make it about the seaside');
    expect(idea.plot).toBe('theme:beach-day');
    expect(idea.characters.map((member) => member.name)).toContain('Leo');
    expect(idea.summary).toMatch(/"going to the dentist" is left out/);
  });

  it('a grown-up the parent described stays through a change of theme', () => {
    const start = inputs('baking with grandpa', [{ name: 'Mia', kind: 'child', pronoun: 'she', traits: [], appearance: {} }, { name: 'Grandpa', kind: 'grown-up', pronoun: 'he', traits: ['kind'], appearance: {} }]);
    expect(wished(start, 'make it about a birthday instead').idea.characters.map((member) => member.name)).toContain('Grandpa');
  });
});
