import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';
import type { Variant } from './theme-entry';

/**
 * Round 17's school days that a census of 46 new phrasings found declined into a stock plot or told as another day: the
 * first school dinner (and a packed lunch swapped), being picked last when captains pick teams in PE (read 37 had a
 * club's team list), the class bear home for the weekend, reading to the class, the fire drill, the lost property box, being sent to the office, wet
 * play, and star of the week in assembly. Each is the child's own day at school: what they want, what goes wrong, a small
 * choice, how it comes right.
 */

/** A packed lunch swapped with a friend at school: the lunchbox, the swap that looked better, what was lost, a fair swap. */
const LUNCH_SWAP: Variant = {
  said: /\b(?:swap|swapp|trad)\w*\b/i,
  title: ['{hero} and the Lunchbox Swap', 'Swap You!'],
  name: 'the lunchbox swap',
  opening: '{hero}\'s packed lunch had a cheese sandwich, an apple and a flapjack {grownup} had made, and {pal}\'s lunchbox had crisps in a shiny packet: "Swap you," said {pal}.',
  worry: '"If I swap my flapjack, I won\'t have it," thought {hero}. "But crisps!"',
  tries: [
    '{hero} swapped the whole flapjack for one packet of crisps, and the crisps were gone in a minute, and the flapjack was gone for good.',
    '{hero} tried to swap the apple back, but {pal} had already taken a bite.',
    '{hero} tried to swap the sandwich with three other people, and nobody wanted cheese.',
  ],
  turn: '{hero} had an idea: "Half my flapjack for half your crisps," {he} said, and they broke the flapjack carefully on a napkin, and it came out almost exactly even.',
  details: [
    'The lunchboxes lived on a trolley by the door, in a row, each with a name on the lid.',
    '{grownup} had written a note on the napkin: a smiley face and "Have a good day".',
    'The dinner lady said swapping was fine, as long as nobody swapped their whole lunch for sweets.',
    'At the end of lunch, the empty lunchboxes rattled all the way back to the classroom.',
  ],
  win: 'the swap was fair, and both lunchboxes were empty and happy',
  end: 'The next day, {hero} had put two flapjacks in the lunchbox, one for {him} and one for swapping.',
  ownDoubt: '{hero} looked at the empty crisp packet. "I swapped the best bit," {he} said.',
  ownSetback: 'Then {hero} opened the lunchbox and found {grownup}\'s note, and felt bad about the flapjack.',
  ownChoice: '{hero} could keep the flapjack all to {him}self or share it half and half, and {he} chose half and half.',
};

/** A packed lunch at school: the lunchbox on the trolley, the note from home, the yoghurt lid that will not come off. */
const PACKED_LUNCH: Variant = {
  said: /\bpacked lunch(?:es)?\b|\blunch ?box(?:es)?\b/i,
  title: ['{hero}\'s Lunchbox', 'What\'s in the Box, {hero}?'],
  name: 'the packed lunch',
  palMet: '{pal} sat next to {hero} at the packed lunch table, with the same lunchbox in a different colour.',
  opening: ['Today, for the first time, {hero} had a packed lunch at school, in a new lunchbox with {his} name on the lid.', 'Today {hero} had a packed lunch at school.'],
  worry: ['"What if I can\'t open everything?" said {hero}. "What if everybody else has finished and I\'m still doing my yoghurt?"', '"What if I can\'t open it?" said {hero}.'],
  tries: [
    ['{hero} could not find the lunchbox on the trolley, because twenty other lunchboxes looked almost the same.', '{hero} could not find the lunchbox on the trolley.'],
    ['{hero} pulled at the yoghurt lid, and it would not come, and then it came all at once, all down {his} jumper.', 'The yoghurt lid came off all at once.'],
    ['{hero} tried to open the crisps with {his} teeth, and the bag went pop and the crisps went everywhere.', 'The crisps went pop, all over the table.'],
  ],
  turn: ['{hero} put {his} hand up and asked the dinner lady, "Can you start the lid for me?" and she showed {him} the trick: a little tear at the corner first, then pull slowly.', 'The dinner lady showed {hero} the trick: a little tear first, then pull slowly.'],
  details: [
    ['Under the sandwich was a note from {grownup}: a smiley face and "Have a lovely lunch".', 'There was a note in the box, with a smiley face.'],
    ['The lunchboxes lived on a trolley by the door, in a row, each with a name on the lid.', 'The lunchboxes lived on a trolley by the door.'],
    ['The sandwich was cut into triangles, the way {hero} liked it.', 'The sandwich was cut into triangles.'],
    ['At the end of lunch, the empty lunchboxes rattled all the way back to the classroom.', 'The empty lunchboxes rattled back to class.'],
  ],
  win: '{hero} opened every single thing in the lunchbox, all by {him}self',
  end: ['At home time, the lunchbox came back empty, and {hero} showed {grownup} the corner trick on a yoghurt.', 'At home, {hero} showed {grownup} the yoghurt trick.'],
  ownSetback: ['Then {hero}\'s juice carton squirted all over the table when the straw went in.', 'Then the juice carton squirted.'],
  ownChoice: ['{hero} could leave the yoghurt or try the lid again, and {he} chose to try again.', '{hero} could leave it or try again, and chose to try again.'],
};

