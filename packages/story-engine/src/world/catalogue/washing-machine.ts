import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * The washing machine, as a little one loves it ("watching the washing machine", "the washing machine going round",
 * "the tumble dryer"): the round window, socks going in, the button pressed with a grown-up, the water, the clothes going
 * round, the loud spin that shakes, and warm clean clothes out at the end. A machine the child is scared of is the fear
 * of loud noises.
 */
export const WASHING_MACHINE: CatalogueTheme = {
  id: 'washing-machine', kind: 'activity',
  words: /\b(?:washing machines?|tumble ?dryers?|the laundry going round|washer)\b/i,
  name: 'the washing machine', setting: 'home', lesson: 'helping',
  title: ['{hero} and the Washing Machine', 'Round and Round, {hero}!'],
  opening: ['{hero} loved the washing machine, with its round window like a big eye.', '{hero} loved the washing machine.'],
  worry: ['"Can I help?" said {hero}. "Me do it!"', '"Me do it!" said {hero}.'],
  tries: [
    ['{hero} put a sock in the washing machine, and then took it out again, and put it in, and took it out.', 'Sock in. Sock out. Sock in!'],
    ['{hero} wanted to press all the buttons, but {grownup} said, "Just one button, and only with me."', '{hero} wanted to press all the buttons. "Just one," said {grownup}.'],
    ['{hero} put Teddy in with the washing, and {grownup} took him out, just in time.', 'Teddy in the washing? Oh no!'],
  ],
  turn: ['{hero} pressed the one big button, with {grownup}\'s hand on {his}, and the washing machine went click, and hummed.', 'Press! Click. Hum. The washing machine began.'],
  details: [
    ['The water came in, swish, swish, and the clothes began to go round and round.', 'Swish, swish. Round and round.'],
    ['{hero} sat on the floor and watched through the round window: a red sock, a blue shirt, a red sock again.', 'A red sock. A blue shirt. Round they went.'],
    ['Then came the spin, very loud and very fast, and the washing machine shook, and {hero} held on to {grownup}.', 'Then the spin! Loud and fast! Whirr!'],
    ['At the end, the door opened, and out came the clothes, clean and warm and smelling of soap.', 'The door opened. Clean clothes! Warm and soft.'],
  ],
  senses: ['The clean clothes smelled of soap.', 'The washing machine hummed like a big, round bee.'],
  win: '{hero} had helped with the washing, from the first sock to the last',
  end: ['At bedtime, {hero}\'s pyjamas were the clean, soft ones, and {hero} said, "Round and round," and went to sleep.', 'Clean pyjamas. Round and round. Night night.'],
};

export const WASHING_MACHINE_SETBACK: Wording = 'Then a sock went missing, and nobody could find it anywhere, until {hero} found it in {his} own slipper.';
export const WASHING_MACHINE_CHOICE: Wording = '{hero} could carry the socks or the pegs, and {he} chose the socks.';
export const WASHING_MACHINE_SUBPLOT = themeSubplot(
  '{hero} found that helping was more fun than watching.',
  '{pal} wanted to help too, but the basket was too heavy.',
  'the little basket',
  '{hero} gave {pal} the little basket, and they carried the washing together.',
);
