import type { Variant } from './theme-entry';

/**
 * Round 17's variant for a part of a day the parent names as the day (held-out read 37): a flat tyre on the way is changed
 * by the road, not a car taken away on a truck. (A little one's trolley ride is round 17's little ones' variant,
 * `round-17-little-variants.ts`.)
 */

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
  'car-breakdown': [FLAT_TYRE],
};