/** School dinners: the tray with its hollows, the queue, the dinner lady's ladle, the new food, the pudding with custard. */
const SCHOOL_DINNERS: EntryKit = {
  entry: {
    id: 'school-dinners', kind: 'moment', petsStayHome: true, lesson: 'bravery', setting: 'city', dropOff: 'at home time',
    words: /\bschool (?:dinners?|lunch(?:es)?|meals?|food)\b|\b(?:hot )?(?:dinners?|lunch(?:es)?) (?:at|in) (?:the )?(?:school|nursery)\b|\bhot dinners?\b|\b(?:lunch|dinner)(?:es|s)? in the (?:big |school |dinner |lunch )?hall\b|\bdinner ?(?:hall|ladies|lady|time at school)\b|\blunch ?(?:hall|time at school)\b|\bpacked lunch(?:es)?\b|\blunch ?box(?:es)?\b[^.]*\b(?:school|class|nursery|friend)\b|\b(?:swap|swapp|trad)\w* (?:his |her |my |their |our )?(?:packed lunch|lunch|sandwich(?:es)?|crisps|snacks?)\b/i,
    name: 'school dinners',
    variants: [LUNCH_SWAP, PACKED_LUNCH],
    palMet: '{pal} sat next to {hero} at the long table, with {palhis} tray already half eaten.',
    title: ['{hero}\'s First School Dinner', 'What\'s for Dinner, {hero}?'],
    opening: ['Today, for the very first time, {hero} was having a school dinner at school, in the big hall, with a tray and a knife and fork of {his} own.', 'Today {hero} was having a school dinner at school, for the first time.'],
    worry: ['"What if it\'s something I don\'t like?" said {hero}. "What if I can\'t finish it?"', '"What if I don\'t like it?" said {hero}.'],
    tries: [
      ['In the queue, {hero} held the tray so tightly that the fork slid off and clattered on the floor, and everybody looked.', '{hero}\'s fork slid off the tray and clattered on the floor.'],
      ['The dinner lady asked, "Cottage pie or pasta, love?" and {hero} could not choose, and the queue waited behind.', '{hero} could not choose between the pie and the pasta.'],
      ['{hero} pushed the peas round and round the tray and ate none of them, and the carrots hid under the potato.', '{hero} pushed the peas round and round the tray.'],
    ],
    turn: ['{hero} tried one small forkful of the cottage pie, then another, and it tasted a bit like the one at home, only with more gravy. "It\'s nice," {he} said, surprised.', '{hero} tried one small forkful. "It\'s nice," {he} said.'],
    details: [
      ['The tray had little hollows in it, one for the dinner, one for the pudding, and one for a cup of water.', 'A tray with little hollows.'],
      ['The dinner lady had a big ladle, and called everybody "sweetheart", even the head teacher.', 'The dinner lady had a big ladle.'],
      ['Pudding was sponge with pink icing and sprinkles, and a jug of custard went round the table.', 'Pudding was pink sponge with custard.'],
      ['When you had finished, you scraped the tray into the bin and stacked it on the trolley, clatter, clatter.', 'At the end, the trays were scraped and stacked.'],
    ],
    senses: ['The hall smelled of gravy and hot custard, and it was very noisy.', 'The dinner hall clattered and chattered, and smelled of gravy.'],
    win: '{hero} ate every bit of the dinner and the pudding, even one pea',
    end: ['At home time, {hero} told {grownup} everything that had been on the tray, and asked for custard at home, in a jug.', 'At home, {hero} asked for custard in a jug.'],
  },
  setback: ['Then {hero}\'s cup of water tipped over, and ran all round the tray and into the pudding.', 'Then {hero}\'s water tipped into the pudding.'],
  choice: ['{hero} could have the pasta, which {he} knew, or the cottage pie, which {he} did not, and {he} chose the cottage pie.', '{hero} could have the pasta or the pie, and chose the pie.'],
  subplot: themeSubplot(
    '{hero} saw that trying one bite was not a promise to eat it all.',
    '{pal} had dropped {palhis} yoghurt, and sat looking at it upside down on the floor.',
    'the spare spoon',
    '{hero} shared {his} sponge with {pal}, half each, with the spare spoon.',
  ),
  low: ['{hero} looked at the full tray and everyone else\'s empty ones. "I\'ll be the last one here," {he} thought.', '"I\'ll be the last one here," thought {hero}.'],
  hint: 'Try one small bite; you do not have to like it',
  light: ['Clatter!', 'Yum!', 'Custard!'],
  older: {
    want: '{hero} wanted to get through lunch without anybody noticing what {he} did not eat.',
    decides: '{hero} could leave the new thing on the tray, or try one forkful where everybody could see. {he} tried it.',
  },
};

