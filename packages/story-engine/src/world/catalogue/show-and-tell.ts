import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';

/**
 * Show and tell ("show and tell", "show-and-tell at nursery", "bringing something in to show the class"): a thing from
 * home, the chair at the front of the carpet, three things to say, and the class's questions. The worry is everyone
 * looking; the turn is telling the thing's own story, which the questions then follow.
 */
export const SHOW_AND_TELL: EntryKit = {
  entry: {
    id: 'show-and-tell', kind: 'event', words: /\bshow[- ](?:and|&|n)[- ]tell\b|\bshow and share\b|\bsomething (?:in )?to show (?:the|my|his|her) class\b/i,
    name: 'show and tell', setting: 'city', lesson: 'bravery', petsStayHome: true,
    title: ['{hero}\'s Show and Tell', '{hero} Shows the Class'],
    opening: ['It was {hero}\'s turn for show and tell, and in {his} book bag, wrapped in a sock, was the most special shell from the beach, the one that sounds like the sea.', 'It was {hero}\'s turn for show and tell, and {he} had brought a special shell.'],
    worry: ['"What if everyone looks at me and I forget what to say?" said {hero}.', '"What if I forget what to say?" said {hero}.'],
    tries: [
      ['{hero} practised at breakfast, telling the cereal box three things about the shell.', '{hero} practised on the cereal box.'],
      ['At the carpet, {hero} pushed the book bag under {his} legs and hoped the teacher would forget.', '{hero} hid the bag and hoped.'],
      ['On the show and tell chair, {hero} held the shell up and whispered so quietly that nobody could hear.', '{hero} whispered, and nobody heard.'],
    ],
    turn: ['{hero} held the shell up to {his} own ear first, and then told them the story: the windy beach, the wave that nearly got {his} wellies, and how the shell still keeps the sea inside.', '{hero} told the story of the shell and the windy beach.'],
    details: [
      ['Everyone sat on the carpet with crossed legs, and the show and tell chair was at the front.', 'The show and tell chair was at the front.'],
      ['The teacher rang a little bell, and the class went quiet.', 'The teacher rang a little bell.'],
      ['Hands went up: "Can I hold it?" "Is there a crab inside?" "Where is the beach?"', 'Hands went up with questions.'],
      ['The shell went gently round the circle, and every ear listened to the sea.', 'The shell went round the circle.'],
    ],
    senses: ['The carpet was scratchy under {his} knees.', 'The classroom smelled of paint and apples.'],
    win: 'the whole class had heard the shell\'s story, and the sea inside it',
    end: ['At bedtime, {hero} put the shell by the bed and listened: the sea was still in there.', 'At bedtime, {hero} listened to the shell.'],
  },
  setback: 'Then the shell slipped out of the sock and rolled under the teacher\'s chair.',
  choice: '{hero} could stand up or stay on the chair to tell it, and {he} chose to stand.',
  subplot: themeSubplot(
    '{hero} saw that a thing is easier to talk about when you tell its story.',
    '{pal} had forgotten to bring anything, and went pink.',
    'the smooth pebble',
    '{hero} gave {pal} the smooth pebble from the same sock, and {pal} told everyone how the sea had made it so round.',
  ),
  low: '{hero} looked at the dusty shell. "Everyone saw me drop it. Now I can\'t say anything," {he} whispered.',
  hint: 'Don\'t tell them about it; tell them the story of it',
  light: ['Shh!', 'Look!', 'Me next!'],
  older: {
    want: '{hero} wanted to talk for the full two minutes without looking at the notes, and wanted nobody to ask a question {he} could not answer.',
    secret: '{he} had written the talk out four times and still did not like it',
    decides: '{hero} could read the notes word for word, or put them down and just tell it. {he} put them down.',
  },
};
