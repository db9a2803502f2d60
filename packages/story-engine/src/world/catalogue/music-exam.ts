import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * A graded music exam ("a piano exam", "grade two violin"): no audience and no clapping, but a quiet room, an examiner
 * at a table, scales, the pieces, a sight-reading piece never seen before, and the result that comes later.
 * {instrument} is the one the parent names, else the piano.
 */
export const MUSIC_EXAM: CatalogueTheme = {
  id: 'music-exam', kind: 'event',
  words: /\b(?:piano|keyboard|violin|viola|cello|guitar|recorder|flute|clarinet|trumpet|drums?|ukulele|harp|saxophone|music|singing|grade (?:one|two|three|four|five|\d)) exams?\b|\bgrade (?:one|two|three|four|five|\d) (?:piano|violin|viola|cello|guitar|recorder|flute|clarinet|trumpet|drums|ukulele|harp|saxophone)\b|\bgraded (?:music )?exams?\b/i,
  means: /\b(?:piano|violin|cello|guitar|flute|music) (?:grade|examiner)\b|\bexaminer\b/,
  name: 'the music exam', setting: 'city', petsStayHome: true, hushed: true, lesson: 'bravery',
  title: ['{hero} and the {Instrument} Exam', '{hero}\'s Big {Instrument} Exam'],
  opening: ['Today was {hero}\'s {instrument} exam, in a quiet room with an examiner who would listen to {him} play.', 'Today was {hero}\'s {instrument} exam.'],
  worry: ['"What if my fingers forget everything?" said {hero} in the waiting room.', '"What if I forget?" said {hero}.'],
  tries: [
    ['At home, {hero} played {his} scales so fast that the notes tripped over each other.', '{hero} played the scales too fast.'],
    ['{hero} played {his} piece again and again, until {his} fingers ached.', '{hero} played the piece again and again.'],
    ['When the examiner put the sight-reading on the stand, {hero} had never seen a note of it before, and the notes swam.', 'The new piece was one {hero} had never seen.'],
  ],
  turn: ['In the quiet room, {hero} took a slow breath, played {his} scales one by one, and read the new piece slowly, one bar at a time.', '{hero} took a breath and played slowly, one bar at a time.'],
  details: [
    ['The examiner sat at a little table with a pen and a sheet of paper, and smiled.', 'The examiner sat at a little table.'],
    ['There was no audience, only {hero}, the examiner and the {instrument}.', 'It was only {hero}, the examiner and the {instrument}.'],
    ['The examiner asked for a scale, then another, and {hero} played each one up and down.', '{hero} played the scales up and down.'],
    ['The night before, {hero} played {his} pieces to the family after tea, and only stopped once.', 'The night before, {hero} played {his} pieces after tea.'],
  ],
  senses: ['The room was so quiet that {hero} could hear the clock tick.', 'The room smelled of polish and old books.'],
  win: '{hero} had played everything the examiner asked, even the new piece',
  end: ['Two weeks later, a letter came with the result, and {hero} had passed, with a kind note about {his} scales.', 'A letter came later. {hero} had passed!'],
};

export const MUSIC_EXAM_SETBACK: Wording = 'Then, in the middle of a scale, {hero}\'s fingers slipped, and {he} had to stop and start again.';
export const MUSIC_EXAM_CHOICE: Wording = '{hero} could rush the sight-reading or go slowly, and {he} chose slowly.';
export const MUSIC_EXAM_SUBPLOT = themeSubplot(
  '{hero} saw that slow and steady notes are better than fast and muddled ones.',
  '{pal} had an exam on the same day, and was biting {palhis} nails.',
  'the bottle of water',
  '{pal} had a sip of water, went in to play, and came out smiling.',
);
