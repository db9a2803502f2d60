import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * A little one's love of tractors ("tractors", "he loves tractors", "combine harvesters"): a real one at the farm, its
 * sounds (the engine's roar is the worry), and naming its parts, the big wheels, the cab, the trailer. Diggers, fire
 * engines and the bin lorry have their own entries.
 */
export const TRACTORS: CatalogueTheme = {
  id: 'tractors', kind: 'interest',
  words: /\btractors?\b|\bcombine harvesters?\b|\bfarm (?:vehicles|machines|machinery)\b/i,
  name: 'the tractor', thing: 'toy tractor', setting: 'farm', visitorHome: 'a house near the fields', lesson: 'bravery',
  title: ['{hero} and the Big Green Tractor', '{hero} Sits in the Tractor'],
  opening: ['{hero} loved tractors more than anything, and today {grownup} was taking {him} to the farm to see a real one, a big green one.', '{hero} loved tractors, and today {he} would see a real one.'],
  worry: ['"It\'s so big," said {hero}, holding on tight, when {he} saw the tractor in the yard. "And so loud."', '"It\'s so big," said {hero}. "And loud."'],
  tries: [
    ['{hero} waved at the tractor from behind the gate, but would not go any closer.', '{hero} waved from behind the gate.'],
    ['When the engine started with a roar, {hero} put {his} hands over {his} ears and hid behind {grownup}.', 'The engine roared, and {hero} hid.'],
    ['{hero} reached out to touch the big back wheel, but it was taller than {him}, and {he} pulled {his} hand back.', '{hero} nearly touched the big wheel.'],
  ],
  turn: ['{hero} held the farmer\'s hand, climbed the three steps up into the cab, one, two, three, and pressed the horn: beep, beep!', 'Up into the cab went {hero}, lifted high, and pressed the horn. Beep, beep!'],
  details: [
    ['The tractor had two huge back wheels, taller than {hero}, and two little ones at the front.', 'The back wheels were huge. The front ones were little.'],
    ['The farmer pointed: "Wheels, cab, engine, trailer." {hero} said them back, one by one.', '"Wheels, cab, engine, trailer," said {hero}.'],
    ['Behind the tractor, the trailer was full of hay, for the cows.', 'The trailer was full of hay.'],
    ['The tractor went brrm, brrm across the field, and {hero} waved at it until it was very small.', 'Brrm, brrm went the tractor, far away.'],
  ],
  senses: ['The engine went brrm, brrm, and the ground shook a little.', 'The yard smelled of mud and hay.'],
  win: '{hero} had sat in the cab of a real tractor and pressed the horn',
  end: ['At bedtime, {hero} drove {his} toy tractor across the pillow: brrm, brrm, beep, beep.', 'At bedtime, {hero} went brrm, brrm with {his} toy tractor.'],
};

export const TRACTORS_SETBACK: Wording = 'Then the tractor\'s engine roared, louder than anything, and {hero} jumped back.';
export const TRACTORS_CHOICE: Wording = '{hero} could sit in the cab or stand by the big wheel, and {he} chose the cab.';
export const TRACTORS_SUBPLOT = themeSubplot(
  '{hero} saw that a big, loud thing could be friendly too.',
  '{pal} was scared of the big loud wheels.',
  'the toy tractor',
  '{hero} gave {pal} the toy tractor to hold, with the same wheels, only little, and {pal} stopped being scared and waved at the farmer.',
);
