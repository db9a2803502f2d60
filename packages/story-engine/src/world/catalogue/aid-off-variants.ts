import type { Variant } from './theme-entry';

/**
 * A modifier the entry's usual day leaves out: "without armbands" (the aid taken off is the goal, never worn through the
 * day) and "for the first time" at a festival whose grown-ups do something the child has only watched (the child does it:
 * a first fast, the menorah lit by the child's own hand).
 */

/** An aid a child swims with, as the lines name it. */
interface SwimAid {
  /** The aid's words after "without", "no" or "off". */
  words: string;
  /** "the armbands", "my armbands", "them". */
  the: string;
  my: string;
  them: string;
  /** A line of the aid put by, and the end at home. */
  putBy: string;
  end: string;
}

const AID_GONE = String.raw`\b(?:without |no (?:more )?|off (?:his|her|their|my|the) |tak\w* off (?:his|her|their|my|the) )(?:his |her |their |my |the |a |an |any )?`;

/** "Swimming without armbands", "without a float": the aid taken off is the goal of the day, never worn through it. */
function swimWithout(aid: SwimAid): Variant {
  return {
    said: new RegExp(`${AID_GONE}(?:${aid.words})\\b|\\b(?:${aid.words})\\b[^.]*\\b(?:off|gone)\\b`, 'i'),
    title: `{hero} Swims Without ${aid.the.replace(/^the /, '').replace(/^\w/, (first) => first.toUpperCase())}`,
    name: `swimming without ${aid.the}`,
    opening: `Today, at the big pool with {grownup}, {hero} was going to swim without ${aid.the}.`,
    worry: `"What if I sink without ${aid.my}?" said {hero}.`,
    tries: [`{hero} let go of ${aid.the} for a moment, then grabbed ${aid.them} straight back.`, 'Holding the side with both hands, {hero} kicked, splash, splash, and did not let go.', '{hero} tried to swim to {grownup}, but put {his} feet down after one kick.'],
    turn: '{hero} took a big breath, pushed off from the side, kicked and kicked, and was swimming on {his} own.',
    details: [aid.putBy, 'The teacher said, "Chin up, kick from your hips, and reach."', '{grownup} stood in the water, a little further away each time.', 'Afterwards, {hero} had warm hot chocolate, with wet hair.'],
    win: `{hero} swam five kicks without ${aid.the}`,
    end: aid.end,
  };
}

const SWIM_AIDS: readonly SwimAid[] = [{
  words: String.raw`arm ?bands|water ?wings|rubber ring|swim ?(?:belt|vest|jacket)`, the: 'the armbands', my: 'my armbands', them: 'them',
  putBy: 'The armbands sat on the side of the pool, orange and empty.',
  end: 'At home, {hero} put the armbands in the toy box. "I don\'t need these now," {he} said.',
}, {
  words: String.raw`floats?|noodles?|kick ?boards?`, the: 'the float', my: 'my float', them: 'it',
  putBy: 'The float went back on the pile by the wall, and stayed there.',
  end: 'At bath time, {hero} floated a toy boat, and said, "I don\'t need a float now."',
}];

/** "Fasting for the first time in Ramadan": the child keeps a short first fast, from suhoor till lunchtime, and joins iftar. */
const FIRST_FAST: Variant = {
  said: /\bfirst (?:ever )?fast(?:ing)?\b|\bfast(?:ing|ed)?\b(?: (?:for|during|in|at) (?:ramadan|the month|lent|yom kippur))? for the first time\b|\bfirst time (?:fasting|keeping (?:a|the) fast)\b|\b(?:keep|keeps|keeping|kept|try|tries|trying|tried) (?:a |the |her |his |my |their )?(?:first |little |half[- ]day )?fast\b/i,
  title: '{hero}\'s First Fast',
  name: 'the first fast',
  // Under six a child does not fast: a younger reader's book is the family's Ramadan, waiting for iftar (round 19).
  fromAge: '6-8',
  opening: 'This Ramadan, {hero} was big enough to try fasting like the grown-ups, just for one morning: the first fast.',
  worry: '"What if my tummy rumbles all morning?" said {hero}.',
  tries: ['At suhoor, before the sun was up, {hero} ate porridge and drank a big glass of water, yawning.', 'By the middle of the morning, {hero}\'s tummy rumbled, and {he} sat on {his} hands so as not to take a biscuit.', 'The smell of samosas came from the kitchen, and {hero} had to go and play outside.'],
  turn: '{hero} kept busy helping {grownup}, and read a story to {his} teddy, until it was lunchtime and the first fast was done.',
  details: ['{grownup} said that children only fast a little, when they are ready, and that trying is what counts.', 'At lunchtime, {hero} broke {his} fast with a date first, the way the grown-ups do at sunset.', 'In the evening, {hero} sat at the iftar table with the grown-ups, and waited for the sun to set with them.', 'At sunset everyone broke the fast with a date and a sip of water.'],
  win: '{hero} had kept {his} first fast, all morning long',
  end: 'After iftar, everyone said, "Well done on your first fast!", and {hero} looked out at the thin new moon.',
};

