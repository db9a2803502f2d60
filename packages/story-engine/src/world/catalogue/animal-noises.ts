import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * Animal noises ("animal sounds", "what does the cow say", "Old MacDonald"): a little one's game of who says what, on a
 * walk past the field, one animal at a time, and the quiet one that says its noise last.
 */
export const ANIMAL_NOISES: CatalogueTheme = {
  id: 'animal-noises', kind: 'activity', toAge: '3-5',
  words: /\banimal (?:noises?|sounds?)\b|\bwhat (?:does|do) (?:the|a) (?:cow|dog|cat|duck|sheep|pig|horse|owl)s? say\b|\bwhat (?:do |does )?(?:the |an? )?animals? says?\b|\bold mac ?donald\b|\bfarm(?:yard)? (?:noises|sounds)\b/i,
  means: /\b(?:moo|baa|oink|quack|woof|neigh)\b|\bnoise (?:the |an )?animal make\b/,
  name: 'the animal noises', setting: 'farm', visitorHome: 'a house in town', lesson: 'patience',
  title: ['{hero} and the Animal Noises', 'What Does the Cow Say?'],
  opening: ['{hero} and {grownup} went for a walk by the fields, to hear what every animal says.', '{hero} went for a walk to hear the animals.'],
  worry: ['"Moo!" said {hero}. "What does everyone else say?"', '"Moo!" said {hero}.'],
  tries: [
    ['{hero} said "Woof!" to the cow, and the cow just blinked. "The cow says moo," said {grownup}.', '{hero} said "Woof!" to the cow. The cow said, "Moo."'],
    ['{hero} said "Baa!" to the sheep, and the sheep said "Baa!" right back.', '{hero} said "Baa!" to the sheep, and it said "Baa!" back.'],
    ['{hero} said "Oink, oink!" at the pig, and the pig rolled in the mud.', '{hero} said "Oink!" The pig rolled in the mud.'],
  ],
  turn: ['{hero} stood very still by the pond, and waited, and waited, until the little duck said "Quack!"', '{hero} stood still and waited. "Quack!" said the duck.'],
  details: [
    ['The cow was big and brown, and it said "Moo!" very slowly.', 'The big cow said, "Moo!"'],
    ['The sheep were fluffy and white, and they all said "Baa!" together.', 'The fluffy sheep said, "Baa!"'],
    ['The pig was pink and muddy, and it said "Oink, oink!"', 'The muddy pig said, "Oink!"'],
    ['The horse put its nose over the gate and said "Neigh!"', 'The horse said, "Neigh!"'],
  ],
  senses: ['The grass was wet and soft under {hero}\'s boots.', 'Moo, baa, oink, quack, went the whole field.'],
  win: '{hero} knew what every animal on the walk said',
  end: ['At home, {hero} did every noise for {grownup}, one by one, and the very last one was a tiny "Quack!"', 'At home, {hero} did all the noises again.'],
};

export const ANIMAL_NOISES_SETBACK: Wording = 'Then the little duck by the pond would not say anything at all, and {hero} did not know its noise.';
export const ANIMAL_NOISES_CHOICE: Wording = '{hero} could say hello to the cow or the sheep first, and {he} chose the cow.';
export const ANIMAL_NOISES_SUBPLOT = themeSubplot(
  '{hero} saw that an animal says its noise when it is ready, if you wait.',
  '{pal} wanted to hear the horse, but the horse was far away.',
  'the gate',
  '{pal} stood at the gate with {hero}, and the horse came over and said "Neigh!"',
);
