import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';

/**
 * Pancake Day, Shrove Tuesday ("pancake day", "the pancake race"): the race down the playground with a frying pan,
 * flipping as you go, and pancakes with lemon and sugar at home. Saturday pancakes at home are `pancakes`. The worry is
 * dropping it in front of everyone; the turn is one small, neat flip instead of a big one.
 */
export const PANCAKE_DAY: EntryKit = {
  entry: {
    id: 'pancake-day', kind: 'event', words: /\bpancake (?:day|races?|tuesday)\b|\bshrove tuesday\b/i,
    name: 'Pancake Day', setting: 'city', lesson: 'patience',
    title: ['{hero} and the Pancake Race', '{hero}\'s Pancake Day'],
    opening: ['It was Pancake Day, and after school there was a pancake race: run down the playground with a frying pan, and flip your pancake on the way.', 'It was Pancake Day, and there was a pancake race.'],
    worry: ['"What if my pancake falls on the ground in front of everyone?" said {hero}.', '"What if it falls?" said {hero}.'],
    tries: [
      ['{hero} practised flipping a cold pancake in the kitchen, and it landed on {his} head.', 'The practice pancake landed on {his} head.'],
      ['{hero} tried running with the pan held very flat and very slow, and everybody went past.', '{hero} ran slowly, and everyone went past.'],
      ['{hero} tried flipping it very high, and the pancake came down folded in half.', 'A big flip, and it folded in half.'],
    ],
    turn: ['{hero} stopped worrying about being first, gave the pan a small, neat flick, caught the pancake flat, and ran.', '{hero} gave a small flick, caught it, and ran.'],
    details: [
      ['Pancake Day is the Tuesday before Lent, when people used up their eggs, milk and butter.', 'Pancake Day used up the eggs and milk.'],
      ['Every runner had a frying pan, a floppy pancake and an apron over their coat.', 'Every runner had a pan and a pancake.'],
      ['The crowd shouted, "Flip! Flip!" at the halfway cone.', '"Flip! Flip!" shouted the crowd.'],
      ['At home there were hot pancakes with lemon and sugar, rolled up like tubes.', 'At home there were pancakes with lemon and sugar.'],
    ],
    senses: ['The pancake went flap, flap in the pan as {hero} ran.', 'The kitchen smelled of butter and lemon.'],
    win: '{hero}\'s pancake had flipped and landed, and {he} had run all the way',
    end: ['At bedtime, {hero} flipped a pretend pancake, flick, flip, and caught it in a pretend pan.', 'At bedtime, {hero} flipped a pretend pancake.'],
  },
  setback: 'Then a gust of wind lifted the edge of the pancake, and it flopped half over the side of the pan.',
  choice: '{hero} could have lemon and sugar or chocolate spread, and {he} chose lemon and sugar.',
  subplot: themeSubplot(
    '{hero} saw that a small, careful flip worked better than a big, showy one.',
    '{pal} had dropped a pancake in the dust, and there was no time to make another.',
    'the last one on the plate',
    '{hero} gave {pal} the last one on the plate, and they ran the last bit side by side.',
  ),
  low: '{hero} looked at the pancake hanging over the edge of the pan. "It\'s going to fall, and everyone will laugh," {he} said.',
  hint: 'Just a little flick of the wrist; it only has to go a tiny bit up',
  light: ['Flip!', 'Flop!', 'Run!'],
  older: {
    want: '{hero} wanted to win the pancake race, and wanted, more than that, not to drop it in front of the whole year.',
    secret: '{he} had dropped every single practice pancake at home',
    decides: '{hero} could run flat out and hope, or slow down at the flip and do it properly. {he} slowed down.',
  },
};
