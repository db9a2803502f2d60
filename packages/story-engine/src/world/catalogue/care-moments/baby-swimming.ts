import { themeSubplot } from '../subplots';
import type { EntryKit } from '../round-13-kit';
import { HELPER_OLDER, toldFromBeside } from './from-beside';

/**
 * A baby swimming class ("baby swimming", "water babies", "swim class for toddlers"): in the warm pool held by a grown-up
 * all the way, a swim nappy, floating on the back, songs in a circle, a splash, a float, and a warm towel after. Never a
 * lesson without the grown-up in the water, no deep end, no "What if I sink?".
 */
export const BABY_SWIMMING: EntryKit = toldFromBeside({
  entry: {
    id: 'baby-swimming', kind: 'activity',
    words: /\bbab(?:y|ies)(?:'s)? (?:swim\w*|splash\w*|pool)\b|\bwater bab(?:y|ies)\b|\btoddler (?:swim\w*|pool)\b|\b(?:parent|mum|mummy|dad|daddy) and (?:baby|toddler|me) (?:swim\w*|pool)\b|\bswim\w* (?:class(?:es)?|lessons?|sessions?) for (?:babies|toddlers)\b|\bswim\w* with (?:my|our|the) (?:baby|babies|little one)\b|\bbab(?:y|ies)(?:'s)? first swim\b|\bsplash class\b|\bswim\w* for (?:babies|toddlers)\b/i,
    name: 'baby swimming', setting: 'city', petsStayHome: true, lesson: 'bravery',
    title: ['{hero} Goes Swimming', 'Splash, Splash, {hero}!'],
    opening: ['Today was {hero}\'s swimming class. {grownup} packed the swim nappy, the towel and the little duck.', 'Today, {hero} was going swimming with {grownup}!'],
    worry: ['At the pool, the water was big and blue and splashy. {hero} held on tight to {grownup}.', 'The pool was big. {hero} held on tight.'],
    tries: [
      ['{grownup} carried {hero} into the warm water, and {hero} clung on like a little koala.', 'In went {grownup}, and in went {hero}. Hold on tight!'],
      ['Everyone sang in a circle, and bounced their babies up and down. {hero} watched, and did not bounce.', 'Everyone sang. Bounce, bounce. {hero} watched.'],
      ['{hero} touched the water with one finger. Pat. Then with a whole hand. Pat, pat.', 'Pat, pat, went {hero}\'s hand.'],
    ],
    turn: ['{grownup} held {hero} safe, and {hero} kicked {his} legs, kick, kick, and made a great big splash, and laughed.', 'Kick, kick, SPLASH! {hero} laughed.'],
    details: [
      ['The water was warm, like a big bath.', 'Warm water, like a bath.'],
      ['There were yellow ducks bobbing everywhere, and {hero} caught one.', 'Bob, bob, went the ducks.'],
      ['The teacher sang "Ready, steady, go!", and {grownup} held {hero} safe all the way.', 'Ready, steady, go! {grownup} held {hero} safe.'],
      ['{hero} lay back on {grownup}\'s hands and floated like a starfish, looking up at the lights.', 'Then {hero} floated like a starfish!'],
    ],
    senses: ['The water went splish, splash against the side of the pool.', 'The pool smelled clean and sharp.'],
    win: '{hero} had splashed and kicked and floated in the big pool',
    end: ['Afterwards, {hero} was wrapped in a warm towel with a hood, and had a bottle of milk, and fell asleep in the car.', 'Warm towel. Milk. Sleepy {hero}.'],
  },
  setback: 'Then a big splash from the next baby went right in {hero}\'s face, and {hero} began to cry.',
  choice: '{hero} could hold the yellow duck or the red ball, and {he} chose the yellow duck.',
  subplot: themeSubplot(
    '{hero} found that the big pool was fun with {grownup} holding on.',
    '{pal} did not want to get in the water.',
    'the red ball',
    '{pal} reached for the red ball, and was in the water before {palhe} knew it.',
  ),
  low: '{hero} buried {his} face in {grownup}\'s shoulder and did not want to look.',
  hint: 'Slowly does it. The water is friendly when someone holds on',
  light: ['Splash!', 'Kick, kick!', 'Float!'],
  older: HELPER_OLDER,
}, {
  title: '{hero} and the Baby\'s Swimming Class',
  opening: 'On Saturday, {hero} went with {grownup} to the baby\'s swimming class, and sat on the side by the warm pool.',
  worry: '"The baby is so small," said {hero}. "What if the baby does not like it?"',
  tries: [
    '{hero} waved from the side, but the baby clung on to {grownup} like a little koala.',
    'Everyone sang in a circle, bouncing their babies, and {hero} sang too, but the baby only watched.',
    '{hero} bobbed the yellow duck at the edge, and the baby patted the water with one hand. Pat.',
  ],
  turn: '{hero} called out "Ready, steady, go!" with the teacher, and the baby kicked, and splashed, and laughed back at {hero}.',
  details: [
    'The water was warm, like a big bath, and the baby wore a swim nappy with fish on it.',
    'There were yellow ducks bobbing everywhere, and {hero} passed one to the baby.',
    'A grown-up held every baby, all the way, and the teacher sang every name.',
    'The babies floated on their backs like starfish, held on their grown-ups\' hands.',
  ],
  win: 'the baby had kicked and splashed and floated, and {hero} had cheered every kick',
  end: 'Afterwards, {hero} helped wrap the baby in the towel with the hood, and the baby fell asleep in the car, and so nearly did {hero}.',
  ownSetback: 'Then a big splash from the next baby went right in the baby\'s face, and the baby began to cry.',
  ownChoice: '{hero} could pass the yellow duck or the red ball, and {he} chose the yellow duck.',
  ownSubplot: themeSubplot('{hero} saw that the baby was braver when {he} was watching.', '{pal} wanted to get in the water too.', 'the job of holding the towel', '{pal} held the warm towel ready, and was the first to wrap the baby up.'),
  ownDoubt: '"The baby hates it," said {hero}. "I knew it."',
});
