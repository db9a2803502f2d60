import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * Building a tower and knocking it down ("stacking blocks", "building towers", "knocking down towers", "stacking
 * cups"): one block, two, a wobble, the crash, the laugh, again; taller than the teddy, the last block on top, and
 * the blocks back in their box. A sibling who knocks the tower down is the sibling's story.
 */
export const BLOCK_TOWERS: CatalogueTheme = {
  id: 'block-towers', kind: 'activity', toAge: '3-5',
  words: /\b(?:stack(?:ing|s)?|build(?:ing|s)?|pil(?:e|ing)(?: up)?) (?:up )?(?:the |some |his |her |their |wooden |big |soft |building )*(?:blocks|bricks|cups|cubes|towers?)\b|\b(?:knock(?:ing|s)? (?:down )?(?:the |a |his |her )?towers?|knock(?:ing|s)? (?:it|them) down)\b|\btowers? of (?:blocks|bricks|cups)\b|\b(?:wooden|building|soft|stacking) (?:blocks|bricks|cups)\b/i,
  name: 'the tower', setting: 'home', lesson: 'perseverance',
  title: ['{hero} Builds a Tower', 'Up, Up, Crash!'],
  opening: ['{hero} tipped the box over, and out came the blocks: red, blue, yellow and green.', 'Out came the blocks! Red, blue, yellow.'],
  worry: ['"Big tower!" said {hero}. "Up to the sky!"', '"Big tower!" said {hero}.'],
  tries: [
    ['{hero} put one block on top of another, and another, but the third one went on crooked, and down they came.', 'One, two, three... Crash!'],
    ['{hero} put a big block on top of a little one, and it wobbled, and wobbled, and fell.', 'Big on little. Wobble, wobble, fall!'],
    ['{hero} built it so fast that {his} elbow knocked it, and it all fell down.', 'Too fast! Bump. Down it came.'],
  ],
  turn: ['{hero} put the big blocks at the bottom and the little ones on top, slowly, one at a time, and the tower stood up tall.', 'Big at the bottom, little on top. Slowly. It stood!'],
  details: [
    ['The blocks clacked together, clack, clack, and one had a picture of a duck on it.', 'Clack, clack went the blocks.'],
    ['Crash! The blocks tumbled all over the floor, and {hero} laughed and laughed, and said, "Again!"', 'CRASH! "Again!" said {hero}.'],
    ['The tower got taller than Teddy, and then taller than {hero} sitting down.', 'Taller than Teddy! Taller than {hero}!'],
    ['{hero} put the last block on the very top, very carefully, and everyone clapped.', 'The last block on top. Hooray!'],
  ],
  senses: ['The blocks were smooth and cool in {hero}\'s hands.', 'The blocks made a big clatter on the floor.'],
  win: '{hero}\'s tower stood up, tall and straight',
  end: ['At tidy-up time, the blocks went back in their box, one by one, and {hero} said goodnight to them.', 'Blocks in the box. Night night, blocks.'],
};

export const BLOCK_TOWERS_SETBACK: Wording = 'Then Teddy fell off the sofa, right on top of the tower, and every block came down.';
export const BLOCK_TOWERS_CHOICE: Wording = '{hero} could knock the tower down or make it taller, and {he} chose to make it taller, first.';
export const BLOCK_TOWERS_SUBPLOT = themeSubplot(
  '{hero} found that big blocks at the bottom made the tower stand up.',
  '{pal} wanted to build too, but had no blocks.',
  'the red bucket of cups',
  '{hero} gave {pal} the red bucket of cups to stack, and soon there were two towers, side by side.',
);
