import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';

/**
 * Vaisakhi ("baisakhi", "vasakhi at the gurdwara"): the gurdwara full of music and orange, heads covered and shoes off,
 * serving langar to everyone sitting in rows on the floor, the new cloth on the Nishan Sahib, the procession and
 * karah parshad in cupped hands. The worry is dropping the food; the turn is kneeling and giving with both hands.
 */
export const VAISAKHI: EntryKit = {
  entry: {
    id: 'vaisakhi', kind: 'festival', words: /\bv[ae]i?sa(?:k)?hi\b|\bbaisakhi\b|\blangar\b|\bnagar kirtan\b/i,
    name: 'Vaisakhi', setting: 'city', lesson: 'helping',
    title: ['{hero}\'s Vaisakhi', '{hero} Helps at the Langar'],
    opening: ['It was Vaisakhi, and the gurdwara was full of music and orange flags, and this year {hero} was old enough to help serve the langar, the free meal for everyone.', 'It was Vaisakhi, and {hero} would help serve the langar.'],
    worry: ['"What if I drop the food on somebody?" said {hero}, looking at the long rows of people sitting on the floor.', '"What if I drop it?" said {hero}.'],
    tries: [
      ['{hero} covered {his} hair with a bright orange cloth, like everyone else, and took off {his} shoes by the door.', '{hero} covered {his} hair and took off {his} shoes.'],
      ['{hero} carried a basket of chapatis down the row, but {his} hands shook and {he} held it far too tight.', '{hero} carried the chapatis, hands shaking.'],
      ['{hero} watched the grown-ups ladle dal into the steel trays, and could not see how they never spilled a drop.', '{hero} watched the grown-ups ladle dal.'],
    ],
    turn: ['{hero} knelt down beside an old man, held out the basket with both hands and said, "Waheguru," and the old man took a chapati and smiled.', '{hero} knelt and held out the basket with both hands.'],
    details: [
      ['In the langar hall, everybody sat on the floor in long rows, side by side, because at langar everyone is equal.', 'Everyone sat on the floor in long rows.'],
      ['The tall flagpole, the Nishan Sahib, was washed and given a new orange cloth.', 'The tall flagpole got a new orange cloth.'],
      ['Outside, the procession went down the street with drums and singing, and people handed out drinks to everyone passing.', 'Outside, a procession went by with drums.'],
      ['There was sweet karah parshad, warm and buttery, given into cupped hands.', 'There was warm, sweet karah parshad.'],
    ],
    senses: ['The hall smelled of butter, spices and hot chapatis.', 'The dhol drum went boom, boom, boom outside.'],
    win: '{hero} had served the langar, all the way down the long row',
    end: ['At bedtime, {hero} held out {his} cupped hands, the way {he} had for the karah parshad, and said, "Everyone is equal at langar."', 'At bedtime, {hero} said, "Everyone is equal at langar."'],
  },
  setback: 'Then a chapati slid off the top of the basket and landed on the floor, right by somebody\'s knee.',
  choice: '{hero} could carry the chapatis or the water jug, and {he} chose the chapatis.',
  subplot: themeSubplot(
    '{hero} saw that serving someone is its own kind of present.',
    '{pal} wanted to help too, and was too small to carry a heavy basket.',
    'the little bowl of sugar',
    '{hero} gave {pal} the little bowl of sugar to carry, and they went down the row together.',
  ),
  low: '{hero} stared at the chapati on the floor. "They\'ll never let me carry anything again," {he} whispered.',
  hint: 'Kneel down to their height, and give with both hands',
  light: ['Boom, boom!', 'Waheguru!', 'Yum!'],
  older: {
    want: '{hero} wanted to do seva properly, the way {his} older cousins did, and not be handed the easy job.',
    secret: '{he} had nearly asked to stay at home and play instead',
    decides: '{hero} could hurry down the row to get it over with, or slow down and serve each person properly. {he} slowed down.',
  },
};
