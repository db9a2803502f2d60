import { SHARED_FOOD, SHARED_SCREEN, SHARED_SEAT } from '../../understand/shared-thing';
import { themeSubplot } from './subplots';
import type { Variant } from './theme-entry';

/**
 * Sharing, or a squabble, over the thing the parent named (`understand/shared-thing.ts`): food is shared out fairly, a
 * screen and a seat are taken in turns. Held-out read 47: "sharing a snack with Papa" was told with a box of crayons and
 * "a sibling argument over the TV remote" with a red scooter. `{shared}` is the thing in the parent's words.
 */

const SHARING_FOOD: Variant = {
  said: SHARED_FOOD,
  title: ['{hero} Learns to Share', 'One for You, One for Me'],
  opening: '{hero} had {shared}, all for {him}self, and {he} had been looking forward to this all day.',
  worry: '"It\'s mine," said {hero}, holding on tight. "What if there isn\'t enough for me?"',
  tries: ['{hero} ate a bit very fast, all alone, and it did not taste as good as {he} had thought.', '{pal} looked at {shared} with big, hopeful eyes, and {hero} turned round the other way.', '{hero} gave {pal} the tiniest crumb of all, and {pal} said, "That\'s not fair."'],
  turn: '"Let\'s share," said {hero}. "One for you, and one for me." And {he} shared it out, fair and square, until it was all gone.',
  details: ['It was {hero}\'s favourite, and {his} tummy rumbled just looking at it.', '{pal}\'s tummy rumbled too, loud enough for everyone to hear.', 'Sitting side by side, with crumbs everywhere, was the best part.', 'The very last crumbs went out on the bird table for the sparrows.'],
  senses: ['It smelled so good that {hero}\'s mouth watered.', 'Crunch, munch, crunch.'],
  win: 'there was enough for everyone, and it tasted better shared',
  end: 'The next day at snack time, {hero} got out two plates without being asked.',
  ownSetback: 'Then a piece fell on the floor, and that piece was gone for good.',
  ownDoubt: '{hero} looked at the piece on the floor. "Now there is even less," {he} said.',
  ownChoice: '{hero} could eat at the table or on a picnic rug on the floor, and {he} chose the rug.',
  ownSubplot: themeSubplot('{hero} saw that keeping it all made it taste of nothing much, and sharing made it taste of more.', '{pal} had nothing at all for snack time, and pretended not to mind.', 'the other plate', '{hero} passed {pal} the other plate, and {pal} smiled all the way to {palhis} ears.'),
};

const SHARING_SCREEN: Variant = {
  said: SHARED_SCREEN,
  title: ['{hero} Learns to Share', 'Whose Turn Is It?'],
  opening: '{hero} had {shared} all to {him}self, and {he} did not want to give it up, not for a minute.',
  worry: '"It\'s mine," said {hero}. "I haven\'t finished yet."',
  tries: ['{hero} turned round so nobody else could see, and {pal} sat on the floor with nothing to do.', '{pal} asked for a turn, and {hero} said, "In a minute," three times.', '{hero} played on alone, but the game was no fun with nobody to cheer.'],
  turn: '{hero} looked at {pal}, and held it out. "Your turn," said {hero}. "I\'ll cheer for you."',
  details: ['{hero} knew every game on it, and which ones were the best.', 'Cheering for somebody else turned out to be almost as good as having a go.', '{grownup} got out the kitchen timer: ten minutes each, and then swap.', 'When the timer pinged, {hero} handed it over first, before anyone had to ask.'],
  senses: ['The screen beeped and sang little tunes.', 'The game went ping every time somebody scored.'],
  win: 'they took turns, and had more fun than either of them had alone',
  end: 'After that, the timer lived on the shelf, and nobody had to ask for it.',
  ownSetback: 'Then {grownup} said, "That\'s enough," and put {shared} up on the high shelf, where nobody could reach.',
  ownDoubt: '{hero} looked up at the high shelf. "Now nobody gets a go," {he} said.',
  ownChoice: '{hero} could keep playing alone or let {pal} choose the game, and {he} chose to let {pal} choose.',
  ownSubplot: themeSubplot('{hero} saw that a turn given came back round, and a turn grabbed did not.', '{pal} had waited so long that {palhe} had given up asking.', 'the timer', '{pal} set the timer {palhim}self, and smiled for the first time that day.'),
};