/** A fire drill at school: the bell, leaving everything, the line, the field, the register called, the quiet walk back. */
const FIRE_DRILL: EntryKit = {
  entry: {
    id: 'fire-drill', kind: 'event', petsStayHome: true, lesson: 'bravery', setting: 'city', dropOff: 'at home time',
    words: /\bfire drills?\b|\bfire (?:alarms?|bells?)\b[^.]*\b(?:school|class|nursery|preschool|assembly|lessons?|tests?|teachers?|playground|pupils)\b|\b(?:school|class|nursery|preschool|assembly|lessons?|tests?|teachers?|playground|pupils)\b[^.]*\bfire (?:alarms?|bells?)\b|\b(?:evacuation|lockdown) drills?\b/i,
    name: 'the fire drill',
    palMet: '{pal} sat at the next table, and had done more fire drills than anyone.',
    title: ['{hero} and the Fire Drill', 'Ring, Ring! Line Up!'],
    opening: ['It was a normal morning in class, the middle of writing, when the fire bell went off: RIIIING! It was a fire drill.', 'In class, the fire bell went off: it was a fire drill.'],
    worry: ['"Is there a real fire? What about my drawing, and my coat?" said {hero}, with {his} hands over {his} ears.', '"Is there a real fire?" said {hero}.'],
    tries: [
      ['{hero} stood up to get {his} coat from the peg, and the teacher said, "Leave everything. Coats stay."', '{hero} went for {his} coat, and the teacher said, "Leave it."'],
      ['{hero} wanted to run, fast, but in a fire drill everybody walks, and {hero} nearly bumped the child in front.', '{hero} wanted to run, but everybody walks in a fire drill.'],
      ['Out on the field, {hero} could not find {his} class, because every line looked the same in the wind.', 'On the field, {hero} could not find {his} class.'],
    ],
    turn: ['{hero} looked for {his} teacher\'s yellow cardigan, walked to it, and stood in {his} place in the line, and when the teacher called "{hero}?", {he} said, "Here!" as loud as the bell.', '{hero} found the teacher\'s yellow cardigan, and said, "Here!"'],
    details: [
      ['The bell was red and round and on the wall by the door, and it was much louder than the dinner bell.', 'A big red bell on the wall.'],
      ['Everybody walked out in a line, not running, not talking, out of the door and onto the field.', 'Everybody walked out to the field in a line.'],
      ['The teacher held the register on a clipboard and read out every name, and ticked each one.', 'The teacher ticked every name on the register.'],
      ['The head teacher looked at her watch and said, "Three minutes. Well done, everybody. If it was real, you were safe."', 'The head teacher said, "Well done, everybody."'],
    ],
    senses: ['The bell was so loud it buzzed in {hero}\'s teeth, and the field was cold and wet through {his} socks.', 'The wet grass soaked through {hero}\'s socks.'],
    win: 'every name was ticked, and {hero}\'s was one of them',
    end: ['Back in class, {hero} finished the writing, and at home showed {grownup} how to line up, still and quiet, in the kitchen.', 'At home, {hero} showed {grownup} how to line up.'],
  },
  setback: ['Then the bell stopped, and started again, even louder, and some of the little ones started to cry.', 'Then the bell rang again, louder, and the little ones cried.'],
  choice: ['{hero} could hold {his} ears or hold {pal}\'s hand, and {he} chose {pal}\'s hand.', '{hero} could hold {his} ears or {pal}\'s hand, and chose the hand.'],
  subplot: themeSubplot(
    '{hero} saw that practising meant knowing what to do without having to think.',
    '{pal} was scared of the bell and would not let go of the table.',
    'the first place out of the door',
    '{hero} let {pal} go first out of the door, and said, "We walk together," and {pal} let go of the table.',
  ),
  low: ['{hero} could not see {his} teacher anywhere. "Where is everybody?" {he} thought.', '"Where is my class?" thought {hero}.'],
  hint: 'Leave everything, walk, and find your teacher',
  light: ['Riiing!', 'Walk!', 'Here!'],
  older: {
    want: '{hero} wanted to know what to do if it was ever real, and to look as if {he} already did.',
    stakes: 'Nobody had said when the drill would be; that was the whole point of a drill, and the whole trouble with it.',
    decides: '{hero} could go back for the bag under the table, or leave it and walk. {he} left it.',
  },
};

/** A coat lost at school rather than a jumper: the same box and the same pegs, told with the coat. */
const LOST_COAT: Variant = {
  said: /\bcoats?\b/i,
  title: ['{hero} and the Lost Property Box', 'Where\'s My Coat, {hero}?'],
  opening: '{hero} had taken off {his} coat at playtime, because running made {him} hot, and dropped it by the climbing frame, and by home time it was gone.',
  worry: '"It\'s my warm one with the hood," said {hero}. "It had my name in. What if it\'s gone for ever?"',
  tries: [
    '{hero} looked by the climbing frame, and under the benches, and behind the big tyre, and found a glove, and a hat, and no coat.',
    '{hero} took a coat from the pegs that looked exactly like it, but the sleeves came down over {his} hands, and it said OLIVER inside.',
    '{hero} asked the whole class, "Has anybody seen my coat?" and everybody looked at their own pegs.',
  ],
  turn: '{hero} asked the lady in the school office, and she pointed to the lost property box by the hall door, and {hero} dug right to the bottom, past a hundred blue jumpers, and pulled out a coat with {his} own name sewn in.',
  win: '{hero} had the coat back, with the name label still inside',
  end: 'Now {hero} hung the coat on {his} own peg at playtime, and zipped it up every home time, just to be sure.',
  ownChoice: '{hero} could borrow a coat from the box that fitted or keep looking for {his} own, and {he} chose to keep looking.',
};

