import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * Learning an instrument ("learning the guitar", "piano lessons", "practising the violin"): the teacher, the practice
 * at home, the tricky bit that will not come, and playing it right through. {instrument} is the one the parent names
 * (`plots/theme-story.ts`), else the piano. A concert or an exam on it is `music-recital`.
 */
export const INSTRUMENT_LESSONS: CatalogueTheme = {
  id: 'instrument-lessons', kind: 'activity',
  words: /\b(?:learn(?:s|ing|t)?|lessons?|practi[cs](?:e|es|ing))\s+(?:to play )?(?:on )?(?:the |a |an |his |her |their |my |our )?(?:new )?(?:piano|keyboard|guitar|violin|viola|cello|recorder|flute|clarinet|trumpet|drums?|drum kit|ukulele|harp|saxophone|sax)\b|\b(?:piano|keyboard|guitar|violin|viola|cello|recorder|flute|clarinet|trumpet|drum|ukulele|harp|saxophone) (?:lessons?|practice|practising|teacher)\b|\b(?:music|instrument) lessons?\b|\blearn(?:ing)? (?:to play )?an instrument\b/i,
  means: /\blearn (?:to play )?(?:the |a |an )?(?:piano|keyboard|guitar|violin|cello|recorder|flute|clarinet|trumpet|drum|ukulele|harp|saxophone|instrument)\b|\bplay (?:the )?(?:piano|guitar|violin|cello|recorder|flute|clarinet|trumpet|drum|ukulele) lesson\b/,
  name: 'the music lessons', setting: 'home', lesson: 'perseverance',
  title: ['{hero} Learns the {Instrument}', '{hero} and the {Instrument}'],
  opening: ['{hero} had started {instrument} lessons, and {he} wanted to play a whole tune on the {instrument} by {him}self.', '{hero} was learning the {instrument}.'],
  worry: ['"My tune keeps going wrong in the same tricky bit," said {hero}.', '"It keeps going wrong," said {hero}.'],
  tries: [
    ['{hero} played the tune on the {instrument} very fast, and the notes tumbled into a muddle.', '{hero} played it fast, and the notes got muddled.'],
    ['{hero} played it very loud, so nobody would hear the wrong notes, but everyone did.', '{hero} played it loud, but the wrong notes were loud too.'],
    ['{hero} skipped the tricky bit, and the tune did not sound right without it.', '{hero} skipped the tricky bit, and it sounded wrong.'],
  ],
  turn: ['{hero} played just the tricky bit on the {instrument}, slowly, five times a day, until {his} hands knew it by heart.', '{hero} played the tricky bit slowly, again and again.'],
  details: [
    ['At the lesson, the teacher played the tricky bit slowly, one note at a time, and {hero} copied.', 'The teacher played it slowly, and {hero} copied.'],
    ['There was a practice chart on the fridge, with a tick for every day {hero} played the {instrument}.', 'The practice chart had a tick for every day.'],
    ['The {instrument} lived in the corner of the front room, where {hero} could see it from the sofa.', 'The {instrument} lived in the front room.'],
    ['When {hero} played the tune right through, {grownup} clapped, and so did the cat next door, nearly.', '{hero} played it right through, and {grownup} clapped.'],
  ],
  senses: ['The first note rang out and hung in the quiet room.', 'The tune went round and round in {hero}\'s head at bedtime.'],
  win: '{hero} played the whole tune on the {instrument}',
  end: ['At the next lesson, {hero} played the whole tune on the {instrument}, and the teacher gave {him} a new one.', 'At the next lesson, {hero} played the whole tune.'],
};

export const INSTRUMENT_LESSONS_SETBACK: Wording = 'Then, when {hero} played for {gran}, {his} hands went wobbly and the tricky bit fell to pieces.';
export const INSTRUMENT_LESSONS_CHOICE: Wording = '{hero} could play the easy tune again or practise the tricky bit, and {he} chose the tricky bit.';
export const INSTRUMENT_LESSONS_SUBPLOT = themeSubplot(
  '{hero} saw that slow practice, a little every day, was what made the tune come.',
  '{pal} was learning an instrument too, and {palhis} tune had a tricky bit of its own.',
  'a turn on the practice chart',
  '{pal} practised the tricky bit slowly, got a tick on the chart, and played it right through.',
);
