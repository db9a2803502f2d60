import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';

/**
 * Rosh Hashanah, the Jewish New Year ("rosh hashana", "the jewish new year"): apples dipped in honey, the round challah,
 * the shofar's long and short calls at synagogue, "Shanah tovah", and breadcrumbs thrown into the river (tashlich). The
 * worry is the shofar's loud call; the turn is taking the fingers away and listening.
 */
export const ROSH_HASHANAH: EntryKit = {
  entry: {
    id: 'rosh-hashanah', kind: 'festival', words: /\brosh h?ashana(?:h)?\b|\bjewish new year\b|\bshofar\b|\btashlich\b/i,
    name: 'Rosh Hashanah', setting: 'city', lesson: 'bravery',
    title: ['{hero}\'s Sweet New Year', '{hero} Hears the Shofar'],
    opening: ['It was Rosh Hashanah, the Jewish New Year, and at synagogue today {hero} would hear the shofar, the great ram\'s horn, for the very first time.', 'It was Rosh Hashanah, the Jewish New Year.'],
    worry: ['"Is it very loud?" asked {hero}. "Cousin Ben says it sounds like an elephant."', '"Is the shofar loud?" asked {hero}.'],
    tries: [
      ['At breakfast, {hero} dipped apple slices in honey, for a sweet new year, and got honey right up to {his} elbow.', '{hero} dipped apple in honey.'],
      ['At synagogue, {hero} sat right at the back, with {his} fingers near {his} ears, just in case.', '{hero} sat at the back, fingers near {his} ears.'],
      ['When the first long note came, {hero} jumped, and hid {his} face in {grownup}\'s coat.', 'The first note came, and {hero} jumped.'],
    ],
    turn: ['{hero} took {his} fingers away and listened to the next call, tekiah, long and strong, and counted how long the blower could hold it.', '{hero} took {his} fingers away and listened.'],
    details: [
      ['The challah bread was round today, not long and plaited, because the year goes round and round.', 'The challah was round today.'],
      ['The shofar was curly and creamy white, and the man blowing it went red in the face.', 'The shofar was curly and white.'],
      ['Everybody said "Shanah tovah!", which means a good year.', 'Everyone said "Shanah tovah!"'],
      ['In the afternoon they went to the river and threw in breadcrumbs, one for each thing they were sorry for, and the ducks were very pleased.', 'They threw breadcrumbs in the river.'],
    ],
    senses: ['The honey was thick and golden, and it dripped.', 'The synagogue smelled of old books and flowers for the new year.'],
    win: '{hero} had heard the shofar, every long and short note of it',
    end: ['At bedtime, {hero} blew a long tekiah through a cardboard tube, until {grownup} laughed and said, "Shanah tovah, and goodnight."', 'At bedtime, {hero} blew a cardboard-tube shofar.'],
  },
  setback: 'Then the honey pot tipped over, and a sticky golden puddle ran across the table.',
  choice: '{hero} could have a red apple or a green one with the honey, and {he} chose the red.',
  subplot: themeSubplot(
    '{hero} saw that a loud, old sound could be a happy one too.',
    '{pal} was scared of the shofar\'s loud call.',
    'the soft woolly hat',
    '{hero} gave {pal} the soft woolly hat to pull down over the ears, held on tight through the long note, and {pal} stopped being scared.',
  ),
  low: '{hero} licked {his} sticky fingers. "Everything is going wrong, and the loud part hasn\'t even started," {he} said.',
  hint: 'Count how long the note lasts; a long one is a good sign for the year',
  light: ['Toot!', 'Sweet!', 'Shanah tovah!'],
  older: {
    want: '{hero} wanted to stay for the whole service, and wanted, more than {he} would say, to blow the shofar one day.',
    secret: '{he} had been practising on a plastic horn in {his} room, and could not get a single note out',
    decides: '{hero} could stay at the back with {his} hands near {his} ears, or go to the front to watch how it was done. {he} went to the front.',
  },
};
