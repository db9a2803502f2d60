import { themeSubplot } from './subplots';
import type { Variant } from './theme-entry';

/**
 * Round 20's variants for a thing the wrong size or broken (`understand/fit-and-broke.ts`) and a lunch left at home: the
 * qualifier is the worry, the tries and the turn, from the first page to the last. Without one the theme is declined in
 * the idea (`qualified-reading.ts`), never told as the entry's usual day (wellies that fit, a bike that breaks and is ridden on).
 */

/** Both of these said anywhere in the theme, in either order. */
const both = (first: string, second: string) => new RegExp(String.raw`^(?=.*\b(?:${first})\b)(?=.*\b(?:${second})\b)`, 'i');
const BIKE = 'bikes?|bicycles?';
const TOO_BIG = String.raw`too[- ](?:big|large|tall|high)`;
const BROKEN = String.raw`broke(?! down)|broken|snapped|fell apart|came apart|stopped working`;

/** A bike bought to grow into: tiptoes on the ground, the saddle let down as far as it goes, starting from the kerb. */
const BIKE_TOO_BIG: Variant = {
  said: both(BIKE, TOO_BIG),
  title: ['{hero} and the Too-Big Bike', 'A Bike to Grow Into'],
  name: 'the too-big bike',
  opening: '{hero} had a bike, a proper big one, bought to grow into, and when {he} sat on the saddle, {his} toes only just touched the ground.',
  worry: '"It\'s too big for me," said {hero}. "What if I can\'t put my feet down and I fall?"',
  tries: [
    '{hero} tried to climb on in the middle of the path, and the bike leaned over, and {he} had to jump off.',
    '{hero} tried to push off with one foot, on tiptoe, and the bike wobbled, and {he} had to hop.',
    '{hero} stood beside the bike and looked at it, and it looked very tall.',
  ],
  turn: '{hero} stood on the kerb to get on, put one pedal up high, pushed down hard, and the bike rolled away, steady as anything.',
  details: [
    '{grownup} let the saddle down as far as it would go, with a spanner and a lot of grunting.',
    '{grownup} showed {hero} how to stop with the brakes, squeeze, squeeze, not with {his} feet.',
    '{hero} wore {his} helmet, and {grownup} walked alongside, one hand near the back of the seat.',
    'At the end of the path, {hero} squeezed both brakes, stopped, and leaned over onto the kerb, one foot down, just as practised.',
  ],
  win: '{hero} rode the big bike all the way to the end of the path, and stopped by {him}self',
  end: 'That night {grownup} marked {hero}\'s height on the kitchen door. "Nearly grown into it," said {grownup}.',
  ownSetback: 'Then {hero} stopped without thinking, reached for the ground with {his} feet, found nothing, and tipped gently into the hedge.',
  ownDoubt: '{hero} pulled a leaf out of {his} helmet. "This bike is for someone bigger," {he} said.',
  ownChoice: '{hero} could wait until {he} was bigger, or learn the kerb trick now, and {he} chose the kerb trick.',
  ownSubplot: themeSubplot('{hero} saw that being too small for something was only for now.', '{pal} wanted a go on the big bike too.', 'the kerb', '{hero} showed {pal} the kerb trick, and {pal} sat on the saddle and grinned.'),
  ownHint: 'Start from somewhere high, and stop with your hands, not your feet',
};

/** A bike that breaks on the way: the chain off, the oily fingers, the chain walked back on, and on they go. */
const BIKE_BROKE: Variant = {
  said: both(BIKE, BROKEN),
  title: ['{hero} and the Broken Bike', 'The Chain Came Off'],
  name: 'the broken bike',
  opening: '{hero} was riding {his} bike along the path, with {grownup} walking beside, when there was a clunk, and the pedals spun round and round with nothing happening. The bike had broken: the chain had come off.',
  worry: '"My bike\'s broken," said {hero}. "Now we\'ll never get there."',
  tries: [
    '{hero} pedalled harder, but the pedals only whizzed round, and the bike slowed down and stopped.',
    '{hero} tried to push the chain back on with {his} fingers, and got oily black fingers and no chain.',
    '{hero} pushed the bike along the path, and it was heavy, and the pedals knocked {his} ankles.',
  ],
  turn: '{grownup} showed {hero} the trick: hook the chain onto the little teeth at the back, then turn the pedal slowly backwards. {hero} turned, and the chain clicked back on.',
  details: [
    'The chain hung down in a loop, black and oily, with a smell like old coins.',
    '{hero} held the bike upside down, balanced on its saddle and handlebars, while {grownup} looked.',
    'There was a dock leaf by the path, and {hero} wiped {his} oily fingers on it, which made them greener, not cleaner.',
    '{hero} rode on, listening to the chain go tick-tick-tick, the way it was supposed to.',
  ],
  win: 'the bike was mended, and {hero} rode the rest of the way',
  end: 'At home, {hero} showed everyone {his} oily fingers. "I fixed my bike," {he} said, and would not wash them for ages.',
  ownSetback: 'Then the chain slipped off again, clunk, on the very next bump.',
  ownDoubt: '{hero} looked at {his} black fingers and the dangling chain. "It\'s broken for ever," {he} said.',
  ownChoice: '{hero} could leave the bike by the hedge, or have a proper look at the chain, and {he} chose to look.',
  ownSubplot: themeSubplot('{hero} saw that a broken thing can sometimes be mended by the person riding it.', '{pal} wanted to help turn the pedal.', 'the pedal', '{pal} turned the pedal while {hero} held the chain, and it clicked on.'),
  ownHint: 'Hook it on at the back, then turn the pedal backwards, slowly',
};

