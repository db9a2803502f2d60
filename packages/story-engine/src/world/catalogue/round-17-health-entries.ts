import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';
import type { Variant } from './theme-entry';

/**
 * Round 17's conditions that held-out reads declined (read 36: "being told I have dyslexia", "my little brother has
 * diabetes"): told with the true details a parent would give, no medical advice beyond a parent's, and the child's own
 * part in the day.
 */

/** The child's own dyslexia: letters that swap, a coloured overlay and a reading ruler, clever in other ways, own time. */
const DYSLEXIA: EntryKit = {
  entry: {
    id: 'dyslexia', kind: 'moment',
    words: /\bdyslexi[ac]\b|\bdyslexic\b|\bletters? (?:keep )?(?:jump|jumping|jumps|swap|swapping|swaps|wriggle|wriggling|dance|dancing|move about|moving about) (?:about |around )?on the page\b/i,
    name: 'the dyslexia', setting: 'home', lesson: 'being-yourself',
    title: ['{hero} Reads in {his} Own Time', 'One Line at a Time'],
    opening: ['Reading was hard for {hero}: the letters seemed to swap and wriggle on the page. A special teacher did some puzzles and tests with {him}, and said it was dyslexia.', 'Reading was hard for {hero}. The letters seemed to wriggle. It was dyslexia.'],
    worry: ['"Does it mean I\'m stupid?" asked {hero}, very quietly.', '"Am I stupid?" asked {hero}.'],
    tries: [
      ['{hero} read as fast as {he} could, to get it over with, and the words came out in a muddle.', '{hero} read fast, and the words came out in a muddle.'],
      ['At reading time, {hero} hid the book under the desk and pretended to look for a pencil.', '{hero} hid the book under the desk.'],
      ['{hero} learned the page off by heart, so nobody would know, but then the teacher turned to a different page.', '{hero} learned the page by heart, but it was a different page.'],
    ],
    turn: ['{hero} laid the yellow see-through overlay on the page, ran {his} reading ruler under one line at a time, and read the whole page out loud, slowly, right to the end.', '{hero} put the yellow overlay on the page, and read it, one line at a time.'],
    details: [
      ['{grownup} said, "Dyslexia just means your brain learns to read in its own way. It has nothing to do with how clever you are."', '"Your brain reads in its own way," said {grownup}. "You are clever."'],
      ['The reading ruler had a coloured window, so only one line showed at a time.', 'The reading ruler showed one line at a time.'],
      ['Every day they took turns: {grownup} read a page, and {hero} read a line.', '{grownup} read a page, and {hero} read a line.'],
      ['{hero} was brilliant at other things: building, drawing, and ideas nobody else had thought of.', '{hero} was brilliant at building and drawing.'],
    ],
    senses: ['The overlay was yellow, and made the white page soft and calm.', 'An audiobook read along while {hero}\'s finger followed the words.'],
    win: '{hero} read a whole page out loud, in {his} own time',
    end: ['"My brain just does it differently," {hero} told a friend, and opened the next chapter.', '"My brain does it differently," said {hero}.'],
  },
  setback: 'Then the teacher asked {hero} to read out loud in front of the class, and the words jumbled, and somebody giggled.',
  choice: '{hero} could say {he} had a sore throat, or ask to read {his} part tomorrow, after practising, and {he} chose to ask.',
  subplot: themeSubplot(
    '{hero} saw that taking {his} own time was not the same as being slow.',
    '{pal} found spelling hard too, and had never told anyone.',
    'the spelling trick',
    '{hero} showed {pal} the spelling trick, tapping each sound on a finger, and {pal} got the hard word at last.',
  ),
  low: '{hero} shut the book hard. "I\'ll never be a good reader," {he} said.',
  hint: 'One line at a time, with your ruler; nobody is timing you',
  light: ['One line!', 'Slowly!', 'Read it!'],
  older: {
    want: '{hero} wanted to read in class without anyone noticing how long it took.',
    secret: '{he} had been learning the reading book off by heart, so nobody would find out',
    decides: '{hero} could keep hiding it, or tell {his} friends about the dyslexia. {he} told them.',
  },
};

