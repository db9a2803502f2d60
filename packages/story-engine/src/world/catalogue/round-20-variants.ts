import { themeSubplot } from './subplots';
import type { Variant } from './theme-entry';

/**
 * Round 20's variants, from held-out read 47: not wanting to get out of the bath is the bath ending, never the
 * entry's hair-washing night (it was told as water in the eyes, and the plug pulled on the fifth page).
 */
const NOT_GETTING_OUT: Variant = {
  said: /\b(?:not (?:wanting|want) to|won'?t|wouldn'?t|doesn'?t want to|didn'?t want to|refus\w* to|never wants? to) get out\b|\bget(?:ting)? out of the bath\b/i,
  title: ['{hero} Stays in the Bath', 'Just Five More Minutes'],
  lesson: 'listening',
  opening: 'It was bath time, and {hero} loved the bath so much that {he} never, ever wanted to get out.',
  worry: '"Just five more minutes!" said {hero}, and slid down under the bubbles.',
  tries: ['When {grownup} held up the towel, {hero} hid behind the bubbles and pretended to be a whale.', '{hero} said the boat had not finished its trip round the bath, and it needed one more go, and then one more.', '{hero} held on to the side of the bath with both hands and said, "I live here now."'],
  turn: '{hero} pulled out the plug {him}self, waved bye-bye to the water, and held up {his} arms for {grownup} to lift {him} out into the big warm towel.',
  details: ['The bath was warm, with bubbles piled up like clouds.', 'The bath toys bobbed about: a duck, a boat and a cup for pouring.', '{grownup} had warmed the towel on the radiator, so it was toasty, like a hug.', 'Wrapped in the big warm towel, {hero} was as snug as a bug.'],
  senses: ['The bubbles crackled softly as they popped.', 'The tap went drip, drip, plink.'],
  win: '{hero} was out of the bath, warm and dry and snug',
  end: 'Next bath time, when the water went cool, {hero} pulled out the plug all by {him}self and said, "Bye-bye, bath!"',
  ownSetback: 'Then the water went cold, and {hero} shivered, and still said, "Not yet!"',
  ownDoubt: '{hero} looked at {his} wrinkly fingers. "But if I get out, bath time is over," {he} said, and {his} lip wobbled.',
  ownChoice: '{hero} could have the towel with the hood or the big stripy one, and {he} chose the hood.',
  ownHint: 'Bath time comes back tomorrow, and the towel is warm now',
  ownSubplot: themeSubplot('{hero} found that bath time ending was not so bad, because the towel was warm and the story came next.', '{pal} did not like the gurgling noise of the plug hole.', 'the big fluffy towel', '{pal} waved bye-bye to the bubbles as they gurgled away, snug in the big fluffy towel.'),
};

export const ROUND_20_VARIANTS: Readonly<Record<string, readonly Variant[]>> = {
  'bath-time': [NOT_GETTING_OUT],
};
