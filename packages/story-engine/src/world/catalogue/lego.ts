import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';

/**
 * A love of Lego ("lego building", "duplo", "obsessed with lego"): building a tall tower that keeps falling, the piece
 * lost in the heap, the click of bricks pressed properly. The turn is the builder's own discovery: a wide base first.
 */
export const LEGO: EntryKit = {
  entry: {
    id: 'lego', kind: 'interest', words: /\blego\b|\bduplo\b|\bbuilding bricks\b|\bbuilding blocks\b|\bbrick towers?\b/i,
    name: 'the Lego', thing: 'Lego brick', setting: 'home', lesson: 'perseverance',
    title: ['{hero}\'s Great Big Lego Build', '{hero} Builds It Brick by Brick'],
    opening: ['{hero} loved Lego more than anything, and today {he} was going to build the tallest thing {he} had ever built: a tower with a lift that really went up and down.', '{hero} loved Lego, and today {he} would build a tall tower.'],
    worry: ['"What if it falls down again?" said {hero}. The last tower had crashed on the carpet in a hundred pieces.', '"What if it falls?" said {hero}.'],
    tries: [
      ['{hero} built it up fast, brick on brick, as high as {his} knee, and it wobbled and leaned.', 'The tower wobbled and leaned.'],
      ['{hero} tipped the whole box onto the carpet to find the long red brick, and could not see it anywhere in the heap.', '{hero} could not find the long red brick.'],
      ['{hero} pressed the lift piece on, but it stuck, and would not go up or down.', 'The lift stuck.'],
    ],
    turn: ['{hero} took the tower down to the bottom, built a big wide base first, four bricks across, then built up again slowly, pressing every brick until it clicked.', '{hero} built a wide base first, and pressed every brick until it clicked.'],
    details: [
      ['The bricks went click when they pressed together properly.', 'The bricks went click.'],
      ['{hero} sorted the bricks into piles: red, blue, yellow, and the tiny ones that always get lost.', '{hero} sorted the bricks by colour.'],
      ['A little Lego person with a yellow face and a hard hat stood ready to ride the lift.', 'A little Lego person waited for the lift.'],
      ['The tower stood taller than it had ever stood, with a flag on top, and the lift went up and down on its string.', 'The tower stood tall, with a flag on top.'],
    ],
    senses: ['The box of bricks went rattle, rattle, shake.', 'Ouch: a brick on the carpet, under a bare foot.'],
    win: 'the tower stood tall, and the lift went all the way up',
    end: ['At bedtime, the tower stood on the shelf where everyone could see it, with the little Lego person right at the top.', 'At bedtime, the tower stood on the shelf.'],
  },
  setback: 'Then {hero}\'s elbow knocked the side, and the top half of the tower crashed onto the carpet.',
  choice: '{hero} could put a flag or a roof on top, and {he} chose the flag.',
  subplot: themeSubplot(
    '{hero} saw that a tower stands tall when its bottom is wide and strong.',
    'The bridge {pal} was building kept falling down in the middle.',
    'the long flat piece',
    '{hero} gave {pal} the long flat piece to go under the middle, and the bridge held.',
  ),
  low: '{hero} looked at the bricks all over the carpet. "I\'ll never get it that tall again," {he} said.',
  hint: 'Look at the bottom; a tall tower needs big, wide feet',
  light: ['Click!', 'Crash!', 'Up, up!'],
  older: {
    want: '{hero} wanted to build it out of {his} own head, with no instructions, and wanted it to actually work.',
    secret: '{he} had kept the instruction booklet under {his} pillow, just in case',
    decides: '{hero} could follow the booklet and get it right, or keep going with {his} own design. {he} kept going with {his} own.',
  },
};
