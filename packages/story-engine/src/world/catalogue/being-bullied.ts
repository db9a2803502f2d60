import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * Being bullied ("being bullied at school", "kids calling him names", "picked on"): the names said at school, keeping
 * it a secret, telling a grown-up the hero trusts, and the school acting. Gentle and true: the hero never fights back;
 * telling is the turn. A child who is simply not picked or not invited is `left-out`.
 */
export const BEING_BULLIED: CatalogueTheme = {
  id: 'being-bullied', kind: 'feeling',
  words: /\bbull(?:y|ies|ied|ying)\b|\bcall(?:s|ed|ing)? (?:him|her|them|me|us) names\b|\bcalled names\b|\bname[- ]calling\b|\bpicked on\b|\bpick(?:s|ing)? on (?:him|her|them|me)\b|\bteas(?:ed|ing)\b|\bmean (?:kids|children|boys|girls)\b|\bcyber-?bull\w*|\b(?:mean|nasty|unkind|horrible) (?:to (?:him|her|them|me) )?online\b|\btrolled\b/i,
  means: /\b(?:kid|child|boy|girl|someone|they) (?:at school )?(?:is |are |be )?(?:mean|unkind|nasty) to (?:him|her|them|me)\b|\bcall (?:him|her|them|me) name\b|\bpick on\b|\btease\b/,
  name: 'the unkind names', setting: 'city', lesson: 'honesty', hurt: true,
  title: ['{hero} Tells Someone', '{hero} Is Brave Enough to Tell'],
  opening: ['At school, some children in {hero}\'s class had started calling {him} names, every day, by the coats.', 'Some children at school had started calling {hero} names.'],
  worry: ['"If I tell, it will only get worse," {hero} thought, and said nothing at all.', '"If I tell, it will get worse," thought {hero}.'],
  tries: [
    ['{hero} stayed in at playtime, and said {he} had a tummy ache.', '{hero} stayed in at playtime.'],
    ['{hero} walked the long way round to the coats, so {he} would not pass the children who said the names.', '{hero} went the long way round to the coats.'],
    ['At home, {hero} said school was fine, and went quiet at tea.', 'At home, {hero} said school was fine.'],
  ],
  turn: ['{hero} took a deep breath and told {grownup} everything, the names and the coats and the playtimes, and {grownup} listened to every word.', '{hero} told {grownup} all about the names, and {grownup} listened.'],
  details: [
    ['The names were said quietly, by the coat pegs, where the teacher could not hear.', 'The names were said by the coat pegs.'],
    ['Keeping the secret felt like carrying a heavy bag that nobody else could see.', 'The secret felt like a heavy bag.'],
    ['{grownup} said, "Thank you for telling me. This is not your fault, and you are not on your own."', '{grownup} said, "It is not your fault."'],
    ['The next day, {grownup} went in to see the teacher, and the teacher said, "We will put a stop to this."', 'The teacher said, "We will stop this."'],
  ],
  senses: ['The coat pegs smelled of wet coats and rain.', 'The bell for playtime rang loud in the corridor.'],
  win: '{hero} was not carrying the secret on {his} own any more',
  end: ['A week later, {hero} walked the short way to the coats, and nobody said anything at all.', 'A week later, {hero} hung up {his} coat, and it was quiet.'],
};

export const BEING_BULLIED_SETBACK: Wording = 'Then one day, the names followed {hero} out to the gate, and {he} had to blink very hard not to cry.';
export const BEING_BULLIED_CHOICE: Wording = '{hero} could keep the secret for one more day or tell someone tonight, and {he} chose tonight.';
export const BEING_BULLIED_SUBPLOT = themeSubplot(
  '{hero} saw that telling a grown-up {he} trusted made a secret lighter straight away.',
  '{pal} had heard the names too, and did not know what to do.',
  'a seat at lunch',
  '{pal} told the teacher what {palhe} had heard, and saved {hero} a seat at lunch every day after that.',
);
