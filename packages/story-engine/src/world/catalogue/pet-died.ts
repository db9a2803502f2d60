import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/** Pets a family keeps, the small ones too: "our goldfish died" is as much a loss as the dog. */
const PETS = String.raw`(?:dog|cat|pet|rabbit|bunny|hamster|guinea pig|gerbil|mouse|rat|goldfish|fish|tortoise|budgie|parrot|puppy|kitten|pony|chicken|hen|stick insect|snail)s?`;
const DIED = String.raw`(?:died|has died|is dead|was dead|passed away|has passed away|was put to sleep|had to be put to sleep)`;

/**
 * A pet that has already died ("our goldfish died", "the hamster passed away"): the empty tank or hutch, burying it in
 * the garden, a drawing and a story about it, and sadness that is allowed to stay. No new pet on the last page to fix
 * it. An old pet's last days, still alive, are `pet-goodbye`; an old pet still here is `old-pet`.
 */
export const PET_DIED: CatalogueTheme = {
  id: 'pet-died', kind: 'moment',
  words: new RegExp(String.raw`\b${PETS}\b[\w' ]{0,16}\b${DIED}\b|\b(?:our|my|his|her|their|the) dead ${PETS}\b|\bburying (?:the |our |my |his |her )?${PETS}\b|\b${PETS}(?:'s)? funeral\b|\bdeath of (?:a |an |our |my |his |her |the )?${PETS}\b`, 'i'),
  means: new RegExp(String.raw`\b${PETS}\b.{0,16}\b(?:die|be dead|pass away|be put to sleep)\b|\bbury (?:the |our |my |his |her )?${PETS}\b`),
  name: 'the sad day', setting: 'home', lesson: 'gratitude', tender: true, aboutPet: true,
  title: ['Goodbye, Little {Pet}', '{hero} Remembers the {Pet}'],
  opening: ['When {hero} came down in the morning, {thepet} was not moving, and {grownup} said, very gently, that {petit} had died in the night.', '{hispet} had died in the night.'],
  worry: ['"Will {petit} wake up again?" asked {hero}. {grownup} said no: when an animal dies, its body stops working, and nothing hurts any more.', '"Will {petit} wake up?" asked {hero}. "No," said {grownup} gently.'],
  tries: [
    ['{hero} went to say good morning to {thepet}, the way {he} always did, and then remembered.', '{hero} went to say good morning, and then remembered.'],
    ['{hero} tried to play as if nothing had happened, but the empty place where {thepet} lived kept pulling {his} eyes back.', '{hero} tried to play, but kept looking at the empty place.'],
    ['{hero} asked if they could just get another {pet} tomorrow, and {grownup} said, "Not to fix it. It\'s all right to be sad for {thepet} first."', '{hero} asked for another {pet}. "Be sad for {thepet} first," said {grownup}.'],
  ],
  turn: ['{hero} got out {his} crayons and drew {thepet} on {his} best day together, and told {grownup} the whole story, from the very beginning.', '{hero} drew {thepet} and told the whole story.'],
  details: [
    ['The place where {thepet} lived was empty now, and very quiet.', 'The {pet}\'s home was empty now.'],
    ['They wrapped {thepet} in a soft cloth and laid {petit} in a little box.', 'They laid {thepet} in a little box.'],
    ['In the garden, {grownup} dug a small hole under the bush, and {hero} put a stone on top, with a name painted on it.', 'They buried {thepet} under the bush, with a stone on top.'],
    ['{hero} stuck the drawing on the fridge, and everyone who came in looked at it and remembered {thepet} too.', 'The drawing went on the fridge.'],
  ],
  senses: ['The {pet}\'s food sat on the shelf, with nobody to eat it.', 'The house was so quiet that {hero} could hear the clock.'],
  win: '{hero} had said goodbye to {thepet} in {his} own way, and it was all right to still be sad',
  end: ['At bedtime, {hero} said goodnight to the drawing on the fridge, and felt sad, and a little bit better, both at once.', 'At bedtime, {hero} said goodnight to the drawing.'],
};

export const PET_DIED_SETBACK: Wording = 'Then {hero} found one of the {pet}\'s old things behind the sofa, and all the sad came back at once.';
export const PET_DIED_CHOICE: Wording = '{hero} could put the {pet}\'s things away or keep one to remember it by, and {he} chose to keep one.';
export const PET_DIED_SUBPLOT = themeSubplot(
  '{hero} saw that feeling sad was a way of remembering how much {he} had loved the {pet}.',
  '{pal} had loved the {pet} too, and did not know what to say.',
  'the pot of flowers',
  '{pal} brought a pot of flowers for the stone in the garden, and they put it there together.',
);
