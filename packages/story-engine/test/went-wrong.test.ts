import { describe, expect, it } from 'vitest';
import { WENT_WRONG } from '../src/plots/theme-story';

describe('a try that went wrong', () => {
  // A fresh read (round 10): each was followed by a lift for a try that helped ("Leo stood a little taller.").
  it.each([
    'Leo tried to put his jumper on, and got stuck with his head inside it.',
    "On the hill, Freya's sledge tipped over, and snow went down her neck.",
    'Leo tried drawing with his other hand, and the house came out all wobbly.',
    'One egg fell and cracked on the yard.',
    'A splash went right up his nose.',
    'But it was so big that it reached right up to his ears.',
  ])('is read as not working yet: "%s"', (line) => expect(WENT_WRONG.test(line)).toBe(true));

  it.each([
    'Kwame sat on the edge and kicked his feet, splash, splash.',
    'Zoe lined up the bath toys along the edge.',
    'Priya put on the big soft ear defenders.',
  ])('leaves a try that helped as helping: "%s"', (line) => expect(WENT_WRONG.test(line)).toBe(false));
});
