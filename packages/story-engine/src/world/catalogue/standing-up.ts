import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * Standing up for someone ("a friend who is unkind to others", "standing up for the new girl", "being an upstander"):
 * the hero's own friend is unkind to another child, and laughing along is easier than saying so. The turn is the hero
 * saying "stop" and sitting with the one left out, and the friendship bends without breaking. The laughing along hurts
 * (`hurt`), so it is never smiled back at. The hero being the one picked on is `being-bullied`.
 */
export const STANDING_UP: CatalogueTheme = {
  id: 'standing-up', kind: 'feeling', hurt: true,
  words: /\b(?:friend|friends|classmate|someone|a (?:kid|child|boy|girl))\b[\w' ]{0,24}\b(?:unkind|mean|nasty|horrible|rude) to (?:others|other (?:kids|children|people)|everyone|someone|people|a (?:new )?(?:kid|child|boy|girl|classmate))\b|\bstand(?:s|ing)? up for (?:someone|others|other (?:kids|people)|a (?:friend|classmate)|the new (?:kid|boy|girl)|what'?s right|people)\b|\bstick(?:s|ing)? up for (?:someone|others|a friend|people)\b|\bupstanders?\b|\bspeak(?:ing)? up for (?:someone|others|a friend)\b/i,
  means: /\b(?:friend|classmate)\b.{0,24}\b(?:be )?(?:unkind|mean|nasty) to (?:other|others|everyone|people|someone)\b|\bstand up for (?:someone|other|others|a friend)\b/,
  name: 'doing the right thing', setting: 'city', lesson: 'kindness', petsStayHome: true,
  palMet: '{pal} sat next to {hero} in class, and saw it all too.',
  title: ['{hero} Says Stop', '{hero} Stands Up'],
  opening: ['{hero}\'s friend Jordan was fun and funny, but lately Jordan had started being unkind to Ada, the new girl in class.', '{hero}\'s friend Jordan had started being unkind to Ada, the new girl.'],
  worry: ['"If I say something, Jordan won\'t be my friend any more," {hero} thought.', '"If I say something, Jordan won\'t like me," thought {hero}.'],
  tries: [
    ['When Jordan made fun of Ada\'s lunch, {hero} laughed along, and then felt horrible all afternoon.', '{hero} laughed along, and then felt horrible.'],
    ['The next time, {hero} looked away and pretended not to hear.', 'The next time, {hero} looked away.'],
    ['{hero} whispered "sorry" to Ada by the coats, but said nothing at all to Jordan.', '{hero} whispered "sorry" to Ada, and said nothing to Jordan.'],
  ],
  turn: ['At lunch, when Jordan started again, {hero} said, "Stop. That\'s not kind," and carried {his} tray over to sit next to Ada.', '{hero} said, "Stop. That\'s not kind," and sat next to Ada.'],
  details: [
    ['Ada sat alone at the end of the long table and ate her lunch very, very slowly.', 'Ada sat alone at the end of the table.'],
    ['{hero}\'s heart thumped so hard {he} was sure everyone could hear it.', '{hero}\'s heart thumped.'],
    ['Ada smiled, a small surprised smile, and offered {hero} half of her orange.', 'Ada smiled and shared her orange.'],
    ['Two days later, Jordan came over too, and mumbled, "Sorry, Ada," and sat down with them.', 'Later, Jordan said sorry to Ada.'],
  ],
  senses: ['The dinner hall clattered with trays and chatter.', 'Somebody\'s crisp packet rustled at the next table.'],
  win: '{hero} had done the right thing, even though it was hard',
  end: ['By the end of the week, there were three of them at the end of the long table, and nobody was sitting alone.', 'By Friday, nobody was sitting alone.'],
};

export const STANDING_UP_SETBACK: Wording = 'Then Jordan hid Ada\'s pencil case and looked at {hero} to laugh, and {hero}\'s tummy twisted into a knot.';
export const STANDING_UP_CHOICE: Wording = '{hero} could tell a teacher or say something to Jordan first, and {he} chose to say something first, and to tell the teacher too if it did not stop.';
export const STANDING_UP_SUBPLOT = themeSubplot(
  '{hero} saw that a real friend could hear "stop" and still be a friend.',
  '{pal} had seen it too, and wanted to say something but did not dare.',
  'the spare pencil case',
  '{pal} gave Ada the spare pencil case, and brought {palhis} tray over to sit with them too.',
);
