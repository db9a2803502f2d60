import { KNOWN } from '../../understand/read-countries';
import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/** A move that is a friend's ("my best friend who is moving to Spain", "my friend Maya is moving abroad"): the goodbye, not the hero's new country. */
export const NOT_A_FRIENDS = String.raw`(?<!\b(?:friends?|mates?)(?: \w+)?(?: who| that)?(?: is| are| was|['’]s)? )`;

/**
 * Moving to a new country ("moving abroad", "we moved from Poland to Scotland"): not moving day's boxes but what is new
 * after it, a language, the food, a school, grandparents on a screen, and one thing brought from home. The countries
 * and the new language's hello and thank you are the parent's, read from the theme and the notes
 * (`plots/move-words.ts`); matched before moving house, which keeps a move to another town or street.
 */
export const NEW_COUNTRY: CatalogueTheme = {
  id: 'new-country', kind: 'moment',
  words: new RegExp(String.raw`${NOT_A_FRIENDS}\b(?:mov(?:e|ed|es|ing)|relocat\w+|emigrat\w+) (?:to )?(?:a new|another|a different) country\b|${NOT_A_FRIENDS}\bmov(?:e|ed|es|ing) (?:abroad|overseas)\b|\bnew country\b|\b(?:living|life) (?:abroad|overseas|in a new country)\b|${NOT_A_FRIENDS}\b(?:mov(?:e|ed|es|ing)|relocat\w+|emigrat\w+)(?: here| over)? (?:from|to) (?:${KNOWN})\b|\blearning (?:english|a new language) at school\b`, 'i'),
  name: 'the new country', setting: 'city', lesson: 'being-yourself',
  title: ['{hero}\'s New Country', '{hero} Says Hello'],
  // Where from and where to is the notes' fact when they say it ("we moved from Poland to Scotland"): the opening is
  // what is new here, so page 1 does not say the move twice.
  opening: ['Everything in {newland} was different for {hero}: the words, the food, even the rain.', '{hero}\'s family had just arrived in {newland}, and {hero} did not know a word of {language}.', 'Everything in {newland} was new to {hero}.'],
  worry: ['"Nobody here will understand me," said {hero}. "And I won\'t understand them."', '"What if I never learn the words?" said {hero}.'],
  tries: [
    ['At school, {hero} asked where the toilets were, but it came out in {his} own language, and the teacher only smiled.', 'At school, {hero} spoke, but nobody knew {his} words.'],
    ['At lunch, all the food was different, and {hero} ate only the bread.', 'At lunch, the food looked strange, so {hero} ate only the bread.'],
    ['At break, the children played a clapping game with a rhyme, and {hero} did not know the words, so {he} stood and watched.', 'At break, the others sang a clapping rhyme, and {hero} did not know the words.'],
  ],
  turn: ['{hero} walked up to the clapping game and said {hello} in {language}, and when they made room, {he} said {thanks}.', '{hero} went up to the game and said {hello}, and the others let {him} in.'],
  details: [
    ['In {his} backpack, {hero} had brought one thing from {oldland}: the little snow globe from {his} old windowsill.', '{hero} had brought one thing from {oldland}: a little snow globe.'],
    ['In {newland}, the bread was different, the milk came in a different carton, and the buses were a different colour.', 'In {newland}, the bread and the buses were not the same as before.'],
    ['Every Sunday, {hero} had a video call with {his} grandparents {backhome}, who wanted to hear everything.', 'On Sundays, {hero} waved to {his} grandparents {backhome} on the phone.'],
    ['The first words {hero} learned in {language} were {hellothanks}, and the next were "my name is {hero}".', 'The first new word {hero} learned was {hello}.'],
  ],
  win: '{hero} was beginning to feel at home in {newland}',
  end: ['That night, the snow globe from {oldland} sat on the new windowsill, and {hero} said goodnight in two languages.', 'That night, the snow globe sat on the new windowsill, and {hero} said goodnight in two languages.'],
};

export const NEW_COUNTRY_SETBACK: Wording = 'Then the teacher asked {hero} a question in front of everyone, and {hero} did not understand one word of it.';
export const NEW_COUNTRY_CHOICE: Wording = '{hero} could sit alone at lunch or next to the child who had smiled at {him}, and {he} chose the child who had smiled.';
export const NEW_COUNTRY_SUBPLOT = themeSubplot(
  '{hero} saw that every new word {he} learned made {newland} a little friendlier.',
  '{pal} missed home too, and would not come out from under the bed.',
  'the snow globe',
  '{hero} let {pal} shake the snow globe, and {pal} came out to watch the snow fall.',
);
