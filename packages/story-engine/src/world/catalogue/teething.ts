import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * A baby's new tooth coming through ("teething", "cutting a tooth", "sore gums"): red cheeks, dribble, chewing
 * everything, a cold teether from the fridge, a grumpy night and cuddles, and at last a little white tooth everyone
 * wants to see. Never a wobbly tooth falling out, nor brushing teeth.
 */
export const TEETHING: CatalogueTheme = {
  id: 'teething', kind: 'moment', toAge: '3-5',
  words: /^(?!.*\b(?:los(?:e|es|t|ing)|wobbl\w*|pull(?:ed|ing)?|f(?:e|a)ll(?:s|ing)? out|tooth fairy)\b).*(?:\bteeth(?:ing|es)\b|\bcut(?:ting)? (?:a|his|her|their|new|(?:his|her|their) first) (?:new )?(?:tooth|teeth)\b|\bsore gums?\b|\b(?:a|his|her|their|baby's|the) first tooth\b|\bnew tooth (?:coming|is coming|coming through)\b)/i,
  name: 'the new tooth', setting: 'home', lesson: 'patience',
  title: ['{hero}\'s New Tooth', '{hero} and the Tooth Coming Through'],
  opening: ['{hero}\'s cheek was pink and hot, and {his} gums felt sore: a new tooth was coming through.', '{hero}\'s gums hurt. A new tooth was coming.'],
  worry: ['"Ow," said {hero}, and rubbed {his} cheek, and did not want {his} breakfast.', '"Ow," said {hero}. "Ow, ow."'],
  tries: [
    ['{hero} chewed on {his} fingers, and on the edge of the blanket, and on a spoon, and everything got very wet.', '{hero} chewed {his} fingers. Chomp, chomp.'],
    ['{hero} wanted a cuddle, and then wanted to get down, and then wanted a cuddle again.', 'Up! Down! Up again!'],
    ['At nap time, {hero} could not settle, and grumbled, and wriggled, and grumbled some more.', '{hero} could not sleep. Grumble, grumble.'],
  ],
  turn: ['{grownup} brought the cold teether from the fridge, and {hero} chomped on it, and the cold made the sore feel better.', '{grownup} gave {hero} the cold teether. Ahh. Better.'],
  details: [
    ['There was so much dribble that {hero} needed a new bib, and then another one.', 'Drip, drip. A new bib!'],
    ['{grownup} rubbed {hero}\'s gum very gently with a clean finger, round and round.', '{grownup} rubbed the sore gum, gently.'],
    ['{grownup} sang the sleepy song, slow and soft, and rocked {hero} in the big chair.', '{grownup} sang and rocked {hero}.'],
    ['One morning, there it was: a tiny white tooth, like a grain of rice, peeping out of {hero}\'s gum.', 'Look! A tiny white tooth!'],
  ],
  senses: ['{hero}\'s cheek felt warm against {grownup}\'s shoulder.', 'The teether was cold and bumpy.'],
  win: '{hero}\'s new tooth had come through',
  end: ['At bedtime, everyone wanted to see the new tooth, and {hero} gave a big, gummy, one-tooth smile.', 'Night night, {hero}. Night night, new tooth.'],
};

export const TEETHING_SETBACK: Wording = 'Then, in the night, {hero} woke up crying, and {grownup} came and held {him} close in the dark.';
export const TEETHING_CHOICE: Wording = '{hero} could chew the cold teether or the soft giraffe, and {he} chose the cold teether.';
export const TEETHING_SUBPLOT = themeSubplot(
  '{hero} found that cold things made the sore feel better.',
  '{pal} did not know why {hero} was so grumpy.',
  'the cool flannel',
  '{hero} let {pal} hold the cool flannel, and {pal} felt how cold it was, and understood.',
);
