import { themeSubplot } from '../subplots';
import type { EntryKit } from '../round-13-kit';
import { HELPER_OLDER, toldFromBeside } from './from-beside';

/**
 * A nappy change ("nappy time", "changing his nappy", "diaper changes"): the changing mat, the cold wipes, the wriggle,
 * the song, a tickle on the tummy, and clean and dry. Never potty training or dry nights, which have their own entries.
 */
export const NAPPY_CHANGE: EntryKit = toldFromBeside({
  entry: {
    id: 'nappy-change', kind: 'moment',
    words: /^(?!.*\b(?:potty|toilet|pants|no more|out of|off|without|nights?|pull[- ]?ups?)\b).*\b(?:napp(?:y|ies)|diapers?)\b/i,
    name: 'nappy time', setting: 'home', lesson: 'patience',
    title: ['{hero}\'s Nappy Time', 'Nappy Time for {hero}'],
    opening: ['Pooh! Something smelled. "Nappy time, {hero}," said {grownup}, and scooped {him} up.', 'Pooh! Nappy time, {hero}!'],
    worry: ['{hero} did not want nappy time. {hero} wanted to play with the blocks. "No!" said {hero}.', '"No!" said {hero}. "Play!"'],
    tries: [
      ['On the changing mat, {hero} rolled over, and rolled over again, and tried to crawl away.', 'Roll, roll! {hero} rolled away.'],
      ['{hero} kicked {his} legs, kick, kick, kick, so the clean nappy could not go on.', 'Kick, kick, kick!'],
      ['{hero} grabbed the pot of cream and would not let go.', '{hero} grabbed the cream. Mine!'],
    ],
    turn: ['{grownup} sang the nappy song, and blew a big raspberry on {hero}\'s tummy, and {hero} lay still and laughed.', '{grownup} blew a raspberry on {hero}\'s tummy. Pfffft! {hero} laughed.'],
    details: [
      ['The changing mat was soft and squashy, with ducks on it.', 'The mat had ducks on it.'],
      ['The wipes were cold! "Ooh!" said {hero}.', 'Cold wipes! Ooh!'],
      ['{hero} held the little toy duck while {grownup} did the poppers, one, two, three.', 'Pop, pop, pop went the poppers.'],
      ['{grownup} gave {hero}\'s toes a tickle: this little piggy, all the way home.', 'Tickle, tickle, little toes.'],
    ],
    senses: ['The new nappy was soft and dry and crinkly.', 'The cream was cool and smelled clean.'],
    win: '{hero} was clean and dry and comfy again',
    end: ['Clean and dry, {hero} crawled back to the blocks, and built them up, and knocked them down.', 'Clean and dry! Back to play.'],
  },
  setback: 'Then, just as the clean nappy was on, {hero} did a wee, and it all had to start again!',
  choice: '{hero} could hold the toy duck or the little brush, and {he} chose the duck.',
  subplot: themeSubplot(
    '{hero} found that nappy time was quick when {he} lay still and listened to the song.',
    '{pal} did not want nappy time either.',
    'the little brush',
    '{pal} held the little brush, and lay still, and it was over in no time.',
  ),
  low: '{hero} cried a big cross cry on the changing mat.',
  hint: 'A song makes it go quicker',
  light: ['Pooh!', 'Kick, kick!', 'Clean and dry!'],
  older: HELPER_OLDER,
}, {
  title: '{hero} Helps at Nappy Time',
  opening: 'Pooh! The baby needed a new nappy, and {grownup} said {hero} could help.',
  worry: '"What if I do it wrong?" said {hero}, holding the clean nappy by one corner.',
  tries: [
    '{hero} passed the wipes, but the baby rolled over and tried to crawl off the changing mat.',
    '{hero} held the baby\'s feet, gently, but the baby kicked, kick, kick, and the nappy slid away.',
    '{hero} pulled faces to keep the baby still, and the baby grabbed the cream and would not let go.',
  ],
  turn: '{hero} sang the nappy song, slowly, and blew a raspberry on the baby\'s tummy, and the baby lay still, laughing, while {grownup} did the poppers.',
  details: [
    'The changing mat was squashy, with ducks on it, and the baby liked to pat them.',
    'The wipes were cold, and the baby said, "Ooh!" every single time.',
    '{hero} learned the poppers: one, two, three, from the bottom up.',
    '{hero} did "This little piggy" on the baby\'s toes, all the way home.',
  ],
  win: 'the baby was clean and dry, and {hero} had helped from start to finish',
  end: 'Afterwards, the baby crawled back to the blocks, and {hero} built the tower for the baby to knock down.',
  ownSetback: 'Then, just as the clean nappy was on, the baby did a wee, and it all had to start again.',
  ownChoice: '{hero} could fetch the toy duck or the little brush for the baby to hold, and {he} chose the duck.',
  ownSubplot: themeSubplot('{hero} saw that the baby lay still for a song, and for nothing else.', '{pal} held {palhis} nose and would not come near.', 'the wipes', '{pal} held the wipes ready for the baby, and forgot all about the smell.'),
  ownDoubt: '"I am no help at all," said {hero}.',
});
