import { themeSubplot } from '../subplots';
import type { EntryKit } from '../round-13-kit';
import { ALIVE, PET } from './pet-kinds';

/**
 * A pet's own fear ("the dog is scared of the hoover", "our cat is afraid of fireworks"): the hero does not push it to
 * be brave but makes it safe: a den to hide in, the noise far away and small at first, a treat and a calm voice. {petfear}
 * is what the theme says it fears (`world/pet-words.ts`).
 */
export const PET_SCARED: EntryKit = {
  entry: {
    id: 'pet-scared', kind: 'moment', aboutPet: true,
    words: new RegExp(String.raw`^${ALIVE}.*\b(?:the|our|my|his|her|their|new) (?:new |little |big |rescue |old )?${PET}\b[\w' ]{0,10}\b(?:is|are|gets|get|was|were|seems|goes|went) (?:really |so |very |a bit |quite |always |terribly )?(?:scared|frightened|afraid|terrified|nervous|petrified|spooked) (?:of|by)\b`, 'i'),
    name: 'the scared pet', setting: 'home', lesson: 'kindness',
    title: ['{hero} Helps the {Pet}', 'Brave Little {Pet}'],
    opening: ['{hispet} was scared of {petfear}. Whenever it came, the {pet} shook and hid and would not come out.', '{hispet} was scared of {petfear}.'],
    worry: ['"But there\'s nothing to be scared of," said {hero}. "Why won\'t {thepet} come out?"', '"Why won\'t {thepet} come out?" said {hero}.'],
    tries: [
      ['{hero} tried to pull the {pet} out from under the bed to show it there was nothing there, and it pressed itself further back.', '{hero} tried to pull it out, and it hid further back.'],
      ['{hero} told the {pet}, "Don\'t be silly!", but being told does not make a fear go away.', '{hero} said, "Don\'t be silly!", but it was still scared.'],
      ['{hero} shouted, "Look, it\'s fine!", and the loud voice only made the {pet} shake more.', '{hero} shouted, and the {pet} shook more.'],
    ],
    turn: ['{hero} made a cosy den with a blanket over a chair, sat beside it, and talked softly and calmly, and after a while a nose came out, then a paw.', '{hero} made a den, sat beside it, and talked softly.'],
    details: [
      ['Animals can hear much better than people, so a noise that is loud to {hero} is very, very loud to the {pet}.', 'The {pet} hears much better than people do.'],
      ['{hero} put the {pet}\'s favourite blanket in the den, so it smelled of home.', 'The den had the {pet}\'s own blanket.'],
      ['Each time {petfear} came back, {hero} stayed calm and gave a treat, so something good happened too.', '{hero} stayed calm and gave a treat.'],
      ['Little by little, day after day, the {pet} stayed in its den instead of running away.', 'Little by little, the {pet} was less scared.'],
    ],
    senses: ['Under the blanket it was dim and warm.', 'The {pet}\'s heart went pitter-pat under {hero}\'s hand.'],
    win: 'the {pet} stayed in its den, calm, and took a treat from {hero}\'s hand',
    end: ['That evening, the {pet} came out of its den all by itself and curled up next to {hero} on the sofa.', 'That evening, the {pet} curled up next to {hero}.'],
  },
  setback: 'Then it came again, suddenly, and the {pet} bolted back under the bed.',
  choice: '{hero} could drag the {pet} out again or sit beside the den and wait, and {he} chose to wait.',
  subplot: themeSubplot(
    '{hero} saw that you cannot tell a fear away; you help someone feel safe, and wait.',
    '{pal} thought the {pet} was being silly.',
    'the squeaky toy',
    '{pal} sat down quietly too and pushed the squeaky toy gently into the den, and the {pet} took it.',
  ),
  low: '"It\'s not fair," said {hero}. "I only want it to be happy."',
  hint: 'Make it safe, and stay calm',
  light: ['Shh!', 'Safe!', 'Brave!'],
  older: {
    want: '{hero} wanted the {pet} not to be scared any more, and could not explain to it that it was safe.',
    secret: '{he} had laughed at the {pet} for hiding, the first time',
    decides: '{hero} could make the {pet} face it, or make it feel safe. {he} made it feel safe.',
  },
};

