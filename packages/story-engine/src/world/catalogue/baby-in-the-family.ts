import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * A new baby in the wider family ("a new baby cousin", "auntie's new baby", "meeting my new niece", "a friend's new
 * baby"): the visit, the tiny hands, being gentle and quiet, and a present for the baby. The hero is NOT a big brother
 * or sister: the baby lives at someone else's house ({baby}: "baby cousin", "baby niece", else "new baby"). A baby of the
 * hero's own family is `new-baby`.
 */
export const BABY_IN_THE_FAMILY: CatalogueTheme = {
  id: 'baby-in-the-family', kind: 'moment',
  words: /\b(?:new )?baby (?:cousins?|niece|nephew)\b|\bnew (?:cousins?|niece|nephew)\b|\b(?:aunt(?:ie|y)?|uncle|cousin|friend|neighbou?r)(?:['’]s| has| had| is having)(?: a| their)? (?:new )?baby\b|\b(?:aunt(?:ie|y)?|uncle|cousin)\b[\w' ]{0,20}\b(?:new baby|having a baby|had a baby)\b|\bbecoming an? (?:aunt(?:ie)?|uncle)\b/i,
  means: /\b(?:visit|meet) (?:the |a |our |my )?(?:new )?baby (?:cousin|niece|nephew)\b|\b(?:aunt|auntie|uncle|cousin|friend) (?:have|had|is have) (?:a )?baby\b/,
  name: 'the new baby', setting: 'home', lesson: 'kindness',
  title: ['{hero} Meets the {Baby}', '{hero} and the {Baby}'],
  opening: ['There was a {baby}, born just last week, and today {hero} was going to meet the baby for the very first time.', 'There was a {baby}, and today {hero} would meet the baby.'],
  worry: ['"What if the baby doesn\'t like me?" said {hero}. "Or cries when I say hello?"', '"What if the baby cries?" said {hero}.'],
  tries: [
    ['{hero} ran in to say hello, far too loud, and the baby woke up with a wail.', '{hero} said hello too loud, and the baby cried.'],
    ['{hero} showed the baby a big noisy toy, but the baby only wanted to sleep.', '{hero} showed the baby a noisy toy, but the baby was sleepy.'],
    ['{hero} wanted to hold the baby straight away, and the baby\'s mum said, "Soon. Let\'s wash hands first."', '{hero} wanted to hold the baby. "Wash hands first," said the baby\'s mum.'],
  ],
  turn: ['{hero} sat very still on the sofa with a cushion under {his} arm, held the baby gently, and sang a soft little song.', '{hero} sat still, held the baby gently, and sang a soft song.'],
  details: [
    ['The baby had tiny hands, and curled one round {hero}\'s finger and held on.', 'The baby held {hero}\'s finger tight.'],
    ['{hero} gave the baby a present {he} had chosen, a soft rabbit with long ears.', '{hero} gave the baby a soft rabbit.'],
    ['The baby\'s mum showed {hero} how to hold the baby\'s head, very gently, like holding a warm loaf.', 'The baby\'s mum showed {hero} how to hold the baby.'],
    ['{grownup} said, "You were so gentle. The baby will love having you in the family."', '{grownup} said, "You were so gentle."'],
  ],
  senses: ['The baby smelled of milk and warm towels.', 'The baby made little squeaks, like a mouse.'],
  win: '{hero} held the {baby}, gently, and the baby slept',
  end: ['On the way home to {his} own house, {hero} said, "Can we visit the baby again soon?"', 'On the way home, {hero} said, "Can we visit the baby again?"'],
};

export const BABY_IN_THE_FAMILY_SETBACK: Wording = 'Then everyone crowded round the baby, and nobody seemed to notice {hero} at all.';
export const BABY_IN_THE_FAMILY_CHOICE: Wording = '{hero} could play with the noisy toys or sit quietly by the baby, and {he} chose to sit by the baby.';
export const BABY_IN_THE_FAMILY_SUBPLOT = themeSubplot(
  '{hero} saw that a baby liked soft, quiet and gentle best.',
  '{pal} was worried that nobody would have time for {palhim} now there was a baby.',
  'the little rattle',
  '{pal} shook the little rattle, very gently, and the baby smiled, and so did {pal}.',
);
