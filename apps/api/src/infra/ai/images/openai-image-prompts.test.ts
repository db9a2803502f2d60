import { describe, expect, it } from 'vitest';
import { describeCharacter, pagePrompt } from './openai-image-prompts';

describe('describeCharacter', () => {
  it('tells the image model a grown-up is an adult, a child a child, an animal its species', () => {
    expect(describeCharacter({ name: 'Grandma Rose', kind: 'grown-up', pronoun: 'she', appearance: { hair_color: 'white' }, traits: [] })).toBe('Grandma Rose, a grown-up, drawn as an adult (hair color: white)');
    expect(describeCharacter({ name: 'Mia', kind: 'child', pronoun: 'she', appearance: {}, traits: [] })).toBe('Mia, a child');
    expect(describeCharacter({ name: 'Biscuit', kind: 'animal', species: 'dog', pronoun: 'he', appearance: {}, traits: [] })).toBe('Biscuit, a dog');
  });
});

describe('pagePrompt', () => {
  const cast = [
    { name: 'Kofi', kind: 'child' as const, pronoun: 'he' as const, appearance: { features: ['wheelchair' as const, 'glasses' as const] }, traits: [] },
    { name: 'Pip', kind: 'animal' as const, species: 'fox' as const, pronoun: 'he' as const, appearance: {}, traits: [] },
  ];

  it('asks for the same scene the built-in illustrator draws: figures and poses, creatures, props, place, time and camera', () => {
    const prompt = pagePrompt({
      setting: 'space', time_of_day: 'night', characters: ['Kofi'], action: 'walking', mood: 'excited',
      figures: [{ name: 'Kofi', pose: 'reaching' }, { name: 'space whale', species: 'space whale', pose: 'flying' }],
      props: ['map', 'cookie', 'stone'], place: 'the moon', composition: { camera: 'close', placement: 'left', mirrored: false },
    }, cast, 'flat', 'Kofi reached for the star stone.', false);
    expect(prompt).toContain('Setting: space at the moon, night.');
    expect(prompt).toContain('Kofi (reaching), a space whale (flying)');
    expect(prompt).toContain('Show these things from the text: map, cookie, stone.');
    expect(prompt).toContain('a close-up of the characters');
    expect(prompt).toContain('the group on the left of the picture');
    expect(prompt).toContain('- Kofi, a child (features: wheelchair, glasses)');
    expect(prompt).not.toContain('Pip');
  });

  it('still asks for an older scene: its named characters all doing the page action', () => {
    const prompt = pagePrompt({ setting: 'forest', time_of_day: 'day', characters: ['Kofi', 'Pip'], action: 'waving', mood: 'happy' }, cast, 'crayon', 'Hello!', true);
    expect(prompt).toContain('Kofi (waving), Pip (waving)');
    expect(prompt).not.toContain('Composition:');
  });
});
