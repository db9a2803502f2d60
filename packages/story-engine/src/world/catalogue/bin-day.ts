import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * Bin day ("watching the bin lorry", "the rubbish truck", "bin day"): the rumble down the street, the arm that lifts
 * the bin, the crew's wave and the hoot. A little listener's favourite morning, told from the window and the gate with
 * a grown-up, never in the road. Not the building site of the diggers.
 */
export const BIN_DAY: CatalogueTheme = {
  id: 'bin-day', kind: 'activity', words: /\bbin (?:lorr(?:y|ies)|trucks?|day|men|collectors?)\b|\b(?:rubbish|garbage|trash|recycling) (?:lorr(?:y|ies)|trucks?|day)\b|\bdustcarts?\b/i,
  name: 'bin day', setting: 'city', lesson: 'patience',
  title: ['{hero} and the Bin Lorry', 'Bin Day!'],
  opening: 'It was bin day, and {hero} wanted to wave to the bin lorry when it came down the street.',
  worry: '"What if it comes when I\'m not looking?" said {hero}.',
  tries: ['{hero} ran to the window at every rumble, but it was only a bus.', '{hero} waited by the gate with {grownup}, but the street stayed quiet for a long, long time.', '{hero} went in for a drink, and heard a clank and a whirr from outside.'],
  turn: '{hero} stood very still at the gate, holding {grownup}\'s hand, and listened until the rumble came round the corner.',
  details: ['The bins stood in a row by the kerb, green, blue and black.', 'The lorry\'s arm lifted the bin up high, tipped it, and put it back down with a bump.', 'The crew wore bright yellow jackets, and one of them had a beard like a bush.', 'The driver waved, and gave two short hoots: toot, toot!'],
  win: 'the whole crew waved back, and the lorry hooted just for {him}',
  end: 'Next bin day, {hero} was at the gate before the lorry had even turned the corner.',
};

export const BIN_DAY_SETBACK: Wording = 'Then a lorry came round the corner, but it was the wrong one: a van with bread in it.';
export const BIN_DAY_CHOICE: Wording = '{hero} could wave from the window or from the gate, and {he} chose the gate, with {grownup}.';
export const BIN_DAY_SUBPLOT = themeSubplot(
  '{hero} saw that the lorry came street by street, and that listening was the way to know when.',
  '{pal} was scared of the loud crunch the lorry made.',
  'the pair of ear muffs',
  '{pal} put on the pair of ear muffs, and waved the hardest of all.',
);
