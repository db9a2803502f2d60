import { themeSubplot, type ThemeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * A child's love of a make-believe figure the species table has no animal for ("mermaids", "fairies", "superheroes"):
 * told as that love — dressing up as one, moving like one, a book about them, a game of make-believe — never as a quest
 * for an object with some sea animal beside the hero and the figures only dreamed of. Matched after every other entry,
 * so "the tooth fairy" stays the wobbly tooth and "a pirate party" the party.
 */
interface Figure {
  entry: CatalogueTheme;
  setback: Wording;
  choice: Wording;
  subplot: ThemeSubplot;
}

const MERMAIDS: Figure = {
  entry: {
    id: 'mermaids', kind: 'interest', words: /\bmer(?:maid|man|men)s?\b|\bmer(?:people|folk)\b/i, name: 'mermaids', thing: 'mermaid doll', setting: 'home', lesson: 'being-yourself',
    title: ['{hero} the Mermaid', '{hero} Loves Mermaids'],
    opening: ['{hero} loved mermaids more than anything, and {his} favourite book was all about a mermaid with a shining green tail.', '{hero} loved mermaids more than anything.'],
    worry: ['"I wish I could swim like a real mermaid," said {hero}, "with a tail and everything."', '"I wish I could swim like a mermaid," said {hero}.'],
    tries: [
      ['{hero} wrapped a green blanket round {his} legs for a tail, and could only hop, then flop onto the rug.', '{hero} made a tail from a blanket, and flopped onto the rug.'],
      ['{hero} tried to swim like a mermaid in the bath, and splashed water all over the floor.', '{hero} swam like a mermaid in the bath, and splashed the floor.'],
      ['{hero} sang a mermaid song on the stairs, but it came out as a squeak.', '{hero} sang a mermaid song, but it came out as a squeak.'],
    ],
    turn: ['At the swimming pool, {hero} put {his} feet together, kicked them both at once like one long tail, and glided through the water.', 'At the pool, {hero} kicked both feet at once, like a tail, and glided.'],
    details: [
      ['In the book, the mermaid lived in a cave of shells and sang to the fish.', 'In the book, the mermaid lived in a cave of shells.'],
      ['{hero} had a mermaid crown made of card, with shiny paper shells stuck on it.', '{hero} had a crown of card shells.'],
      ['{grownup} said a mermaid kick was called a dolphin kick, and real swimmers used it too.', 'A mermaid kick is a dolphin kick, said {grownup}.'],
      ['Everyone at the pool said, "Look at that mermaid go!"', '"Look at that mermaid go!" said everyone.'],
    ],
    senses: ['The blanket tail was soft and green, like seaweed.', 'The bath water went swish, swish, like little waves.'],
    win: '{hero} swam like a mermaid',
    end: ['That night, {hero} read the mermaid book again, and fell asleep with {his} feet together, like a tail.', 'That night, {hero} read the mermaid book again.'],
  },
  setback: 'Then the blanket tail slipped off in the bath, went soggy, and sank.',
  choice: '{hero} could wear the crown or the tail to the pool, and {he} chose the crown, because a tail would sink.',
  subplot: themeSubplot(
    '{hero} saw that being a mermaid was in the way {he} moved, not in the blanket.',
    '{pal} wanted to be a mermaid too, but had no tail.',
    'the old green scarf',
    '{pal} tied the old green scarf round {palhis} legs for a tail, kicked both feet together, and was a mermaid too.',
  ),
};

const FAIRIES: Figure = {
  entry: {
    id: 'fairies', kind: 'interest', words: /(?<!\b(?:tooth|dummy|christmas|sugar plum|fairy) )\bfair(?:y|ies)\b(?! (?:lights?|cakes?|tales?|bread|liquid))/i, name: 'fairies', thing: 'fairy wand', setting: 'home', lesson: 'kindness',
    title: ['{hero} and the Fairy Garden', '{hero} Loves Fairies'],
    opening: ['{hero} loved fairies, and wanted to make a little fairy garden, just in case a fairy came by.', '{hero} loved fairies, and wanted to make a fairy garden.'],
    worry: ['"But what if the fairies do not like it?" said {hero}.', '"What if the fairies don\'t like it?" said {hero}.'],
    tries: [
      ['{hero} built a fairy house of sticks, but the wind blew it over.', '{hero} built a fairy house of sticks, but it fell down.'],
      ['{hero} left a biscuit for the fairies, and the birds ate it all.', '{hero} left a biscuit, and the birds ate it.'],
      ['{hero} put on {his} fairy wings and waited very still, but nobody came.', '{hero} put on {his} fairy wings and waited.'],
    ],
    turn: ['{hero} made the fairy house again with a stone wall round it, a bottle-top bath full of water, and a tiny door of bark.', '{hero} made a fairy house with a stone wall and a tiny door.'],
    details: [
      ['{hero} wore {his} fairy wings, which were a bit bent, and a crown of daisies.', '{hero} wore {his} fairy wings and a daisy crown.'],
      ['In {his} fairy book, fairies lived under toadstools and drank dew from the leaves.', 'In the book, fairies drank dew from the leaves.'],
      ['The fairy door was painted blue, with a pebble for a handle.', 'The fairy door was blue, with a pebble handle.'],
      ['In the morning, the bottle-top bath had a feather in it, and {hero} was sure it was a fairy\'s.', 'In the morning, there was a feather in the bath.'],
    ],
    senses: ['The daisy crown smelled green and sweet.', 'The fairy wings rustled when {hero} ran.'],
    win: 'the fairy garden was ready for fairies',
    end: ['Every morning after that, {hero} checked the fairy garden in {his} wings, and always found something new.', 'Every morning, {hero} checked the fairy garden.'],
  },
  setback: 'Then it rained in the night, and the fairy house was a soggy heap.',
  choice: '{hero} could keep the shiniest pebble or give it to the fairy garden, and {he} gave it to the fairies.',
  subplot: themeSubplot(
    '{hero} saw that a fairy garden needed care, not just wishes.',
    '{pal} wanted to give the fairies something too, but had nothing to give.',
    'the little acorn cup',
    '{pal} put the little acorn cup by the roots of the tree, for a fairy to drink from.',
  ),
};

const SUPERHEROES: Figure = {
  entry: {
    id: 'superheroes', kind: 'interest', words: /\bsuper ?heroe?s?\b|\bsuper ?powers?\b/i, name: 'superheroes', thing: 'superhero cape', setting: 'home', lesson: 'helping',
    title: ['Super {hero}', '{hero} the Superhero'],
    opening: ['{hero} loved superheroes, and had a red cape that flapped when {he} ran.', '{hero} loved superheroes, and had a red cape.'],
    worry: ['"But I haven\'t got a real superpower," said {hero}. "Not even a small one."', '"I haven\'t got a superpower," said {hero}.'],
    tries: [
      ['{hero} jumped off the bottom step to fly, and landed on {his} bottom.', '{hero} tried to fly off the step, and landed on {his} bottom.'],
      ['{hero} tried to see through the wall with super eyes, and only saw wallpaper.', '{hero} tried super eyes, and only saw wallpaper.'],
      ['{hero} tried to lift the sofa with super strength, and it did not move at all.', '{hero} tried to lift the sofa, and it did not move.'],
    ],
    turn: ['{hero} put on the cape and did the kind things no one else had seen: found the lost glasses, tidied up the toys, and helped {grownup} carry the shopping.', '{hero} put on the cape and helped everyone who needed it.'],
    details: [
      ['The cape was red with a yellow star, and it was tied with a bow at the front.', 'The cape was red, with a yellow star.'],
      ['In {his} comic, the superhero saved the day by helping people, one at a time.', 'In the comic, the superhero helped people.'],
      ['{hero} made a mask from a paper plate, with two big holes to see through.', '{hero} made a mask from a paper plate.'],
      ['{grownup} said, "Being kind when it is needed is a real superpower."', '{grownup} said, "Kindness is a superpower."'],
    ],
    senses: ['The cape went flap, flap, flap.', 'The paper plate mask smelled of glue and felt pens.'],
    win: '{hero} found {his} superpower',
    end: ['At bedtime, {hero} hung up the cape, ready for tomorrow, and {grownup} called {him} Super {hero}.', 'At bedtime, {hero} hung up the cape, ready for tomorrow.'],
  },
  setback: 'Then the cape caught on the door handle, and tore a little at the edge.',
  choice: '{hero} could play a flying game or help find the lost glasses, and {he} chose to help.',
  subplot: themeSubplot(
    '{hero} saw that the best superpower was noticing who needed help.',
    '{pal} wanted to play superheroes too, but had no cape.',
    'the spare tea towel',
    '{pal} tied the spare tea towel on for a cape, and they were two superheroes together.',
  ),
};

/** In the order they were added: appended to the catalogue so no older seed moves. */
export const MAKE_BELIEVE_FIGURES: readonly Figure[] = [MERMAIDS, FAIRIES, SUPERHEROES];
