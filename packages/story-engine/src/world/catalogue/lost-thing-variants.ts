import type { Variant } from './theme-entry';

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
  details: ['The book had a blue cover, and a sticker on its spine that said which shelf it lived on.', '{grownup} helped {hero} think of every place a book could hide.', 'That weekend, {hero} looked down the back of the sofa, and there was the library book, a little squashed!', '"Welcome home, book!" said the librarian, when {hero} gave it back with both hands.'],
  win: 'the library book was found, and back where it belonged',
  end: 'From then on, library books lived on one shelf at home, and {hero} always knew where they were.',
  ownDoubt: '"Maybe it is lost for ever," {hero} thought, and {his} tummy felt tight.',
  ownChoice: '{hero} could hide that the book was lost, or tell the librarian, and {he} chose to tell.',
};

export const LOST_THING_VARIANTS: Readonly<Record<string, readonly Variant[]>> = {
  library: [LIBRARY_BOOK_LOST],
};
