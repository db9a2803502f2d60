import { themeSubplot } from '../subplots';
import type { EntryKit } from '../round-13-kit';
import { HELPER_OLDER, toldFromBeside } from './from-beside';
import { SAYING_A_FAMILY_WORD } from '../../../understand/first-word-named';

/** A little one's first words in the parent's words: "first words", "learning to talk", "baby sign". */
const OWN_WORDS = /\bfirst words?\b|\blearning to (?:talk|speak|say words)\b|\b(?:started|starting|begins?|beginning) to talk\b|\bbaby sign(?:ing|s| language)?\b|\bsign(?:ing)? with (?:my |our |the )?baby\b|\bsaying (?:his|her|their) first\b|\bfirst (?:time )?saying\b/i;

/**
 * A little one's first words ("first words", "learning to talk", "baby sign"): babbling, pointing, the grown-up naming
 * things over and over, signs for milk and more, and the first real word, said at last, to a cheer.
 */
export const FIRST_WORDS: EntryKit = toldFromBeside({
  entry: {
    id: 'first-words', kind: 'moment',
    // "Saying mama", "learning to say nana": the family words a little one says first (`first-word-named.ts`).
    words: new RegExp(`${OWN_WORDS.source}|${SAYING_A_FAMILY_WORD.source}`, 'i'),
    means: /\blearn to talk\b|\bfirst word\b/,
    name: 'the first word', setting: 'home', lesson: 'patience',
    title: ['{hero}\'s First Word', '{hero} Says Hello'],
    opening: ['{hero} could babble all day long. "Ba ba ba. Da da da." But {hero} had not said a real word yet.', '"Ba ba ba," said {hero}. "Da da da."'],
    worry: ['{hero} pointed at the cup, and pointed again, and said, "Uh! Uh!" But the word would not come.', '{hero} pointed. "Uh! Uh!"'],
    tries: [
      ['{grownup} held up the cup. "Cup," said {grownup}. "Cu," said {hero}, nearly.', '"Cup," said {grownup}. "Cu," said {hero}.'],
      ['{grownup} showed {hero} the sign for more, fingers together, tap, tap. {hero} tapped {his} fingers too.', 'More? Tap, tap, went {hero}\'s fingers.'],
      ['At the window, {hero} pointed at the birds. "Bah!" said {hero}. "Bird," said {grownup}. "Bird."', '"Bah!" said {hero}. "Bird," said {grownup}.'],
    ],
    turn: ['Then the dog next door barked, and {hero} pointed and said, clear as anything, "Dog!" {grownup} clapped and clapped.', '"Dog!" said {hero}. A real word! Clap, clap!'],
    details: [
      ['{grownup} read the book of animals every night, and said every name, and {hero} patted every picture.', 'Pat the picture. Duck. Cow. Sheep.'],
      ['The sign for milk was a squeeze of the hand, like milking a cow. {hero} squeezed and squeezed.', 'Milk? Squeeze, squeeze.'],
      ['{grownup} sang the same songs again and again, and {hero} joined in with the last bit: "Ooo!"', '{hero} sang the last bit: "Ooo!"'],
      ['{grownup} held up the phone, and said, "Listen!" and {hero} said, "Dog!" again, for everyone to hear.', '"Dog!" said {hero} on the phone.'],
    ],
    senses: ['{grownup}\'s voice was soft and slow, saying the words.', 'The animal book had a furry lamb to stroke.'],
    win: '{hero} said {his} first real word',
    end: ['At bedtime, {hero} pointed at the picture in the book. "Dog," said {hero}. "Dog," said {grownup}, and kissed {him} goodnight.', '"Dog," said {hero}. Night night, {hero}.'],
    // The word the parent names ("the first time saying mama") is the one said, to the one it names.
    wordSaid: {
      own: 'Dog',
      lines: {
        turn: ['Then {hero} looked up, held out both arms, and said, clear as anything, "{word}!" Everybody stopped. Then {grownup} laughed, and clapped and clapped.', '"{word}!" said {hero}. A real word! Clap, clap!'],
        details: [
          ['{grownup} read the book of animals every night, and said every name, and {hero} patted every picture.', 'Pat the picture. Duck. Cow. Sheep.'],
          ['The sign for milk was a squeeze of the hand, like milking a cow. {hero} squeezed and squeezed.', 'Milk? Squeeze, squeeze.'],
          ['{grownup} sang the same songs again and again, and {hero} joined in with the last bit: "Ooo!"', '{hero} sang the last bit: "Ooo!"'],
          ['{grownup} held up the phone, and said, "Listen!" and {hero} said, "{word}!" again, for everyone to hear.', '"{word}!" said {hero} on the phone.'],
        ],
        win: '{hero} said {his} first real word, and the word was "{word}"',
        end: ['At bedtime, {hero} said it one more time, sleepily, into the pillow: "{word}." And {grownup} kissed {him} goodnight.', '"{word}," said {hero}, sleepy. Night night, {hero}.'],
      },
    },
  },
  setback: 'Then {hero} tried and tried to say "ball", and it came out "bah", and {grownup} did not understand, and {hero} cried.',
  choice: '{hero} could point at the ball or the cup, and {he} chose the ball.',
  subplot: themeSubplot(
    '{hero} found that a word came out when {he} had heard it lots of times.',
    '{pal} was cross and could not say why.',
    'the animal book',
    '{hero} showed {pal} the animal book, and they patted the pictures together, and did not need any words.',
  ),
  low: '{hero} pointed and pointed, and nobody knew what {he} meant.',
  hint: 'Say it slowly, lots of times, and the word will come',
  light: ['Ba ba!', 'Uh oh!', 'More!'],
  older: HELPER_OLDER,
}, {
  title: 'The Baby\'s First Word',
  opening: 'The baby could babble all day. "Ba ba ba. Da da da." But the baby had not said a real word yet, and {hero} wanted to hear it first.',
  worry: '"What if the baby\'s first word is not my name?" said {hero}.',
  tries: [
    '{hero} held up the cup. "Cup," said {hero}. "Cu," said the baby, nearly.',
    '{hero} showed the baby the sign for more, fingers together, tap, tap, and the baby tapped too.',
    '{hero} said {his} own name, slowly, over and over, and the baby just laughed.',
  ],
  turn: 'Then {hero} came in from outside, and the baby pointed and said, as clear as anything, a word that was nearly {hero}\'s name. Everyone clapped.',
  details: [
    '{hero} read the baby the book of animals, and said every name, and the baby patted every picture.',
    'The sign for milk was a squeeze of the hand, like milking a cow.',
    'The baby joined in with the last bit of every song: "Ooo!"',
    '{grownup} held up the phone so Grandma could hear it too.',
  ],
  win: 'the baby said its first word, and it was nearly {hero}\'s name',
  end: 'At bedtime, the baby pointed at {hero} and said the word again, and {hero} said it back, and nobody could stop smiling.',
  ownSetback: 'Then the baby said "Dada" to the dog, and "Dada" to the lamp, and {hero} wondered if it would ever say anything else.',
  ownChoice: '{hero} could read the animal book or sing the song again, and {he} chose the book.',
  ownSubplot: themeSubplot('{hero} saw that a word came after it had been heard lots of times.', '{pal} wanted the baby to say {palhis} name too.', 'a turn with the rattle', '{pal} shook the rattle for the baby, and the baby said, "Ooo!"'),
  ownDoubt: '"The baby will never say my name," said {hero}.',
}, 'two');
