import type { Variant } from './theme-entry';

/**
 * A modifier the entry's usual day leaves out: "without armbands" (the aid taken off is the goal, never worn through the
 * day) and "for the first time" at a festival whose grown-ups do something the child has only watched (the child does it).
 */

/** "Swimming without armbands": the armbands or the float come off, the goal of the day. */
const SWIM_WITHOUT_AIDS: Variant = {
  said: /\b(?:without |no (?:more )?|off (?:his|her|their|my|the) |tak\w* off (?:his|her|their|my|the) )(?:his |her |their |my |the |a |any )?(?:arm ?bands|water ?wings|floats?|rubber ring|swim ?(?:belt|vest|jacket))\b|\b(?:arm ?bands|water ?wings|floats?)\b[^.]*\b(?:off|gone)\b/i,
  title: '{hero} Swims Without Armbands',
  name: 'swimming without armbands',
  opening: 'Today, at the big pool with {grownup}, the armbands were coming off, and {hero} was going to swim without them.',
  worry: '"What if I sink without my armbands?" said {hero}, holding them tight.',
  tries: ['{hero} let {grownup} take one armband off, then wanted it straight back on.', 'Without armbands, {hero} held the side with both hands and kicked, splash, splash, and did not let go.', '{hero} tried to swim to {grownup}, but put {his} feet down after one kick.'],
  turn: 'With a float to hold instead, {hero} kicked and kicked, then let go of the float, and was swimming on {his} own.',
  details: ['The armbands sat on the side of the pool, orange and empty.', 'The teacher said, "Chin up, kick from your hips, and reach."', '{grownup} stood in the water, a little further away each time.', 'Afterwards, {hero} had warm hot chocolate, with wet hair.'],
  win: '{hero} swam five kicks with no armbands at all',
  end: 'At home, {hero} put the armbands in the toy box. "I don\'t need these now," {he} said.',
};

/** "Fasting for the first time in Ramadan": the child keeps a short first fast, from suhoor till lunchtime, and joins iftar. */
const FIRST_FAST: Variant = {
  said: /\bfirst (?:ever )?fast(?:ing)?\b|\bfast(?:ing|ed)? for the first time\b|\bfirst time (?:fasting|keeping (?:a|the) fast)\b|\b(?:keep|keeps|keeping|kept|try|tries|trying|tried) (?:a |the |her |his |my |their )?(?:first |little |half[- ]day )?fast\b/i,
  title: '{hero}\'s First Fast',
  name: 'the first fast',
  opening: 'This Ramadan, {hero} was big enough to try fasting like the grown-ups, just for one morning: the first fast.',
  worry: '"What if my tummy rumbles all morning?" said {hero}.',
  tries: ['At suhoor, before the sun was up, {hero} ate porridge and drank a big glass of water, yawning.', 'By the middle of the morning, {hero}\'s tummy rumbled, and {he} sat on {his} hands so as not to take a biscuit.', 'The smell of samosas came from the kitchen, and {hero} had to go and play outside.'],
  turn: '{hero} kept busy helping {grownup}, and read a story to {his} teddy, until it was lunchtime and the first fast was done.',
  details: ['{grownup} said that children only fast a little, when they are ready, and that trying is what counts.', 'At lunchtime, {hero} broke {his} fast with a date first, the way the grown-ups do at sunset.', 'In the evening, {hero} sat at the iftar table with the grown-ups, and waited for the sun to set with them.', 'At sunset everyone broke the fast with a date and a sip of water.'],
  win: '{hero} had kept {his} first fast, all morning long',
  end: 'After iftar, everyone said, "Well done on your first fast!", and {hero} looked out at the thin new moon.',
};

export const AID_OFF_VARIANTS: Readonly<Record<string, readonly Variant[]>> = {
  'learning-to-swim': [SWIM_WITHOUT_AIDS],
  ramadan: [FIRST_FAST],
};
