import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * A child's first phone ("my first phone", "getting a mobile", "staying safe online"): the rules made together, the
 * phone that sleeps in the kitchen, the first message to a grandparent, and showing a grown-up a message that felt wrong.
 * Too much tablet in an afternoon is `screen-time`.
 */
export const FIRST_PHONE: CatalogueTheme = {
  id: 'first-phone', kind: 'moment',
  words: /\b(?:first|own) (?:mobile |smart ?)?phone\b|\bfirst (?:mobile|smartphone)\b|\bget(?:s|ting)? (?:a|an|his|her|their|my) (?:own )?(?:mobile|smart ?phone|phone)\b|\b(?:being|staying|keeping) safe online\b|\b(?:online|internet) safety\b/i,
  means: /\b(?:get|have|want|buy) (?:a |an |his |her |their |my )?(?:own |first |new )?(?:mobile|phone|smartphone)\b|\bsafe online\b/,
  name: 'the new phone', setting: 'home', lesson: 'honesty',
  title: ['{hero}\'s First Phone', '{hero} Gets a Phone'],
  opening: ['{hero} had {his} very first phone, in a bright blue case, and {he} could not stop looking at it.', '{hero} had {his} very first phone, in a bright blue case.'],
  worry: ['"Can I keep it on all the time?" asked {hero}. "Everyone else does."', '"Can I keep it on all the time?" asked {hero}.'],
  tries: [
    ['{hero} took the phone to tea, and it buzzed and buzzed, and nobody could talk properly.', '{hero} took the phone to tea, and it buzzed and buzzed.'],
    ['{hero} kept it under the pillow at bedtime, and a message woke {him} up in the dark.', '{hero} kept it under the pillow, and it woke {him} up.'],
    ['{hero} got a message from a number {he} did not know, and did not know what to do.', '{hero} got a message from someone {he} did not know.'],
  ],
  turn: ['{hero} showed {grownup} the strange message, then put the phone on the charger in the kitchen and said, "Goodnight, phone."', '{hero} showed {grownup} the message, and put the phone to bed in the kitchen.'],
  details: [
    ['{hero} and {grownup} wrote the phone rules on a card, with no phones at tea, no phones in bed, and asking first if you are not sure.', 'The phone rules said no phones at tea, and no phones in bed.'],
    ['The first message {hero} sent was to {gran}, with three hearts and a picture of a snail.', 'The first message went to {gran}, with three hearts.'],
    ['At night the phone lived on the kitchen charger, next to {grownup}\'s.', 'At night the phone slept in the kitchen.'],
    ['When {hero} was not sure about something on the phone, {he} asked first, and that was always the right thing.', 'When {hero} was not sure, {he} asked first.'],
  ],
  senses: ['The phone gave a little buzz, like a bee in a pocket.', 'The blue case was smooth and cool in {hero}\'s hand.'],
  win: '{hero} had a phone, and rules that kept it friendly',
  end: ['The next night, {hero} put the phone on the charger without being asked, and read a book instead.', 'The next night, {hero} put the phone to bed and read a book.'],
};

export const FIRST_PHONE_SETBACK: Wording = 'Then someone in a group chat said something unkind, and {hero}\'s tummy went tight.';
export const FIRST_PHONE_CHOICE: Wording = '{hero} could play a game on the phone or ring {gran}, and {he} chose to ring {gran}.';
export const FIRST_PHONE_SUBPLOT = themeSubplot(
  '{hero} saw that a worry on a phone got smaller as soon as {he} showed it to someone.',
  '{pal} had a message that made {palhim} feel left out, and kept reading it again and again.',
  'the rules card',
  '{pal} copied the rules card, showed the message to a grown-up, and felt lighter straight away.',
);