const FALLING_OUT_SCREEN: Variant = {
  said: SHARED_SCREEN,
  opening: '{hero} and {pal} both wanted {shared}, right now, and both of them grabbed for it at once.',
  worry: '"It\'s my turn!" said {hero}. "You had it all morning!"',
  tries: ['{hero} grabbed harder, {pal} grabbed back, and {shared} slipped out of both their hands and skidded under the sofa.', '{hero} hid {shared} behind a cushion, but {pal} found it straight away.', '{hero} shouted so loudly that {grownup} came in and switched everything off.'],
  turn: '{hero} took a deep breath and said, "Sorry I grabbed. You choose first, and then it\'s my turn."',
  details: ['Everybody in the house wanted {shared} at the same time, every single day.', 'After the shouting, the room went very quiet, with the screen dark and nobody watching anything.', '{grownup} got out the kitchen timer: twenty minutes each, and no grabbing. {pal} chose a programme about penguins, and {hero} found it was quite funny after all.', 'When the timer pinged, {pal} handed it over without a word, and {hero} said thank you.'],
  senses: ['The sofa cushions were squashed into a heap from all the grabbing.', 'Somewhere under the cushions, something beeped.'],
  win: 'they were friends again, taking turns',
  end: 'At bedtime, nobody could remember whose turn it had been, only that they had laughed at the penguins together.',
  ownSetback: 'Then {grownup} said, "That\'s it," and put {shared} up on the high shelf, where nobody could reach.',
  ownDoubt: '{hero} looked at the dark, quiet screen. "Now nobody gets anything, and it\'s all {pal}\'s fault," {he} said.',
  ownChoice: '{hero} could sulk on the stairs or go and find {pal}, and {he} chose the stairs, for a while.',
  ownSubplot: themeSubplot('{hero} saw that grabbing made {shared} further away, not nearer.', '{pal} had been told off too, and sat with {palhis} arms folded tight.', 'the timer', '{pal} set the timer {palhim}self, and smiled for the first time that day.'),
};

const FALLING_OUT_SEAT: Variant = {
  said: SHARED_SEAT,
  opening: '{hero} and {pal} both wanted {shared}, and both of them said they had bagged it first.',
  worry: '"It\'s mine!" said {hero}. "I always have it!"',
  tries: ['{hero} ran to get there first, {pal} ran too, and they bumped into each other and both ended up on the floor.', '{hero} put a teddy there to keep it, but {pal} moved the teddy.', '{hero} said, "You\'re not allowed," and {pal}\'s face went all crumpled.'],
  turn: '{hero} said, "Sorry I shouted. You have it today, and I\'ll have it tomorrow."',
  details: ['It was the best place of all, and everybody knew it.', 'After the shouting, everybody went very quiet, the kind of quiet that feels too big.', '{grownup} drew a chart with the days of the week and whose turn each day was.', '{pal} ticked off the first day on the chart, and gave {hero} the pen for the next one.'],
  senses: ['Two voices, both saying "Mine!", filled the whole house.', 'Somebody\'s elbow was in somebody\'s ear.'],
  win: 'they were friends again, taking turns',
  end: 'At bedtime, {hero} looked at the chart. Tomorrow was {his} turn, and that felt fine.',
  ownSetback: 'Then {grownup} said, "Right, neither of you, then," and sat there instead.',
  ownDoubt: '{hero} looked at {grownup} sitting in it. "Now nobody has it, and it\'s all {pal}\'s fault," {he} said.',
  ownChoice: '{hero} could sulk or make a deal, and {he} chose to sulk, for a while.',
  ownSubplot: themeSubplot('{hero} saw that a turn tomorrow was better than a fight today.', '{pal} felt that {palhe} never got the good place, ever.', 'the chart', '{pal} drew a star on {palhis} day of the chart, and grinned.'),
};

const FALLING_OUT_FOOD: Variant = {
  said: SHARED_FOOD,
  opening: '{hero} and {pal} both wanted {shared}, and both of them had reached for it at once.',
  worry: '"It\'s mine!" said {hero}. "I saw it first!"',
  tries: ['{hero} pulled, {pal} pulled, and it broke into one big bit and one small bit, and the small bit fell on the floor.', '{hero} ran off with the big bit, but eating it alone on the stairs was no fun at all.', '{hero} said, "You always get more," and {pal}\'s face went all crumpled.'],
  turn: '{hero} went back to {pal} and said, "Sorry I grabbed. You cut, and I\'ll choose, so it\'s fair."',
  details: ['{grownup} said the fair way: one of you cuts, and the other one chooses.', 'After the shouting, the kitchen went very quiet, the kind of quiet that feels too big.', '{pal} cut it as carefully as a scientist, right down the middle.', 'The two halves were exactly the same, and they ate them side by side.'],
  senses: ['It smelled so good that it was hard to be cross for long.', 'Crumbs went everywhere, on both of them.'],
  win: 'they were friends again, and it was shared fair and square',
  end: 'At bedtime, {hero} and {pal} whispered about what they would share tomorrow.',
  ownSetback: 'Then the small bit fell on the floor, in the dust, and nobody could eat it now.',
  ownDoubt: '{hero} looked at the crumbs on the floor. "Now there\'s less for everyone, and it\'s all {pal}\'s fault," {he} said.',
  ownChoice: '{hero} could sulk on the stairs or go and find {pal}, and {he} chose the stairs, for a while.',
  ownSubplot: themeSubplot('{hero} saw that grabbing made less for everybody, not more.', '{pal} had been told off too, and sat with {palhis} arms folded tight.', 'the knife for cutting', '{pal} cut it fair, and smiled for the first time that day.'),
};

/** Screens and seats first: "the TV remote" names a screen, and a snack near it is not what the squabble is over. */
export const SHARED_THING_VARIANTS: Readonly<Record<string, readonly Variant[]>> = {
  sharing: [SHARING_SCREEN, SHARING_FOOD],
  'falling-out': [FALLING_OUT_SCREEN, FALLING_OUT_SEAT, FALLING_OUT_FOOD],
};
