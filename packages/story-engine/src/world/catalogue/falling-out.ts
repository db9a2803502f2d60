import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';
import { FRIEND_FALLING_OUT_VARIANT, SIBLING_BREAKS_THINGS, SIBLING_BREAKS_THINGS_VARIANT, SIBLING_PESTERS } from './friend-and-sibling-variants';
import { FRIEND_FALLING_OUT_OLDER } from './falling-out-older';

/**
 * A falling-out with a brother, a sister or a friend ("fighting with my little brother", "the twins keep arguing"):
 * one thing both want, the pulling and the shouting, the quiet after it, and the sorry that makes room for turns. Told
 * with the cast's other child; matched before the everyday activities, so a squabble over the swings is the squabble.
 */
export const FALLING_OUT: CatalogueTheme = {
  id: 'falling-out', kind: 'feeling', words: new RegExp(String.raw`\b(?:fight(?:s|ing)?|argu(?:e|es|ing|ments?)|squabbl\w*|bicker\w*|falling out|fell out|fall(?:s)? out) (?:with|over|about)\b|\bsibling rivalry\b|\b(?:brothers?|sisters?|siblings?|twins|cousins) (?:who )?(?:keep )?(?:fight\w*|argu\w*|squabbl\w*|bicker\w*)\b|` + SIBLING_BREAKS_THINGS.source + '|' + SIBLING_PESTERS.source, 'i'),
  name: 'the falling-out', setting: 'home', lesson: 'sharing',
  title: ['{hero} and {pal} Make Up', 'The Big Falling-Out'],
  opening: '{hero} and {pal} both wanted the red scooter, and both of them had hold of it.',
  worry: '"It\'s mine!" said {hero}, pulling. "I had it first!"',
  tries: ['{hero} pulled harder, {pal} pulled back, and the scooter clattered onto the floor between them.', '{hero} stomped off to play alone, but playing alone was no fun at all.', '{hero} built a tower and said, "You\'re not allowed," and {pal}\'s face went all crumpled.'],
  turn: '{hero} went over to {pal} and said, "Sorry I shouted. You go first on the scooter, and then it\'s my turn."',
  details: ['The scooter was red, with a bell that went ding.', 'After the shouting, the house went very quiet, the kind of quiet that feels too big.', '{grownup} put a sand timer on the step: three minutes each.', 'Soon they were taking turns, then racing down the path, one on the scooter and one running beside it.'],
  win: 'they were friends again, taking turns',
  end: 'At bedtime, {hero} and {pal} whispered and giggled until they both fell asleep.',
  variants: [SIBLING_BREAKS_THINGS_VARIANT, FRIEND_FALLING_OUT_OLDER, FRIEND_FALLING_OUT_VARIANT],
};

export const FALLING_OUT_SETBACK: Wording = 'Then the bell came off the scooter, and each of them said it was the other one\'s fault.';
export const FALLING_OUT_CHOICE: Wording = '{hero} could sulk on the stairs or go and find {grownup}, and {he} chose the stairs, for a while.';
export const FALLING_OUT_SUBPLOT = themeSubplot(
  '{hero} saw that shouting made the scooter further away, not nearer.',
  '{pal} had scraped {palhis} knee on the path and did not want anyone to look.',
  'the plaster with stars',
  '{hero} fetched the plaster with stars, and {pal} let {hero} put it on.',
);
