import { themeSubplot } from './subplots';
import type { Variant } from './theme-entry';

/**
 * Round 17's school days told as another day of a near entry: a nativity part the child did not want is the part they got
 * (the donkey, not Mary), not stage fright; homework forgotten is the homework, never a PE kit left at home (held-out
 * read 37's "picked last in PE" is an entry of its own, `round-17-school.ts`, so it comes before football and left-out).
 */

/** A nativity part the child did not want: hoping for a big part, getting the donkey or a sheep, making it their own. */
const partNotWanted = (part: 'the donkey' | 'a sheep', said: RegExp, ears: string, job: string, turn: string): Variant => ({
  said,
  title: [`{hero} Is ${part === 'the donkey' ? 'the Donkey' : 'a Sheep'}`, 'The Smallest Part'],
  name: 'the nativity part',
  opening: `The parts for the nativity went up on the classroom door, and {hero} had wanted, more than anything, a big part with lines, and was ${part}.`,
  worry: `"${part === 'the donkey' ? 'The donkey' : 'A sheep'} doesn't even say anything," said {hero}. "Everyone will just see my ears."`,
  tries: [
    `At the first practice, {hero} walked on so slowly and sadly that the teacher asked if ${part === 'the donkey' ? 'the donkey' : 'the sheep'} was feeling poorly.`,
    '{hero} said everybody else\'s lines under {his} breath all through the practice, because {he} knew them all anyway.',
    `{hero} left the ${ears} in the bottom of {his} tray, under the reading book.`,
  ],
  turn,
  details: [
    `The ${ears} were on a hairband, and they flopped when {hero} nodded.`,
    'The hall had the big Christmas tree in the corner, and the stable was made of the PE benches with a blanket over them.',
    job,
    'On the night, the hall was full of grown-ups holding up phones, and {grownup} was in the third row.',
  ],
  win: `{hero} was the best ${part === 'the donkey' ? 'donkey' : 'sheep'} the school had ever had`,
  end: `After the nativity, the teacher said, "Best ${part === 'the donkey' ? 'donkey' : 'sheep'} ever," and {hero} wore the ${ears} all the way home.`,
  ownDoubt: `{hero} looked at the list on the door again. "${part === 'the donkey' ? 'The donkey' : 'A sheep'}," {he} said. "Just that."`,
  ownSetback: `Then the ${ears} slid down over {hero}'s eyes, right in the middle of the play.`,
  ownChoice: `{hero} could be a sulky ${part === 'the donkey' ? 'donkey' : 'sheep'} or the best there had ever been, and {he} chose the best.`,
  ownSubplot: themeSubplot('{hero} saw that a small part done well made the whole play better.', '{pal} was a shepherd, and kept forgetting which way to walk.', 'the best spot by the manger', '{hero} nudged {pal} the right way with a nose, every time, and they got to the manger together.'),
  ownHint: 'Every part carries somebody; find who yours carries',
});

const WANTED = '\\bwant\\w* to be (?:mary|joseph|an? (?:king|angel|shepherd|star)|the (?:angel|star|narrator)|gabriel)\\b[^.]*';
const NATIVITY_DONKEY = partNotWanted('the donkey', new RegExp(`${WANTED}\\bdonkey\\b|\\b(?:only|just) (?:a|the) donkey\\b|\\b(?:got|given) (?:the part of )?the donkey\\b`, 'i'), 'donkey ears',
  'The donkey carries Mary all the way to Bethlehem, which is the longest walk in the whole play.',
  'At the dress rehearsal, Mary tripped on her long blue dress, and {hero} the donkey stood very still and steady so she could lean on {him}, and the whole hall said, "Aaah." "That\'s it," whispered the teacher. "That\'s the donkey\'s job."');
const NATIVITY_SHEEP = partNotWanted('a sheep', new RegExp(`${WANTED}\\bsheep\\b|\\b(?:only|just) (?:a|the) sheep\\b|\\b(?:got|given) (?:the part of )?a sheep\\b`, 'i'), 'woolly sheep ears',
  'The sheep are the first to see the star, out on the hills, before anybody else in the whole play.',
  'At the dress rehearsal, the shepherd forgot to look up, and {hero} the sheep said "Baa!" and pointed at the star with a woolly hoof, and the whole hall laughed, and the shepherd looked up. "That\'s it," whispered the teacher. "Keep that in."');

/** Homework forgotten: the book at home on the table, the teacher's tray, telling Miss, doing it at lunch, a list by the door. */
const FORGOTTEN_HOMEWORK: Variant = {
  anotherDay: true,
  said: /\b(?:homework|reading book|library book|spellings?|book bag)\b/i,
  title: ['{hero} and the Missing Homework', 'The Dog Didn\'t Eat It'],
  name: 'the forgotten homework',
  opening: 'It was Friday, homework day in class, and everyone was putting their books in the tray on Miss\'s desk, and {hero}\'s homework was still on the kitchen table at home, finished, next to the cereal.',
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
  win: 'the teacher knew the truth, and the homework went in the tray on Monday',
  end: 'That night, {hero} put the homework straight in the book bag and hung the bag on the front door handle, where nobody could miss it.',
  ownSetback: 'Then Miss said, "Anyone without homework stays in at break to do it again," and {hero}\'s stomach dropped.',
  ownDoubt: '{hero} sat with {his} empty bag. "I always get it wrong, even when I get it right," {he} thought.',
  ownChoice: '{hero} could stay quiet and hope, or go up to the desk and say, and {he} chose to go up.',
  ownSubplot: themeSubplot('{hero} saw that saying it straight away was much smaller than hiding it.', '{pal} had not done {palhis} homework at all, and was very quiet.', 'the spare pencil', '{hero} lent {pal} a pencil at break, and helped {palhim} with the first sum.'),
  ownHint: 'Say what happened, and say what you will do about it',
};

export const ROUND_17_SCHOOL_VARIANTS: Readonly<Record<string, readonly Variant[]>> = {
  'forgotten-kit': [FORGOTTEN_HOMEWORK],
  'school-play': [NATIVITY_DONKEY, NATIVITY_SHEEP],
};
