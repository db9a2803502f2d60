import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';

/**
 * Round 17's little ones' everyday routines a census of new 0-5 phrasings found told as a general day (or nothing): hair
 * brushed, nails cut, shoes on the right feet, the hoover, and feeding oneself with a spoon (a first open cup as its
 * variant, in `round-17-little-variants.ts`). Every line is true of a child of two: the child does, wants and wriggles; the
 * grown-up holds the scissors, the brush and the shoe; nobody reads, counts or goes anywhere alone.
 */

/** Hair brushed: the tangle at the back, the "ow", holding the hair at the top, the detangling spray, the bunches. */
const HAIR_BRUSHING: EntryKit = {
  entry: {
    id: 'hair-brushing', kind: 'moment',
    words: /\bhair ?brush(?:es|ed|ing)?\b|\bbrush(?:ing|ed)? (?:my |his |her |their |our |the baby's )?hair\b|\bhair (?:brushed|combed|done)\b|\bcomb(?:ing|ed)? (?:my |his |her |their )?hair\b|\b(?:tangles?|tangly|knots?|knotty)\b[^.]{0,30}\bhair\b|\bbrush(?:es|ing|ed)? (?:out )?(?:the )?(?:tangles?|knots?)\b|\bhair (?:in )?(?:bunches|plaits|braids|a ponytail|pigtails)\b|\bhair ?(?:tangles|knots)\b/i,
    name: 'the hair brushing', setting: 'home', lesson: 'patience',
    title: ['{hero} and the Hairbrush', 'Brush, Brush, Brush!'],
    opening: ['In the morning, {hero}\'s hair stuck up at the front and had a big tangle at the back, and {grownup} got out the hairbrush.', 'Sticky-up hair! Out came the hairbrush.'],
    worry: ['"No brush!" said {hero}, and put both hands on {his} head. "It pulls!"', '"No brush! It pulls!" said {hero}.'],
    tries: [
      ['{hero} ran away round the kitchen table, and {grownup} came after {him} with the brush, round and round.', 'Round the table! Run, run.'],
      ['{hero} hid {his} head under a cushion, but {his} sticky-up hair poked out from under it.', 'Under a cushion! But the hair poked out.'],
      ['{grownup} brushed the tangle at the back, and it pulled, and {hero} said, "Ow!"', 'The tangle pulled. "Ow!"'],
    ],
    turn: ['{grownup} held the hair still at the top, so the pulling stopped, and brushed the ends first, little strokes, and {hero} held teddy and brushed teddy\'s fur at the same time.', 'Hold the top. Little brushes at the ends. {hero} brushed teddy too!'],
    details: [
      ['The hairbrush had soft bristles and a handle with a duck on it.', 'A brush with a duck on it.'],
      ['{grownup} sprayed a little spray on the tangle, psst, psst, and it smelled of strawberries.', 'Psst, psst! Strawberry spray.'],
      ['In the mirror, {hero} watched the brush go down, down, down, and the hair go smooth.', 'Down, down, down. Smooth!'],
      ['At the end, {grownup} asked, "One bunch, two bunches or none?" and {hero} chose.', 'One bunch or two?'],
    ],
    senses: ['The brush went swish, swish, soft on {hero}\'s head.', 'The spray was cold and tickly on {hero}\'s neck.'],
    win: '{hero}\'s hair was smooth and shiny, with no tangle at all',
    end: ['At bedtime, {hero} brushed teddy\'s fur, little strokes at the ends, and said, "No tangles, teddy."', '"No tangles, teddy," said {hero}. Night night.'],
  },
  setback: 'Then {hero} rolled on the rug, and the tangle at the back came back, bigger.',
  choice: '{hero} could have the duck brush or the big comb, and {he} chose the duck brush.',
  subplot: themeSubplot(
    '{hero} saw that little strokes at the ends do not pull.',
    '{pal} had a tangle too, and would not let anybody near it.',
    'a sparkly clip',
    '{hero} gave {pal} a sparkly clip for after, and showed {palhim} the little strokes on teddy, and then {pal} let {grownup} do {palhis} tangle too.',
  ),
  low: '{hero} sat on the floor with {his} hands on {his} head. "No more brush," {he} said.',
  hint: 'Hold the top, little brushes at the ends',
  light: ['Swish!', 'Ow!', 'Smooth!'],
  older: {
    want: '{hero} wanted a French plait like the one in the picture, and wanted to learn to do it alone.',
    secret: '{he} still could not reach the tangles at the back without help',
    decides: '{hero} could rush it with a comb, or do three strands slowly in the mirror. {he} went slowly.',
  },
};

/** Nails cut: the little scissors, the wriggle, one finger at a time like a song, the toes, the bits in a tissue. */
const NAIL_CUTTING: EntryKit = {
  entry: {
    id: 'nail-cutting', kind: 'moment',
    words: /^(?!.*\bpaint\w*\b).*(?:\b(?:finger ?|toe ?)?nails? (?:cut|clipped|trimmed|clippers|scissors)\b|\b(?:cut\w*|clip\w*|trim\w*) (?:my |his |her |their |our |the baby's |baby's )?(?:finger ?|toe ?)?nails\b)/i,
    name: 'the nail cutting', setting: 'home', lesson: 'bravery',
    title: ['{hero}\'s Little Nails', 'Snip, Snip, {hero}!'],
    opening: ['{hero}\'s nails had grown long and scratchy, and {grownup} got out the little nail scissors with the round ends.', 'Scratchy nails! Out came the little scissors.'],
    worry: ['"No snip!" said {hero}, and hid {his} hands behind {his} back. "It will hurt!"', '"No snip!" said {hero}, hands behind {his} back.'],
    tries: [
      ['{hero} curled {his} fingers into a tight fist, so no nail could be found.', 'A tight fist. No nails!'],
      ['{hero} wriggled and kicked, and {grownup} put the scissors down and waited.', 'Wriggle, kick! Scissors down.'],
      ['{hero} held out one finger, then pulled it back just as the scissors came.', 'One finger out. Then back again!'],
    ],
    turn: ['{grownup} sang "This little piggy" and snipped one nail on each word, and {hero} counted along with the song, not the snips, and it did not hurt at all.', 'One snip on each word of the little piggy song. Snip, snip, snip!'],
    details: [
      ['The little scissors had round ends, so they could not poke.', 'Round ends. No poking.'],
      ['Each nail went snip, and a tiny moon of nail fell on the tissue.', 'Snip! A tiny moon.'],
      ['Then it was the toes\' turn, and the toes were ticklish, and {hero} giggled.', 'Now the toes! Tickly!'],
      ['{grownup} folded up the tissue with all the little moons inside and put it in the bin.', 'All the little moons in the bin.'],
    ],
    senses: ['The scissors went snip, snip, tiny and quiet.', 'The little scissors were shiny and cold.'],
    win: 'all ten fingers and all ten toes were done, and none of them hurt',
    end: ['At bedtime, {hero} stroked {his} cheek with {his} smooth fingers and said, "No scratchy."', 'Smooth fingers. No scratchy! Night night.'],
  },
  setback: 'Then {hero} scratched {his} cheek with the last long nail, the one on {his} little finger, and it left a red line.',
  choice: '{hero} could sit on {grownup}\'s knee or in the big chair, and {he} chose the knee.',
  subplot: themeSubplot(
    '{hero} saw that a song makes the snips go quick.',
    '{pal} did not want {palhis} nails cut either, and hid under the table.',
    'the tissue to hold',
    '{hero} gave {pal} the tissue to hold for the tiny moons, and {pal} was so busy catching them that {palhe} forgot to cry.',
  ),
  low: '{hero} sat with {his} fists tight shut. "No more snip," {he} said.',
  hint: 'One snip on each word of the song',
  light: ['Snip!', 'Tickle!', 'Smooth!'],
  older: {
    want: '{hero} wanted to cut {his} own nails with the clippers, like the grown-ups.',
    secret: '{he} had once cut one too short, and it had stung for a whole day',
    decides: '{hero} could do it fast, or one nail at a time, just the white bit. {he} did one at a time.',
  },
};

/** Shoes on: "Me do it!", the wrong feet, the velcro that sticks to the sock, the sticker halves that make one picture. */
const SHOES_ON: EntryKit = {
  entry: {
    id: 'shoes-on', kind: 'moment',
    words: /\b(?:shoes|wellies|wellingtons|boots|trainers) on the (?:right|wrong) feet\b|\bwrong feet\b|\bput(?:s|ting)? (?:on )?(?:my |his |her |their |our )?(?:own )?(?:shoes|wellies|trainers|boots) on\b|\bput(?:s|ting)? on (?:my |his |her |their )?own (?:shoes|wellies|trainers|boots)\b|\b(?:learn\w* (?:to|how to) )put on (?:my |his |her |their )?(?:shoes|wellies|trainers|boots)\b|\bput(?:s|ting)? on (?:my |his |her |their )?(?:shoes|wellies|trainers|boots) (?:all )?by (?:my|him|her|them)sel(?:f|ves)\b|\b(?:doing|do|does|did) up\b[^.]{0,25}?\b(?:shoes|trainers|straps|velcro)\b|\bvelcro\b/i,
    name: 'the shoes', setting: 'home', lesson: 'perseverance',
    title: ['{hero} Puts {his} Shoes On', 'Left Foot, Right Foot!'],
    opening: ['It was time to go out, and {hero} sat on the bottom step with {his} shoes. "Me do it!" said {hero}.', 'Time to go out! "Me do it!" said {hero}.'],
    worry: ['"They won\'t go on!" said {hero}, and threw one shoe down the hall.', '"Won\'t go!" said {hero}.'],
    tries: [
      ['{hero} pushed {his} foot in, but it was the wrong shoe, and {his} toes pointed out to the side like a duck\'s.', 'Wrong shoe! Duck feet!'],
      ['{hero} pulled the strap across, and the velcro stuck to {his} sock instead of the shoe.', 'Rip! Stuck to the sock.'],
      ['{hero} put the shoe on with the tongue folded down inside, and it pinched.', 'Ow, it pinched!'],
    ],
    turn: ['{grownup} showed {hero} the two halves of a sticker inside the shoes: put them side by side, and they made one whole smiley face. {hero} made the face, and pushed, and stamped, and the shoes were on the right feet.', 'Two halves make a smiley face. Push, stamp! Right feet!'],
    details: [
      ['{hero}\'s shoes were red, with a strap that went rrrip when it opened.', 'Red shoes. Rrrip!'],
      ['{grownup} held the back of the shoe open, and {hero} pushed {his} heel down, hard.', 'Hold the back. Push the heel.'],
      ['{hero} stamped one foot, stamp, and the other foot, stamp, to see if they were on.', 'Stamp! Stamp!'],
      ['At the door, {hero} pointed at {his} feet so everybody could see.', 'Look! Shoes on!'],
    ],
    senses: ['The velcro went rrrip, and then scrrrunch when it stuck.', 'The shoes were cold inside, and then warm.'],
    win: '{hero} had put {his} shoes on, on the right feet, and done up the straps',
    end: ['At bedtime, {hero} put {his} red shoes side by side at the door, smiley face and all, ready for the morning.', 'Shoes side by side, ready. Night night.'],
  },
  setback: 'Then {hero} stood up and ran, and one shoe came straight off, because the strap was not done up.',
  choice: '{hero} could wear the red shoes or the wellies, and {he} chose the red shoes.',
  subplot: themeSubplot(
    '{hero} saw that the two halves make the right feet.',
    '{pal} had {palhis} shoes on the wrong feet too, and was walking like a duck.',
    'a marching song',
    '{hero} sang a marching song, and {pal} swapped {palhis} shoes round to march, and they went up and down the hall together.',
  ),
  low: '{hero} sat on the step with one shoe on and one shoe off. "Can\'t do it," {he} said.',
  hint: 'Two halves make the smiley face',
  light: ['Rrrip!', 'Stamp!', 'Duck feet!'],
  older: {
    want: '{hero} wanted to tie {his} own laces, bunny ears and all, before the school trip.',
    secret: '{he} still wore velcro at home so nobody would see the wobbly bows',
    decides: '{hero} could ask for help again, or try the loops one more time. {he} tried again.',
  },
};

/** The hoover: the big roar, hiding behind the sofa, the switch with a grown-up's hand, the crumbs going whoosh. */
const HOOVER: EntryKit = {
  entry: {
    id: 'the-hoover', kind: 'moment',
    words: /^(?!.*\b(?:scared|afraid|frightened|fear|terrified|hates?)\b).*(?:\bhoover(?:s|ed|ing)?\b|\bvacuum(?:s|ed|ing)?(?: cleaner)?\b|\bhoovering\b)/i,
    name: 'the hoover', setting: 'home', lesson: 'helping',
    title: ['{hero} and the Hoover', 'Whoosh Goes the Hoover!'],
    opening: ['There were crumbs all over the floor after breakfast, and {grownup} got the big hoover out of the cupboard under the stairs.', 'Crumbs on the floor! Out came the hoover.'],
    worry: ['The hoover went ROAR, and {hero} put {his} hands over {his} ears. "Too loud!"', 'ROAR! "Too loud!" said {hero}.'],
    tries: [
      ['{hero} hid behind the sofa and peeped out at the roaring hoover.', '{hero} hid behind the sofa. Peep!'],
      ['{hero} wanted to push the hoover, but it was too big and heavy, and it would not move.', 'Push, push. Too heavy!'],
      ['{hero} pulled the long wire, and the plug came out, and the hoover stopped with a sigh.', 'Pull the wire! The hoover stopped.'],
    ],
    turn: ['{grownup} put {his} hand under {hero}\'s, and together they pressed the big button, click, and the hoover was their hoover now, and {hero} pushed it with {grownup}, whoosh, over the crumbs.', 'Hands together. Click! Push, push. Whoosh!'],
    details: [
      ['The hoover had a long bendy nose, and a wire that went all the way to the wall.', 'A long bendy nose.'],
      ['Every crumb went whoosh, up the nose and gone.', 'Whoosh! Crumbs gone.'],
      ['{hero} found a lost raisin under the chair, and the hoover ate that too.', 'A raisin! Whoosh!'],
      ['When it was switched off, the room was quiet and the carpet had stripes on it.', 'Quiet. Stripes on the carpet.'],
    ],
    senses: ['The hoover hummed through the floor and tickled {hero}\'s feet.', 'The clean carpet was soft under {hero}\'s feet.'],
    win: '{hero} had pushed the hoover with {grownup}, and every crumb was gone',
    end: ['At bedtime, {hero} pushed {his} toy car over the carpet and said, "Whoosh, crumbs gone."', '"Whoosh," said {hero}. Night night, hoover.'],
  },
  setback: 'Then the hoover sucked up the corner of {hero}\'s favourite sock, and it stuck, and the hoover made a funny choking noise.',
  choice: '{hero} could push the hoover or hold the long wire, and {he} chose to push.',
  subplot: themeSubplot(
    '{hero} saw that the hoover is only loud, and loud is not cross.',
    '{pal} was frightened of the roar, and hid under the table.',
    'a cuddle',
    '{hero} sat under the table with {pal} for a cuddle, and then they both came out to watch the crumbs go whoosh.',
  ),
  low: '{hero} sat behind the sofa with {his} hands on {his} ears. "No hoover," {he} said.',
  hint: 'Hands together on the button, and push',
  light: ['ROAR!', 'Whoosh!', 'Click!'],
  older: {
    want: '{hero} wanted to hoover the whole downstairs alone, to earn the pocket money for the new comic.',
    secret: '{he} had once hoovered up a Lego piece and hidden it',
    decides: '{hero} could rush round the middles, or move the chairs and do the corners. {he} did the corners.',
  },
};

/** A spoon of one's own: upside down, yoghurt on the nose, both hands, the grown-up's hand on the first scoop. */
const OWN_SPOON: EntryKit = {
  entry: {
    // An activity, so a cup drunk from is never read as a cup played for (`readTheme`'s contest gives way to one).
    id: 'own-spoon', kind: 'activity',
    words: /\b(?:feed|feeds|feeding|fed) (?:him|her|them|my|our)sel(?:f|ves)\b|\b(?:use|using|hold\w*|learn\w* to use) (?:a |the |his |her |my |their )?(?:own )?(?:spoon|fork)\b|\b(?:own|first|little|big) spoon\b|\bwith a spoon\b|\b(?:open|big (?:boy|girl)|grown-?up|first|proper|sippy|beaker) cups?\b|\bdrink(?:s|ing)? (?:out of|from) (?:a |an |the )?(?:open |big |real |grown-?up )?cup\b/i,
    name: 'the spoon', setting: 'home', lesson: 'perseverance',
    title: ['{hero} and the Spoon', 'Me Do It, Spoon!'],
    opening: ['At teatime, {hero} sat up at the table with a bowl of yoghurt, and grabbed the spoon from {grownup}. "Me do it!"', 'Teatime. {hero} grabbed the spoon. "Me do it!"'],
    worry: ['The yoghurt would not stay on the spoon, and {hero} banged it on the table. "Bad spoon!"', '"Bad spoon!" said {hero}. Bang, bang!'],
    tries: [
      ['{hero} held the spoon upside down, and all the yoghurt fell off before it got to {his} mouth.', 'Upside down! Plop.'],
      ['{hero} missed {his} mouth, and the yoghurt went on {his} nose.', 'Oops! Yoghurt nose!'],
      ['{hero} gave up on the spoon and put {his} whole hand in the bowl.', 'Whole hand in! Squish.'],
    ],
    turn: ['{grownup} put {his} hand round {hero}\'s hand on the spoon, just once: scoop, lift, in. Then {hero} did it on {his} own, scoop, lift, in, slowly, and the yoghurt went in {his} mouth.', 'Scoop, lift, in! In {his} mouth!'],
    details: [
      ['{hero}\'s spoon was short and fat, with a green handle for little hands.', 'A short, fat, green spoon.'],
      ['The bowl had a sucker on the bottom, so it could not slide off the table.', 'The bowl stuck on. Thwup!'],
      ['There was yoghurt on {hero}\'s chin, and {his} bib, and a little bit on the dog.', 'Yoghurt on the chin. On the bib!'],
      ['{hero} scraped the very last bit out of the bowl, scrape, scrape, all by {him}self.', 'Scrape, scrape. All gone!'],
    ],
    senses: ['The yoghurt was cold and sweet and tasted of strawberries.', 'The spoon clinked on the bowl, clink, clink.'],
    win: '{hero} had eaten the whole bowl with {his} own spoon',
    end: ['At bedtime, {hero} fed teddy with a pretend spoon, scoop, lift, in, and said, "All gone."', 'Scoop, lift, in, teddy. Night night.'],
  },
  setback: 'Then {hero} waved the spoon in the air, and a big blob of yoghurt flew off and landed on {grownup}\'s head.',
  choice: '{hero} could have the green spoon or the red one, and {he} chose the green one.',
  subplot: themeSubplot(
    '{hero} saw that slow scoops get to the mouth.',
    '{pal} wanted to be fed, and would not hold a spoon at all.',
    'a taste from the bowl',
    '{hero} gave {pal} a taste from the bowl, and then {pal} wanted a spoon of {palhis} own.',
  ),
  low: '{hero} pushed the bowl away, yoghurt all over. "No spoon," {he} said.',
  hint: 'Scoop, lift, in, slowly',
  light: ['Plop!', 'Oops!', 'All gone!'],
  older: {
    want: '{hero} wanted to eat noodles with chopsticks at the restaurant, like the grown-ups.',
    secret: '{he} had practised with pencils under the table and dropped every one',
    decides: '{hero} could ask for a fork, or hold the sticks low and go slowly. {he} went slowly.',
  },
};

export const ROUND_17_LITTLE_KITS: readonly EntryKit[] = [HAIR_BRUSHING, NAIL_CUTTING, SHOES_ON, HOOVER, OWN_SPOON];
