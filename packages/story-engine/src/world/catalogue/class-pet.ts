import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * The class pet home for the weekend ("the class hamster comes home", "bringing the class pet home"): the teacher's list,
 * the diary every child writes in, a fright when the cage looks empty, and giving it back safe on Monday. {pet} is the
 * animal the parent names ("hamster"), else "pet".
 */
export const CLASS_PET: CatalogueTheme = {
  id: 'class-pet', kind: 'moment',
  words: /\b(?:class(?:room)?|school|nursery) (?:pets?|hamsters?|guinea pigs?|rabbits?|bunn(?:y|ies)|mice|mouse|gerbils?|tortoises?)\b/i,
  name: 'the big weekend', setting: 'home', lesson: 'helping',
  title: ['{hero} and the Class Pet', 'The Class Pet Comes to Stay'],
  opening: ['On Friday, the class {pet} came home with {hero} for the whole weekend, with its cage and a bag of food.', 'On Friday, the class {pet} came home with {hero} for the weekend.'],
  worry: ['"What if something goes wrong while it is with us?" said {hero}.', '"What if something goes wrong?" said {hero}.'],
  tries: [
    ['{hero} checked on the class {pet} every five minutes, but the {pet} only wanted to sleep.', '{hero} checked on the {pet} every five minutes.'],
    ['{hero} put in a big heap of food, and {grownup} said, "Only a little. Look at the list."', '{hero} put in a big heap of food. "Only a little," said {grownup}.'],
    ['{hero} wanted to hold it all the time, but the {pet} wriggled and went back into its bed.', '{hero} wanted to hold it, but the {pet} wriggled away.'],
  ],
  turn: ['{hero} read the teacher\'s list, filled the water, gave just the right food, and then let the class {pet} have some quiet.', '{hero} read the list, gave the right food, and let the {pet} rest.'],
  details: [
    ['The class {pet} came with a list from the teacher about food, water, a clean corner and lots of quiet.', 'The teacher\'s list said to give food, water and lots of quiet.'],
    ['There was a diary too, where every child who took the {pet} home wrote what they had done.', 'There was a diary for every child to write in.'],
    ['At night the class {pet} woke up and rustled about in its bedding.', 'At night the {pet} rustled in its bedding.'],
    ['{hero} drew the class {pet} in the diary, and wrote, "It liked the quiet best."', '{hero} drew the {pet} in the diary.'],
  ],
  senses: ['The bedding smelled of sawdust and sunflower seeds.', 'Scritch, scratch went little claws in the night.'],
  win: 'the class {pet} went back to school on Monday, safe and well',
  end: ['On Monday, {hero} carried the class {pet} back to school, and the teacher read {his} page of the diary out loud.', 'On Monday, the teacher read {hero}\'s page of the diary out loud.'],
};

export const CLASS_PET_SETBACK: Wording = 'Then, on Saturday morning, the cage looked empty, and {hero}\'s heart went thump, until a little nose poked out of the bedding.';
export const CLASS_PET_CHOICE: Wording = '{hero} could show the class {pet} to the neighbours or let it sleep, and {he} chose to let it sleep.';
export const CLASS_PET_SUBPLOT = themeSubplot(
  '{hero} saw that looking after something small meant doing what it needed, not what {he} wanted.',
  '{pal} was longing for a turn with the class {pet}.',
  'the first turn at feeding',
  '{pal} gave the class {pet} its food, very gently, and the {pet} came right up to take it.',
);
