import { describe, expect, it } from 'vitest';
import { matchPhotosToCharacters } from './match-photos';

describe('matching dropped photos to characters by name', () => {
  it('finds the name anywhere in the file name, in any case, with any separators', () => {
    expect(matchPhotosToCharacters(['MIA.jpg', 'photo-of-leo_2024.webp', 'IMG_0042.png'], ['Mia', 'Leo'])).toEqual([0, 1, null]);
  });

  it('prefers the longest name and gives each character one photo', () => {
    expect(matchPhotosToCharacters(['grandpa joe.png', 'joe.jpg', 'joe again.jpg'], ['Joe', 'Grandpa Joe'])).toEqual([1, 0, null]);
  });

  it('matches whole words only, folding accents, and names written together', () => {
    expect(matchPhotosToCharacters(['amelia.jpg', 'zoe.jpg', 'grandpajoe.jpg'], ['Mel', 'Zoë', 'Grandpa Joe'])).toEqual([null, 1, 2]);
  });

  it('ignores the extension and characters without a name yet', () => {
    expect(matchPhotosToCharacters(['png.png', 'sam.jpeg'], ['', 'Sam'])).toEqual([null, 1]);
  });
});
