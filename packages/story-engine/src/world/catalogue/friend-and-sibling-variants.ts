import { themeSubplot } from './subplots';
import type { Variant } from './theme-entry';

/**
 * A best friend who has found someone new ("my best friend got a new best friend", "my best friend plays with someone
 * else now"): the green feeling, told at playtime with the friend ({pal}), and room made for three, never a scooter.
 */
export const FRIEND_FOUND_SOMEONE = /\b(?:best )?(?:friend|mate|pal)\b[^.]*?\b(?:has|have|got|gets|get|found|finds|find|made|makes|make|with|chose|picked) (?:a |another |some )?new (?:best )?(?:friends?|mates?|pals?)\b|\b(?:best )?(?:friend|mate|pal)\b[^.]*?\b(?:plays?|playing|played|sits?|sitting|sat|hangs? out|hanging out|hung out) with (?:someone|somebody|other|another|a new|the new)\b|\b(?:stole|steals|took|takes|taking|taken) (?:away )?my best (?:friend|mate|pal)\b/i;

export const FRIEND_FOUND_SOMEONE_VARIANT: Variant = {
  said: FRIEND_FOUND_SOMEONE,
  setting: 'city',
  lesson: 'friendship',
  opening: '{pal} had always been {hero}\'s best friend, but today {pal} ran off to play with someone new, and {hero} felt a hot, green feeling inside.',
  worry: '"{pal} doesn\'t want me any more," said {hero}, and folded {his} arms.',
  tries: ['{hero} pretended not to look at the two of them, but {he} kept looking.', '{hero} said, "That game is boring anyway," and then felt worse.', '{hero} went off alone, but there was nobody to play with.'],
  turn: '{hero} went over and said, "Can I play too? There\'s room for three."',
  details: ['{pal} and the new friend were building a den out of coats.', 'The green feeling made {hero}\'s cheeks hot.', 'The new friend knew a secret handshake, and showed it to {hero}.', 'Afterwards the three of them sat on the wall and shared a bag of orange segments.'],
  win: 'the green feeling was gone, and there was room for three',
  end: 'Next day, {pal} saved {hero} a place, and the new friend saved one too.',
  ownSetback: 'At lunch, {pal} sat next to the new friend, and there was no room for {hero}.',
  ownChoice: '{hero} could sulk by the wall or go and see what game they were playing, and {he} chose to go and see.',
  ownDoubt: '{hero} stood at the edge of the playground. "{pal} has forgotten all about me," {he} thought.',
  ownSubplot: themeSubplot('{hero} saw that sulking made the green feeling bigger, and joining in made it smaller.', '{pal} had dropped {palhis} lunchbox, and everything spilled out.', 'the spare biscuit', '{hero} gave {pal} the spare biscuit, and {pal} smiled the old smile.'),
};

/**
 * A brother or sister who breaks the hero's things ("my little sister keeps breaking my things"): the falling-out over a
 * tower knocked flat, the shout, and a pile of the sibling's own ({pal}: the cast's other child), never a scooter.
 */
// A baby brother or sister breaks nothing on purpose: that is the new baby's story, not a falling-out.
const SIBLING = String.raw`(?<!\bbaby )\b(?:brothers?|sisters?|siblings?|twins?|bro|sis)\b[^.]*?\b`;
const HEROS_THINGS = String.raw`(?:my|our|his|her|their) (?:\w+ )?(?:things|stuff|toys?|games?|towers?|lego|legos|drawings?|pictures?|paintings?|books?|crayons?|pens?|models?|puzzles?|dolls?|cars?|trains?|blocks?|dens?|sandcastles?)\b`;
export const SIBLING_BREAKS_THINGS = new RegExp(`${SIBLING}(?:keeps? |always |keep on )?(?:break(?:s|ing)?|broke|ruin(?:s|ed|ing)?|wreck(?:s|ed|ing)?|smash(?:es|ed|ing)?|knock(?:s|ed|ing)? (?:down|over)|scribbl(?:es|ed|ing) on|mess(?:es|ed|ing)? (?:up|with)|snatch(?:es|ed|ing)?|grab(?:s|bed|bing)?|steal(?:s|ing)?|stole|tak(?:e|es|ing)|took|touch(?:es|ed|ing)?) ${HEROS_THINGS}`, 'i');
/** A brother or sister who will not leave the hero be: also the falling-out, told in the entry's own lines. */
export const SIBLING_PESTERS = new RegExp(`${SIBLING}(?:keeps? |always |keep on )?(?:annoy(?:s|ing)?|won'?t leave (?:me|him|her) alone|cop(?:ies|ying) (?:me|him|her|everything)|hit(?:s|ting)? (?:me|him|her)|bit(?:es|ing)? (?:me|him|her)|pinch(?:es|ing)? (?:me|him|her)|push(?:es|ing)? (?:me|him|her))\\b`, 'i');

export const SIBLING_BREAKS_THINGS_VARIANT: Variant = {
  said: SIBLING_BREAKS_THINGS,
  opening: '{hero} made a big, tall tower. Then {pal} ran up and knocked it down, again.',
  worry: '"{pal} breaks all my things!" said {hero}. "It\'s not fair!"',
  tries: ['{hero} built it up again, but {pal} found it, and down it came.', '{hero} said, "Go away!" and {pal} began to cry.', '{hero} put a sign on the door, KEEP OUT, but {pal} came in anyway.'],
  turn: '{hero} gave {pal} some blocks of {palhis} own. "You build one too," said {hero}.',
  details: ['The tower had a red block on top, like a flag.', 'After the shouts, the house went very quiet.', '{grownup} found a high shelf for the best things.', 'Soon two towers stood side by side, and {pal} clapped.'],
  win: 'there was a tower for each of them',
  end: 'At bedtime, {hero} let {pal} knock down the last tower, and they both laughed.',
  ownSetback: 'Then {pal} grabbed {hero}\'s best drawing, and it tore in two.',
  ownDoubt: '{hero} held the two bits of the drawing. "{pal} spoils it all," {he} said.',
  ownSubplot: themeSubplot('{hero} saw that shouting just made {pal} want the tower more.', '{pal} had bumped {palhis} head on the table and did not want anyone to look.', 'the plaster with stars', '{hero} fetched the plaster with stars, and {pal} let {hero} put it on.'),
};

/**
 * Falling out with a friend ("falling out with my best friend", "I had a fight with my friend"): the friend is a child
 * ({pal}, met when the parent gave none: `palMet`), never a grown-up or a pet pulling at the scooter, and they go home
 * to their own house at night.
 */
export const FRIEND_FALLING_OUT = /\b(?:fight(?:s|ing)?|fought|argu(?:e|es|ed|ing|ments?)|squabbl\w*|falling out|fell out|fall(?:s)? out|(?:not|stopped) (?:being )?friends) (?:with )?(?:my |his |her |their )?(?:best |bestest |old )?(?:friends?|mates?|pals?|bff)\b/i;

export const FRIEND_FALLING_OUT_VARIANT: Variant = {
  said: FRIEND_FALLING_OUT,
  palMet: '{pal} was {hero}\'s best friend, and lived three doors down, and they played out together every day.',
  end: 'The next morning, {pal} knocked on the door with the scooter and said, "Your turn first," and off they went together.',
};
