import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';

/**
 * A love of hedgehogs ("hedgehogs", "a hedgehog in our garden"): watching for one at dusk, water and cat biscuits (never
 * milk, which makes them poorly), a hedgehog house of leaves, a gap in the fence, footprints in the mud. The turn is
 * sitting still and letting it come.
 */
export const HEDGEHOGS: EntryKit = {
  entry: {
    id: 'hedgehogs', kind: 'interest', words: /\bhedgehogs?\b|\bhedgies?\b/i,
    name: 'the hedgehog', thing: 'toy hedgehog', setting: 'home', lesson: 'patience', evening: true,
    title: ['{hero} and the Garden Hedgehog', '{hero} Waits for the Hedgehog'],
    opening: ['{hero} loved hedgehogs, and there were little footprints by the fence, so tonight {hero} was going to watch for one in the garden.', '{hero} loved hedgehogs, and one was visiting the garden.'],
    worry: ['"What if it doesn\'t come?" said {hero}. "Or what if it comes and I scare it away?"', '"What if it doesn\'t come?" said {hero}.'],
    tries: [
      ['{hero} wanted to put out a saucer of milk, but milk gives hedgehogs a poorly tummy, so it was water and cat biscuits instead.', '{hero} put out water, not milk: milk makes hedgehogs poorly.'],
      ['{hero} stood at the window with {his} nose on the glass, and the garden stayed empty and dark.', 'The garden stayed empty.'],
      ['{hero} ran out with the torch to look under the hedge, and something rustled away, very fast.', 'Something rustled away.'],
    ],
    turn: ['{hero} sat very still on the back step, torch off, and waited, and a small round shape came snuffling across the lawn to the bowl.', '{hero} sat very still, and the hedgehog came.'],
    details: [
      ['They made a hedgehog house from an old box, with a door the size of a hand, and filled it with dry leaves.', 'They made a hedgehog house of leaves.'],
      ['There was a hole at the bottom of the fence, a hedgehog highway, so it could walk from garden to garden.', 'A hole in the fence was a hedgehog highway.'],
      ['The hedgehog snuffled and snorted as it ate, a very noisy little eater.', 'The hedgehog snuffled as it ate.'],
      ['When it had trundled off under the fence, there were tiny footprints in the damp mud by the bowl, like little hands.', 'By the bowl there were tiny footprints.'],
    ],
    senses: ['The garden smelled of wet grass and night.', 'A snail slid slowly across the path, shining.'],
    win: '{hero} had seen the hedgehog, close enough to hear it snuffle',
    end: ['At bedtime, {hero} put out fresh water by the hedge and whispered, "Same time tomorrow, hedgehog."', 'At bedtime, {hero} put out fresh water.'],
  },
  setback: 'Then a neighbour\'s security light clicked on, and the garden was as bright as day.',
  choice: '{hero} could call the hedgehog Spike or Bramble, and {he} chose Bramble.',
  subplot: themeSubplot(
    '{hero} saw that wild animals come to people who are quiet and patient.',
    '{pal} wanted to pick the hedgehog up and cuddle it.',
    'the spare cushion',
    '{hero} showed {pal} how to watch without touching, and gave {pal} the spare cushion to sit on, as still as a stone.',
  ),
  low: '{hero} blinked in the bright light. "It\'ll never come now," {he} said.',
  hint: 'Sit as still as a stone, and let it come to you',
  light: ['Snuffle!', 'Shh!', 'Crunch!'],
  older: {
    want: '{hero} wanted to help the hedgehog fatten up before winter, and wanted proof that it was really visiting.',
    secret: '{he} had been getting up in the night to look, more than once',
    decides: '{hero} could go out with the torch to find it, or sit still and let it come. {he} sat still.',
  },
};
