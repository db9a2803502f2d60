import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * An older child minding a younger brother or sister for the first time ("first time babysitting my little brother",
 * "in charge of her sister for an hour"): a short while, with a grown-up in the house, busy upstairs, and the
 * neighbour's number by the phone, the rules agreed first, the little one's tricks, a small mishap handled, and a bedtime story. Never alone in charge for
 * long: the grown-up is a call up the stairs away, and comes down. A babysitter who minds the hero is not this.
 */
export const BABYSITTING: CatalogueTheme = {
  id: 'babysitting', kind: 'moment', aboutSibling: true, grownUpUpstairs: true,
  words: /\bbaby-?sit(?:ting|s)?\b|\bbaby-?sat\b|\b(?:minding|mind|in charge of|keeping an eye on) (?:a |my |his |her |their |our )?(?:little |younger |baby |small )?(?:brother|sister|sibling|cousin)s?\b/i,
  means: /\bbabysit\b|\bin charge of (?:\w+ )?(?:little |young )?(?:brother|sister)\b/,
  name: 'the babysitting', setting: 'home', lesson: 'helping',
  title: ['{hero} in Charge', '{hero} Minds {his} {Sib}'],
  opening: ['For the first time ever, {hero} was in charge of {his} little {sib}, {sibname}, for one hour, while {grownup} worked upstairs.', '{hero} was minding {his} little {sib}, {sibname}, for one hour. {grownup} was upstairs.'],
  worry: ['"What if something goes wrong?" said {hero}, and read the list of rules for the third time.', '"What if something goes wrong?" said {hero}.'],
  tries: [
    ['{sibname} hid behind the curtain and would not come out, and {hero} looked in every room before {he} saw the feet.', '{sibname} hid, and {hero} looked everywhere.'],
    ['{sibname} said, "Mum always lets me have three biscuits," and {hero} nearly believed it.', '{sibname} asked for three biscuits.'],
    ['{hero} tried to be strict, like a teacher, and {sibname} just laughed and ran round the sofa.', '{hero} tried to be strict. {sibname} laughed.'],
  ],
  turn: ['{hero} stopped trying to boss {sibname}, sat down on the rug, and said, "Shall we build a den and then have a story?" and {sibname} came straight over.', '{hero} sat down and said, "Den, then a story?" {sibname} came over.'],
  details: [
    ['Before {grownup} went up, they went over the rules together: no cooker, no opening the door, and the neighbour\'s number stuck up by the phone, just in case.', 'The rules: no cooker, no opening the door. The neighbour\'s number was by the phone.'],
    ['{hero} knew that {grownup} was only a shout up the stairs away, and would come straight down if {he} called.', '{grownup} was only upstairs, and would come if {hero} called.'],
    ['{sibname} knocked a cup of juice over, and {hero} did not shout, but got a cloth and mopped it up, and they both giggled.', '{sibname} spilled juice. {hero} got a cloth.'],
    ['At the end, {hero} read {sibname} a bedtime story, doing all the voices, and {sibname} was nearly asleep when {grownup} came down the stairs.', '{hero} read a bedtime story, and {sibname} fell asleep.'],
  ],
  senses: ['The house was very quiet, except for the clock, and {sibname} humming.', 'The den was made of two chairs and a blanket, and it was cosy inside.'],
  win: '{hero} had looked after {sibname} for a whole hour, and done it well',
  end: ['When {grownup} came down, {sibname} said, "Can {hero} mind me again tomorrow?"', '"Can {hero} mind me again?" asked {sibname}.'],
};

export const BABYSITTING_SETBACK: Wording = 'Then {sibname} tripped over the rug and bumped a knee, and began to wail, and {hero}\'s heart thumped.';
export const BABYSITTING_CHOICE: Wording = '{hero} could read the dragon book or the bus book, and {he} let {sibname} choose.';
export const BABYSITTING_SUBPLOT = themeSubplot(
  '{hero} saw that being in charge meant looking after someone, not bossing them about.',
  '{sibname}\'s teddy had gone missing, and bedtime could not happen without it.',
  'the torch',
  '{pal} held the torch, and they searched under the beds together, and found the teddy behind the bath.',
);
