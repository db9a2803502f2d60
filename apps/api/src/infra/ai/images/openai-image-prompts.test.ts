import { describe, expect, it } from 'vitest';
import { describeCharacter } from './openai-image-prompts';

describe('describeCharacter', () => {
  it('tells the image model a grown-up is an adult, a child a child, an animal its species', () => {
    expect(describeCharacter({ name: 'Grandma Rose', kind: 'grown-up', pronoun: 'she', appearance: { hair_color: 'white' }, traits: [] })).toBe('Grandma Rose, a grown-up, drawn as an adult (hair color: white)');
    expect(describeCharacter({ name: 'Mia', kind: 'child', pronoun: 'she', appearance: {}, traits: [] })).toBe('Mia, a child');
    expect(describeCharacter({ name: 'Biscuit', kind: 'animal', species: 'dog', pronoun: 'he', appearance: {}, traits: [] })).toBe('Biscuit, a dog');
  });
});
