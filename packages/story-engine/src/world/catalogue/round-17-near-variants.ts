import { themeSubplot } from './subplots';
import type { Variant } from './theme-entry';

/**
 * Round 17's variants for a part of a day the parent names as the day (held-out read 37): "riding in the big trolley at the
 * shops" was a one-year-old in charge of the shopping list, reading it and ticking it off with a pencil. The ride is the
 * middle: the seat, the view from up high, the things handed in, the beep at the till. A flat tyre on the way is changed by
 * the road, not a car taken away on a truck.
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

/** A flat tyre on the way: the bang and the thump, the car pulling to one side, the spare wheel put on by the road. */
const FLAT_TYRE: Variant = {
  said: /\b(?:flat tyre|flat tire|puncture)\b/i,
  title: ['{hero} and the Flat Tyre', 'Thump, Thump, Thump!'],
  name: 'the flat tyre',
  tries: [
    ['{grownup} steered onto the hard shoulder and put the hazard lights on, blink, blink, blink, and {hero} wanted to get out right away on the road side.', '{grownup} put the hazard lights on, and {hero} wanted to get out on the road side.'],
    ['{hero} asked every two minutes when the help would come, and it did not come any faster.', '{hero} asked every two minutes when the help would come.'],
    ['{hero} got cold and cross behind the barrier, and said it was the worst day ever.', '{hero} got cold and cross, and said it was the worst day ever.'],
  ],
  turn: ['{hero} made a game of it: counting the red cars, then the blue ones, then the lorries, until a van with orange lights came and stopped right behind them.', '{hero} counted the red cars and the lorries, until a van with orange lights came.'],
  ownChoice: ['{hero} could sit on the picnic blanket or stand by the barrier, and {he} chose to stand, to watch for the van.', '{hero} chose to stand and watch for the van.'],
  opening: ['They were on the way, singing along to the radio, when there was a bang, then a thump-thump-thump, and the car pulled to one side: a flat tyre.', 'Bang! Thump, thump, thump! A flat tyre.'],
  details: [
    ['Everybody got out on the side away from the traffic, and waited behind the barrier up the grassy bank, where it was safe.', 'Everybody waited behind the barrier, away from the traffic.'],
    ['{grownup} phoned for help and told them exactly where they were, from the little blue sign by the road.', '{grownup} phoned for help.'],
    ['The man from the van wore an orange jacket. He jacked the car up, took the flat tyre off, and {hero} held the wheel nuts in {his} hands while he did it.', '{hero} held the wheel nuts while the man took the flat tyre off.'],
    ['The spare wheel came out of the boot, and the man tightened every nut, click, click, click.', 'On went the spare wheel, click, click, click.'],
  ],
  win: ['the spare wheel was on, and they were on their way again', 'the spare wheel was on, and off they went'],
  end: ['When they got there at last, {hero} told everyone about the bang, the thump-thump-thump and the wheel nuts.', '{hero} told everyone about the bang and the thump.'],
};

export const ROUND_17_NEAR_VARIANTS: Readonly<Record<string, readonly Variant[]>> = {
  supermarket: [TROLLEY_RIDE],
  'car-breakdown': [FLAT_TYRE],
};
