import { themeSubplot } from '../subplots';
import type { EntryKit } from '../round-13-kit';
import { HELPER_OLDER, toldFromBeside } from './from-beside';

/**
 * A baby or toddler group ("rhyme time at the library", "playgroup", "baby sensory class", "music class for babies"):
 * sitting in a circle on the mat on a grown-up's lap, the hello song with every name, egg shakers, the big parachute,
 * bubbles, and the goodbye song. Shy at first, the grown-up always there. Never a library card or a lesson.
 */
export const BABY_GROUP: EntryKit = toldFromBeside({
  entry: {
    id: 'baby-group', kind: 'activity',
    // Sharing or taking turns there is the sharing, told at playgroup (`round-14-variants.ts`).
    words: /^(?!.*\b(?:shar(?:e|es|ing)|tak(?:e|es|ing) turns)\b).*?(?:\brhyme ?times?\b|\bplay ?groups?\b|\bstay and play\b|\b(?:baby|babies|toddlers?|parent and (?:baby|toddler)|mum and baby|mother and baby)(?:'s)? (?:group|class|club|session)(?:es|s)?\b|\bbaby sensory\b|\bsensory (?:class|group)\b|\b(?:music|singing|sing|rhyme|song)(?:-| )?(?:class|group|session)(?:es|s)? for (?:babies|toddlers)\b|\bbaby (?:music|singing|rhyme|song)s? (?:class|group|session)\b|\bsing(?:ing)? (?:and|&) sign(?:ing)?\b|\bsign(?:ing)? (?:and|&) sing(?:ing)?\b)/i,
    name: 'the baby group', setting: 'city', petsStayHome: true, lesson: 'bravery',
    title: ['{hero} Goes to Rhyme Time', 'Hello, {hero}!'],
    opening: ['On Tuesday, {grownup} took {hero} to the baby group, where everyone sat in a circle on the big mat.', 'Today, {hero} went to the baby group with {grownup}.'],
    worry: ['There were lots of babies and lots of grown-ups, and lots of noise. {hero} hid {his} face in {grownup}\'s jumper.', 'So many people! {hero} hid {his} face.'],
    tries: [
      ['Everyone sang the hello song, and sang every baby\'s name. When they sang "Hello, {hero}," {hero} peeped out, and hid again.', '"Hello, {hero}!" they sang. {hero} peeped out.'],
      ['The leader passed round the egg shakers. {hero} held one, and did not shake it.', 'Here was an egg shaker. {hero} held it.'],
      ['The other babies crawled to the box of bells. {hero} stayed on {grownup}\'s lap and watched.', '{hero} watched from {grownup}\'s lap.'],
    ],
    turn: ['At last, {hero} shook the egg shaker, shake, shake, shake, in time with the song, and everyone clapped.', 'Shake, shake, shake! Everyone clapped for {hero}.'],
    details: [
      ['They sang "Row, row, row your boat", rocking to and fro on {grownup}\'s knee.', 'Row, row, row your boat!'],
      ['The grown-ups held the big rainbow parachute high, and the babies lay under it and looked up at the colours.', 'Up went the rainbow parachute!'],
      ['The leader blew bubbles, and {hero} reached up to catch them. Pop!', 'Bubbles! Pop, pop!'],
      ['At the end, everyone sang the goodbye song, and waved, and {hero} waved too.', 'Goodbye song. Wave, wave!'],
    ],
    senses: ['The bells went jingle, jingle, all round the circle.', 'The parachute went whoosh, up and down.'],
    win: '{hero} had sung and shaken and waved at the baby group',
    end: ['On the way home, {hero} sang the hello song all by {him}self, and fell asleep before the end.', 'Bye bye, baby group. See you next week!'],
  },
  setback: 'Then a big boy banged the drum, BOOM, right next to {hero}, and {hero} jumped and cried.',
  choice: '{hero} could have the bells or the egg shaker, and {he} chose the egg shaker.',
  subplot: themeSubplot(
    '{hero} found that the baby group was fun once {he} knew the songs.',
    '{pal} was new too, and sat very still.',
    'a floaty scarf',
    '{hero} held out a floaty scarf, and {pal} took it and waved it, and they both laughed.',
  ),
  low: '{hero} held on to {grownup} and would not come out again.',
  hint: 'We can watch first, and join in when you are ready',
  light: ['Hello!', 'Shake, shake!', 'Bye bye!'],
  older: HELPER_OLDER,
}, {
  title: '{hero} Goes to Rhyme Time',
  opening: 'In the holidays, {hero} went with {grownup} and the baby to the baby group, where everyone sat in a circle on the big mat.',
  worry: '"I am much too big for this," said {hero}, and sat down at the very edge.',
  tries: [
    'Everyone sang the hello song with every baby\'s name, and {hero} did not sing, but the baby looked round for {him}.',
    'The leader passed round egg shakers, and the baby shook one at {hero}, and {hero} shook one back, a little.',
    'The grown-ups held up the rainbow parachute, and the baby wanted {hero} to come under it too.',
  ],
  turn: '{hero} sang "Row, row, row your boat" with the baby on {his} knee, rocking to and fro, and the baby laughed so much that the other babies laughed too.',
  details: [
    'There were bells and egg shakers in a basket, and a drum that only the leader was allowed to bang.',
    'Under the parachute, the colours went red, then yellow, then blue.',
    'The leader blew bubbles, and the babies reached up to pop them.',
    'At the end, everyone sang the goodbye song, and waved.',
  ],
  win: 'the baby had sung and shaken and waved, and {hero} had sung every song',
  end: 'On the way home, the baby fell asleep, and {hero} hummed the hello song all the way back without noticing.',
  ownSetback: 'Then a big boy banged the drum right next to the baby, BOOM, and the baby jumped and cried.',
  ownChoice: '{hero} could give the baby the bells or the egg shaker, and {he} chose the egg shaker.',
  ownSubplot: themeSubplot('{hero} saw that the songs were for the babies, and the babies did not mind who sang them.', '{pal} was new too, and stood by the door.', 'a floaty scarf', '{pal} took a floaty scarf, and sat down in the circle, waving it.'),
  ownDoubt: '"This is so babyish," said {hero}, and wished {he} had stayed at home.',
});
