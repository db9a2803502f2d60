import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';

/**
 * A love of police cars and officers ("the police", "police cars", "wants to be a policeman"): an officer's visit with
 * the car, the radio, the blue lights and the siren, and what to do if you are lost. A theme about a crime at home is
 * not this (the words say so). The worry is being told off; the turn is asking a question out loud.
 */
export const POLICE: EntryKit = {
  entry: {
    id: 'police', kind: 'interest',
    words: /^(?!.*\b(?:burgl\w*|broke in|break-?in|robbed|stolen|arrest\w*|prison|jail|crime)\b).*\b(?:police(?! station)|policem[ae]n|policewom[ae]n|cops?)\b/i,
    name: 'the police car', thing: 'toy police car', setting: 'city', lesson: 'bravery', petsStayHome: true,
    title: ['{hero} Meets a Police Officer', '{hero} and the Police Car'],
    opening: ['{hero} loved police cars, and today a real police officer was coming to visit, with a real police car, lights and all.', '{hero} loved police cars, and a real one was coming.'],
    worry: ['"Do police officers tell you off?" whispered {hero}. "What if I\'ve done something wrong?"', '"Will the police officer tell me off?" whispered {hero}.'],
    tries: [
      ['{hero} stood right at the back, behind everyone, and peeked round.', '{hero} stood at the back and peeked.'],
      ['The officer said hello, and {hero} went very quiet and looked at {his} shoes.', '{hero} looked at {his} shoes.'],
      ['{hero} wanted to touch the shiny car, but {his} hand stayed in {his} pocket.', '{hero}\'s hand stayed in {his} pocket.'],
    ],
    turn: ['{hero} put {his} hand up and asked, "What do you do if somebody is lost?", and the officer knelt down and told {him}.', '{hero} asked a question, and the officer knelt down to answer.'],
    details: [
      ['The officer wore a hat with a shiny badge, and a radio on the jacket that crackled.', 'The officer\'s radio crackled.'],
      ['The police car had lights on the roof and bright stripes down the side.', 'The car had lights on the roof.'],
      ['The officer said, "If you are lost, stay where you are, find a police officer or someone at a shop counter, and tell them your name."', '"If you are lost, stay put and tell a helper your name."'],
      ['{hero} sat in the driver\'s seat and pressed the button, and the siren went nee-naw, nee-naw, and the blue lights flashed.', '{hero} pressed the button: nee-naw!'],
    ],
    senses: ['The radio crackled, and a voice said numbers.', 'The car smelled of new seats and polish.'],
    win: '{hero} had talked to a real police officer and sat in the police car',
    end: ['At bedtime, {hero} told teddy {his} name and address, the way the officer said, and then went nee-naw, very quietly.', 'At bedtime, {hero} went nee-naw, very quietly.'],
  },
  setback: 'Then the siren went off by mistake, louder than anything, and {hero} jumped.',
  choice: '{hero} could try on the officer\'s hat or hold the radio, and {he} chose the hat.',
  subplot: themeSubplot(
    '{hero} saw that the police are there to help, and that asking is allowed.',
    '{pal} had once lost sight of a grown-up at the shops, and still worried about it.',
    'the spare paper badge',
    '{hero} told {pal} what the officer had said about being lost and gave {pal} the spare paper badge, and {pal} said the address out loud, perfectly.',
  ),
  low: '{hero} had {his} hands over {his} ears. "I knew it would be too loud," {he} said.',
  hint: 'Police officers are helpers; you can ask them anything',
  light: ['Nee-naw!', 'Flash!', 'Hello!'],
  older: {
    want: '{hero} wanted to ask a real question, and wanted, secretly, to find out how you become a detective.',
    secret: '{he} had once been lost in a shop for a whole minute, and never told anyone how scared {he} had been',
    decides: '{hero} could stay at the back, or ask the question out loud. {he} asked.',
  },
};
