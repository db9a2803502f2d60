import { ABROAD } from '../../understand/read-countries';
import { themeSubplot } from './subplots';
import type { CatalogueTheme, Variant, Wording } from './theme-entry';

/**
 * A journey to a family member who lives there ("flying to see my dad in Spain", "going to see my cousins in Canada"): the
 * missing, the long way, the face in the crowd at arrivals, the places seen on video calls seen for real, and a plan for
 * next time. The one visited is met at the end of the journey, never beside the hero on the way.
 */
const TO_SEE_FAMILY: Variant = {
  said: /\b(?:to see|visit(?:ing)?|see|seeing)\b (?:my |our |his |her |their )?(?:mum|mummy|mom|mam|dad|daddy|papa|grand\w*|gran|granny|nan|nana|nani|nanny|auntie|aunt|uncle|cousins?|brother|sister|family)\b/i,
  // The one visited is who the theme names ("to see my dad in Spain", `readMoment`); "to see family" names nobody, and
  // the one met at arrivals is Grandma: never the cast's own parent sent away (Abbu, on the plane beside the hero).
  owner: 'grandma', ownerAway: true,
  title: ['{hero} Goes to See {who}', 'All the Way to {who}'],
  opening: ['Today {hero} was going all the way to {newland} to see {who}, and the suitcase had been packed for days.', 'Today {hero} was going all the way to {newland} to see {who}.'],
  worry: ['"It has been so long," said {hero}. "What if it feels strange with {who}?"', '"What if it feels strange?" asked {hero}.'],
  tries: [
    ['At the airport, the queue was so long that {hero} sat down on the suitcase and counted the hours until {who}.', 'At the airport, the queue was very long, and {hero} counted the hours.'],
    ['On the plane, {hero}\'s ears went pop, and the clouds below looked like a field of snow, and still the map on the screen showed a very long way to go.', 'On the plane, {hero}\'s ears went pop, and it was still a long way.'],
    ['At arrivals, {hero} looked for {who} in the crowd, and saw a hundred faces, and none of them was the right one.', 'At arrivals, {hero} looked and looked, but could not see {who}.'],
  ],
  turn: ['Then {hero} saw a hand waving high above all the heads, and ran, and {who} swept {him} up in a hug that lasted a very long time.', '{hero} saw a hand waving, and ran, and {who} gave {him} the biggest hug.'],
  details: [
    ['{hero} packed a drawing for {who}, and {grownup} kept the passports safe.', '{hero} packed a drawing for {who}.'],
    ['When they arrived in {newland}, the air felt different, warm and new, and the signs were full of words {hero} did not know.', 'In {newland}, everything smelled different.'],
    '{newwords}',
    ['{who} showed {hero} the places {he} had only seen on video calls: the bakery on the corner, the park, the view from the window.', '{who} showed {hero} the places from the video calls.'],
  ],
  win: '{hero} and {who} were together again in {newland}',
  ownDoubt: '{hero} held the drawing tight at the barrier. "What if {who} forgot we were coming?" {he} whispered.',
  end: ['On the last night, {hero} and {who} made a plan for next time, and {hero} counted the days on the way home.', 'On the way home, {hero} was already counting the days until next time.'],
};

/**
 * A holiday abroad ("a family trip to Japan", "our holiday in Tenerife", "going to Spain on holiday"): the packing, the
 * journey, arriving somewhere where even the ordinary things are different, a word or two of the language
 * (`plots/move-words.ts` {newwords}), a food tried, a place seen properly, and home with something to remember. Never a
 * day out with a gate and a bench. Only where it happens in another entry's theme ("Eid in Pakistan", "a first flight to
 * Spain"), that entry tells it (`placeOnly`); a move there is a new country.
 */
export const HOLIDAY_ABROAD: CatalogueTheme = {
  id: 'holiday-abroad', kind: 'activity',
  words: new RegExp(String.raw`^(?!.*\b(?:mov(?:e|ed|es|ing)|live|living|relocat\w*|emigrat\w*)\b).*(?:\b(?:holiday|holidays|vacation|trip|journey|visit|visiting|going|flying|travel\w*|week|weeks|fortnight|summer|adventure|family|stay|staying) (?:(?!an? )\w+ ){0,3}?(?:to|in|around|round) (?:${ABROAD})\b|\b(?:to see|visit(?:ing)?|seeing) (?:\w+ ){0,3}?(?:in|to) (?:${ABROAD})\b|\b(?:holiday|trip|going|travel\w*) (?:abroad|overseas)\b)`, 'i'),
  name: 'the holiday', setting: 'city', placeOnly: true, petsStayHome: true, withFamily: true, lesson: 'bravery',
  variants: [TO_SEE_FAMILY],
  title: ['{hero} Goes to {Newland}', '{hero}\'s Holiday in {Newland}'],
  opening: ['Today {hero}\'s family was going on holiday to {newland}, and the suitcases were by the door.', 'The suitcases were packed: {hero}\'s family was going all the way to {newland}.'],
  worry: ['"What if I don\'t like it there?" asked {hero}.', '"What if nobody understands us?" asked {hero}.'],
  tries: [
    ['At the airport, the queue was so long that {hero} sat down on the suitcase and said {he} would live there now.', 'At the airport, {hero} wanted to run to the big windows to see the planes, and {grownup} said, "Stay close, please!"'],
    ['The journey was so long that {hero} asked "Are we there yet?" until even {he} laughed.', 'On the plane, {hero}\'s ears went pop, and {he} did not like it one bit, until {grownup} gave {him} a sweet to suck.'],
    ['At the first café, {hero} did not know what anything on the menu was, and wanted to go home.', '{hero} tried to say something to the lady in the shop, but the words came out in a muddle.'],
  ],
  turn: ['{hero} chose one new food to try, just one, and it was delicious.', '{hero} slowed down and let {grownup} pick one thing to see properly, and it was the best part of all.'],
  details: [
    ['{hero} packed {his} suitcase with a sun hat, pyjamas and one favourite toy, and {grownup} kept the passports safe.', '{hero} packed one favourite toy, and {grownup} put the passports somewhere very safe.'],
    ['When they arrived in {newland}, the air felt different, warm and new, and the signs were full of words {hero} did not know.', 'In {newland}, everything smelled different, and even the light looked new.'],
    '{newwords}',
    ['{hero} sent a postcard home with a drawing of the best thing {he} had seen.', '{hero} bought a little present to take home, and chose it very carefully.'],
  ],
  win: '{hero} had found a favourite thing in {newland}',
  end: ['That night, back in {his} own bed, {hero} dreamed of {newland}.', 'At home, {hero} put the postcard on the fridge, and told everyone about {newland}.'],
};

export const HOLIDAY_ABROAD_SETBACK: Wording = ['Then their bag was the very last one off the plane, and everyone had to wait and wait until it came round on the belt.', 'Then, at the other end, the taxi was not there, and everyone had to wait outside the airport in the heat for a whole extra hour.'];
export const HOLIDAY_ABROAD_CHOICE: Wording = ['{hero} could have the top bunk or the bottom one in the new room, and {he} chose the top, nearest the window.', '{hero} could stay by the pool or go and explore the old town, and {he} chose to explore.'];
export const HOLIDAY_ABROAD_SUBPLOT = themeSubplot(
  '{hero} saw that new things were less scary one at a time.',
  '{pal} was homesick and would not join in.',
  'the first lick of an ice cream',
  '{hero} gave {pal} the first lick of {his} ice cream, and {pal} smiled at last.',
);
