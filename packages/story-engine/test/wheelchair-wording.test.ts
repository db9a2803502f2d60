import { describe, expect, it } from 'vitest';
import { castFromCharacter } from '../src/cast/cast-member';
import { wheelchairWording } from '../src/cast/wheelchair-wording';

const matteo = castFromCharacter({ name: 'Matteo', kind: 'child', pronoun: 'he', appearance: {}, traits: ['uses a wheelchair'] });
const ravi = castFromCharacter({ name: 'Ravi', kind: 'child', pronoun: 'he', appearance: {}, traits: [] });
const ama = castFromCharacter({ name: 'Ama', kind: 'child', pronoun: 'she', appearance: {}, traits: [] });

describe('the words for a character who uses a wheelchair', () => {
  it.each([
    ['Matteo ran to see.', 'Matteo raced to see.'],
    ['Off ran Matteo after the flags.', 'Off raced Matteo after the flags.'],
    ["They went until Matteo's feet were sore, and came back to the very same spot.", "They went until Matteo's arms were tired, and came back to the very same spot."],
    ["Nothing called back, and Matteo's feet would not take one more step.", "Nothing called back, and Matteo's wheels would not turn once more."],
    ['Down Matteo came with a bump.', 'Back Matteo rolled with a bump.'],
    ['Matteo went up as high as he could, to look.', 'Matteo found the highest spot he could reach, to look.'],
    ['Matteo and Ama walked to the busy market.', 'Matteo and Ama went to the busy market.'],
    ['Matteo stood on tiptoe and looked.', 'Matteo sat up tall and looked.'],
    ['"My feet say the map is wrong," said Matteo.', '"My arms say the map is wrong," said Matteo.'],
    ['Matteo could stand at the front of the line or at the side.', 'Matteo could wait at the front of the line or at the side.'],
    ['Matteo stood a little taller.', 'Matteo sat up a little taller.'],
    ['Matteo stood by the door.', 'Matteo waited by the door.'],
    ['Matteo was standing very still.', 'Matteo was waiting very still.'],
  ])('"%s" → "%s"', (line, expected) => expect(wheelchairWording(line, [matteo, ravi, ama])).toBe(expected));

  it('leaves the others their own feet', () => {
    for (const line of ['Ravi ran ahead.', 'Matteo told everyone about the moment Ravi stood on tiptoe.', 'Ama climbed the tree, and Matteo cheered.']) {
      expect(wheelchairWording(line, [matteo, ravi, ama])).toBe(line);
    }
  });

  it('reads "he" as the user only when nobody else named in the line is a "he"', () => {
    expect(wheelchairWording('Matteo smiled, and he ran to the gate.', [matteo, ama])).toBe('Matteo smiled, and he raced to the gate.');
    expect(wheelchairWording('Matteo waved at Ravi, and he ran to the gate.', [matteo, ravi])).toBe('Matteo waved at Ravi, and he ran to the gate.');
  });
});