/** The lost property box: a jumper with no name, the jumble of other people's things, a label sewn in, found at last. */
const LOST_PROPERTY: EntryKit = {
  entry: {
    id: 'lost-property', kind: 'moment', tellsALoss: true, petsStayHome: true, lesson: 'perseverance', setting: 'city', dropOff: 'at home time',
    words: /\blost property\b|\b(?:jumpers?|cardigans?|sweatshirts?|fleeces?|coats?)\b[^.]*\b(?:went|gone|goes|going) missing\b[^.]*\b(?:school|class|playground|pe)\b|\b(?:los(?:t|e|es|ing)|can'?t find|cannot find)\b[^.]*\b(?:jumpers?|cardigans?|sweatshirts?|fleeces?|coats?)\b[^.]*\b(?:school|class|playground|pe)\b|\b(?:los(?:t|e|es|ing)|can'?t find)\b (?:his |her |my |their |a |the )?(?:new )?school (?:jumper|cardigan|sweatshirt|coat)\b/i,
    name: 'the lost property box',
    variants: [LOST_COAT],
    palMet: '{pal} was in {hero}\'s class, and had lost a shoe there once, for a whole week.',
    title: ['{hero} and the Lost Property Box', 'Where\'s My Jumper, {hero}?'],
    opening: '{hero} had taken off {his} school jumper at playtime, and hung it on the fence, and by home time it was gone.',
    worry: '"It was the new one," said {hero}. "It had my name in. What if someone took it home, and it\'s gone for ever?"',
    tries: [
      ['{hero} looked on the fence, and under the benches, and behind the big tyre in the playground, and found a glove, and a hat, and no jumper.', '{hero} looked on the fence and under the benches, but the jumper was not there.'],
      ['{hero} took a jumper from the coat pegs that looked exactly like it, but it said OLIVER on the label.', '{hero} found a jumper just like it, but it said OLIVER inside.'],
      ['{hero} asked the whole class, "Has anybody got my jumper on?" and everybody looked down at their own.', '"Has anybody got my jumper?" asked {hero}.'],
    ],
    turn: ['{hero} asked the lady in the school office, and she pointed to the lost property box by the hall door, and {hero} dug right to the bottom, past a hundred blue jumpers, and pulled out one with {his} own name sewn in.', 'The lady in the office showed {hero} the lost property box. Right at the bottom was a jumper with {his} name in it.'],
    details: [
      ['The lost property box was a big plastic crate, full to the top with blue jumpers, odd shoes, water bottles and one sad recorder.', 'The lost property box was full of jumpers, shoes and bottles.'],
      'Every jumper was the same blue, with the same badge, and only the labels inside were different.',
      ['At the end of term, anything nobody claimed in lost property went to the school jumble sale.', 'Things nobody came for went to the jumble sale.'],
      '{grownup} sewed a name label into every single thing that evening, even the socks, with a big needle.',
    ],
    senses: ['The box smelled of damp jumpers and old oranges.', 'The jumpers in the box were soft and a bit damp.'],
    win: '{hero} had the jumper back, with the name label still inside',
    end: 'Now {hero} hung the jumper on {his} own peg at playtime, and checked the label every home time, just to be sure.',
  },
  setback: 'Then the bell rang for home time before {hero} could get to the bottom of the box.',
  choice: '{hero} could take a jumper from the box that fitted or keep looking for {his} own, and {he} chose to keep looking.',
  subplot: themeSubplot(
    '{hero} saw that a name inside a thing is how it finds its way home.',
    '{pal} had lost {palhis} water bottle, the one with the dinosaur on it.',
    'the first go at rummaging',
    '{hero} let {pal} rummage first, and it was {hero} who spotted the dinosaur bottle, and ran it straight to {pal}.',
  ),
  low: '{hero} looked at the empty fence. "I\'ll get in trouble," {he} said. "It was the new one."',
  hint: 'Go back the way you went, and ask someone who keeps things',
  light: ['Where?', 'Found it!', 'Mine!'],
  older: {
    want: '{hero} wanted the jumper back before anybody at home had to know it was gone.',
    decides: '{hero} could say nothing and wear the old one, or go to the office and ask. {he} went to the office.',
  },
};

