import { kinPattern } from '../../core/kin-words';
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

/** A brother, sister or cousin by any word parents type, with or without "my" ("big brother's concert"). */
const SIB = kinPattern({ relation: ['sibling', 'cousin'], plural: false });
const SHOW = String.raw`(?:concert|recital|show|play|nativity|performance|musical|panto|pantomime)`;

/**
 * A brother's, sister's or cousin's show ("my sister's dance recital", "watching my big brother in the school play"): the
 * hero is in the audience, not on the stage; the one performing ({who}: the cast's by name) is up there through the
 * middle (`ownerAway`), and the hero's part is the programme, the seat, the small wave agreed at home and the flowers.
 */
export const ON_STAGE_VARIANT: Variant = {
  said: new RegExp(String.raw`\b${SIB}(?:'s|’s) (?:[\w-]+ ){0,2}${SHOW}\b|\b(?:watch\w*|see|seeing|cheer\w*)\b[^.]*\b${SIB}\b[^.]*\b${SHOW}\b`, 'i'),
  owner: 'sister', ownerAway: true, lesson: 'kindness',
  title: ['{hero} Watches {who}', '{who}\'s Big Show'],
  opening: ['Today was {who}\'s show, and {hero} was going to watch from the audience, with a bunch of flowers for the end.', 'Today was {who}\'s show, and {hero} was going to watch.'],
  worry: ['"What if {who} gets scared up there?" asked {hero}.', '"What if {who} gets scared?" asked {hero}.'],
  tries: [
    ['At home, {hero} was the whole audience for {who}\'s practice, clapping on the sofa every single time.', '{hero} clapped for {who}\'s practice at home.'],
    ['In the hall, a tall man sat down right in front of {hero}, and the stage disappeared behind his head.', 'A tall man sat down in front of {hero}.'],
    ['When the curtain opened, {hero} could not find {who} anywhere among all the faces, and whispered "Where is {who}?" much too loudly.', '{hero} could not find {who} on the stage.'],
  ],
  turn: ['{hero} sat up on {his} knees, found {who} on the stage, and gave the small wave they had agreed on at home, and {who} saw it.', '{hero} gave {who} a small wave, and {who} saw it.'],
  details: [
    ['Everybody had a paper programme, and {hero} found {who}\'s name inside and pointed at it.', '{hero} found {who}\'s name in the programme.'],
    ['The lights went down, and the whole hall went quiet at once.', 'The lights went down, and the hall went quiet.'],
    ['Up on the stage, {who} looked very small and very brave.', '{who} was up on the stage.'],
    ['At the end, {hero} clapped until {his} hands stung, and gave {who} the flowers at the door.', '{hero} gave {who} the flowers at the end.'],
  ],
  win: '{who} saw the wave, and went on right to the end',
  end: ['That night, {who} said the wave had helped, and {hero} did it once more at bedtime, just for practice.', '{hero} and {who} did the wave once more at bedtime.'],
  ownSetback: 'Then, in the middle, {who} stopped and stood quite still, and the whole hall waited.',
  ownDoubt: '{hero} held {his} breath. "What if it has all gone out of {whohis} head?" {he} thought.',
  ownChoice: '{hero} could call out to help or stay quiet and wave, and {he} chose the wave.',
  ownHint: 'One small wave, the one from home',
  ownSubplot: themeSubplot('{hero} saw that watching could be a job too, and one {he} could do well.', '{pal} could not see over the heads in front.', 'the seat on the end of the row', 'From the seat on the end of the row, {pal} could see everything, and clapped the loudest.'),
};