/** "Lighting the menorah for the first time": the hero lights it, the grown-up's hand round the helper candle. */
const FIRST_LIGHTING: Variant = {
  said: /\b(?:light|lights|lighting|lit)\b[^.]*\b(?:menorah|hanukk?ah candles?|chanukk?ah candles?)\b[^.]*\b(?:first time|on (?:my|his|her|their) own|by (?:my|him|her|them)sel(?:f|ves))\b|\bfirst time\b[^.]*\blight\w*\b[^.]*\bmenorah\b/i,
  title: '{hero} Lights the Menorah',
  name: 'the first lighting',
  opening: 'It was the first night of Hanukkah, and this year {hero} was big enough to light the menorah.',
  worry: '"What if I can\'t hold the candle still?" said {hero}.',
  tries: ['{hero} practised holding the shamash, the helper candle, very straight, before it was lit.', '{hero} reached too fast, and {grownup} said, "Slowly. Fire likes slow hands."', '{hero} could not remember which side the first candle went on, and had to ask.'],
  turn: 'With {grownup}\'s hand over {his} hand, {hero} touched the shamash to the first candle, and it caught.',
  details: ['The menorah stood in the window for the whole street to see.', 'The first candle goes on the right, and each night the newest candle is lit first.', 'Everyone said the blessing together while {hero} held the helper candle.', 'Latkes sizzled in the pan, crispy and golden.'],
  win: 'the first Hanukkah light was lit, by {hero}\'s own hand',
  end: 'Every night after, {hero} lit one more candle, and on the eighth night all of them glowed at once.',
};

/** "Sleeping without a nightlight": the night-light stays off, the goal of the night, never glowing by the door. */
const NO_NIGHT_LIGHT: Variant = {
  said: /\b(?:without|no (?:more )?)(?: a| the| my| his| her| their)? night[- ]?light\b|\bnight[- ]?light (?:off|goes|gone|away)\b|\bturn(?:ing)? (?:off )?the night[- ]?light(?: off)?\b/i,
  title: '{hero} and the Night-Light',
  name: 'the night without the night-light',
  opening: 'Tonight, for the first time, the night-light was staying off, and {hero}\'s room filled up with shadows.',
  worry: '"Please can I have my night-light back on?" whispered {hero}.',
  details: ['The night-light sat on the shelf, switched off, like a little moon asleep.', 'Outside, a car went by, and its lights slid across the ceiling and away.', 'The scary shape on the wall was only {hero}\'s dressing gown on its hook.', 'After a while {hero}\'s eyes got used to the dark, and the room came back, grey and soft.'],
  win: 'the dark was just {hero}\'s own room, with no night-light at all',
  end: 'Now the night-light lives in the cupboard, and at bedtime {hero} says goodnight to the dark.',
};

export const AID_OFF_VARIANTS: Readonly<Record<string, readonly Variant[]>> = {
  'learning-to-swim': SWIM_AIDS.map(swimWithout),
  ramadan: [FIRST_FAST],
  'fear-of-the-dark': [NO_NIGHT_LIGHT],
  hanukkah: [FIRST_LIGHTING],
};
