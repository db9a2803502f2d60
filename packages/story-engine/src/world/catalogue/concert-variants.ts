import { themeSubplot } from './subplots';
import type { Variant } from './theme-entry';

/**
 * A school concert (the Christmas concert, singing in the choir at the summer concert): no solo at the big piano, but a
 * class in rows on the benches, a hall full of families, the teacher's hands at the front, and the words that go
 * missing and come back with everyone else's. A concert of one instrument ("piano concert") is the recital's own.
 */
export const CONCERT_VARIANT: Variant = {
  said: /^(?!.*\b(?:piano|violin|guitar|cello|recorder|flute|drums?|clarinet|trumpet|saxophone)\b).*\bconcerts?\b/i,
  name: 'the concert', lesson: 'bravery',
  title: ['{hero} Sings at the Concert', '{hero}\'s Concert'],
  opening: ['Today was the concert, and {hero}\'s class was going to sing on the stage in front of all the families.', 'Today was the concert, and {hero}\'s class was singing.'],
  worry: ['"What if I forget the words, and everybody sees?" said {hero}.', '"What if I forget the words?" said {hero}.'],
  tries: [
    ['At the last practice, {hero} came in a line too early, all on {his} own, and the whole class giggled.', '{hero} came in too early, all alone.'],
    ['At home, {hero} sang the song over and over, until the whole family could sing it too.', '{hero} sang it over and over at home.'],
    ['Behind the curtain, {hero} peeped out at the rows and rows of chairs, and {his} tummy turned right over.', '{hero} peeped out at all the chairs.'],
  ],
  turn: ['{hero} stopped looking at the rows of faces, watched the teacher\'s hands at the front, and sang with the others, one word after the next.', '{hero} watched the teacher\'s hands and sang with the others.'],
  details: [
    ['The class stood in rows on the benches at the front of the hall, the smallest at the front.', 'The class stood in rows on the benches.'],
    ['The hall was full of families, and lots of them were holding up their phones.', 'The hall was full of families.'],
    ['The teacher stood at the front and lifted both hands, and everybody took a breath at once.', 'The teacher lifted both hands.'],
    ['At the end, everybody clapped, and {hero} spotted {his} family waving from the third row.', '{hero} spotted {his} family waving.'],
  ],
  win: 'the class sang the song right to the end, and the hall clapped and clapped',
  end: ['That night, {hero} sang the song in the bath, every single word of it.', '{hero} sang the song in the bath.'],
  ownSetback: 'Then the music started, and {hero}\'s mind went blank: not one word of the first line was there.',
  ownDoubt: '"I\'ve forgotten it all," {hero} thought. "Everybody will see."',
  ownChoice: '{hero} could mouth the words and hope, or sing out with the others, and {he} chose to sing out.',
  ownHint: 'Watch the teacher\'s hands',
  ownSubplot: themeSubplot('{hero} saw that the words came back when {he} stopped trying to remember them alone and sang with everyone.', '{pal} had a tickly throat and kept coughing.', 'the cup of water from the side', '{pal} sipped the water, and sang with the rest of them, clear as a bell.'),
};
