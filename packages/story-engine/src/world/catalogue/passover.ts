import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';

/**
 * Passover ("our first seder", "pesach at grandma's"): the youngest at the table asks the four questions, the seder
 * plate, matzah, salt water, the door opened for Elijah and the afikoman hidden and found. The worry is forgetting
 * the words with everyone watching; the turn is singing them, since the tune carries the words.
 */
export const PASSOVER: EntryKit = {
  entry: {
    id: 'passover', kind: 'festival', words: /\bpassover\b|\bpesa[ck]h\b|\bseder\b|\bafikoman\b|\bfour questions\b|\bmatzo(?:h|s)?\b|\bmatzah\b/i,
    name: 'Passover', setting: 'home', lesson: 'bravery',
    title: ['{hero}\'s First Seder', '{hero} Asks the Four Questions'],
    opening: ['It was Passover, and the whole family was coming for the seder, and this year {hero} was the youngest who could ask the four questions.', 'It was Passover, and {hero} would ask the four questions.'],
    worry: ['"What if I forget the words, with everybody looking at me?" said {hero}.', '"What if I forget?" said {hero}.'],
    tries: [
      ['{hero} practised the first question at breakfast: "Why is this night different from all other nights?"', '{hero} practised: "Why is this night different?"'],
      ['{hero} helped lay the seder plate: the bitter herbs, the egg, the bone and the sweet brown charoset.', '{hero} helped lay the seder plate.'],
      ['When it was time for the four questions, {hero} looked at all the faces round the long table, and the words went wobbly.', 'At the long table, the words went wobbly.'],
    ],
    turn: ['{hero} stood up on {his} chair, held the little book tight and sang the four questions all the way through, and everyone sang the answers back.', '{hero} stood up and sang the four questions.'],
    details: [
      ['On the table was a plate of flat, crackly matzah, because long ago there was no time to let the bread rise.', 'There was flat, crackly matzah.'],
      ['Everyone dipped parsley in salt water, which tasted like tears, to remember.', 'They dipped parsley in salty water.'],
      ['A cup of wine stood waiting for Elijah, and {hero} opened the front door for him and peeked out into the dark.', '{hero} opened the door for Elijah.'],
      ['{hero} found the hidden afikoman behind a cushion, and would only give it back for a prize.', '{hero} found the hidden afikoman.'],
    ],
    senses: ['The matzah went crunch, and crumbs went everywhere.', 'The charoset tasted of apple, nuts and honey.'],
    win: '{hero} had asked the four questions, and the seder could go on',
    end: ['At bedtime, {hero} whispered the first question once more, just to check it was still there. It was.', 'At bedtime, {hero} whispered the first question again.'],
  },
  setback: 'Then {hero}\'s elbow knocked the bowl of salt water, and it ran across the white tablecloth, in front of everybody.',
  choice: '{hero} could sit by {grownup} or by the cousins, and {he} chose the cousins.',
  subplot: themeSubplot(
    '{hero} saw that a question asked out loud, even a wobbly one, is how the story gets told.',
    '{pal} had a line to read too, and was scared of losing the place.',
    'the paper bookmark',
    '{hero} lent {pal} the paper bookmark to keep the place, and {pal} read the line without a single stop.',
  ),
  low: '{hero} looked at the wet, salty tablecloth. "Now they\'ll all be watching when I get the words wrong too," {he} whispered.',
  hint: 'Sing it, don\'t say it; the tune remembers the words for you',
  light: ['Crunch!', 'Why?', 'Sing!'],
  older: {
    want: '{hero} wanted to sing the four questions all the way through, and wanted, just as much, not to be the baby of the table any more.',
    secret: '{he} had been mouthing the words for two years while an older cousin sang them',
    decides: '{hero} could let a cousin sing them again, or stand up and sing. {he} chose to sing.',
  },
};