/** A brother's or sister's type 1 diabetes: the kit bag, finger pricks and insulin, cake still allowed, and the signs of a hypo. */
const SIBLING_DIABETES: EntryKit = {
  entry: {
    id: 'sibling-diabetes', kind: 'moment', aboutSibling: true,
    words: /^(?=.*\b(?:brothers?|sisters?|siblings?|twins?)\b)(?=.*(?:\bdiabet\w*|\btype (?:1|one)\b|\binsulin\b|\bblood sugar\b))/i,
    name: 'the sugar checks', setting: 'home', lesson: 'kindness',
    title: ['{hero} and {his} {Sib}\'s Kit Bag', 'Team {sibname}'],
    opening: ['{hero}\'s {sib}, {sibname}, has type 1 diabetes, which means {sibname}\'s body cannot sort out sugar on its own, so there are finger-prick checks and insulin every day.', '{hero}\'s {sib}, {sibname}, has diabetes. There are sugar checks every day.'],
    worry: ['"Does the finger prick hurt? Will {sibname} be all right?" asked {hero}.', '"Will {sibname} be all right?" asked {hero}.'],
    tries: [
      ['{hero} hid {his} sweets so {sibname} would not see them, and then felt bad eating them in secret.', '{hero} hid {his} sweets, and felt bad.'],
      ['At a party, {hero} kept telling everyone, "{sibname} can\'t have cake!", and {sibname} went red.', '"{sibname} can\'t have cake!" said {hero}. {sibname} went red.'],
      ['{hero} asked to do the finger prick, and {grownup} said, "That\'s {sibname}\'s job and mine. You can hold the kit."', '{hero} wanted to do the finger prick. "You can hold the kit," said {grownup}.'],
    ],
    turn: ['When {sibname} went pale and shaky, {hero} knew the signs: {he} fetched the glucose tablets from the kit bag and called {grownup} straight away, and soon {sibname} was all right.', '{sibname} went pale and shaky. {hero} fetched the glucose tablets and called {grownup}.'],
    details: [
      ['{sibname}\'s kit bag went everywhere: the meter, the finger pricker, the insulin pen and the glucose tablets.', 'The kit bag went everywhere.'],
      ['A little sensor on {sibname}\'s arm sent numbers to {grownup}\'s phone, and it beeped if the sugar went too low.', 'A sensor on {sibname}\'s arm beeped if the sugar went low.'],
      ['{grownup} said {sibname} could still have cake at a party; it just needed counting, and the right amount of insulin.', '{sibname} could have cake too, with the right insulin.'],
      ['{sibname} was brave about the needles, and sometimes {hero} held {sibname}\'s other hand.', '{hero} held {sibname}\'s hand at needle time.'],
    ],
    senses: ['The meter beeped, and a number came up on the little screen.', 'The glucose tablets tasted of orange, and fizzed.'],
    win: '{hero} knew the signs, and knew just what to do',
    end: ['That night, {sibname} said, "You\'re the best at spotting a wobbly," and {hero} felt ten feet tall.', '"You spotted it," said {sibname}. {hero} felt ten feet tall.'],
  },
  setback: 'Then, at the park, {sibname} went quiet and pale and wobbly, and {grownup} was on the other side of the playground.',
  choice: '{hero} could keep on playing, or stay by {sibname} and wave for {grownup}, and {he} chose to stay and wave.',
  subplot: themeSubplot(
    '{hero} saw that looking after someone can be small and quiet.',
    '{pal} asked if diabetes was catching, and looked a bit worried.',
    'the leaflet from the hospital',
    '{hero} showed {pal} the leaflet from the hospital: nobody can catch diabetes, not ever, and {pal} stopped worrying.',
  ),
  low: '{hero} sat on the stairs. "Nobody ever worries about me," {he} said, very quietly.',
  hint: 'Pale and shaky means sugar first, and then tell a grown-up',
  light: ['Beep!', 'Sugar first!', 'Team!'],
  older: {
    want: '{hero} wanted to help without it being the only thing anyone talked about.',
    secret: '{he} sometimes felt jealous of all the fuss over {sibname}, and felt terrible for it',
    decides: '{hero} could keep it to {him}self, or tell {grownup} about the jealous feeling. {he} told, and got a long hug.',
  },
};

/** The child's own ADHD: a fast brain, fizzy legs, a fidget toy under the table, a movement job, a timer. */
const OWN_ADHD: Variant = {
  said: /\badhd\b|\bhyperactiv\w*/i,
  title: ['{hero}\'s Fast Brain', '{hero} and the Fizzy Legs'],
  opening: ['{hero} has ADHD, which means {his} brain goes very fast, full of ideas, and sitting still is the hardest thing in the world.', '{hero} has ADHD. {his} brain goes very fast.'],
  worry: ['"I try to sit still, but my legs won\'t let me," said {hero}.', '"My legs won\'t sit still," said {hero}.'],
  tries: [
    ['At carpet time, {hero} wriggled and wriggled, and bumped into everyone.', '{hero} wriggled and bumped everyone.'],
    ['{hero} sat on {his} hands to keep them still, and then could not think about anything else.', '{hero} sat on {his} hands, and could not think.'],
    ['{hero} shouted out the answer before anyone had finished the question, and went red.', '{hero} shouted out the answer too soon.'],
  ],
  turn: ['{hero} clicked {his} fidget toy under the table, and when {his} legs got fizzy, {he} asked for a quick job, took the register to the office, and came back ready to listen.', '{hero} used {his} fidget toy, took the register to the office, and came back ready.'],
  details: [
    ['{grownup} said, "Your brain is fast and full of ideas. It just needs a bit of help with waiting."', '"Your brain is fast and full of ideas," said {grownup}.'],
    ['A sand timer on the table showed how long until the next break: not long.', 'A sand timer showed when the break was.'],
    ['Sitting on a wobble cushion let {hero} move a little without getting up.', 'A wobble cushion let {hero} move a little.'],
    ['{hero} had the best ideas in the class, and more of them than anyone.', '{hero} had the best ideas in the class.'],
  ],
  win: '{hero} knew what helped {him} listen, and asked for it',
  end: ['Next time {his} legs got fizzy, {hero} reached for the fidget toy all by {him}self.', '{hero} reached for the fidget toy by {him}self.'],
};