/** Sent to the head teacher's office: the corridor, the chair outside the door, telling the truth, putting it right. */
const SENT_TO_THE_OFFICE: EntryKit = {
  entry: {
    id: 'sent-to-the-office', kind: 'moment', petsStayHome: true, lesson: 'honesty', setting: 'city', dropOff: 'at home time',
    words: /\bsent (?:to (?:the |see the )?(?:head(?: ?teacher)?'?s?|office|principal)|out(?: of (?:class|the classroom|the lesson|assembly))?)\b|\b(?:head ?teacher|headmaster|headmistress|principal)'?s? office\b|\bin trouble (?:at school|in class)\b/i,
    name: 'being sent to the office',
    palMet: '{pal} sat next to {hero} in class, and had been laughing too.',
    title: ['{hero} Outside the Office', 'The Long Corridor'],
    opening: 'In class, in the middle of maths, {hero} whispered a joke to {pal}, and laughed out loud, and then again after Miss had already said stop twice, and Miss said, very quietly, "Office, please, {hero}."',
    worry: '"What will the head teacher do? What if they ring home?" thought {hero}, and {his} face went hot all the way down the corridor.',
    tries: [
      '{hero} walked down the corridor as slowly as anybody has ever walked, and read every single picture on the wall.',
      'On the chair outside the office, {hero} practised saying, "It wasn\'t me," and it sounded wrong every time.',
      '{hero} thought about saying it was {pal} who started it, but {pal} had only laughed at {hero}\'s joke.',
    ],
    turn: 'When the head teacher opened the door, {hero} said it all at once: "I was talking, and I didn\'t stop when Miss said. I\'m sorry." The head teacher nodded slowly. "Thank you for telling me the truth," she said.',
    details: [
      'Outside the office there was one chair, and a clock that ticked louder than any clock in the school.',
      'The head teacher\'s office had a bowl of smooth pebbles on the desk, and photos of every class on the wall.',
      'The head teacher said everybody gets things wrong, and what matters is what you do next.',
      '{hero} wrote Miss a sorry note, in best handwriting, with a drawing of a zip across a mouth.',
    ],
    senses: ['The corridor was very quiet in the middle of a lesson, and {hero}\'s shoes squeaked on the floor.', 'The clock outside the office ticked very loudly.'],
    win: '{hero} had said sorry, and meant it, and Miss had smiled',
    end: 'That evening, {hero} told everyone at home before the school could, and got a hug instead of a telling-off. "Telling us first," they said, "that was the brave bit."',
  },
  setback: 'Then the office door opened, and it was not the head teacher but the deputy, who was famous for being strict.',
  choice: '{hero} could say it was an accident and nothing else, or say the whole thing, and {he} chose the whole thing.',
  subplot: themeSubplot(
    '{hero} saw that the truth was lighter to carry than a story.',
    '{pal} had been laughing too, and felt awful that {hero} went on {his} own.',
    'the good pen',
    '{pal} signed the note too, with the good pen, and they gave it to Miss together.',
  ),
  low: '{hero} sat on the chair by the office with {his} hands under {his} legs. "Now everybody thinks I\'m bad," {he} thought.',
  hint: 'Say what happened, all of it, and say sorry',
  light: ['Shh!', 'Sorry.', 'Tick, tock.'],
  older: {
    want: '{hero} wanted it to be over, and for nobody at home to find out.',
    secret: '{he} had told the joke on purpose, to make {pal} laugh in front of everyone',
    decides: '{hero} could blame {pal}\'s laughing, or the joke, or tell it straight. {he} told it straight.',
  },
};

/** Wet play as missing outside: the words say what the rain took ("she misses the slide"), and the wet play gives it back. */
const MISSING_OUTSIDE: Variant = {
  said: /\bmiss(?:es|ed|ing)?\b/i,
  worry: ['"But I miss outside," said {hero}. "The slide, and the running, and the big tyre. What if it rains all week?"', '"But I miss outside," said {hero}.'],
  win: 'wet play was the best playtime of the week, and {hero} forgot to miss outside',
};

/** Wet play: rain at playtime, staying in the classroom, the box of games, the colouring, the noise, the sun at last. */
const WET_PLAY: EntryKit = {
  entry: {
    id: 'wet-play', kind: 'moment', petsStayHome: true, lesson: 'sharing', setting: 'city', dropOff: 'at home time',
    words: /^(?!.*\bsnow)(?:.*\bwet (?:play(?:times?)?|breaks?|lunch(?:times?)?)\b|\b(?:indoor|inside) (?:play(?:times?)?|breaks?)\b|\b(?:rain\w*|wet)\b[^.]*\b(?:play ?times?|break ?times?|lunch ?times? at school)\b|\b(?:play ?times?|break ?times?)\b[^.]*\brain\w*\b)/i,
    name: 'wet play',
    variants: [MISSING_OUTSIDE],
    palMet: '{pal} sat at {hero}\'s table, and was the best at drawing in the class.',
    title: ['{hero} and Wet Play', 'It\'s Raining at Playtime!'],
    opening: ['The bell rang for playtime, but the rain was coming down in buckets, and the teacher said the two best and worst words: "Wet play!"', 'It was raining at playtime at school, so it was wet play.'],
    worry: ['"But I wanted to play football," said {hero}. "What if there\'s nothing good to do inside?"', '"But I wanted to play outside," said {hero}.'],
    tries: [
      ['{hero} pressed {his} nose to the window and watched the puddles get bigger on the playground.', '{hero} watched the puddles.'],
      ['{hero} ran for the box of games, but the best one, with the marble run, had already gone.', 'The best game in the box had already gone.'],
      ['{hero} tried to play football with a screwed-up paper ball under the tables, and the teacher said, "Not inside!"', '{hero} tried football with a paper ball, and the teacher said, "Not inside!"'],
    ],
    turn: ['{hero} picked up the old box of dominoes nobody wanted, and lined them up all round the reading corner, and pushed the first one, and the whole class came to watch them fall: click, click, click.', '{hero} lined up the old dominoes, and the whole class watched them fall.'],
    details: [
      ['In the cupboard were the wet play boxes: jigsaws, colouring, cards and a chess set with one pawn missing.', 'Jigsaws, colouring and cards.'],
      ['The classroom was loud and warm, and the windows steamed up, and someone drew a smiley face on the glass.', 'A smiley face on the steamy window.'],
      ['The dinner ladies walked round the classrooms instead of the playground, with their umbrellas dripping.', 'The dinner ladies came round with dripping umbrellas.'],
      ['Rain drummed on the roof of the classroom like a thousand fingers.', 'The rain drummed on the classroom roof.'],
    ],
    senses: ['The rain drummed on the roof, and the classroom smelled of wet coats and crayons.', 'The steamy windows had a smiley face drawn on them.'],
    win: 'wet play was the best playtime of the week, and nobody wanted it to end',
    end: ['After school the sun came out, and {hero} jumped in every puddle on the way home.', 'After school, {hero} jumped in every puddle on the way home.'],
  },
  setback: ['Then somebody knocked the table, and the dominoes fell down too soon, all in a heap.', 'Then somebody bumped the table, and the dominoes fell too soon.'],
  choice: ['{hero} could keep the dominoes to {him}self or let everybody add some, and {he} chose to let everybody add some.', '{hero} could keep the dominoes or share them, and chose to share.'],
  subplot: themeSubplot(
    '{hero} saw that a rainy day inside could still be a good one, with friends.',
    '{pal} was sitting on {palhis} own, colouring, and looking at the window.',
    'the last domino',
    '{hero} gave {pal} the last domino to put at the end of the line, and {pal} pushed the first one.',
  ),
  low: ['{hero} looked out at the grey rain. "Playtime is ruined," {he} said.', '"Playtime is ruined," said {hero}.'],
  hint: 'Find the game nobody wanted, and make it a good one',
  light: ['Rain!', 'Click!', 'Splash!'],
  older: {
    want: '{hero} wanted one playtime outside, and the rain had other ideas.',
    decides: '{hero} could sulk by the window all break, or get the old game out. {he} got the game out.',
  },
};

/** Star of the week: the head teacher reads out the name in assembly, walking up, the certificate, the sticker, home to show. */
const STAR_OF_THE_WEEK: EntryKit = {
  entry: {
    id: 'star-of-the-week', kind: 'moment', petsStayHome: true, lesson: 'kindness', setting: 'city', dropOff: 'at home time',
    words: /\bstar of the (?:week|day|month)\b|\bstar pupil\b|\b(?:head ?teacher'?s?|golden|gold) (?:award|book|certificate)\b|\b(?:got|getting|get|gets|won|winning|given|a|her|his|my) (?:a )?(?:certificate|award|merit|gold(?:en)? star|sticker|house points?|dojo points?|star)\b[^.]*\b(?:assembly|teacher|school|class|nursery|miss|sir)\b/i,
    name: 'star of the week',
    palMet: '{pal} sat cross-legged next to {hero} in assembly, whispering.',
    title: ['{hero}, Star of the Week', 'And the Star Is…'],
    opening: ['On Friday, in the big assembly at school, the head teacher held up a gold certificate and said, "And this week\'s star of the week, for being kind, is…"', 'On Friday, in assembly at school, it was time for star of the week.'],
    worry: ['"It\'s never me," thought {hero}. "And if it is, I\'ll have to walk up the front with everybody looking."', '"It\'s never me," thought {hero}.'],
    tries: [
      ['All week, {hero} sat up extra straight and put {his} hand up extra high, to be noticed, and got a crick in {his} arm.', 'All week, {hero} put {his} hand up extra high.'],
      ['{hero} tidied the whole book corner so the teacher would see, but the teacher was out at a meeting.', '{hero} tidied the book corner, but nobody saw.'],
      ['When the head teacher said "…is", {hero} looked at {his} shoes, so as not to mind when it was somebody else.', '{hero} looked at {his} shoes.'],
    ],
    turn: ['"…{hero}! For helping a friend who was sad at playtime, when nobody asked." {hero} walked up to the front, past every class, and took the certificate in both hands, and everybody clapped.', 'The head teacher said, "{hero}!" and everybody clapped.'],
    details: [
      ['The certificate was gold, with a big star and {hero}\'s name written in curly pen.', 'A gold star with {hero}\'s name.'],
      ['The star of the week got to sit on the bench at the front, instead of on the floor, and it wobbled a bit.', 'The star of the week sat on the bench at the front.'],
      ['{hero}\'s teacher had seen it all along: the playtime, the friend, the arm round them.', 'The teacher had seen.'],
      ['There was a badge too, shaped like a star, and it stayed on {hero}\'s jumper all day.', 'A star badge on the jumper.'],
    ],
    senses: ['The whole hall clapped, and it sounded like rain on a roof.', '{hero}\'s cheeks went pink and warm.'],
    win: '{hero} was the star of the week, for the thing {he} had done when nobody was watching',
    end: ['At home time, {hero} ran to {grownup} holding the certificate up high, and it went up on the kitchen wall, right in the middle, where everyone could see it.', 'At home, the certificate went up on the wall.'],
  },
  setback: ['Then, walking back, {hero} tripped on a shoelace in front of the whole school, and the certificate floated away.', 'Then {hero} tripped, and the certificate floated away.'],
  choice: ['{hero} could sit on the star bench alone or ask if {pal} could sit too, and {he} chose to ask.', '{hero} could sit alone or with {pal}, and chose {pal}.'],
  subplot: themeSubplot(
    '{hero} saw that the kind thing had counted because {he} had not done it to be seen.',
    '{pal} had never been star of the week, and clapped the loudest anyway.',
    'the shiny badge',
    '{hero} unpinned the shiny badge and pinned it on {pal}\'s jumper. "For clapping," {he} said.',
  ),
  low: ['{hero} looked at the floor of the hall. "They never pick me," {he} thought.', '"They never pick me," thought {hero}.'],
  hint: 'Being kind counts most when nobody is looking',
  light: ['Star!', 'Clap!', 'Me?'],
  older: {
    want: '{hero} wanted, just once, to hear {his} own name in assembly, and hated wanting it.',
    stakes: 'It was only a certificate, and {hero} knew that, and it still mattered more than it should have.',
    decides: '{hero} could play it cool, or walk up smiling. {he} walked up smiling.',
  },
};

/** Picked last: two captains choosing in turn, the names going, the line getting shorter, the game, a pass that counts. */
const PICKED_LAST: EntryKit = {
  entry: {
    id: 'picked-last', kind: 'moment', petsStayHome: true, lesson: 'being-yourself', setting: 'city', dropOff: 'at home time',
    words: /\bpick(?:ed|s)? last\b|\blast (?:one )?(?:to be |to get )?(?:picked|chosen)\b|\b(?:no ?(?:one|body)|never) (?:picks?|chooses?|wants?) (?:me|him|her|them) (?:for|on|in) (?:their|a|the|his|her) (?:team|side)\b|\bcaptains? (?:pick|choos)\w* (?:the )?teams?\b|\bpicking teams\b/i,
    name: 'being picked last',
    palMet: '{pal} was in {hero}\'s class, and was always picked second to last.',
    title: ['{hero} Gets Picked', 'Last in the Line'],
    opening: 'In PE at school, the teacher made two captains, and the captains took turns to pick their teams, one name at a time, and {hero} stood in the line as it got shorter and shorter.',
    worry: '"Please not last again," thought {hero}. "Everyone can see who\'s left."',
    tries: [
      '{hero} stood up tall and looked keen and looked straight at the captains, and they picked the fast ones first, as they always did.',
      'When {his} name came last of all, {hero} walked over slowly, pretending to do up a shoelace, as if {he} did not care.',
      '{hero} stayed at the back of the pitch, where the ball never came, and said nothing at all.',
    ],
    turn: 'In the game, {hero} saw that nobody was guarding the corner, and called, "Here! I\'m free!" and the ball came, and {hero} passed it on to the one person who could score, and they scored, and the captain shouted, "Good pass!"',
    details: [
      'The hall smelled of rubber mats, and the benches along the wall had been polished so much they were slippery.',
      'The bibs came in red and blue, and the blue ones were always a bit too big.',
      'The teacher blew the whistle twice for stop, and once for go.',
      'After the game, the teacher said, "Next week I pick the teams," and some people groaned, and {hero} did not.',
    ],
    senses: ['Trainers squeaked on the hall floor, and the ball thudded against the wall bars.', 'The whistle went, sharp and loud.'],
    win: '{hero} had made the pass that counted, and the team knew it',
    end: 'Next PE, the captain who had picked {hero} last looked along the line and said {his} name third.',
  },
  setback: 'Then the first ball that came to {hero} bounced off {his} knee and out of play, and somebody sighed loudly.',
  choice: '{hero} could stay at the back, where nobody would pass, or go where there was space, and {he} chose the space.',
  subplot: themeSubplot(
    '{hero} saw that being picked last was one minute in a line, not the whole game.',
    '{pal} had been picked second to last, and looked at the floor.',
    'the red bib',
    '{hero} gave {pal} the red bib that fitted, took a big blue one, and said, "You take that corner, I\'ll take this one," and between them nothing got past.',
  ),
  low: '{hero} stood at the back of the team in the too-big bib. "They only have me because they have to," {he} thought.',
  hint: 'Find the space, and call for it',
  light: ['Pick me!', 'Here!', 'Pass!'],
  older: {
    want: '{hero} wanted, just once, not to be the last name, and to stop caring so much that it showed.',
    decides: '{hero} could hang back and prove them right, or call for the ball. {he} called for it.',
  },
};

/** The class bear home for the weekend: the bag with the diary, taking him everywhere, a mishap, the diary read out on Monday. */
const CLASS_BEAR: EntryKit = {
  entry: {
    id: 'class-bear', kind: 'moment', lesson: 'kindness', setting: 'home',
    words: /\b(?:class|school|nursery|classroom) (?:teddy|teddy bear|bear|mascot|toy)\b|\b(?:teddy|bear|mascot) (?:home )?(?:for|over) the weekend\b|\b(?:teddy|bear)\b[^.]*\b(?:from|home from) (?:school|class|nursery)\b/i,
    name: 'the class bear',
    title: ['{hero} and the Class Bear', 'A Weekend with Barnaby Bear'],
    opening: ['On Friday, the teacher gave {hero} the special bag: inside was Barnaby, the class bear, and his diary, and it was {hero}\'s turn to take him home for the weekend.', 'Today {hero} took the class bear home.'],
    worry: ['"What if something happens to him?" said {hero}, and held the bag tight. "What if our weekend is too dull for his diary?"', '"I will keep him safe," said {hero}.'],
    tries: [
      ['{hero} wanted to show Barnaby everything at once, and sat him at the table for breakfast, and he got jam on his ear.', 'Barnaby got jam on his ear.'],
      ['{hero} took Barnaby to the park in the bag, and zipped it too tight, and then worried he could not see out.', 'Barnaby could not see out of the bag.'],
      ['{hero} looked in the diary. Other children had been to the seaside and the zoo, and {hero} felt the weekend was too small.', 'The other children went to the sea.'],
    ],
    turn: ['So Barnaby did what {hero} really did. He made pancakes, fed the ducks and had a bedtime story, and {grownup} took a photo of each one.', 'Barnaby made pancakes. He fed the ducks. Click went the camera.'],
    details: [
      ['Barnaby had a red jumper with the school badge on it, and one ear softer than the other.', 'Barnaby had a red top.'],
      ['The diary was a fat notebook, full of photos and drawings from every child in the class.', 'His diary was full of photos.'],
      ['Barnaby had his own toothbrush in the bag, which nobody had ever used.', 'Barnaby had his own toothbrush.'],
      ['At bedtime, Barnaby slept on {hero}\'s pillow, with the diary under it.', 'Barnaby slept on the pillow.'],
    ],
    senses: ['Barnaby smelled a bit of every house he had been to, and now a bit of pancakes.', 'Barnaby was soft and squashy.'],
    win: 'the diary had a page of {hero}\'s weekend, and Barnaby went back clean',
    end: ['On Monday, {hero} read the page out to the whole class, and everyone laughed at the pancake on Barnaby\'s head.', 'On Monday, {hero} read the diary to the class.'],
  },
  setback: ['Then, at the park, Barnaby fell out of the bag and into a puddle, bottom first.', 'Then Barnaby fell in a puddle.'],
  choice: ['{hero} could hide the muddy bit or write it in the diary too, and {he} chose to write it in.', '{hero} could hide the mud or tell it, and chose to tell it.'],
  subplot: themeSubplot(
    '{hero} saw that an ordinary weekend was just as good for a bear who had never had it.',
    '{pal} had not had a turn with Barnaby yet, and asked every Friday.',
    'the felt tips',
    '{hero} let {pal} use the felt tips to draw Barnaby in the corner, so {pal} was in it too.',
  ),
  low: ['{hero} held the wet, muddy bear. "I\'ve ruined him," {he} said.', '"I have spoilt him," said {hero}.'],
  hint: 'Tell it true, the muddy bits too',
  light: ['Barnaby!', 'Click!', 'Hug!'],
  older: {
    want: '{hero} wanted the diary page to be as good as everybody else\'s, and was not sure an ordinary weekend could be.',
    decides: '{hero} could make up a bigger weekend for the diary, or write the real one. {he} wrote the real one.',
  },
};

/** Reading aloud to the class: the book at the front, every face looking, a long word, the finger under the line, the listening. */
const READING_TO_THE_CLASS: EntryKit = {
  entry: {
    id: 'reading-to-the-class', kind: 'moment', petsStayHome: true, lesson: 'bravery', setting: 'city', dropOff: 'at home time',
    words: /\bread(?:ing|s)? (?:out )?(?:(?:out )?loud |aloud )?(?:(?:my|his|her|their|a) (?:own )?(?:story|poem|book|writing|speech|news|report) (?:out )?(?:loud |aloud )?)?(?:to|in front of) (?:the|my|his|her|our) (?:whole )?class\b|\bread(?:ing|s)? (?:(?:my|his|her|their|a) (?:own )?(?:story|poem|speech|news|report|writing) )?(?:out )?(?:loud|aloud) in class\b/i,
    name: 'reading to the class',
    palMet: '{pal} sat on the carpet at the front, and gave {hero} a thumbs up.',
    title: ['{hero} Reads to the Class', 'The Whole Class Listened'],
    opening: 'Today in class it was {hero}\'s turn to stand at the front, holding {his} page, and read it out loud to the whole class.',
    worry: '"What if I get stuck on a word?" said {hero}. "What if my voice goes all small and wobbly and everybody laughs?"',
    tries: [
      '{hero} started so fast that the words ran into each other, and the teacher said gently, "Breathe, and slow down."',
      '{hero} got to a long word, "enormous", and stopped, and the whole class waited, and the carpet felt very quiet.',
      '{hero} held the page right up in front of {his} face, so nobody could see, and nobody could hear either.',
    ],
    turn: '{hero} put the page down, put a finger under the line the way they did in reception, and read one word at a time, and when {he} looked up, the whole class was listening, and somebody gasped at the good bit.',
    details: [
      'From the front, the classroom looked different: rows and rows of faces, all turned the same way.',
      'The class sat cross-legged on the carpet, some leaning forward, some picking at the carpet.',
      'The teacher sat at the side, not the front, so that {hero} was the one everybody was looking at.',
      'At the end, the class clapped, and the teacher asked, "What happens next?" and three hands went up.',
    ],
    senses: ['The classroom went so quiet that {hero} could hear the clock, and {his} own voice, which sounded bigger than usual.', 'The page rustled in {hero}\'s hands.'],
    win: '{hero} read every word to the end, and the class wanted more',
    end: 'At home that evening, {hero} read it all again, to anybody who would listen, with all the voices this time.',
    // A stammer (round 18, read 42: "having a stammer and reading out loud in class" never named it): the stuck word, nobody
    // finishing it for the hero, the easy start the speech teacher showed, and the class that waits.
    variants: [{
      said: /\bstamm[ae]r(?:s|ing|ed)?\b|\bstutter(?:s|ing|ed)?\b/i,
      worry: '"What if my words get stuck?" said {hero}. "They always get stuck on the first sound, and everybody stares."',
      tries: [
        '{hero} rushed at the first word to get it over with, and it stuck, "b-b-b-", and would not come.',
        'Somebody on the carpet tried to finish the word for {him}, and the teacher shook her head kindly: "Let {hero} say it."',
        '{hero} swapped a hard word for an easier one, and then lost {his} place on the page.',
      ],
      turn: '{hero} did what the speech teacher had shown {him}: a slow breath, a soft, easy start, sliding into the word, and it came, and the next one, and {hero} kept going, and the whole class waited, and listened.',
      details: [
        'Before school, {hero} had practised at the kitchen table, where nobody ever finished a word for {him}, however long it took.',
        'The class sat cross-legged on the carpet, and nobody laughed, because the teacher had said that everybody takes their own time.',
        'The teacher sat at the side, not the front, and nodded, slowly, at every word.',
        'At the end, the class clapped, and a girl at the back said, "I liked the bit about the dragon best."',
      ],
      win: '{hero} read every word to the end, in {his} own time, and the class listened to all of it',
    }],
  },
  setback: 'Then the page slipped out of {hero}\'s hand and floated to the floor, and {he} lost {his} place.',
  choice: '{hero} could skip the hard part or read it slowly, and {he} chose to read it slowly.',
  subplot: themeSubplot(
    '{hero} saw that the class wanted the story, not a perfect reader.',
    '{pal} was next, and was twisting {palhis} jumper into a knot.',
    'the pointing trick',
    '{hero} whispered the pointing trick to {pal} on the way back to the carpet, and {pal} used it.',
  ),
  low: '{hero} looked at the long word, and at all the faces. "I can\'t," {he} whispered.',
  hint: 'A finger under the line, and one word at a time',
  light: ['Read!', 'Shh!', 'Clap!'],
  older: {
    want: '{hero} wanted to read it the way it sounded in {his} head, and not the way {his} voice did when everyone was looking.',
    decides: '{hero} could rush to the end, or read it as if it mattered. {he} read it as if it mattered.',
  },
};

export const ROUND_17_SCHOOL_KITS: readonly EntryKit[] = [PICKED_LAST, SCHOOL_DINNERS, FIRE_DRILL, LOST_PROPERTY, SENT_TO_THE_OFFICE, WET_PLAY, STAR_OF_THE_WEEK, CLASS_BEAR, READING_TO_THE_CLASS];
