import { describe, expect, it } from 'vitest';
import type { Character } from '@studio/contracts/stories';
import { addToCast } from './add-to-cast';

const MIA: Character = { name: 'Mia', kind: 'child', pronoun: 'she', appearance: { hair: 'curly' }, traits: ['brave'] };
const BLANK = { name: '', kind: 'child' as const, pronoun: 'they' as const, appearance: {}, traits: [] };

describe('addToCast', () => {
  it('fills the blank first card, with the photo on that card', () => {
    expect(addToCast({ characters: [BLANK], character_photos: [] }, MIA, 'photo-1')).toEqual({ characters: [MIA], character_photos: [{ character_index: 0, image_id: 'photo-1' }] });
  });

  it('adds after the characters already there, and keeps a copy the saved character cannot change', () => {
    const pip: Character = { name: 'Pip', kind: 'animal', species: 'fox', pronoun: 'he', appearance: {}, traits: [] };
    const cast = addToCast({ characters: [pip], character_photos: [{ character_index: 0, image_id: 'pip' }] }, MIA);
    expect(cast.characters.map((c) => c.name)).toEqual(['Pip', 'Mia']);
    expect(cast.character_photos).toEqual([{ character_index: 0, image_id: 'pip' }]);
    MIA.traits.push('changed later');
    expect(cast.characters[1]!.traits).toEqual(['brave']);
  });
});
