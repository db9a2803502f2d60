import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * Blowing bubbles as a little one's play ("bubbles", "blowing bubbles", "a bubble machine"): the wand, blowing too hard
 * (no bubble) and then soft (a stream of them), popping them, one that lands on a nose, the pot spilt, and the last big
 * one floating away over the fence. A bubble bath is the bath, and soap bubbles at the sink the hand washing.
 */
export const BUBBLES: CatalogueTheme = {
  id: 'bubbles', kind: 'activity',
  words: /^(?!.*\bbubble ?baths?\b|.*\bbubble ?wrap\b|.*\bbubble tea\b).*(?:\b(?:blow(?:ing|s)?|chas(?:e|ing)|pop(?:ping|s)?|catch(?:ing)?|soap|giant|big) bubbles\b|^bubbles$|\bbubbles (?:in|at) the (?:garden|park|sunshine)\b|\bbubble (?:wands?|machines?|mixture|pots?|blowing)\b|\bloves bubbles\b)/i,
  means: /\bblow bubble\b|\bpop bubble\b/,
  name: 'the bubbles', setting: 'home', lesson: 'patience',
  title: ['{hero} and the Bubbles', 'Bubbles for {hero}'],
  opening: ['It was a sunny day, and {grownup} brought out a little pot of bubbles and a wand with a hole in the end.', 'It was sunny, and {grownup} had a pot of bubbles.'],
  worry: ['"My turn! I want to make a bubble!" said {hero}, and grabbed the wand.', '"My turn!" said {hero}. "Bubbles!"'],
  tries: [
    ['{hero} blew as hard as {he} could, puff, and the bubble mixture went splat, and there was no bubble at all.', '{hero} blew hard. Splat! No bubble.'],
    ['{hero} waved the wand about so fast that the mixture flew off it, all over {his} shoes.', '{hero} waved the wand. Drip, drip.'],
    ['{hero} poked the wand right up to {his} mouth, and got a taste of soap, and said, "Yuck!"', '{hero} got soap on {his} lip. Yuck!'],
  ],
  turn: ['{hero} held the wand still and blew soft and slow, like blowing on warm soup, and out came a whole stream of bubbles.', '{hero} blew soft and slow, and out came lots of bubbles.'],
  details: [
    ['The bubbles floated up, shiny, with little rainbows going round and round on them.', 'The bubbles were shiny, with rainbows on.'],
    ['{hero} chased them round the garden, pop, pop, POP, with one finger.', 'Pop, pop, pop! {hero} popped them.'],
    ['One bubble came down and sat on {hero}\'s nose for a moment, and then it popped, and {hero} laughed and laughed.', 'One bubble sat on {hero}\'s nose. Pop!'],
    ['The last bubble was the biggest of all, and it wobbled up and up and floated right over the fence.', 'The last big bubble went over the fence.'],
  ],
  senses: ['The bubbles smelled a little of soap.', 'The grass was warm, and the bubbles bobbed over it.'],
  win: '{hero} could blow bubbles, soft and slow, all by {him}self',
  end: ['At bedtime, {hero} blew soft and slow at the pillow, and said, "Bubbles," and went to sleep.', 'At bedtime, {hero} said, "Bubbles," and went to sleep.'],
};

export const BUBBLES_SETBACK: Wording = 'Then {hero} knocked the pot with {his} foot, and it tipped over, and most of the bubble mixture ran out on the grass.';
export const BUBBLES_CHOICE: Wording = '{hero} could blow the bubbles or chase them, and {he} chose to blow them first.';
export const BUBBLES_SUBPLOT = themeSubplot(
  '{hero} saw that soft and slow made more bubbles than hard and fast.',
  '{pal} could not make a bubble at all.',
  'the bubble pot',
  '{hero} held the bubble pot still for {pal} to dip in, and said, "Soft, like soup," and {pal} made a bubble too.',
);
