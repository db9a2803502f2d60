import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * Saying goodbye to the dummy ("giving up the dummy", "the dummy fairy", "no more dummies"): the dummies in a bag for
 * the dummy fairy, or for a new baby who needs them, the present left in their place, and the first night without.
 */
export const DUMMY_GOODBYE: CatalogueTheme = {
  id: 'dummy-goodbye', kind: 'moment', toAge: '3-5',
  words: /\bdumm(?:y|ies)\b|\bpacifiers?\b|\bsoothers?\b|\bbink(?:y|ies)\b|\bpaci\b|\b(?:giv(?:e|es|ing)|gave) up (?:the |his |her |their |my |our )?(?:bedtime |milk )?bottles?\b|\b(?:goodbye|bye-bye|bye bye) (?:to )?(?:the |his |her |their |my )?(?:bedtime |milk )?bottles?\b|\bno more (?:bedtime |milk )?bottles?\b|\b(?:from|off) (?:the |a |his |her |their |my )?bottles? (?:to|onto) (?:a )?(?:big )?cups?\b/i,
  name: 'the dummy goodbye', setting: 'home', lesson: 'bravery',
  title: ['{hero} Says Bye-Bye, Dummy', '{hero} and the Dummy Fairy'],
  opening: ['{hero} had a dummy for bedtime, and tonight was the night to say goodbye to it.', '{hero} had a dummy for bed. Tonight it was time to say bye-bye.'],
  worry: ['"But how will I go to sleep without it?" asked {hero}, and held it tight.', '"How will I sleep?" said {hero}.'],
  tries: [
    ['{hero} put the dummies in a little bag for the dummy fairy, then took one back out again.', '{hero} put the dummies in a bag, then took one out.'],
    ['{hero} hid one dummy under the pillow, just in case.', '{hero} hid a dummy under the pillow.'],
    ['{hero} tried to go to sleep with teddy instead, but teddy did not feel the same.', '{hero} hugged teddy, but it was not the same.'],
  ],
  turn: ['{hero} put the very last dummy in the bag, tied the ribbon, and left it by the door for the dummy fairy.', '{hero} put the last dummy in the bag and said, "Bye-bye, dummy."'],
  details: [
    ['The dummy fairy takes dummies to new babies who need them, {grownup} said.', 'The dummy fairy takes them to new babies.'],
    ['The bag had a ribbon, and {hero} drew a star on the label.', 'The bag had a red ribbon.'],
    ['That night {grownup} sang two songs instead of one, and stroked {hero}\'s hair.', '{grownup} sang two songs, not one.'],
    ['In the morning the bag was gone, and a little present sat in its place.', 'In the morning, there was a present.'],
  ],
  senses: ['The ribbon on the bag was soft and red.', 'The night light made a warm yellow moon on the wall.'],
  win: '{hero} slept all night without a dummy',
  end: ['The next night, {hero} hugged the new present, sucked nothing at all, and fell asleep.', 'The next night, {hero} hugged the present and slept.'],
};

export const DUMMY_GOODBYE_SETBACK: Wording = 'Then, at bedtime, {hero} looked at the bag by the door and wanted every single dummy back at once.';
export const DUMMY_GOODBYE_CHOICE: Wording = '{hero} could keep one dummy back or give the fairy all of them, and {he} chose to give them all.';
export const DUMMY_GOODBYE_SUBPLOT = themeSubplot(
  '{hero} saw that a hug and a song could help {him} sleep, just as the dummy had.',
  '{pal} still had a dummy too, and did not want to give it up.',
  'the spare paper star',
  '{pal} stuck the spare paper star on {palhis} own dummy, ready for the dummy fairy, and felt very big.',
);
