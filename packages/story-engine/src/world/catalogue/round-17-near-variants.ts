import { themeSubplot } from './subplots';
import type { Variant } from './theme-entry';

/**
 * Round 17's variants for a part of a day the parent names as the day (held-out read 37): "riding in the big trolley at the
 * shops" was a one-year-old in charge of the shopping list, reading it and ticking it off with a pencil. The ride is the
 * middle: the seat, the view from up high, the things handed in, the beep at the till.
 */

/** Riding in the trolley's seat round the shop: what a little one sees and does from up there. */
const TROLLEY_RIDE: Variant = {
  // A child of six or more does not ride in the seat: their words tell the entry's own shopping day.
  said: /$^/,
  saidUnderSix: /\b(?:rid\w*|r[oi]de|sit\w*|sat|sitting|going) (?:in|on) (?:the |a |our )?(?:big |shopping |supermarket )?(?:trolley|cart)\b|\btrolley (?:ride|seat)\b/i,
  title: ['{hero} Rides in the Trolley', 'Trolley Ride!'],
  name: 'the trolley ride',
  opening: ['Today {hero} was going to the supermarket with {grownup}, and {he} was going to ride in the big trolley.', 'Today {hero} was riding in the big trolley!'],
  worry: ['"What if I fall out?" asked {hero}, holding on to the handle with both hands.', '"Hold on!" said {hero}.'],
  tries: [
    ['{hero} reached out for the shiny apples as they rolled past, but {his} arms were too short.', 'Reach, reach! The apples were too far.'],
    ['{hero} kicked {his} legs to make the trolley go faster, but it only went as fast as {grownup} pushed.', 'Kick, kick! But the trolley did not go faster.'],
    ['{hero} pointed at the biscuits and said "Mine!", but {grownup} shook {his} head and smiled.', '"Biscuits!" No, not today.'],
  ],
  turn: ['{grownup} handed {hero} the bananas to hold, and {hero} held them all the way round, very carefully, like a real helper.', '{hero} held the bananas. Good helper!'],
  details: [
    ['From up in the trolley seat, {hero} could see right over the shelves, and the lights on the ceiling were very bright.', 'Up high! Bright lights!'],
    ['The trolley went past a big pile of oranges, round and bright, and {hero} counted them: one, two, lots.', 'Oranges! One, two, lots!'],
    ['At the till, every packet went beep, and {hero} said "Beep!" back to every one.', 'Beep! Beep! Beep!'],
    ['A lady stacking the shelves waved at {hero}, and {hero} waved back from the trolley.', 'Wave, wave!'],
  ],
  win: ['{hero} rode all the way round the shop and helped with the bananas', '{hero} rode all the way round the shop'],
  end: ['At home, {hero} pushed {his} teddy round the kitchen in a toy trolley, beep, beep.', 'Teddy rides in the trolley now. Beep!'],
  ownSetback: ['Then one of the trolley\'s wheels began to squeak and wobble, and the trolley went round the corner with a jolt.', 'Squeak! Wobble! Jolt!'],
  ownChoice: ['{hero} could hold the bananas or the bread, and {he} chose the bananas, because they were yellow.', 'Bananas or bread? Bananas!'],
  ownDoubt: ['{hero} held on tight to the handle. "Wobbly," {he} said, in a small voice.', '"Wobbly," said {hero}.'],
  ownHint: 'Hold on to the handle, and hold the bananas for me',
  ownSubplot: themeSubplot('{hero} saw that holding things was how a trolley rider helped.', '{pal} wanted a ride in the trolley too.', 'the trolley seat', '{hero} let {pal} have a turn in the trolley seat, and walked beside it holding on.'),
};

export const ROUND_17_NEAR_VARIANTS: Readonly<Record<string, readonly Variant[]>> = {
  supermarket: [TROLLEY_RIDE],
};
