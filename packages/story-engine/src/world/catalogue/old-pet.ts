import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/** Words that say the pet has died or gone: then it is the goodbye (`pet-goodbye`) or the search (`lost-pet`), not this. */
const GONE = String.raw`(?!.*\b(?:died|dies|dying|die|death|passed away|pass away|put to sleep|goodbye|good-bye|funeral|loss|losing|lose|lost|missing|ran away|run away|runs away)\b)`;
const PETS = String.raw`(?:dog|cat|pet|rabbit|bunny|hamster|guinea pig|tortoise)`;

/**
 * A pet growing old and still here ("our dog is getting old", "our elderly cat"): slower walks, a warm blanket, soft food,
 * and learning to love it gently. Care, not death: a pet that has died is `pet-goodbye`.
 */
export const OLD_PET: CatalogueTheme = {
  id: 'old-pet', kind: 'moment',
  words: new RegExp(String.raw`^${GONE}.*(?:\b(?:old|older|elderly|senior|ageing|aging) ${PETS}s?\b|\b${PETS}s?\b[\w' ]{0,14}\b(?:(?:is|are) (?:getting |growing |very |so |quite |really )?(?:old|older|elderly)|getting (?:old|older|on)|growing old|slowing down)\b)`, 'i'),
  means: new RegExp(String.raw`^${GONE}.*\b${PETS}\b.{0,20}\b(?:is|be|get|grow) (?:very |so |quite |really )?old\b`),
  name: 'the gentle days', setting: 'home', lesson: 'kindness', aboutPet: true,
  title: ['{hero} and the Old Friend', 'Gently, Gently'],
  opening: ['{hispet} was getting old, with a grey face and slow, stiff legs, and slept much more than before.', '{hispet} was old now, and slept most of the day.'],
  worry: ['"Why doesn\'t our {pet} want to play any more?" asked {hero}.', '"Why won\'t the {pet} play?" asked {hero}.'],
  tries: [
    ['{hero} rolled the old {pet}\'s favourite toy, like always, and the {pet} watched it go and put its head down again.', '{hero} rolled the toy, and the old {pet} just watched it go.'],
    ['{hero} wanted to play chase round the garden, but the old {pet} lay in the sun and only blinked, slowly.', '{hero} wanted to play chase, but the old {pet} only blinked.'],
    ['{hero} scooped the old {pet} up for a big cuddle, and it wriggled, because its bones were stiff and sore.', '{hero} picked it up for a cuddle, and it wriggled.'],
  ],
  turn: ['{hero} sat down beside {thepet}, very quietly, and stroked the soft grey fur slowly, and the old {pet} leaned in and closed its eyes.', '{hero} sat down quietly and stroked {thepet}, slowly.'],
  details: [
    ['The vet said the {pet} was not ill, only old, and old bodies needed more rest and more gentleness.', 'The vet said the {pet} was not ill, only old.'],
    ['{hero} put a soft blanket in the warm spot by the radiator, where the old {pet} liked to sleep.', '{hero} put a soft blanket in the warm spot.'],
    ['The old {pet} had special soft food now, and {hero} helped to mix it.', 'The old {pet} had soft food now.'],
    ['When {hero} came home, the old {pet} still lifted its head to say hello.', 'The old {pet} still lifted its head to say hello.'],
  ],
  senses: ['The old {pet}\'s fur was warm and a little bit grey.', 'The radiator ticked, and the old {pet} breathed slow and deep.'],
  win: '{hero} had found a new way to be with the old {pet}, slow and gentle',
  end: ['That evening, the old {pet} fell asleep with its head on {hero}\'s lap, and {hero} did not move for a very long time.', 'That evening, the old {pet} fell asleep on {hero}\'s lap.'],
};

export const OLD_PET_SETBACK: Wording = 'Then {hero} forgot, and ran in shouting, and the old {pet} jumped and hid under the table, and {hero} felt awful.';
export const OLD_PET_CHOICE: Wording = '{hero} could go out to play or sit with the old {pet} by the radiator, and {he} chose to sit, just for a while.';
export const OLD_PET_SUBPLOT = themeSubplot(
  '{hero} saw that the old {pet} still loved {him}; it only needed the love to be quieter now.',
  '{pal} wanted to play rough with the old {pet}, the way {palhe} did with young ones.',
  'the softest brush',
  '{pal} brushed the old {pet} very gently with the softest brush, and the {pet} settled down with a happy sigh.',
);
