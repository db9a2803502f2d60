import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * Autumn leaves ("autumn leaves", "jumping in leaf piles", "collecting conkers"): the crunch, the colours, the wind that
 * will not leave a pile alone, and the jump. Told in the park, or in the garden, the woods or on the farm when the
 * theme names one. An everyday outing, matched with them before the older entries.
 */
export const AUTUMN_LEAVES: CatalogueTheme = {
  id: 'autumn-leaves', kind: 'activity', words: /(?<!\bmid[- ]?)\bautumn\b|\bfall(?:ing|en)? leaves\b|\bleaf ?piles?\b|\bpiles? of leaves\b|\bcrunchy leaves\b|\bconkers?\b|\bacorns?\b|\bleaves (?:are |were )?(?:falling|fell|changing colou?r|turning)\b/i,
  name: 'the autumn leaves', setting: 'city', alsoAt: ['home', 'forest', 'farm'], lesson: 'teamwork',
  title: ['{hero} and the Autumn Leaves', '{hero}\'s Big Leaf Pile'],
  opening: 'The trees had turned red and gold, and {hero} wanted to make the biggest leaf pile ever.',
  worry: '"What if the wind blows them all away?" said {hero}.',
  tries: ['{hero} scooped up an armful of leaves, but half of them fluttered out before {he} reached the pile.', '{hero} swept the leaves into a heap, and a gust of wind scattered them across the grass.', '{hero} gathered leaves from under the big tree, but they were wet and soggy and stuck to {his} boots.'],
  turn: '{hero} built the pile against the wall, where the wind could not reach, and {grownup} helped with the big rake.',
  details: ['The leaves were red, orange, yellow and brown, and they crunched under {hero}\'s boots.', '{hero} found a shiny conker in its spiky case and kept it in {his} pocket.', 'A squirrel ran past with an acorn in its mouth, busy getting ready for winter.', 'The leaf pile was taller than {hero}\'s knees, and it smelled of earth and rain.'],
  win: '{hero} jumped right into the middle of the pile, and leaves flew up like confetti',
  end: 'At home, {hero} put the reddest leaf on the windowsill, next to the shiny conker.',
};

export const AUTUMN_LEAVES_SETBACK: Wording = 'Then a dog bounded straight through the pile, and leaves went everywhere.';
export const AUTUMN_LEAVES_CHOICE: Wording = '{hero} could keep the biggest leaf or the reddest one, and {he} chose the reddest.';
export const AUTUMN_LEAVES_SUBPLOT = themeSubplot(
  '{hero} saw that the wall kept the wind off, and the pile stayed put.',
  '{pal} wanted to jump too, but was worried about the prickly conker cases.',
  'the pair of gloves',
  '{pal} put on the pair of gloves, brushed the prickly cases aside and jumped in, laughing.',
);
