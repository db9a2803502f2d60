import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * Starting at a new school part-way through childhood (a move, secondary school): not a nursery's first day with a peg
 * and carpet time but a bigger building, a buddy and a lunch hall where everyone already has friends. Matched before
 * the first day (`MATCH_ORDER`), which keeps "starting nursery", "big school" and "first day of school".
 */
export const NEW_SCHOOL: CatalogueTheme = {
  id: 'new-school', kind: 'moment', words: /\bnew school\b|\bchang(?:e|ed|ing) schools?\b|\b(?:secondary|high|middle|junior) school\b|\b(?:moving|going) up to (?:year (?:7|seven)|secondary|big school|high school)\b|\bstarting (?:year (?:7|seven)|secondary)\b/i, name: 'the new school', setting: 'city', petsStayHome: true, lesson: 'being-yourself',
  palMet: '{pal} was new too, starting the same day in another class.',
  title: ['{hero} and the New School', '{hero}\'s First Day at the New School'],
  opening: 'Today was {hero}\'s first day at a new school, where {he} did not know a single person.',
  worry: '"Everyone already has their friends," said {hero}. "What if I just stand there on my own?"',
  tries: ['{hero} followed the directions, took a wrong turn, and ended up in the hall instead of the classroom.', 'At break, {hero} stood by the wall and pretended to read the notices.', 'In the lunch hall, {hero} carried {his} tray up and down, looking for a seat, and sat at the end of a table, alone.'],
  turn: '{hero} saw someone drawing a comic at the next table, sat down beside them and said, "That\'s really good. Who is it?"',
  details: ['The school was much bigger than the old one, with long corridors that all looked the same.', 'The teacher gave {hero} a buddy for the day, who talked very fast and then vanished at break.', 'By the last lesson, {hero} could find the library without asking.', 'At the gate, {grownup} asked, "Well?", and {hero} said, "It was all right. Actually, it was good."'],
  win: '{hero} had someone to sit with at lunch tomorrow',
  end: 'The next morning, {hero} walked through the gate and straight to the right door.',
};

export const NEW_SCHOOL_SETBACK: Wording = 'Then the bell rang for a fire practice, and in the crowd on the playground {hero} did not know which line to stand in.';
export const NEW_SCHOOL_CHOICE: Wording = '{hero} could join the football at break or the club in the library, and {he} chose the library.';
export const NEW_SCHOOL_SUBPLOT = themeSubplot(
  '{hero} saw that everyone in the room had been new once, even the teacher.',
  '{pal} could not find the right room, and the corridor had gone quiet, which meant the lesson had started.',
  'the plan of the building',
  '{pal} followed the plan of the building and found the room just as the bell went.',
);
