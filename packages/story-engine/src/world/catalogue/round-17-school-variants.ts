import { themeSubplot } from './subplots';
import type { Variant } from './theme-entry';

/**
 * Round 17's school days told as another day of a near entry: a nativity part the child did not want is the part they got
 * (the donkey, not Mary), not stage fright; homework forgotten is the homework, never a PE kit left at home (held-out
 * read 37's "picked last in PE" is an entry of its own, `round-17-school.ts`, so it comes before football and left-out).
 */

/** A nativity part the child did not want: hoping for Mary or a king, getting the donkey or a sheep, making it their own. */
const NATIVITY_PART: Variant = {
  said: /\bwant\w* to be (?:mary|joseph|a king|the angel|gabriel|a shepherd|the star)\b|\b(?:only|just) (?:a|the) (?:sheep|donkey|tree|star|innkeeper|narrator|cow|camel|townsperson)\b|\b(?:got|given|get|gets) (?:the part of )?(?:a|the) (?:sheep|donkey|tree|innkeeper|cow|camel)\b/i,
  title: ['{hero} the Donkey', 'The Best Donkey in Bethlehem'],
  name: 'the nativity part',
  opening: 'The parts for the nativity went up on the classroom door, and {hero} had wanted, more than anything, to be Mary, and was the donkey.',
  worry: '"The donkey doesn\'t even say anything," said {hero}. "Everyone will just see my ears."',
  tries: [
    'At the first practice, {hero} walked on so slowly and sadly that the teacher asked if the donkey was feeling poorly.',
    '{hero} said Mary\'s lines under {his} breath all through the practice, because {he} knew them all anyway.',
    '{hero} left the donkey ears in the bottom of {his} tray, under the reading book.',
  ],
  turn: 'At the dress rehearsal, Mary tripped on her long blue dress, and {hero} the donkey stood very still and steady so she could lean on {him}, and the whole hall said, "Aaah." "That\'s it," whispered the teacher. "That\'s the donkey\'s job."',
  details: [
    'The donkey ears were grey felt on a hairband, with pink felt inside, and they flopped when {hero} nodded.',
    'The hall had the big Christmas tree in the corner, and the stable was made of the PE benches with a blanket over them.',
    'The donkey carries Mary all the way to Bethlehem, which is the longest walk in the whole play.',
    'On the night, the hall was full of grown-ups holding up phones, and {grownup} was in the third row.',
  ],
  win: '{hero} was the steadiest donkey the school had ever had',
  end: 'After the nativity, the teacher said, "Best donkey ever," and {hero} wore the ears all the way home.',
  ownDoubt: '{hero} looked at the list on the door again. "Donkey," {he} said. "Just the donkey."',
  ownSetback: 'Then the donkey ears slid down over {hero}\'s eyes, right in the middle of the walk to Bethlehem.',
  ownChoice: '{hero} could be a sulky donkey or the best donkey there had ever been, and {he} chose the best.',
  ownSubplot: themeSubplot('{hero} saw that a small part done well made the whole play better.', '{pal} was a sheep, and had to sit still for twenty minutes.', 'the straw', '{hero} gave {pal} a bit of straw to hold, so the sheep had something to do, and {pal} grinned.'),
  ownHint: 'Every part carries somebody; find who yours carries',
};

/** Homework forgotten: the book at home on the table, the teacher's tray, telling Miss, doing it at lunch, a list by the door. */
const FORGOTTEN_HOMEWORK: Variant = {
  anotherDay: true,
  said: /\b(?:homework|reading book|library book|spellings?|book bag)\b/i,
  title: ['{hero} and the Missing Homework', 'The Dog Didn\'t Eat It'],
  name: 'the forgotten homework',
  opening: 'It was Friday, homework day, and everyone was putting their books in the tray on Miss\'s desk, and {hero}\'s homework was still on the kitchen table at home, finished, next to the cereal.',
  worry: '"She\'ll think I didn\'t do it," thought {hero}. "I did do it. It\'s just not here."',
  tries: [
    '{hero} looked through {his} bag three times, as if the homework might have crept in by itself.',
    '{hero} thought about saying the dog had eaten it, but {hero} did not have a dog, and Miss knew that.',
    '{hero} kept {his} head down while the tray filled up, hoping Miss would not count.',
  ],
  turn: '{hero} went up to the desk and said, "I did it, but I left it on the kitchen table. Can I bring it on Monday?" Miss looked at {him} for a moment. "Thank you for telling me," she said. "Monday, first thing."',
  details: [
    'The homework tray was blue and plastic, and every book in it had a name on the front.',
    'The homework was a page of sums and a picture of a Roman soldier, coloured in carefully.',
    'Miss had a list on a clipboard with a tick for every book that came in.',
    'On the back of the front door at home, there was a hook where the book bag was supposed to live.',
  ],
  win: 'Miss knew the truth, and the homework went in the tray on Monday',
  end: 'That night, {hero} put the homework straight in the book bag and hung the bag on the front door handle, where nobody could miss it.',
  ownSetback: 'Then Miss said, "Anyone without homework stays in at break to do it again," and {hero}\'s stomach dropped.',
  ownDoubt: '{hero} sat with {his} empty bag. "I always get it wrong, even when I get it right," {he} thought.',
  ownChoice: '{hero} could stay quiet and hope, or go up to the desk and say, and {he} went up.',
  ownSubplot: themeSubplot('{hero} saw that saying it straight away was much smaller than hiding it.', '{pal} had not done {palhis} homework at all, and was very quiet.', 'the spare pencil', '{hero} lent {pal} a pencil at break, and helped {palhim} with the first sum.'),
  ownHint: 'Say what happened, and say what you will do about it',
};

export const ROUND_17_SCHOOL_VARIANTS: Readonly<Record<string, readonly Variant[]>> = {
  'forgotten-kit': [FORGOTTEN_HOMEWORK],
  'school-play': [NATIVITY_PART],
};