/** The child's own autism: everything noticed at once, ear defenders, a picture timetable, a break card, the quiet corner. */
const OWN_AUTISM: EntryKit = {
  entry: {
    id: 'own-autism', kind: 'moment',
    // The child's own: a brother's, a friend's or a parent's is theirs (`sibling-autism.ts`).
    words: /^(?!.*\b(?:brothers?|sisters?|siblings?|twins?|friends?|cousins?|classmates?|mum|mummy|dad|daddy|grandad|grandma)\b)(?=.*(?:\bautis(?:m|tic)\b|\bon the (?:autism |autistic )?spectrum\b|\badhd\b|\bhyperactiv\w*|\bsensory overload\b))/i,
    name: 'the noise', setting: 'home', lesson: 'being-yourself',
    title: ['{hero} and the Quiet Corner', '{hero}\'s Ear Defenders'],
    opening: ['{hero} is autistic, which means {his} brain notices everything, all at once: every sound, every light, every scratchy label.', '{hero} is autistic. {his} brain notices everything, all at once.'],
    worry: ['"It\'s too loud," said {hero}, with {his} hands over {his} ears. "Everything is too loud."', '"Too loud!" said {hero}, hands over {his} ears.'],
    tries: [
      ['{hero} tried to stay in the noisy hall anyway, and the noise got bigger and bigger inside {his} head.', '{hero} stayed in the noise, and it got bigger.'],
      ['{hero} hid under the table with {his} eyes shut, and {grownup} sat down on the floor nearby and waited.', '{hero} hid under the table. {grownup} waited nearby.'],
      ['{hero} tried to hold {his} hands still like everyone else, and it made everything feel worse.', '{hero} held {his} hands still, and felt worse.'],
    ],
    turn: ['{hero} put on {his} ear defenders, showed {grownup} the little card that said BREAK, and went to the quiet corner until {his} body felt calm again.', '{hero} put on {his} ear defenders, showed the BREAK card, and went somewhere quiet.'],
    details: [
      ['{hero}\'s ear defenders were big and blue, and made the world soft and far away.', 'The ear defenders made the world soft.'],
      ['A picture timetable on the fridge showed what was coming next, so nothing was a surprise.', 'A picture timetable showed what came next.'],
      ['Flapping {his} hands was how {hero}\'s body let the big feelings out, and that was fine.', 'Flapping let the big feelings out.'],
      ['{grownup} said, "Your brain works in its own way, and it is a good way."', '"Your brain works in its own way," said {grownup}.'],
    ],
    senses: ['The labels in {hero}\'s clothes were all cut out, so nothing scratched.', 'In the quiet corner, the only sound was the clock.'],
    win: '{hero} knew what helped, and asked for it',
    end: ['Next time it got loud, {hero} reached for the ear defenders all by {him}self.', '{hero} reached for the ear defenders by {him}self.'],
    variants: [OWN_ADHD],
  },
  setback: 'Then a balloon popped, loud and sudden, right next to {hero}, and {he} could not move at all.',
  choice: '{hero} could stay in the noise, or ask for a break, and {he} chose to ask for a break.',
  subplot: themeSubplot(
    '{hero} saw that asking for what helps is a brave thing to do.',
    '{pal} did not understand why {hero} needed quiet, and thought {hero} was cross.',
    'the spare squishy toy',
    '{hero} gave {pal} the spare squishy toy, and they sat together, squishing, not needing to talk.',
  ),
  low: '{hero} curled up small. "Why is everything so loud for me?" {he} said.',
  hint: 'You can always ask for a break; show me the card',
  light: ['Shh.', 'Quiet now.', 'Calm.'],
  older: {
    want: '{hero} wanted to get through the day without anyone making a fuss.',
    secret: '{he} had been holding the big feelings in all day at school, until {he} got home and they all came out at once',
    decides: '{hero} could keep holding it in, or tell {his} teacher what helped. {he} told.',
  },
};

export const ROUND_17_HEALTH_KITS: readonly EntryKit[] = [DYSLEXIA, SIBLING_DIABETES, OWN_AUTISM];
