import type { Variant } from './theme-entry';
import { themeSubplot } from './subplots';

/**
 * A thing of an entry's own day lost (`understand/read-twist.ts`, `losing`): the entry tells the search and the owning up,
 * never its usual day (a library card for "losing a library book").
 */

/** "Losing a library book": looked for everywhere, owned up to at the desk, found behind the sofa and taken back. */
const LIBRARY_BOOK_LOST: Variant = {
  said: /\b(?:los(?:e|es|ing|t)|can'?t find|missing)\b[^.]*\blibrary books?\b|\blibrary books?\b[^.]*\b(?:lost|missing|gone)\b/i,
  title: '{hero} and the Lost Library Book',
  name: 'the lost library book',
  lesson: 'honesty',
  opening: 'The library book had to go back on Saturday, but {hero} could not find it anywhere.',
  worry: '"Will the librarian be cross with me?" said {hero}.',
  tries: ['{hero} looked under the bed and found one sock, two crayons and a raisin, but no book.', '{hero} emptied {his} school bag onto the floor, and the book was not there either.', '{hero} looked in the toy box, in the bath and in the car, and still there was no book.'],
  turn: 'At the library, {hero} told the librarian the truth: "I lost your book, and I am sorry." The librarian smiled and said, "Thank you for telling me."',
  // The find is a detail after the owning up, so every book tells it, whether or not its win is said on a page.
  details: ['The book had a blue cover. A sticker on its spine said which shelf it lived on.', '{grownup} helped {hero} think of every place a book could hide.', 'That weekend, {hero} looked down the back of the sofa, and there was the library book, a little squashed!', '"Welcome home, book!" said the librarian, when {hero} gave it back with both hands.'],
  win: 'the library book was found, and back where it belonged',
  end: 'From then on, library books lived on one shelf at home, and {hero} always knew where they were.',
  ownDoubt: '"Maybe it is lost for ever," {hero} thought, and {his} tummy felt tight.',
  ownChoice: '{hero} could hide that the book was lost, or tell the librarian, and {he} chose to tell.',
  // The search is at home (read 44): never the library's hush, its loans or its top shelf on a page under the bed.
  senses: ['Every cushion came off the sofa with a soft flump.', 'Drawers squeaked open and banged shut all over the house.', 'The cupboard under the stairs smelled of wellies and dust.'],
  ownSetback: 'Then {hero} saw a blue cover under a cushion, and {his} heart leapt, but it was only {his} own old storybook.',
  ownSubplot: themeSubplot('{hero} found that looking with someone else was quicker than looking everywhere alone.', '{pal} had lost {palhis} own library card in all the mess, and would not say so.', 'the first go with the torch', 'The library card was stuck to the bottom of {pal}\'s shoe all along, and {pal} laughed at last.'),
};

/**
 * "A lost kite": a kite is lost to the wind, not mislaid, so it is found where the wind put it, up a tree, and got down by
 * waiting for the wind rather than by tugging (round 18: the review set's lost kite was a badger's, returned with a
 * thank-you pebble, and no kite flew on any page). Nobody climbs: the grown-up stays at the foot of the tree.
 */
const KITE_GOT_AWAY: Variant = {
  said: /\b(?:los(?:e|es|ing|t)|let go of|missing|got away|run ?away|stuck|caught|flew away|blew away|flew off|tangled|snapped)\b/i,
  title: ['The Kite That Got Away', '{hero} and the Runaway Kite'],
  lesson: 'patience',
  opening: ['{hero} was flying {his} red kite with {grownup} when a big gust tugged the string right out of {his} hands, and away the kite went, over the grass, until it came down high in the branches of a tree.', 'A big gust pulled the kite string out of {hero}\'s hands. Away went the kite, up into a tree!'],
  worry: ['"My kite!" cried {hero}. "Come down!"', '"My kite!" cried {hero}.'],
  tries: [
    ['{hero} jumped for the end of the string, dangling from the branches, but it swung away every time {his} fingers nearly touched it.', '{hero} jumped for the string, but it swung away.'],
    ['{hero} caught the string at last and pulled hard, and the kite only wedged itself tighter in the branches.', '{hero} pulled the string, and the kite stuck tighter.'],
    ['{hero} asked {grownup} to reach it, but even on tiptoe {grownup}\'s fingers were a long way below the lowest branch.', '{hero} asked {grownup} to reach it, but it was too high.'],
  ],
  turn: ['{hero} took hold of the string and did not pull. {he} let it hang loose, and waited, and when the wind turned round and blew the other way, {he} gave one small, gentle tug, and the kite lifted off the branches and floated down into {his} arms.', '{hero} held the string loose and waited for the wind. One small tug, and down came the kite.'],
  details: [
    ['The kite\'s long tail flapped from the top of the tree like a flag, red against the sky.', 'The kite\'s tail flapped like a flag.'],
    ['"Trees love kites," said {grownup}. "Every kite flyer loses one to a tree in the end. Nobody climbs up after it."', '"Trees love kites," said {grownup}.'],
    ['A robin landed on the branch beside the kite and looked at it sideways, as if it had never seen anything so odd.', 'A robin looked at the kite.'],
    ['A twig had torn one corner of the kite, so {hero} and {grownup} mended it with a patch of sticky tape, front and back.', 'A twig had torn the kite, so they mended it with tape.'],
  ],
  win: 'the kite was down from the tree, safe in {his} arms',
  end: ['{hero} flew the kite again, patch and all, and this time {he} held the string with both hands, all the way home.', 'The kite flew again, and {hero} held on with both hands.'],
  ownDoubt: '{hero} looked up at the kite, stuck fast at the top of the tree. "It will be up there for ever," {he} said.',
  ownSetback: ['Then the wind blew harder, the kite shook in the branches, and {hero} heard a small, sad rip.', 'Then {hero} heard a small rip.'],
  ownChoice: '{hero} could keep pulling or wait for the wind, and {he} chose to wait.',
  ownHint: 'Let the wind do the pulling',
  anotherDay: true,
};

export const LOST_THING_VARIANTS: Readonly<Record<string, readonly Variant[]>> = {
  library: [LIBRARY_BOOK_LOST],
  'kite-flying': [KITE_GOT_AWAY],
};
