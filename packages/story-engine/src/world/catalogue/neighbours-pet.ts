import { themeSubplot } from './subplots';
import { KIN_PET_VARIANT, withKinPet } from './kin-place-variants';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * Meeting someone else's new pet ("the new puppy next door", "the neighbour's kitten"): it lives next door, so the hero
 * asks the neighbour first, lets it sniff a hand, and is gentle; it goes home with its own family at the end.
 */
export const NEIGHBOURS_PET: CatalogueTheme = {
  id: 'neighbours-pet', kind: 'moment',
  // A fear of it is the fear's story ("scared of the dog next door").
  words: withKinPet(/^(?!.*\b(?:scared|afraid|frightened|fear|terrified|bit|bite)\b).*(?:\b(?:puppy|dog|kitten|cat|bunny|rabbit|pet)s? next door\b|\bneighbou?r(?:'s|s'?)? (?:new )?(?:puppy|dog|kitten|cat|bunny|rabbit|pet)s?\b|\bnext door'?s (?:new )?(?:puppy|dog|kitten|cat|pet)\b)/i),
  means: /\bneighbou?r (?:have|get|got) (?:a )?(?:new )?(?:puppy|dog|kitten|cat|pet)\b/,
  name: "the neighbours' pet", setting: 'home', lesson: 'kindness',
  title: ['{hero} and the {Pet} Next Door', 'The New {Pet} Next Door'],
  opening: ['The neighbours next door had a brand new {pet}, and today {hero} was going round to meet it.', 'The neighbours had a new {pet}. {hero} was going to meet it.'],
  worry: ['"Can I hold it straight away?" asked {hero}, hopping from foot to foot.', '"Can I hold it?" asked {hero}.'],
  tries: [
    ['{hero} ran up to the {pet} with {his} arms out, and the {pet} hid behind the neighbour\'s legs.', '{hero} ran at the {pet}, and it hid.'],
    ['{hero} called the {pet} in a big loud voice, and it flattened its ears.', '{hero} called the {pet} loudly, but it did not come.'],
    ['{hero} squeaked a toy right at the {pet}, but it was so loud that the {pet} ran off.', '{hero} squeaked a toy, but the {pet} ran off.'],
  ],
  turn: ['{hero} asked the neighbour, "May I stroke it?", then sat down low, held out a hand, and let the {pet} come and sniff it.', '{hero} asked first, sat down, and held out a hand.'],
  details: [
    ['The {pet} was only little, and everything next door was new to it too.', 'The {pet} was little and new.'],
    ['The neighbour showed {hero} where the {pet} liked to be stroked.', 'The neighbour showed {hero} how to stroke it.'],
    ['The {pet} had its own bed by the neighbour\'s back door.', 'The {pet} had a bed by the door.'],
    ['The {pet} sniffed {hero}\'s fingers, and its tail began to wag.', 'The {pet} sniffed {hero}\'s hand.'],
  ],
  senses: ['The {pet}\'s fur was as soft as a blanket.', 'Sniff, sniff, went a little wet nose.'],
  win: 'the {pet} next door came to {hero} all by itself',
  // A grandma's or an uncle's own pet is met at their house, with them.
  variants: [KIN_PET_VARIANT],
  end: ['When it was time to go, {hero} waved goodbye to the {pet}, and the neighbour said, "Come and see us again soon."', '{hero} waved bye to the {pet}. "Come again soon," said the neighbour.'],
};

export const NEIGHBOURS_PET_SETBACK: Wording = 'Then a door banged, and the {pet} ran under the neighbour\'s sofa and would not come out.';
export const NEIGHBOURS_PET_CHOICE: Wording = '{hero} could chase the {pet} round the garden or sit still and wait, and {he} chose to sit still.';
export const NEIGHBOURS_PET_SUBPLOT = themeSubplot(
  '{hero} saw that someone else\'s pet is theirs to say yes for, and a gentle hand is the best hello.',
  '{pal} wanted to stroke the {pet} too, but was shy of the neighbour.',
  'the little treat',
  '{pal} held out the little treat on a flat hand, and the {pet} took it, very gently.',
);