/** Wellies bought a size up: flip-flop feet, a boot left in a puddle, two pairs of thick socks, and the biggest jump. */
const WELLIES_TOO_BIG: Variant = {
  said: both('wellies|wellington boots|wellingtons|rain boots|boots', String.raw`too[- ](?:big|large|loose|long)|do ?n[o']t fit|does ?n[o']t fit`),
  title: ['{hero}\'s Too-Big Wellies', 'Flip-Flop Wellies'],
  name: 'the too-big wellies',
  opening: 'The rain had stopped, and {hero} had new wellies, a size too big, to grow into. They went flip-flop, flip-flop with every step.',
  worry: '"My wellies are too big," said {hero}. "What if they fall off in a puddle?"',
  tries: [
    '{hero} jumped in the first puddle, and {his} foot came out, and the welly stayed in the water.',
    '{hero} hopped back on one foot, and {his} sock got wet anyway.',
    '{hero} walked very carefully, the slow way, and that was no fun at all.',
  ],
  turn: '{grownup} had an idea: two pairs of thick socks, one on top of the other. {hero} wriggled into the wellies, and this time they fitted snug.',
  details: [
    'Everything dripped, the pavement shone, and the air smelled of wet leaves.',
    'The empty welly bobbed in the puddle like a little boat, until {grownup} fished it out.',
    'The wellies were shiny and new, with frogs on them, and room for a thumb at the toe.',
    'SPLOSH! The water went up in a big brown wave, and both wellies stayed on.',
  ],
  win: '{hero} jumped in the biggest puddle of all, and both wellies stayed on',
  end: 'At home, the too-big wellies stood by the door, muddy and happy, with the thick socks drying on top.',
  ownSetback: 'Then {hero} ran for the big puddle, and one welly flew off and landed upside down in the grass.',
  ownDoubt: '{hero} stood on one foot in a wet sock. "These wellies are no good," {he} said.',
  ownChoice: '{hero} could go home, or keep trying, and {he} chose to keep trying.',
  ownSubplot: themeSubplot('{hero} saw that too big could be made just right.', '{pal}\'s hood kept blowing down.', 'a clothes peg', '{hero} found a peg in {grownup}\'s pocket, and {pal}\'s hood stayed up.'),
  ownHint: 'Thick socks make big boots fit',
};

/** A packed lunch left at home: lunchtime with no lunchbox, saying so, the spare lunch, and a note on the door. */
const FORGOTTEN_LUNCH: Variant = {
  said: /\b(?:lunch ?box(?:es)?|packed lunch|lunch ?bag|my lunch|his lunch|her lunch|their lunch|sandwiches)\b/i,
  title: ['{hero} Forgot {his} Lunch', 'The Missing Lunchbox'],
  name: 'the forgotten lunch',
  opening: 'At lunchtime, when {hero} unzipped {his} bag, the lunchbox was not in it. It was still on the kitchen table at home, next to the keys.',
  worry: '"What will I eat?" thought {hero}. "And everyone will see I haven\'t got any lunch."',
  tries: [
    '{hero} checked the bag again, and then again, as if the lunchbox might have crept back in.',
    '{hero}\'s tummy rumbled, loudly, and {he} said, "I\'m not even hungry," which was not true.',
    '{hero} sat at the very end of the bench, hoping nobody would notice {his} empty hands.',
  ],
  turn: '{hero} went up to the teacher and said it straight: "I left my lunch at home." The teacher only nodded, and fetched the spare lunch that was always kept, just in case.',
  details: [
    'Everyone else was opening their lunchboxes, and the air smelled of crisps and satsumas.',
    'The spare lunch was a cheese sandwich, an apple and a carton of juice with a bendy straw.',
    'A friend slid a biscuit across the table to {hero}, without saying anything, which was the best bit.',
    'That evening, {hero} stuck a note on the front door, in big letters: LUNCHBOX!',
  ],
  win: '{hero} had lunch after all, and it was fine, better than fine',
  end: 'The next morning, the lunchbox went in the bag first, before anything else.',
  ownSetback: 'Then someone said, "Where\'s your lunch?" loudly, and everybody looked.',
  ownDoubt: '{hero} looked at {his} empty bag. "Why do I always forget things?" {he} muttered.',
  ownChoice: '{hero} could stay hungry and say nothing, or go and tell the teacher, and {he} chose to tell.',
  ownSubplot: themeSubplot('{hero} saw that saying it straight away was much smaller than hiding it.', '{pal} had forgotten {palhis} water bottle and was too shy to ask.', 'the cups', '{hero} showed {pal} where the cups were, and they drank together.'),
  ownHint: 'Say what happened; there is nearly always a spare',
};

export const FIT_AND_BROKE_VARIANTS: Readonly<Record<string, readonly Variant[]>> = {
  'learning-to-ride': [BIKE_TOO_BIG, BIKE_BROKE],
  puddles: [WELLIES_TOO_BIG],
  'forgotten-kit': [FORGOTTEN_LUNCH],
};
