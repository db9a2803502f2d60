import type { Character, Species } from '@studio/contracts/stories';

/** One character of every figure, as parents would describe them. */
export function characterOf(figure: 'child' | 'grown-up' | Species, name = `Test ${figure}`): Character {
  if (figure === 'child') {
    return { name, kind: 'child', pronoun: 'she', appearance: { hair: 'curly red', skin_tone: 'brown', clothing: 'dress', clothing_color: 'green' }, traits: [] };
  }
  if (figure === 'grown-up') {
    return { name, kind: 'grown-up', pronoun: 'he', appearance: { hair: 'short grey', skin_tone: 'light', clothing: 'trousers', clothing_color: 'blue' }, traits: [] };
  }
  const kind = figure === 'dragon' || figure === 'unicorn' || figure === 'robot' ? 'creature' : 'animal';
  return { name, kind, species: figure, pronoun: 'they', appearance: {}, traits: [] };
}

export const BOOK_CAST: Character[] = [
  { name: 'Ada', kind: 'child', pronoun: 'she', appearance: { hair: 'long', hair_color: 'black', skin_tone: 'dark', clothing_color: 'yellow' }, traits: [] },
  { name: 'Biscuit', kind: 'animal', species: 'dog', pronoun: 'he', appearance: { fur: 'golden spotted' }, traits: [] },
  { name: 'Zed', kind: 'creature', species: 'robot', pronoun: 'they', appearance: { clothing_color: 'orange' }, traits: [] },
];