/**
 * A tortoise's winter ("our tortoise hibernates"): it slows down and stops eating in autumn, is weighed and checked, and
 * sleeps in a box of shredded paper somewhere cool and dark (a cool fridge or shed), checked every week; it wakes in spring,
 * is given a warm bath and a drink, then its first dandelion.
 */
export const TORTOISE_WINTER: EntryKit = {
  entry: {
    id: 'tortoise-winter', kind: 'moment', aboutPet: true,
    words: /^(?!.*\b(?:died|dead)\b).*(?:\btortoises?\b[\w' ]{0,30}\b(?:hibernat\w*|sleep(?:s|ing)? (?:for|through|all) (?:the )?winter|winter sleep|(?:woke|wakes|waking|wake) up)\b|\bhibernat\w*\b[\w' ]{0,20}\btortoises?\b)/i,
    name: 'the long sleep', setting: 'home', lesson: 'patience',
    title: ['{hero} and the Sleepy Tortoise', 'See You in Spring, Tortoise'],
    opening: ['The days were getting colder, and {hispet} was slowing down: it was nearly time for its long winter sleep.', 'It was nearly time for the tortoise\'s winter sleep.'],
    worry: ['"But that\'s months and months," said {hero}. "Won\'t it miss me?"', '"Months?" said {hero}. "Won\'t it miss me?"'],
    tries: [
      ['{hero} put out a big pile of lettuce to wake the tortoise up a bit, but before its sleep, a tortoise must stop eating, so its tummy is empty.', '{hero} offered lettuce, but the tortoise must not eat now.'],
      ['{hero} wanted it to sleep by the warm radiator, but warm is wrong for a sleeping tortoise: it needs a steady cool.', '{hero} wanted it by the radiator, but it needed to be cool.'],
      ['{hero} kept opening the box to check, and the light made the tortoise stir.', '{hero} kept peeking, and the light woke it a little.'],
    ],
    turn: ['{hero} helped weigh the tortoise and write it down, tucked it into its box of shredded paper, and let it sleep in the cool and the dark, checking only once a week.', '{hero} weighed it, tucked it in, and let it sleep.'],
    details: [
      ['The vet checked the tortoise first, to be sure it was well enough to sleep all winter.', 'The vet checked it first.'],
      ['Its box was lined with shredded paper, and it went somewhere cool, not cold, and dark.', 'Its box was full of shredded paper.'],
      ['Every week, {hero} helped weigh it, and wrote the number on a chart.', 'Every week, {hero} wrote its weight on a chart.'],
      ['In spring, the tortoise woke slowly and had a warm, shallow bath, and a long, long drink.', 'In spring, it woke and had a warm bath.'],
    ],
    senses: ['The shredded paper rustled.', 'The first spring sun was warm on the tortoise\'s shell.'],
    win: 'the tortoise woke up in spring, slow and safe, and {hero} had looked after it all winter',
    end: ['And its very first meal was a bright yellow dandelion, picked by {hero}, eaten slowly, slowly, munch by munch.', 'Its first meal was a dandelion, from {hero}.'],
  },
  setback: 'Then, in the middle of winter, {hero} looked at the chart, and the number had gone down a little.',
  choice: '{hero} could wake the tortoise to say hello or let it sleep on, and {he} chose to let it sleep.',
  subplot: themeSubplot(
    '{hero} saw that caring for someone sometimes means leaving them to rest.',
    '{pal} did not believe a tortoise could sleep all winter.',
    'the weight chart',
    '{hero} showed {pal} the weight chart, week by week, and {pal} said, "It really is asleep!"',
  ),
  low: '"Is it all right?" asked {hero}, and held the box very carefully.',
  hint: 'Let it sleep in the cool and the dark',
  light: ['Shh!', 'Sleepy!', 'Munch!'],
  older: {
    want: '{hero} wanted to check on the tortoise every day, and knew that would do more harm than good.',
    secret: '{he} was afraid it might not wake up',
    decides: '{hero} could keep opening the box, or trust the chart and the cool dark. {he} trusted them.',
  },
};
