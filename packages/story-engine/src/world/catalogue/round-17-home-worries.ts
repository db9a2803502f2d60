import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';

/**
 * Round 17's worry at home that held-out read 38 found told as a summer party with a duck ("parents arguing at home"):
 * the raised voices heard from the stairs, the child sure it is their fault, and the grown-up who says plainly that it is
 * not, and that grown-ups who argue still love them. No blame, no villain, no promise that nobody will ever argue again.
 */
const GROWN_UPS_ARGUING: EntryKit = {
  entry: {
    id: 'grown-ups-arguing', kind: 'feeling',
    words: /\b(?:parents|mum and dad|mummy and daddy|mom and dad|grown-?ups) (?:keep |always |are |were )?(?:argu\w*|fight\w*|shout\w*|(?:not (?:talking|speaking)))\b|\b(?:argu(?:e|es|ed|ing)|arguments?|rows?|shouting) at home\b/i,
    name: 'the shouting at home', setting: 'home', lesson: 'bravery',
    title: ['{hero} and the Loud Voices', 'Not {hero}\'s Fault'],
    opening: ['The grown-ups had been arguing again. From {his} bed, {hero} heard the loud voices through the floor, and lay very still.', 'The grown-ups were arguing. {hero} heard the loud voices.'],
    worry: ['"Is it because of me?" {hero} whispered into {his} pillow.', '"Is it my fault?" thought {hero}.'],
    tries: [
      ['{hero} tidied {his} room without being asked, and put the shoes in a neat row by the door, in case that would help.', '{hero} tidied up, in case that would help.'],
      ['{hero} turned the music up loud, but {he} could still hear the voices under it.', '{hero} turned the music up, but could still hear.'],
      ['{hero} told a joke at tea to make everyone laugh, but nobody laughed, and the forks scraped on the plates.', '{hero} told a joke at tea, but nobody laughed.'],
    ],
    turn: ['{hero} went down the stairs and told {grownup} what {he} had heard, and that {he} was scared it was because of {him}. {grownup} knelt down straight away and said, "No. Never. Grown-ups argue sometimes, and we sort it out, and we both love you just the same."', '{hero} told {grownup} about the worry. "It is not your fault," said {grownup}. "We both love you."'],
    details: [
      ['The loud voices rose up through the floor like thunder a long way off.', 'The voices rose up through the floor.'],
      ['On the stairs, {hero} hugged {his} knees and counted the banisters, one to twelve and back.', '{hero} sat on the stairs and hugged {his} knees.'],
      ['{grownup} said, "Even people who love each other get cross. It is a grown-up thing to sort out, not yours."', '"It is a grown-up thing to sort out," said {grownup}.'],
      ['The next morning, the grown-ups made toast together and said sorry to each other, quietly, by the kettle.', 'The grown-ups said sorry to each other by the kettle.'],
    ],
    senses: ['The house was very quiet after the shouting, and the clock ticked loudly in the hall.', '{grownup}\'s hug smelled of washing powder and toast.'],
    win: 'the house was calm again, and {hero} knew it was not {his} fault',
    end: ['That night, {hero} left {his} door open a little, and heard only the telly, and somebody laughing.', 'That night the house was quiet, and {hero} slept.'],
  },
  setback: 'Then the voices started again at teatime, over something as small as the washing-up, and {hero} pushed {his} plate away.',
  choice: '{hero} could hide in {his} room again, or go and tell {grownup} how it felt, and {he} chose to tell.',
  subplot: themeSubplot(
    '{hero} saw that saying a worry out loud made it smaller.',
    '{pal} was worried too, and had not said.',
    'the last biscuit',
    '{hero} gave {pal} the last biscuit and told {pal} what {grownup} had said, that it was not their fault, and {pal} let out a long breath.',
  ),
  low: '{hero} sat on the stairs with {his} hands over {his} ears. "It\'s because of me," {he} said to nobody.',
  hint: 'Say what you heard, and ask; you do not have to carry it on your own',
  light: ['Not my fault.', 'Say it!', 'A hug.'],
  older: {
    want: '{hero} wanted everything at home to go back to normal, without having to ask what was wrong.',
    secret: '{he} had been keeping out of the way after school, so as not to make things worse',
    decides: '{hero} could keep quiet and keep out of the way, or ask. {he} asked.',
  },
};

export const ROUND_17_HOME_WORRY_KITS: readonly EntryKit[] = [GROWN_UPS_ARGUING];
