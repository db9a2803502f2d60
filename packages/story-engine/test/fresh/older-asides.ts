/**
 * The nine-to-twelve asides a parent reading two books notices in both (issue 28, round 13: held-out read 22), by a
 * pattern that finds each in a book's text, and the families one book may say only once.
 */
export const STOCK_ASIDES: ReadonlyArray<readonly [string, RegExp]> = [
  ['"Can I tell you something?"', /"Can I tell you something\?"/],
  ['something kept back, announced', /had told nobody\.|which \w+ was keeping to (?:him|her|them)self\.|had not said the worst of it|had not said all week/],
  ['a kind\'s secret (planned the day, nearly stayed home, not liked to ask)', /planned the whole day in|nearly asked to stay at home|had not liked to ask/],
  ['without anyone taking over', /without anyone taking over/],
  ['counted up the tries', /counted up the tries so far/],
  ['let someone else take over, or finish', /let someone else take over, or finish/],
  ['"Let\'s see what happens"', /"Let's see what happens,"/],
  ['"We are not in a hurry"', /"We are not in a hurry,"/],
  ['nobody had made the fear go away', /Nobody had made the fear go away/],
  ['would have sounded soppy', /would have sounded soppy/],
  ['pictured it a hundred times', /a hundred times, and in every picture/],
  // Round 15 (older): the lines a parent reading two 9-12 books of different themes heard in both.
  ['people who had done this before had stopped noticing', /had done this before had stopped noticing/],
  ['tucked that away, to think about later', /tucked that away, to think about later/],
  ['watched the grown-ups\' faces', /watched the grown-ups' faces/],
  ['own face in a window', /own face in a window/],
  ['carrying something like this around', /carrying something like this around/],
  ['whispering with somebody and laughing / a cheer badly rhymed', /whispering with somebody and laughing|badly rhymed/],
  ['the whisper was asking how to help', /asking how to help \w+ without making a fuss/],
  ['a glance back, nothing needed saying', /glanced back; neither of them needed to say anything/],
  ['raised an eyebrow, knew what it meant', /raised an eyebrow, and \w+ knew exactly what it meant/],
  ['fake a sneezing fit', /fake a sneezing fit/],
  ['tried to remember every bit, in case it went well', /in case it went well, and in case it did not/],
  ['felt slightly better: the others looked nervous', /looked nervous, and felt slightly better/],
  ['knowing had not made it smaller / only happen once', /knowing had not made it smaller|it would only happen once, and/],
  ['gave it up, facing the hard part without it', /facing the hard part without it/],
  ['shut eyes and pictured the moment when', /eyes and pictured the moment when/],
];

/** Lines that say a grown-up's habit ("which was what Dad always said"): a book may claim one habit, once. */
const HABIT = /\b(?:always said|said that about everything|had a saying for everything|the only advice|gave it every time|said about everything|all over\.|told it\.)/;

/** How many of a book's sentences claim a grown-up's habit of speech. */
export const habitsClaimed = (text: string): number => (text.match(/[^.!?]+[.!?]+"?/g) ?? []).filter((sentence) => sentence.match(HABIT)).length;

/** The stock asides a book's text carries, by name. */
export const stockAsidesIn = (text: string): string[] => STOCK_ASIDES.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
