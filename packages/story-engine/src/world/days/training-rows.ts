import type { ThingRow } from './thing-rows';

/**
 * Training for a run (a 5k with Dad, the park run, a fun run): the weeks of practice runs told, never the race day's
 * sports-day races or the park's playground (held-out read 39 told "training for a 5k fun run with my dad" as an egg and
 * spoon race). Its problem is a fix: going off too fast, the stitch, and the trick of a pace slow enough to talk.
 */
export const TRAINING_ROWS: readonly ThingRow[] = [
  {
    words: /\b(?:\d+ ?k|park ?run|fun run|race for life|(?:half )?marathon|cross[- ]country|couch to 5k)\b/,
    shape: 'fix',
    worry: '"What if I have to stop and walk?" asked {hero}.',
    ready: 'For the first practice run, {hero} laced up {his} trainers with double knots, and {grownup} set the watch at the park gate.',
    see: 'Other runners went past, all ages, one with a dog and one pushing a buggy.',
    rule: 'The one rule was to go slow enough to talk, and only speed up at the very end.',
    tries: ['{hero} shot off from the gate as fast as {he} could, and by the second bench {he} had a stitch and had to walk.', '{hero} held {his} breath going up the hill, and had to stop at the top, puffing.'],
    hard: 'Then, on the longest practice run, it rained, and {hero}\'s legs felt like sandbags.',
    fix: '{grownup} showed the trick: slow enough to talk, a long breath out, and a hand pressed on the stitch until it went, and {hero} ran the whole loop without stopping.',
    done: 'On the day, {hero} started slowly, just like in practice, passed three people on the hill, and sprinted the last bit to the finish.',
    name: 'training for a run',
    hope: 'run the whole way without stopping',
    win: '{hero} had run the whole way without stopping',
    senses: ['{hero}\'s trainers went slap, slap on the wet path.', 'A man walking his dog called, "Keep going!" as {hero} went past, and {hero} did.'],
    after: 'At the finish, {hero} got a drink of water, a sticker and a sweaty high five from {grownup}.',
    end: 'At bedtime, {hero} put {his} muddy trainers by the door, ready for next time.',
  },
];
