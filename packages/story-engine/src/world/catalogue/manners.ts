import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * Manners for little ones ("learning to say please and thank you", "good manners", "the magic words"): asking for the
 * red cup, waiting a moment, the "please" that gets it, a thank-you that makes Grandma smile, and the magic words game.
 * Saying sorry keeps its own entry.
 */
export const MANNERS: CatalogueTheme = {
  id: 'manners', kind: 'feeling',
  words: /\bplease and thank ?-?you\b|\bthank ?-?you and please\b|\b(?:say(?:ing|s)?|remember(?:ing|s)? to say|learn(?:ing|s)? to say) (?:please|thank ?-?you)\b|\b(?:good|nice|her|his|their|table|learning|learning good) manners\b|^manners$|\bmagic words?\b|\bbeing polite\b|\b(?:more |very )?polite\b/i,
  means: /\bsay please\b|\bsay thank you\b|\bbe polite\b/,
  name: 'please and thank you', setting: 'home', lesson: 'gratitude',
  title: ['{hero} Says Please', 'The Magic Words'],
  opening: ['At teatime, {hero} wanted the red cup, the one with the spots, and not the blue one at all.', '{hero} wanted the red cup.'],
  worry: ['"Red cup! Red cup! Now!" said {hero}, and banged the table.', '"Red cup! Now!" said {hero}.'],
  tries: [
    ['{hero} pointed at the red cup and shouted, "Give!", but {grownup} just waited.', '{hero} shouted, "Give!" {grownup} waited.'],
    ['{hero} tried to climb up and grab the red cup {him}self, and nearly knocked the jug over.', '{hero} tried to grab it.'],
    ['{hero} said, "Cup, cup, CUP!", louder each time, and still the red cup stayed on the shelf.', '"Cup, cup, CUP!" said {hero}.'],
  ],
  turn: ['{hero} stopped, and took a breath, and said, "Red cup, please," in a nice voice, and {grownup} gave {him} the red cup straight away.', '{hero} said, "Red cup, please." And there it was.'],
  details: [
    ['{grownup} said that "please" and "thank you" are magic words, because they make people glad to help.', '"Please" and "thank you" are magic words.'],
    ['Waiting was hard, so {hero} counted, one, two, three, and then it was {his} turn.', '{hero} waited. One, two, three.'],
    ['When {gran} passed {hero} a biscuit, {hero} said, "Thank you, {gran}," and {gran} smiled the biggest smile.', '"Thank you, {gran}," said {hero}, and {gran} smiled.'],
    ['They played the magic words game: every time someone said "please", everyone clapped.', 'They played the magic words game. Clap, clap!'],
  ],
  senses: ['The red cup had white spots, and the milk in it was cold.', 'The milk left a white moustache on {hero}\'s lip.'],
  win: '{hero} knew the magic words, please and thank you',
  end: ['At bedtime, {hero} said, "Story, please," and then, "Thank you," and {grownup} read two.', 'At bedtime, {hero} said, "Story, please. Thank you!"'],
};

export const MANNERS_SETBACK: Wording = 'Then {hero}\'s tummy rumbled, and {he} forgot all about the magic words, and shouted, "Biscuit! Now!"';
// The choice keeps the magic word for the turn: "chose the banana: 'Banana, please.'" said it a page before the last
// "Cup, cup, CUP!", a slide back after the lesson was learned (held-out read 44).
export const MANNERS_CHOICE: Wording = '{hero} could have a biscuit or a banana, and {he} chose the banana.';
export const MANNERS_SUBPLOT = themeSubplot(
  '{hero} saw that the magic words made people smile, and made them glad to help.',
  '{pal} grabbed the toy car and did not ask.',
  'the toy car',
  '{hero} showed {pal} how: "Car, please?" And {pal} said it too, and {hero} gave {palhim} the toy car.',
);
