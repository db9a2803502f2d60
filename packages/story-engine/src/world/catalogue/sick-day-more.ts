import { themeSubplot } from './subplots';
import type { Variant } from './theme-entry';

/** Hand, foot and mouth: the parent's words, said with or without its "and"s. */
const HAND_FOOT_MOUTH = String.raw`\bhand,? foot,? (?:and|&|n) mouth\b`;
const CONJUNCTIVITIS = String.raw`\bconjunctivitis\b|\bsticky (?:pink )?eyes?\b|\bpink ?eye\b`;
/** A cold said by how it is ("a nasty cold", "a snotty nose"), which the sick day's own lines tell. */
const A_COLD = String.raw`\ba (?:nasty|bad|horrible|stinking|streaming|snotty|little|heavy) cold\b|\bsnotty nose\b|\b(?:the )?sniffles\b|\bblocked nose\b|\bbunged up\b`;

/** More everyday illnesses the sick day tells (round 17): its words take them, and its variants tell the two with their own details. */
export const MORE_SICK_DAY_WORDS = [HAND_FOOT_MOUTH, CONJUNCTIVITIS, A_COLD].join('|');

/**
 * Hand, foot and mouth (little spots on hands and feet, a sore mouth, ice lollies and cold drinks, soft food) and
 * conjunctivitis (sticky pink eyes, cotton wool and cooled boiled water, a towel of one's own, no rubbing): true details
 * a parent gives, and a child's own part in getting better.
 */
export const MORE_SICK_DAY_VARIANTS: Readonly<Record<string, readonly Variant[]>> = {
  'sick-day': [
    {
      said: new RegExp(HAND_FOOT_MOUTH, 'i'),
      opening: ['{hero} woke up with a sore mouth and little red spots on {his} hands and the soles of {his} feet. "Hand, foot and mouth," said {grownup}. "Lots of little ones get it."', '{hero} had spots on {his} hands and feet, and a sore mouth.'],
      worry: ['"My mouth hurts when I eat," said {hero}, and pushed {his} toast away.', '"My mouth hurts," said {hero}.'],
      tries: [
        ['{hero} took a big bite of toast, and the crusts scratched {his} sore mouth.', '{hero} bit the toast. Ouch!'],
        ['{hero} asked for orange juice, and it stung, so {grownup} swapped it for cold milk.', 'The orange juice stung.'],
        ['{hero} wanted to go to the park, but the spots were catching, so {hero} stayed home while {he} was poorly.', 'The spots were catching, so {hero} stayed home.'],
      ],
      turn: ['{hero} chose soft, cold things: a yoghurt, a bowl of mashed banana, and an ice lolly, slowly, and for the first time all day, {his} mouth felt better.', '{hero} had a cold ice lolly, slowly, and {his} mouth felt better.'],
      details: [
        ['The spots on {hero}\'s hands were small and red, and did not itch much at all.', 'The spots were small and red.'],
        ['Everyone washed their hands with lots of soap, and {hero} had a towel of {his} very own.', 'Everyone washed their hands, lots.'],
        ['{grownup} kept a cup of cold water with a straw close by, for little sips all day.', 'A cup of cold water with a straw was close by.'],
        ['In a few days, the spots faded, and {hero} could eat toast again.', 'In a few days, the spots faded.'],
      ],
      win: '{hero}\'s mouth felt better, one cold spoonful at a time',
      end: ['A week later, {hero} ate a whole slice of toast, crusts and all, and said, "My mouth is back!"', '"My mouth is back!" said {hero}.'],
      ownSetback: 'Then more spots came up, on {hero}\'s knees too, and {his} mouth was sorer than before.',
      ownSubplot: themeSubplot('{hero} saw that cold and soft was kind to a sore mouth.', '{pal} wanted to share {hero}\'s cup, but it had to be {hero}\'s own until the spots went.', 'the stripy straw', '{pal} got a stripy straw and a cup of {palhis} own, and they clinked cups.'),
    },
    {
      said: new RegExp(CONJUNCTIVITIS, 'i'),
      opening: ['{hero} woke up and could hardly open {his} eyes: they were pink and sticky, stuck shut with crusts. "Conjunctivitis," said {grownup}. "Sticky eyes."', '{hero}\'s eyes were pink and sticky.'],
      worry: ['"My eyes are all stuck and itchy," said {hero}. "I want to rub them!"', '"My eyes are itchy," said {hero}.'],
      tries: [
        ['{hero} rubbed {his} eyes with {his} fists, and they went pinker and itchier.', '{hero} rubbed {his} eyes, and they went pinker.'],
        ['{hero} tried to wipe them with {his} sleeve, and {grownup} said, "Not your sleeve, sweetheart."', '{hero} wiped them on {his} sleeve. "Not your sleeve!"'],
        ['{hero} grabbed the big bath towel, and {grownup} said, "Your own towel, so nobody else catches it."', '"Your own towel," said {grownup}.'],
      ],
      turn: ['{hero} sat very still while {grownup} wiped each eye with cooled boiled water, a new piece of cotton wool for each eye, from the nose outwards, and then {hero} washed {his} hands all by {him}self.', '{hero} sat still for the cotton wool, then washed {his} hands all by {him}self.'],
      details: [
        ['In the morning, the crusts came off with warm cotton wool, gently, gently.', 'The crusts came off with warm cotton wool.'],
        ['{hero} had a towel and a flannel of {his} very own, in {his} favourite colour.', '{hero} had a towel of {his} own.'],
        ['The cotton wool went straight in the bin, and everyone washed their hands.', 'The cotton wool went in the bin.'],
        ['After a few days, {hero}\'s eyes were white and clear again, and not sticky at all.', 'After a few days, {hero}\'s eyes were clear.'],
      ],
      win: '{hero}\'s eyes were clear again, and {hero} had hardly rubbed them at all',
      end: ['When {hero}\'s eyes were clear, {he} looked in the mirror and blinked and blinked. "Hello, eyes!"', '"Hello, eyes!" said {hero}.'],
      ownSetback: 'Then the other eye went sticky too, just when the first one was getting better.',
      ownSubplot: themeSubplot('{hero} saw that not rubbing was the hardest part, and the most helpful.', '{pal} wanted to borrow {hero}\'s flannel, but it had to be {hero}\'s own for now.', 'the spare flannel', '{pal} got the spare flannel, with a duck on it, and they both had their own.'),
    },
  ],
};
