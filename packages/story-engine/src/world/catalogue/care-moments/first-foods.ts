import { themeSubplot } from '../subplots';
import type { EntryKit } from '../round-13-kit';
import { HELPER_OLDER, toldFromBeside } from './from-beside';

/**
 * A baby's first foods ("weaning", "first foods", "starting solids", "in the high chair"): sitting up in the high chair
 * with a bib, a soft spoon, a first taste of mashed banana or carrot, a screwed-up face, a try with fingers, and "Mmm".
 * The grown-up always beside; soft food only. Never a fussy eater's vegetables, nor weaning off a bottle or a dummy.
 */
export const FIRST_FOODS: EntryKit = toldFromBeside({
  entry: {
    id: 'first-foods', kind: 'moment',
    words: /^(?!.*\bwean\w* (?:off|from)\b).*(?:\bwean(?:ing|ed)?\b|\bfirst (?:foods?|tastes?|spoons?(?:ful)?|meals?)\b|\b(?:starting|trying|first|on) solids\b|\bsolid foods?\b|\bhigh ?chairs?\b|\bbaby[- ]led\b|\bbaby food\b|\bpur[eé]es?\b|\b(?:starting|started|learning) to eat (?:real |solid |proper )?food\b|\bfirst time eating (?:real|solid|proper) food\b)/i,
    name: 'first foods', setting: 'home', lesson: 'bravery',
    title: ['{hero}\'s First Food', '{hero} Tries Something New'],
    opening: ['{hero} sat up tall in the high chair, with a bib on. Today, {hero} was trying real food!', '{hero} sat in the high chair. Bib on!'],
    worry: ['{grownup} held out a little spoon of mashed banana. {hero} looked at it, and shut {his} mouth tight.', 'Here was a spoon. {hero} shut {his} mouth tight.'],
    tries: [
      ['{hero} had a tiny taste, and screwed up {his} face, and pushed it out with {his} tongue.', 'A tiny taste. Yuck! Out it came.'],
      ['{hero} grabbed the spoon and waved it, and banana went on the tray, on {his} nose and in {his} hair.', 'Banana on the tray! Banana on {his} nose!'],
      ['{hero} patted the banana on the tray, squish, squish, and licked {his} fingers.', 'Squish, squish! Lick, lick.'],
    ],
    turn: ['{grownup} ate a spoonful too and said, "Mmm!" So {hero} opened {his} mouth wide, and had a big taste, and said, "Mmm!"', '{grownup} said, "Mmm!" {hero} said, "Mmm!"'],
    details: [
      ['The bib had a pocket at the bottom to catch what fell. It caught a lot.', 'The bib caught a lot!'],
      ['There was orange carrot, mashed soft, and a stick of soft cooked carrot to hold.', 'Orange carrot, soft and sweet.'],
      ['{hero}\'s cup had two handles, and {hero} held it with both hands and drank. Glug, glug.', 'Glug, glug, went the cup.'],
      ['{grownup} sat right beside the high chair the whole time, smiling.', '{grownup} sat right beside {hero}.'],
    ],
    senses: ['The banana was soft and sweet and squishy.', 'The spoon was small and soft and bendy.'],
    win: '{hero} had tried {his} first food, and liked it',
    end: ['Afterwards, {hero} needed a bath, because there was banana everywhere, even in {his} ears.', 'All gone! Time for a bath.'],
  },
  setback: 'Then {hero} dropped the spoon off the high chair, and it clattered on the floor, and {hero} cried for it.',
  choice: '{hero} could have banana or carrot first, and {he} chose banana.',
  subplot: themeSubplot(
    '{hero} found that new food was nicer after a second little taste.',
    '{pal} did not like the banana.',
    'a soft carrot stick',
    '{pal} tried the soft carrot stick instead, and said, "Mmm!"',
  ),
  low: '{hero} turned {his} head away and would not have another spoon.',
  hint: 'Little tastes, as slowly as you like',
  light: ['Mmm!', 'Squish!', 'All gone!'],
  older: HELPER_OLDER,
}, {
  title: '{hero} and the Baby\'s First Food',
  opening: 'The baby sat up tall in the high chair, with a bib on, and {hero} was allowed to help with the baby\'s very first food.',
  worry: '"What if the baby does not like it?" said {hero}, holding the little soft spoon.',
  tries: [
    '{hero} held out a spoonful of mashed banana, and the baby shut its mouth tight.',
    'The baby had a tiny taste, screwed up its face, and pushed it straight back out.',
    'The baby grabbed the spoon and waved it, and banana went on the tray, on the baby\'s nose, and on {hero}.',
  ],
  turn: '{hero} had a spoonful first and said, "Mmm!" and the baby watched, and opened wide, and said, "Mmm!" too.',
  details: [
    'The bib had a pocket at the bottom to catch what fell. It caught a lot.',
    'There was mashed carrot too, with a soft stick of cooked carrot for the baby to hold.',
    'The baby\'s cup had two handles, and the baby drank with both hands. Glug, glug.',
    '{grownup} sat right beside the high chair the whole time, and so did {hero}.',
  ],
  win: 'the baby had tried its first food and liked it, and {hero} had helped',
  end: 'Afterwards, the baby needed a bath, because there was banana everywhere, and {hero} needed a wash too.',
  ownSetback: 'Then the baby dropped the spoon off the high chair, and it clattered to the floor, and the baby cried for it.',
  ownChoice: '{hero} could offer banana or carrot first, and {he} chose banana.',
  ownSubplot: themeSubplot('{hero} saw that the baby copied whatever {he} did.', '{pal} did not think the carrot looked nice.', 'a spoon of {pal}\'s own', '{pal} tried the carrot, and said "Mmm!", and the baby laughed.'),
  ownDoubt: '"The baby does not like me feeding it," said {hero}.',
}, 'two');
