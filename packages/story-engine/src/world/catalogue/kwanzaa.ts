import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';

/**
 * Kwanzaa ("kwanzaa", "the kinara"): the seven days and their principles, the kinara's candles (the black one in the
 * middle first, red and green, one more each night), an ear of corn on the mkeka for each child, the unity cup, and the
 * greeting "Habari gani?" answered with the day's principle. The sixth day is Kuumba, creativity, and the karamu feast;
 * the turn is the hero answering it and showing what {he} made.
 */
export const KWANZAA: EntryKit = {
  entry: {
    id: 'kwanzaa', kind: 'festival', words: /\bkwanzaa\b|\bkinara\b|\bhabari gani\b|\bkaramu\b/i,
    name: 'Kwanzaa', setting: 'home', lesson: 'bravery',
    title: ['{hero}\'s Kwanzaa', '{hero} Lights the Kinara'],
    opening: ['It was the sixth night of Kwanzaa, the night of the karamu feast, and this year {hero} would answer the greeting in front of the whole family.', 'It was Kwanzaa, and {hero} would answer the greeting.'],
    worry: ['"What if they say \'Habari gani?\' and I say the wrong word?" said {hero}. "There are seven of them."', '"What if I say the wrong word?" said {hero}.'],
    tries: [
      ['{hero} practised the seven words in the bath, one for each candle, and got the fourth one tangled every time.', '{hero} practised the seven words in the bath.'],
      ['{hero} put an ear of corn on the mkeka for each child in the family, and counted them twice, just in case.', '{hero} put out an ear of corn for each child.'],
      ['{hero} made a present for {gran} out of card and beads, but one of the beads kept rolling off.', '{hero} made a bead present, but a bead kept rolling off.'],
    ],
    turn: ['When {gran} said, "Habari gani?", {hero} stood up tall and answered, "Kuumba!", which means making things, and held up the present {he} had made.', '"Habari gani?" asked {gran}. "Kuumba!" said {hero}.'],
    details: [
      ['The kinara held seven candles: three red, three green, and one black one in the middle, lit first.', 'The kinara had red, green and black candles.'],
      ['Each night one more candle was lit, so tonight there were six little flames.', 'Tonight there were six little flames.'],
      ['Everyone took a sip from the unity cup and said the name of someone they remembered.', 'Everyone sipped from the unity cup.'],
      ['The karamu table was full: jollof rice, greens, cornbread and sweet potato pie, and then there was drumming and dancing.', 'There was a feast, and then drumming and dancing.'],
    ],
    senses: ['The candles made the room warm and golden.', 'The kitchen smelled of cornbread and spice.'],
    win: '{hero} had given the answer, Kuumba, and the present {he} had made was on {gran}\'s shelf',
    end: ['At bedtime, {hero} whispered all seven words in a row, and the fourth one came out right.', 'At bedtime, {hero} said all seven words.'],
  },
  setback: 'Then a little cousin knocked the basket of corn, and the ears went rolling under the table.',
  choice: '{hero} could sit by the kinara or by the drums, and {he} chose the kinara.',
  subplot: themeSubplot(
    '{hero} saw that a word you are proud of is easy to remember.',
    '{pal} did not know what to say when somebody said "Habari gani?"',
    'the card with the seven words',
    '{hero} gave {pal} the card with the seven words on it, and {pal} found tonight\'s word and said it out loud.',
  ),
  low: '{hero} crawled under the table after the corn. "Everything is going wrong, and I haven\'t even said my word yet," {he} said.',
  hint: 'Tonight\'s word is about making things, and you have made something',
  light: ['Kuumba!', 'Glow!', 'Boom, boom!'],
  older: {
    want: '{hero} wanted to answer in front of everyone without a wobble, and wanted the present to be good enough for {gran}.',
    secret: '{he} had been mixing up the fourth and fifth words all week',
    decides: '{hero} could let a cousin answer, or stand up and answer {him}self. {he} stood up.',
  },
};
