import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * A teacher who is leaving ("my teacher is leaving", "Miss is leaving at Christmas", "our teaching assistant is moving
 * schools"): the news, the card the class makes, the last story, and showing the new teacher the way. A goodbye with
 * thanks in it, at the school, never a stock day out.
 */
export const TEACHER_LEAVING: CatalogueTheme = {
  id: 'teacher-leaving', kind: 'moment',
  words: /\b(?:teachers?|teaching assistants?|TA|class teacher|head ?teacher|key ?worker)\b[\w' ]{0,20}?\b(?:is |are |was )?(?:leaving|left|going away|moving (?:away|schools?|to another school)|retiring|going on maternity leave)\b/i,
  name: 'the goodbye card', setting: 'city', lesson: 'gratitude',
  title: ['{hero} Says Thank You', 'The Goodbye Card'],
  opening: ['At school, at the end of the day, the teacher told the class some news: after the holidays there would be a new teacher, because this one was leaving.', 'At school, the teacher told the class some news: at the end of term, the teacher was leaving.'],
  worry: ['"But who will read us the stories?" asked {hero}. "What if the new one is strict?"', '"Who will read us the stories?" asked {hero}.'],
  tries: [
    ['{hero} decided not to like the news, and would not look at the teacher all morning.', '{hero} would not look at the teacher all morning.'],
    ['{hero} tried to write a goodbye card, but every word came out wrong, and {he} screwed it up.', '{hero} tried to write a card, but the words came out wrong.'],
    ['At story time, {hero} sat right at the front, and then felt sad that it was nearly the last one.', 'At story time, {hero} felt sad that it was nearly the last one.'],
  ],
  turn: ['{hero} wrote down one thing the teacher had taught {him}, just one, and put it in the card with a drawing.', '{hero} wrote one thing the teacher had taught {him}, and drew a picture.'],
  details: [
    ['The class made a big card, and everyone signed it, in every colour of felt pen.', 'Everyone signed the big card.'],
    ['The teacher\'s desk had a mug of cold tea and a pot of pencils with chewed ends.', 'The teacher\'s desk had a mug of cold tea.'],
    ['On the last day, the teacher read the class\'s favourite story one more time, doing all the voices.', 'On the last day, the teacher read the favourite story, with all the voices.'],
    ['The teacher said, "I will remember every one of you," and had to stop for a moment before going on.', 'The teacher said, "I will remember every one of you."'],
  ],
  win: 'the teacher read the card, and smiled, and kept it',
  end: ['After the holidays, {hero} showed the new teacher where the story books were kept.', 'After the holidays, {hero} showed the new teacher the story corner.'],
  ownDoubt: '{hero} looked at the juice on the card. "It\'s ruined, and it\'s the last day," {he} said.',
};

export const TEACHER_LEAVING_SETBACK: Wording = 'Then a cup of juice tipped over, right across {hero}\'s drawing on the card.';
export const TEACHER_LEAVING_CHOICE: Wording = '{hero} could give the card at the door or at story time, and {he} chose story time.';
export const TEACHER_LEAVING_SUBPLOT = themeSubplot(
  '{hero} saw that saying thank you made a goodbye feel lighter.',
  '{pal} was too shy to sign the big card.',
  'a felt pen',
  '{hero} gave {pal} a felt pen, and they signed the card side by side.',
);
