import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * Washing hands as a routine a little one learns ("washing hands", "learning to wash his hands"): sleeves up, soap,
 * bubbles, a song as long as twenty seconds, rinse, and the towel. Like teeth brushing, a thing done every day, not a chore.
 */
export const HAND_WASHING: CatalogueTheme = {
  id: 'hand-washing', kind: 'moment',
  words: /\bwash(?:ing|es|ed)? (?:my |his |her |their |your |our |the |your own |little )?hands\b|\bhand ?washing\b|\bclean hands\b/i,
  means: /\bwash (?:\w+ )?hand\b/,
  name: 'hand washing', setting: 'home', lesson: 'perseverance',
  title: ['{hero} Washes {his} Hands', 'Bubbles, Bubbles!'],
  opening: ['{hero} had been playing in the garden, and {his} hands were muddy, and it was nearly lunchtime.', '{hero}\'s hands were muddy, and it was lunchtime.'],
  worry: ['"My hands are clean enough," said {hero}, and hid them behind {his} back.', '"My hands are fine," said {hero}.'],
  tries: [
    ['{hero} wiped {his} hands on {his} jumper, and the mud went on the jumper too.', '{hero} wiped them on {his} jumper.'],
    ['{hero} put {his} hands under the tap for one second, and the water ran off, and the mud stayed on.', '{hero} splashed them for one second.'],
    ['{hero} pumped so much soap that the bubbles slid off onto the floor.', '{hero} pumped too much soap.'],
  ],
  turn: ['{hero} pushed {his} sleeves up, rubbed the soap all over, backs and fronts and in between the fingers, and sang "Happy Birthday" twice, all the way through.', '{hero} sang "Happy Birthday" twice while {he} rubbed the soap in.'],
  details: [
    ['{hero} stood on the little step to reach the sink.', '{hero} stood on the little step.'],
    ['Sleeves up, so they don\'t get wet.', 'Sleeves up!'],
    ['The soap made white bubbles that smelled of apples.', 'The soap made white bubbles.'],
    ['Rinse, turn off the tap, and pat dry on the soft towel.', 'Rinse, and pat dry on the towel.'],
  ],
  senses: ['The water was warm, and the bubbles popped between {his} fingers.', 'The towel was soft and smelled clean.'],
  win: '{hero}\'s hands were clean all over, even between the fingers',
  end: ['At teatime, {hero} ran to the sink before anyone even asked, singing already.', 'At teatime, {hero} washed {his} hands, singing.'],
};

export const HAND_WASHING_SETBACK: Wording = 'Then {hero} splashed so hard that water went all down {his} front, and {his} sleeves were soaked.';
export const HAND_WASHING_CHOICE: Wording = '{hero} could have the apple soap or the bubblegum one, and {he} chose the apple.';
export const HAND_WASHING_SUBPLOT = themeSubplot(
  '{hero} saw that the song made the washing long enough, and the washing made the hands clean.',
  '{pal} could not reach the tap.',
  'the little step',
  '{hero} pushed the little step over, and {pal} climbed up and washed too.',
);
