import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

const PARENT = String.raw`(?:mummy|mommy|mum|mom|mama|mami|daddy|dad|papa|dada|parents?|grown-ups?)`;
const PLACE = String.raw`(?:nursery|daycare|day care|pre-?school|playgroup|kindergarten|creche|crèche|childcare)`;

/**
 * Saying goodbye at the nursery door, on an ordinary morning ("saying bye bye to mummy at nursery", "crying at drop-off"):
 * a goodbye ritual, a kiss in the palm, the window wave, the key worker's hand, and Mummy always coming back. The parent
 * is away through the middle (`ownerAway`) and back at home time. Starting nursery is `first-day`; the first day back at
 * work with a childminder is `back-to-work`.
 */
export const NURSERY_DROP_OFF: CatalogueTheme = {
  id: 'nursery-drop-off', kind: 'moment', toAge: '3-5',
  words: new RegExp(String.raw`\b(?:saying |say |says )?(?:bye[- ]?bye|goodbye|good-bye|bye) (?:to )?${PARENT}\b.*\b(?:at|to|in) ${PLACE}\b|\b${PLACE} (?:drop[- ]?offs?|goodbyes?)\b|\bdrop[- ]?offs?\b|\bdropp(?:ing|ed) (?:him |her |them |me )?off at ${PLACE}\b|\bseparation anxiety\b|\b(?:cries|crying|cry|upset) when (?:mummy|mommy|mum|mom|daddy|dad|i|we) (?:leaves?|goes?)\b|\bclingy at ${PLACE}\b`, 'i'),
  means: new RegExp(String.raw`\b(?:bye|goodbye) (?:to )?${PARENT}\b.*\b${PLACE}\b|\bdo not want (?:mummy|mum|daddy|dad|me|us) to (?:go|leave)\b`),
  name: 'the goodbye at the door', setting: 'city', lesson: 'bravery', owner: 'mum', ownerAway: true, petsStayHome: true,
  palMet: '{pal} had the peg next to {hero}\'s, with a picture of a little red car.',
  title: ['{hero} Keeps the Kiss', 'Bye Bye, See You Soon'],
  opening: ['Every morning, {who} took {hero} to nursery, and every morning came the hard part at the door: saying bye bye.', 'At the nursery door came the hard part: bye bye.'],
  worry: ['"Don\'t go," said {hero}, and held on to {who}\'s coat with both hands.', '"Don\'t go!" said {hero}.'],
  tries: [
    ['{hero} held on to {who}\'s leg, and would not let go.', '{hero} held on to {who}\'s leg.'],
    ['{hero} hid {his} face in {who}\'s coat, so the goodbye could not happen.', '{hero} hid in {who}\'s coat.'],
    ['{hero} said, "One more hug," and then "One more," and then "One more."', '"One more hug," said {hero}. "One more!"'],
  ],
  turn: ['{hero} did the goodbye they had made up together: a big hug, a kiss in the palm to keep, and "See you later, alligator!" Then {he} took {his} key worker\'s hand and ran to the window to wave.', 'A hug, a kiss in the palm, and "See you later!" Then {hero} ran to the window to wave.'],
  details: [
    ['{hero}\'s key worker, Jo, knelt down with a smile and held out a hand.', 'Jo the key worker held out a hand.'],
    ['Every child had a coat peg with a picture on it, and {hero}\'s was a little boat.', '{hero}\'s peg had a little boat on it.'],
    ['At the window, {hero} waved, and {who} waved back from the gate, and blew one more kiss.', '{hero} waved from the window.'],
    ['At home time, the door opened, and there was {who}, just as promised. {who} always comes back.', 'At home time, there was {who}. {who} always comes back.'],
  ],
  senses: ['Nursery smelled of paint and toast.', 'Somebody was singing in the home corner.'],
  win: '{hero} had said bye bye, and kept the kiss, and gone to play',
  end: ['The next morning, {hero} held out {his} hand for the kiss before they even reached the door.', 'Next morning, {hero} held out {his} hand for the kiss.'],
};

export const NURSERY_DROP_OFF_SETBACK: Wording = 'Then a big child ran past, shouting, and {hero} jumped and held on to {who} even tighter.';
export const NURSERY_DROP_OFF_CHOICE: Wording = '{hero} could wave from the big window or the little one by the door, and {he} chose the big one.';
export const NURSERY_DROP_OFF_SUBPLOT = themeSubplot(
  '{hero} saw that goodbye was not for ever; it was only until home time.',
  '{pal} was crying at the door too, and did not want to let go.',
  'the nursery teddy',
  '{hero} gave {pal} the nursery teddy to hold, and they went off to the sandpit together.',
);
