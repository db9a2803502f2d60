import { themeSubplot } from './subplots';
import type { Variant } from './theme-entry';

/**
 * The sick day as the illness the parent names, where its true details differ from a cold: chickenpox (spots, itching,
 * calamine lotion, an oat bath, not scratching), a tummy bug (the bowl, sips of water, plain toast) and an ear infection
 * (a sore ear, medicine from the doctor, a warm cuddle). A cold, a fever or "poorly" keeps the entry's own lines.
 */
export const SICK_DAY_ILLNESSES: readonly Variant[] = [
  {
    said: /\bchicken ?pox\b/i,
    opening: ['{hero} woke up with little red spots on {his} tummy, and by lunchtime they were everywhere. "Chickenpox," said {grownup}.', '{hero} had red spots everywhere. It was chickenpox.'],
    worry: ['"They itch!" said {hero}. "They itch so much, and I want to scratch them all!"', '"They itch!" said {hero}.'],
    tries: [
      ['{hero} scratched one spot, just one, and it itched even more.', '{hero} scratched one spot, and it itched more.'],
      ['{hero} rubbed {his} back on the door frame, like a bear, until {grownup} said, "No scratching, even like a bear."', '{hero} rubbed {his} back on the door like a bear.'],
      ['{hero} asked to go to the park, but chickenpox is catching, so {hero} had to stay home until the spots dried up.', '{hero} could not go out. Chickenpox is catching.'],
    ],
    turn: ['{hero} put on {his} soft cotton gloves, so scratching could not hurt, and patted the itchy spots instead, very gently.', '{hero} put on soft gloves, and patted the spots instead.'],
    details: [
      ['{grownup} dabbed pink calamine lotion on every spot with a cotton wool ball, and it felt cool.', 'Cool pink lotion went on every spot.'],
      ['{hero} sat in a warm bath with oats in a sock, and the itching went quiet for a while.', '{hero} had an oat bath, and the itching went quiet.'],
      ['They played dot-to-dot with the spots on {hero}\'s arm, and {hero} giggled.', 'They counted the spots on {hero}\'s arm.'],
      ['After a week, the spots dried up into little crusts, and then they were gone.', 'After a week, the spots were gone.'],
    ],
    win: 'the spots had dried up, and {hero} had hardly scratched at all',
    end: ['A week later, {hero} was back at school, and showed everyone the one tiny mark left on {his} elbow.', 'A week later, {hero} was back at school.'],
    ownSetback: 'In the night, {hero} woke up itching all over, and scratched before {he} could stop.',
    ownSubplot: themeSubplot('{hero} saw that patting was kinder to the spots than scratching.', '{pal} wanted to visit, but had not had chickenpox yet, so had to stay away.', 'the drawing of a spotty dinosaur', '{pal} posted a drawing of a spotty dinosaur through the door, and {hero} stuck it on the wall.'),
  },
  {
    said: /\b(?:tummy|stomach) (?:bug|ache)\b|\bsickness bug\b|\bvomiting\b|\bbeing sick in the night\b|\bthrowing up\b/i,
    opening: ['{hero} woke up in the night with a sore tummy, and was sick, and {grownup} said, "It\'s a tummy bug. A sofa day for you."', '{hero} had a tummy bug.'],
    worry: ['"My tummy feels all wobbly," said {hero}, in a very small voice.', '"My tummy hurts," said {hero}.'],
    tries: [
      ['{hero} asked for a big bowl of cereal, and {grownup} said, "Just little sips of water first."', '{hero} wanted cereal. "Little sips first," said {grownup}.'],
      ['{hero} gulped a whole cup of water at once, and {his} tummy did not like that at all.', '{hero} gulped the water, and {his} tummy did not like it.'],
      ['{hero} tried to play, but {his} tummy rumbled and grumbled, and {he} lay back down.', '{hero} tried to play, but lay back down.'],
    ],
    turn: ['{hero} lay still under a blanket with the bowl close by, and took one tiny sip, then waited, then took another.', '{hero} lay still and took tiny sips.'],
    details: [
      ['There was a bowl by the sofa, just in case, and a towel on the cushion.', 'A bowl was by the sofa, just in case.'],
      ['Everyone in the house washed their hands, again and again, so the bug would not spread.', 'Everyone washed their hands again and again.'],
      ['By the afternoon, {hero} could eat a little plain toast, with no butter.', '{hero} ate a little plain toast.'],
      ['The next day, {hero}\'s tummy was quiet, and {he} was hungry for real.', 'The next day, {hero} was hungry again.'],
    ],
    win: '{hero}\'s tummy had settled, one sip at a time',
    end: ['Two days later, {hero} ate a whole bowl of pasta, and said, "My tummy is back!"', '"My tummy is back!" said {hero}.'],
    ownSetback: 'Then {hero}\'s tummy lurched again, and {grownup} held the bowl, and rubbed {his} back.',
    ownSubplot: themeSubplot('{hero} saw that going slowly let {his} tummy catch up.', '{pal} wanted to come and play, but had to wait two days so as not to catch the bug.', 'the get-well card', '{pal} made a get-well card and held it up at the window.'),
  },
  {
    said: /\bear ?(?:infection|ache)s?\b|\bsore ears?\b/i,
    opening: ['{hero} woke up with a sore, hot ear, and cried, and {grownup} said, "Let\'s take you to the doctor."', '{hero} had a sore ear.'],
    worry: ['"My ear hurts," said {hero}, holding it. "It goes thump, thump."', '"My ear hurts," said {hero}.'],
    tries: [
      ['{hero} pressed {his} hand over {his} ear, but it still went thump.', '{hero} held {his} ear, but it still hurt.'],
      ['{hero} lay on the sore side, and that made it worse.', '{hero} lay on the sore side. Worse!'],
      ['{hero} tried to listen to a story, but everything sounded muffled and far away.', 'Everything sounded muffled.'],
    ],
    turn: ['{hero} took the medicine from the little spoon, all of it, and lay with the sore ear up on a warm cuddle.', '{hero} took the medicine and lay with the sore ear up.'],
    details: [
      ['The doctor looked in {hero}\'s ear with a little torch, and said, "That ear is very red. It\'s an ear infection."', 'The doctor looked in {hero}\'s ear with a little torch.'],
      ['The medicine was pink and tasted of strawberries, a bit.', 'The medicine was pink.'],
      ['{grownup} put a soft warm cloth by {hero}\'s ear, and sang very quietly.', '{grownup} sang very quietly.'],
      ['By the next day, the thump had gone, and {hero} could hear the birds again.', 'The next day, {hero} could hear the birds again.'],
    ],
    win: 'the sore ear had gone quiet, and {hero} could hear properly again',
    end: ['Two days later, {hero} ran about shouting, and for once nobody minded the noise.', 'Two days later, {hero} was shouting again!'],
    ownSetback: 'Then, at bedtime, the ear started thumping again, and {hero} cried.',
  },
];
