import { themeSubplot } from '../subplots';
import type { EntryKit } from '../round-13-kit';
import { HELPER_OLDER, toldFromBeside } from './from-beside';

/**
 * A baby's tummy time ("tummy time", "she doesn't like tummy time"): on the play mat on a tummy, a grumble, a rattle just
 * out of reach, a little mirror, the grown-up lying down face to face, and a head lifted up high.
 */
export const TUMMY_TIME: EntryKit = toldFromBeside({
  entry: {
    id: 'tummy-time', kind: 'moment',
    words: /\btumm(?:y|ies) ?times?\b|\bon (?:his|her|their|my|the baby's) tumm(?:y|ies)\b/i,
    name: 'tummy time', setting: 'home', lesson: 'perseverance',
    title: ['{hero}\'s Tummy Time', 'Up Goes {hero}!'],
    opening: ['{grownup} laid {hero} on the play mat, on {his} tummy. "Tummy time, {hero}!"', 'Tummy time, {hero}!'],
    worry: ['{hero}\'s nose was on the mat. "Waah," said {hero}. {hero} did not like it.', 'Nose on the mat. "Waah!"'],
    tries: [
      ['{hero} pushed with {his} arms, and lifted {his} head a little, and put it down again. Bump.', 'Push, push. Up a little. Bump.'],
      ['The rattle was just out of reach. {hero} stretched and stretched.', 'Stretch, stretch, for the rattle!'],
      ['{hero} kicked {his} legs like a little frog, but {his} head stayed down.', 'Kick, kick, like a frog!'],
    ],
    turn: ['{grownup} lay down on the floor, nose to nose, and smiled. {hero} pushed up, up, up, and lifted {his} head high to see {grownup}\'s face.', '{grownup} lay down, nose to nose. Up went {hero}\'s head!'],
    details: [
      ['There was a little mirror by the mat, and a baby in it, looking back at {hero}.', 'Who is in the mirror? {hero}!'],
      ['The play mat was soft and crinkly, with a lion and a monkey on it.', 'The mat went crinkle, crinkle.'],
      ['{grownup} rolled a rolled-up towel under {hero}\'s chest, and that helped.', 'A rolled-up towel helped.'],
      ['{grownup} sang "Up, up, up!" every time {hero} lifted {his} head.', '"Up, up, up!" sang {grownup}.'],
    ],
    senses: ['The play mat was soft and crinkly.', 'The rattle went shake, shake.'],
    win: '{hero} had lifted {his} head up high all by {him}self',
    end: ['After tummy time, {hero} had a big cuddle and a milk, and a long, snuggly sleep.', 'Big cuddle. Well done, {hero}!'],
  },
  setback: 'Then {hero} got tired, and {his} head went bump on the soft mat, and {hero} cried.',
  choice: '{hero} could reach for the rattle or the soft lion, and {he} chose the rattle.',
  subplot: themeSubplot(
    '{hero} found that lifting {his} head got easier every time.',
    '{pal} wanted to be picked up.',
    'the crinkly book',
    '{pal} looked at the crinkly book, and forgot to cry.',
  ),
  low: '{hero} put {his} face down on the mat and cried and cried.',
  hint: 'Just a little bit at a time, with a face to look at',
  light: ['Up, up!', 'Crinkle!', 'Peekaboo!'],
  older: HELPER_OLDER,
}, {
  title: '{hero} and the Baby\'s Tummy Time',
  opening: '{grownup} laid the baby on the play mat, on its tummy. "Tummy time," said {grownup}, "and {hero} can help."',
  worry: 'The baby\'s nose was on the mat, and it cried. "The baby hates it," said {hero}.',
  tries: [
    '{hero} shook the rattle just out of reach, and the baby stretched, and put its head down again.',
    '{hero} held up the little mirror, and the baby looked, and grumbled.',
    '{hero} sang, but the baby kicked its legs like a frog and kept its head down.',
  ],
  turn: '{hero} lay right down on the floor, nose to nose with the baby, and smiled, and the baby pushed up, up, up, to see {him}.',
  details: [
    'The play mat was crinkly, with a lion and a monkey on it.',
    '{grownup} rolled a towel under the baby\'s chest, and that helped.',
    '{hero} sang "Up, up, up!" every time the baby lifted its head.',
    'The baby\'s arms were strong now, and shook a little.',
  ],
  win: 'the baby had lifted its head up high, to see {hero}',
  end: 'After tummy time, the baby had a big cuddle, and {hero} said, "Same time tomorrow."',
  ownSetback: 'Then the baby got tired, and its head went down on the soft mat, and it cried.',
  ownChoice: '{hero} could shake the rattle or the soft lion, and {he} chose the rattle.',
  ownSubplot: themeSubplot('{hero} saw that the baby would do anything to see a face it loved.', '{pal} wanted a turn on the floor too.', 'the crinkly book', '{pal} held up the crinkly book for the baby, and the baby reached for it.'),
  ownDoubt: '"It is not working," said {hero}. "The baby just cries."',
}, 'two');
