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

/** School dinners: the tray with its hollows, the queue, the dinner lady's ladle, the new food, the pudding with custard. */
const SCHOOL_DINNERS: EntryKit = {
  entry: {
    id: 'school-dinners', kind: 'moment', petsStayHome: true, lesson: 'bravery', setting: 'city', dropOff: 'in the morning',
    words: /\bschool (?:dinners?|lunch(?:es)?|meals?|food)\b|\bdinner ?(?:hall|ladies|lady|time at school)\b|\blunch ?(?:hall|time at school)\b|\bpacked lunch(?:es)?\b|\blunch ?box(?:es)?\b[^.]*\b(?:school|class|nursery|friend)\b|\b(?:swap|swapp|trad)\w* (?:his |her |my |their |our )?(?:packed lunch|lunch|sandwich(?:es)?|crisps|snacks?)\b/i,
    name: 'school dinners',
    variants: [LUNCH_SWAP],
    palMet: '{pal} sat next to {hero} at the long table, with {palhis} tray already half eaten.',
    title: ['{hero}\'s First School Dinner', 'What\'s for Dinner, {hero}?'],
    opening: ['Today, for the very first time, {hero} was having a school dinner in the big hall, with a tray and a knife and fork of {his} own.', 'Today {hero} had school dinner!'],
    worry: ['"What if it\'s something I don\'t like?" said {hero}. "What if I don\'t finish, and I have to sit there for ever?"', '"What if I don\'t like it?" said {hero}.'],
    tries: [
      ['In the queue, {hero} held the tray so tightly that the fork slid off and clattered on the floor, and everybody looked.', 'Clatter! The fork fell.'],
      ['The dinner lady asked, "Cottage pie or pasta, love?" and {hero} could not choose, and the queue waited behind.', 'Pie or pasta? {hero} could not choose.'],
      ['{hero} pushed the peas round and round the tray and ate none of them, and the carrots hid under the potato.', 'Peas went round and round.'],
    ],
    turn: ['{hero} tried one small forkful of the cottage pie, then another, and it tasted a bit like the one at home, only with more gravy. "It\'s nice," {he} said, surprised.', 'One bite. "It\'s nice!" said {hero}.'],
    details: [
      ['The tray had little hollows in it, one for the dinner, one for the pudding, and one for a cup of water.', 'A tray with little hollows.'],
      ['The dinner lady had a big ladle, and called everybody "sweetheart", even the head teacher.', 'The dinner lady had a big ladle.'],
      ['Pudding was sponge with pink icing and sprinkles, and a jug of custard went round the table.', 'Pink sponge and custard!'],
      ['When you had finished, you scraped the tray into the bin and stacked it on the trolley, clatter, clatter.', 'Scrape, stack, clatter!'],
    ],
    senses: ['The hall smelled of gravy and hot custard, and it was very, very noisy.', 'Clatter, chatter, gravy smell.'],
    win: '{hero} ate the dinner, and the pudding, and tried one pea',
    end: ['At home time, {hero} told {grownup} everything that had been on the tray, and asked for custard at home, in a jug.', '{hero} wanted custard at home!'],
  },
  setback: ['Then {hero}\'s cup of water tipped over, and ran all round the tray and into the pudding.', 'Splash! Water in the pudding.'],
  choice: ['{hero} could have the pasta, which {he} knew, or the cottage pie, which {he} did not, and {he} chose the cottage pie.', 'Pasta or pie? Pie!'],
  subplot: themeSubplot(
    '{hero} saw that trying one bite was not a promise to eat it all.',
    '{pal} had dropped {palhis} yoghurt, and sat looking at it upside down on the floor.',
    'the spare spoon',
    '{hero} shared {his} sponge with {pal}, half each, with the spare spoon.',
  ),
  low: ['{hero} looked at the full tray and everyone else\'s empty ones. "I\'ll be the last one here," {he} thought.', '"Too much," said {hero}.'],
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
    id: 'fire-drill', kind: 'event', petsStayHome: true, lesson: 'bravery', setting: 'city', dropOff: 'in the morning',
    words: /\bfire drills?\b|\bfire (?:alarms?|bells?)\b[^.]*\b(?:school|class|nursery|assembly|lesson)\b|\b(?:school|class|nursery|assembly|lesson)\b[^.]*\bfire (?:alarms?|bells?)\b|\b(?:evacuation|lockdown) drills?\b/i,
    name: 'the fire drill',
    palMet: '{pal} was {hero}\'s line partner, and always held hands a little too tight.',
    title: ['{hero} and the Fire Drill', 'Ring, Ring! Line Up!'],
    opening: ['It was a normal morning in class, the middle of writing, when the fire bell went off: RIIIING! It was a fire drill.', 'RIIIING! A fire drill!'],
    worry: ['"Is there a real fire? What about my drawing, and my coat?" said {hero}, with {his} hands over {his} ears.', '"Too loud!" said {hero}.'],
    tries: [
      ['{hero} stood up to get {his} coat from the peg, and the teacher said, "Leave everything. Coats stay."', '{hero} went for the coat. "Leave it!"'],
      ['{hero} wanted to run, fast, but in a fire drill everybody walks, and {hero} nearly bumped the child in front.', 'Run? No, walk!'],
      ['Out on the field, {hero} could not find {his} class, because every line looked the same in the wind.', 'Which line? {hero} could not see.'],
    ],
    turn: ['{hero} looked for {his} teacher\'s yellow cardigan, walked to it, and stood in {his} place in the line, and when the teacher called "{hero}?", {he} said, "Here!" as loud as the bell.', 'The yellow cardigan! "Here!" said {hero}.'],
    details: [
      ['The bell was red and round and on the wall by the door, and it was much louder than the dinner bell.', 'A big red bell on the wall.'],
      ['Everybody walked out in a line, not running, not talking, out of the door and onto the field.', 'Walk, walk, out to the field.'],
      ['The teacher held the register on a clipboard and read out every name, and ticked each one.', 'Every name, tick, tick.'],
      ['The head teacher looked at her watch and said, "Three minutes. Well done, everybody. If it was real, you were safe."', '"Well done, everybody!"'],
    ],
    senses: ['The bell was so loud it buzzed in {hero}\'s teeth, and the field was cold and wet through {his} socks.', 'RIIIING! Cold grass.'],
    win: 'every name was ticked, and {hero}\'s was one of them',
    end: ['Back in class, {hero} finished the writing, and at home showed {grownup} how to line up, still and quiet, in the kitchen.', '{hero} showed {grownup}: line up!'],
  },
  setback: ['Then the wind blew the door of the hall shut with a bang, and some of the little ones started to cry.', 'Bang! The little ones cried.'],
  choice: ['{hero} could hold {his} ears or hold {pal}\'s hand, and {he} chose {pal}\'s hand.', 'Ears or hand? Hand!'],
  subplot: themeSubplot(
    '{hero} saw that practising meant knowing what to do without having to think.',
    '{pal} was scared of the bell and would not let go of the table.',
    'the line partner\'s hand',
    '{hero} held out a hand and said, "We walk together," and {pal} let go of the table.',
  ),
  low: ['{hero} stood on the wet field, cold and on {his} own. "Where is everybody?" {he} thought.', '"Where is my class?" said {hero}.'],
  hint: 'Leave everything, walk, and find your teacher',
  light: ['Riiing!', 'Walk!', 'Here!'],
  older: {
    want: '{hero} wanted to know what to do if it was ever real, and to look as if {he} already did.',
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
  ownChoice: '{hero} could borrow a coat from the box that fitted or keep looking for {his} own, and {he} kept looking.',
};

/** The lost property box: a jumper with no name, the jumble of other people's things, a label sewn in, found at last. */
const LOST_PROPERTY: EntryKit = {
  entry: {
    id: 'lost-property', kind: 'moment', tellsALoss: true, petsStayHome: true, lesson: 'perseverance', setting: 'city', dropOff: 'in the morning',
    words: /\blost property\b|\b(?:jumpers?|cardigans?|sweatshirts?|fleeces?|coats?)\b[^.]*\b(?:went|gone|goes|going) missing\b[^.]*\b(?:school|class|playground|pe)\b|\b(?:los(?:t|e|es|ing)|can'?t find|cannot find)\b[^.]*\b(?:jumpers?|cardigans?|sweatshirts?|fleeces?|coats?)\b[^.]*\b(?:school|class|playground|pe)\b|\b(?:los(?:t|e|es|ing)|can'?t find)\b (?:his |her |my |their |a |the )?(?:new )?school (?:jumper|cardigan|sweatshirt|coat)\b/i,
    name: 'the lost property box',
    variants: [LOST_COAT],
    palMet: '{pal} was in {hero}\'s class, and had lost a shoe there once, for a whole week.',
    title: ['{hero} and the Lost Property Box', 'Where\'s My Jumper, {hero}?'],
    opening: '{hero} had taken off {his} school jumper at playtime, and hung it on the fence, and by home time it was gone.',
    worry: '"It was the new one," said {hero}. "It had my name in. What if someone took it home, and it\'s gone for ever?"',
    tries: [
      '{hero} looked on the fence, and under the benches, and behind the big tyre in the playground, and found a glove, and a hat, and no jumper.',
      '{hero} took a jumper from the coat pegs that looked exactly like it, but it said OLIVER on the label.',
      '{hero} asked the whole class, "Has anybody got my jumper on?" and everybody looked down at their own.',
    ],
    turn: '{hero} asked the lady in the school office, and she pointed to the lost property box by the hall door, and {hero} dug right to the bottom, past a hundred blue jumpers, and pulled out one with {his} own name sewn in.',
    details: [
      'The lost property box was a big plastic crate, full to the top with blue jumpers, odd shoes, water bottles and one sad recorder.',
      'Every jumper was the same blue, with the same badge, and only the labels inside were different.',
      'At the end of term, anything nobody claimed in lost property went to the school jumble sale.',
      '{grownup} sewed a name label into every single thing that evening, even the socks, with a big needle.',
    ],
    senses: ['The box smelled of damp jumpers and old oranges.', 'Soft wool and a faint smell of playground.'],
    win: '{hero} had the jumper back, with the name label still inside',
    end: 'Now {hero} hung the jumper on {his} own peg at playtime, and checked the label every home time, just to be sure.',
  },
  setback: 'Then the bell rang for home time before {hero} could get to the bottom of the box.',
  choice: '{hero} could take a jumper from the box that fitted or keep looking for {his} own, and {he} kept looking.',
  subplot: themeSubplot(
    '{hero} saw that a name inside a thing is how it finds its way home.',
    '{pal} had lost {palhis} water bottle, the one with the dinosaur on it.',
    'the dinosaur bottle',
    '{hero} found the dinosaur bottle in the box too, and ran it straight to {pal}.',
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
    id: 'sent-to-the-office', kind: 'moment', petsStayHome: true, lesson: 'honesty', setting: 'city', dropOff: 'in the morning',
    words: /\bsent (?:to (?:the |see the )?(?:head(?: ?teacher)?'?s?|office|principal)|out(?: of (?:class|the classroom|the lesson|assembly))?)\b|\b(?:head ?teacher|headmaster|headmistress|principal)'?s? office\b|\b(?:told off|in trouble) (?:at school|in class|by (?:the|my|his|her|their) teacher)\b/i,
    name: 'being sent to the office',
    palMet: '{pal} sat next to {hero} in class, and had been laughing too.',
    title: ['{hero} Outside the Office', 'The Long Corridor'],
    opening: 'In the middle of maths, {hero} flicked a rubber at {pal}, and it hit the teacher\'s back instead, and the teacher said, very quietly, "Office, please, {hero}."',
    worry: '"What will the head teacher do? What if they ring home?" thought {hero}, and {his} face went hot all the way down the corridor.',
    tries: [
      '{hero} walked down the corridor as slowly as anybody has ever walked, and read every single picture on the wall.',
      'On the chair outside the office, {hero} practised saying, "It wasn\'t me," and it sounded wrong every time.',
      '{hero} thought about saying it was {pal}\'s rubber, which it was, but {pal} had not thrown it.',
    ],
    turn: 'When the head teacher opened the door, {hero} said it all at once: "I threw it. I didn\'t mean it to hit Miss. I\'m sorry." The head teacher nodded slowly. "Thank you for telling me the truth," she said.',
    details: [
      'Outside the office there was one chair, and a clock that ticked louder than any clock in the school.',
      'The head teacher\'s office had a bowl of smooth pebbles on the desk, and photos of every class on the wall.',
      'The head teacher said everybody gets things wrong, and what matters is what you do next.',
      '{hero} wrote Miss a sorry note, in best handwriting, and drew a rubber with a sad face on it.',
    ],
    senses: ['The corridor was very quiet in the middle of a lesson, and {hero}\'s shoes squeaked on the floor.', 'Tick, tock, went the clock.'],
    win: '{hero} had said sorry, and meant it, and Miss had smiled',
    end: 'At home time, {hero} told {grownup} before the school could, and {grownup} said, "That was the brave bit."',
  },
  setback: 'Then the office door opened, and it was not the head teacher but the deputy, who was famous for being strict.',
  choice: '{hero} could say it was an accident and nothing else, or say the whole thing, and {he} said the whole thing.',
  subplot: themeSubplot(
    '{hero} saw that the truth was lighter to carry than a story.',
    '{pal} had been laughing too, and felt awful that {hero} went on {his} own.',
    'the sorry note',
    '{pal} signed the sorry note too, under {hero}\'s name, and they gave it to Miss together.',
  ),
  low: '{hero} sat on the chair by the office with {his} hands under {his} legs. "Now everybody thinks I\'m bad," {he} thought.',
  hint: 'Say what happened, all of it, and say sorry',
  light: ['Oops!', 'Sorry.', 'Tick, tock.'],
  older: {
    want: '{hero} wanted it to be over, and for nobody at home to find out.',
    secret: '{he} had thrown it on purpose, only not at Miss',
    decides: '{hero} could blame the rubber, or the bump, or tell it straight. {he} told it straight.',
  },
};

/** Wet play: rain at playtime, staying in the classroom, the box of games, the colouring, the noise, the sun at last. */
const WET_PLAY: EntryKit = {
  entry: {
    id: 'wet-play', kind: 'moment', petsStayHome: true, lesson: 'sharing', setting: 'city', dropOff: 'in the morning',
    words: /\bwet (?:play(?:times?)?|breaks?|lunch(?:times?)?)\b|\b(?:indoor|inside) (?:play(?:times?)?|breaks?)\b|\b(?:rain\w*|wet)\b[^.]*\b(?:play ?times?|break ?times?|lunch ?times? at school)\b|\b(?:play ?times?|break ?times?)\b[^.]*\brain\w*\b/i,
    name: 'wet play',
    palMet: '{pal} sat at {hero}\'s table, and was the best at drawing in the class.',
    title: ['{hero} and Wet Play', 'It\'s Raining at Playtime!'],
    opening: ['The bell rang for playtime, but the rain was coming down in buckets, and the teacher said the two best and worst words: "Wet play!"', 'Rain at playtime! Wet play!'],
    worry: ['"But I wanted to play football," said {hero}. "What if there\'s nothing good to do inside?"', '"I want to go out!" said {hero}.'],
    tries: [
      ['{hero} pressed {his} nose to the window and watched the puddles get bigger on the playground.', '{hero} watched the puddles.'],
      ['{hero} ran for the box of games, but the best one, with the marble run, had already gone.', 'The best game had gone!'],
      ['{hero} tried to play football with a screwed-up paper ball under the tables, and the teacher said, "Not inside!"', 'Paper football? "Not inside!"'],
    ],
    turn: ['{hero} picked up the old box of dominoes nobody wanted, and lined them up all round the reading corner, and pushed the first one, and the whole class came to watch them fall: click, click, click.', 'Dominoes! Click, click, click!'],
    details: [
      ['In the cupboard were the wet play boxes: jigsaws, colouring, cards and a chess set with one pawn missing.', 'Jigsaws, colouring and cards.'],
      ['The classroom was loud and warm, and the windows steamed up, and someone drew a smiley face on the glass.', 'A smiley face on the steamy window.'],
      ['The dinner ladies walked round the classrooms instead of the playground, with their umbrellas dripping.', 'Dripping umbrellas.'],
      ['Rain drummed on the roof of the classroom like a thousand fingers.', 'Drum, drum, went the rain.'],
    ],
    senses: ['The rain drummed on the roof, and the classroom smelled of wet coats and crayons.', 'Drum, drum, rain.'],
    win: 'wet play was the best playtime of the week, and nobody wanted it to end',
    end: ['After school the sun came out, and {hero} jumped in every puddle on the way home with {grownup}.', 'Sun! Puddles! Splash!'],
  },
  setback: ['Then somebody knocked the table, and the dominoes fell down too soon, all in a heap.', 'Bump! The dominoes fell too soon.'],
  choice: ['{hero} could keep the dominoes to {him}self or let everybody add some, and {he} let everybody add some.', 'Share the dominoes? Yes!'],
  subplot: themeSubplot(
    '{hero} saw that a rainy day inside could still be a good one, with friends.',
    '{pal} was sitting on {palhis} own, colouring, and looking at the window.',
    'the last domino',
    '{hero} gave {pal} the last domino to put at the end of the line, and {pal} pushed the first one.',
  ),
  low: ['{hero} looked out at the grey rain. "Playtime is ruined," {he} said.', '"No playtime," said {hero}.'],
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
    id: 'star-of-the-week', kind: 'moment', petsStayHome: true, lesson: 'kindness', setting: 'city', dropOff: 'in the morning',
    words: /\bstar of the (?:week|day|month)\b|\bstar pupil\b|\b(?:head ?teacher'?s?|golden|gold) (?:award|book|certificate)\b|\b(?:got|getting|get|gets|won|winning|given|a|her|his|my) (?:a )?(?:certificate|award|merit|gold(?:en)? star|sticker|house points?|dojo points?|star)\b[^.]*\b(?:assembly|teacher|school|class|nursery|miss|sir)\b/i,
    name: 'star of the week',
    palMet: '{pal} sat cross-legged next to {hero} in assembly, whispering.',
    title: ['{hero}, Star of the Week', 'And the Star Is…'],
    opening: ['On Friday, in the big assembly, the head teacher held up a gold certificate and said, "And this week\'s star of the week, for being kind, is…"', 'Friday! Who is star of the week?'],
    worry: ['"It\'s never me," thought {hero}. "And if it is, I\'ll have to walk up the front with everybody looking."', '"Not me," thought {hero}.'],
    tries: [
      ['All week, {hero} sat up extra straight and put {his} hand up extra high, to be noticed, and got a crick in {his} arm.', 'Hand up high! Higher!'],
      ['{hero} tidied the whole book corner so the teacher would see, but the teacher was out at a meeting.', '{hero} tidied. Nobody saw.'],
      ['When the head teacher said "…is", {hero} looked at {his} shoes, so as not to mind when it was somebody else.', '{hero} looked at {his} shoes.'],
    ],
    turn: ['"…{hero}! For helping a friend who was sad at playtime, when nobody asked." {hero} walked up to the front, past every class, and took the certificate in both hands, and everybody clapped.', '"{hero}!" Clap, clap, clap!'],
    details: [
      ['The certificate was gold, with a big star and {hero}\'s name written in curly pen.', 'A gold star with {hero}\'s name.'],
      ['The star of the week got to sit on the bench at the front, instead of on the floor, and it wobbled a bit.', 'The wobbly bench at the front!'],
      ['{hero}\'s teacher had seen it all along: the playtime, the friend, the arm round them.', 'The teacher had seen.'],
      ['There was a sticker too, shaped like a star, and it stayed on {hero}\'s jumper all day.', 'A star sticker on the jumper.'],
    ],
    senses: ['The whole hall clapped, and it sounded like rain on a roof.', 'Clap, clap, clap!'],
    win: '{hero} was the star of the week, for the thing {he} had done when nobody was watching',
    end: ['At home time, {hero} ran to {grownup} holding the certificate up high, and it went on the fridge, with four magnets, so it could never fall off.', 'On the fridge, with four magnets!'],
  },
  setback: ['Then, walking back, {hero} tripped on a shoelace in front of the whole school, and the certificate floated away.', 'Trip! The certificate flew.'],
  choice: ['{hero} could sit on the star bench alone or ask if {pal} could sit too, and {he} asked.', 'Bench alone, or with {pal}? With {pal}!'],
  subplot: themeSubplot(
    '{hero} saw that the kind thing had counted because {he} had not done it to be seen.',
    '{pal} had never been star of the week, and clapped the loudest anyway.',
    'the star sticker',
    '{hero} peeled the star sticker off and stuck it on {pal}\'s jumper. "For clapping," {he} said.',
  ),
  low: ['{hero} looked at the floor of the hall. "They never pick me," {he} thought.', '"Never me," thought {hero}.'],
  hint: 'Being kind counts most when nobody is looking',
  light: ['Star!', 'Clap!', 'Me?'],
  older: {
    want: '{hero} wanted, just once, to hear {his} own name in assembly, and hated wanting it.',
    decides: '{hero} could play it cool, or walk up smiling. {he} walked up smiling.',
  },
};

/** Picked last: two captains choosing in turn, the names going, the line getting shorter, the game, a pass that counts. */
const PICKED_LAST: EntryKit = {
  entry: {
    id: 'picked-last', kind: 'moment', petsStayHome: true, lesson: 'being-yourself', setting: 'city', dropOff: 'in the morning',
    words: /\bpick(?:ed|s)? last\b|\blast (?:one )?(?:to be |to get )?(?:picked|chosen)\b|\b(?:no ?(?:one|body)|never) (?:picks?|chooses?|wants?) (?:me|him|her|them) (?:for|on|in) (?:their|a|the|his|her) (?:team|side)\b|\bcaptains? (?:pick|choos)\w* (?:the )?teams?\b|\bpicking teams\b/i,
    name: 'picking teams in PE',
    palMet: '{pal} was in {hero}\'s class, and was always picked second to last.',
    title: ['{hero} Gets Picked', 'Last in the Line'],
    opening: 'In PE, the teacher made two captains, and the captains took turns to pick their teams, one name at a time, and {hero} stood in the line as it got shorter and shorter.',
    worry: '"Please not last again," thought {hero}. "Everyone can see who\'s left."',
    tries: [
      '{hero} stood up tall and looked keen and looked straight at the captains, and they picked the fast ones first, as they always did.',
      '{hero} pretended to do up a shoelace, so it would look as if {he} did not care, and the line got shorter round {him}.',
      'When {his} name came last of all, {hero} walked over slowly, stood at the back of the team, and said nothing for the whole warm-up.',
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
  choice: '{hero} could stay at the back, where nobody would pass, or go where there was space, and {he} went to the space.',
  subplot: themeSubplot(
    '{hero} saw that being picked last was one minute in a line, not the whole game.',
    '{pal} had been picked second to last, and looked at the floor.',
    'the corner',
    '{hero} said to {pal}, "You take that corner, I\'ll take this one," and between them nothing got past.',
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
    words: /\b(?:class|school|nursery|classroom) (?:teddy|teddy bear|bear|mascot|monkey|toy|puppet)\b|\b(?:teddy|bear|mascot) (?:home )?(?:for|over) the weekend\b/i,
    name: 'the class bear',
    title: ['{hero} and the Class Bear', 'A Weekend with Barnaby Bear'],
    opening: ['On Friday, the teacher gave {hero} the special bag: inside was Barnaby, the class bear, and his diary, and it was {hero}\'s turn to take him home for the weekend.', 'Barnaby the class bear came home with {hero}!'],
    worry: ['"What if something happens to him?" said {hero}, holding the bag with both arms. "And what if our weekend is too boring for the diary?"', '"I\'ll keep him safe," said {hero}.'],
    tries: [
      ['{hero} wanted to show Barnaby everything at once, and sat him at the table for breakfast, and he got jam on his ear.', 'Jam on Barnaby\'s ear!'],
      ['{hero} took Barnaby to the park in the bag, and zipped it too tight, and then worried he could not see out.', 'Can Barnaby see out?'],
      ['{hero} looked at the diary, where other children had stuck photos of the seaside and a bowling alley, and felt the weekend was not big enough.', 'Other children went to the seaside.'],
    ],
    turn: ['{hero} decided Barnaby would do what {hero} really did: help make pancakes, feed the ducks, read a bedtime story. {grownup} took a photo of each, and {hero} wrote underneath, in {his} best writing.', 'Pancakes, ducks, a story. Click! Click!'],
    details: [
      ['Barnaby had a red jumper with the school badge on, and one ear that was softer than the other from all the hugging.', 'Barnaby had a red jumper.'],
      ['The diary was a fat notebook, full of photos and drawings from every child in the class.', 'A diary full of photos.'],
      ['Barnaby had his own toothbrush in the bag, which nobody had ever used.', 'Barnaby had his own toothbrush!'],
      ['At bedtime, Barnaby slept on {hero}\'s pillow, with the diary under it.', 'Barnaby slept on the pillow.'],
    ],
    senses: ['Barnaby smelled a bit of every house he had been to, and now a bit of pancakes.', 'Soft, squashy Barnaby.'],
    win: 'the diary had a whole page of {hero}\'s weekend, and Barnaby went back clean and happy',
    end: ['On Monday, {hero} read the page out to the whole class, and everyone laughed at the pancake on Barnaby\'s head.', 'On Monday, {hero} read the diary to the class.'],
  },
  setback: ['Then, at the park, Barnaby fell out of the bag and into a puddle, bottom first.', 'Splash! Barnaby fell in a puddle!'],
  choice: ['{hero} could hide the muddy bit or write it in the diary too, and {he} wrote it in.', 'Hide it or tell it? Tell it!'],
  subplot: themeSubplot(
    '{hero} saw that an ordinary weekend was just as good for a bear who had never had it.',
    '{pal} had not had a turn with Barnaby yet, and asked every Friday.',
    'the diary page',
    '{hero} let {pal} draw Barnaby on the corner of the diary page, so {pal} was in it too.',
  ),
  low: ['{hero} held the wet, muddy bear. "I\'ve ruined him," {he} said.', '"Poor Barnaby," said {hero}.'],
  hint: 'Tell it true, the muddy bits too',
  light: ['Barnaby!', 'Click!', 'Splash!'],
  older: {
    want: '{hero} wanted the diary page to be as good as everybody else\'s, and was not sure an ordinary weekend could be.',
    decides: '{hero} could make up a bigger weekend for the diary, or write the real one. {he} wrote the real one.',
  },
};

/** Reading aloud to the class: the book at the front, every face looking, a long word, the finger under the line, the listening. */
const READING_TO_THE_CLASS: EntryKit = {
  entry: {
    id: 'reading-to-the-class', kind: 'moment', petsStayHome: true, lesson: 'bravery', setting: 'city', dropOff: 'in the morning',
    words: /\bread(?:ing|s)? (?:out )?(?:(?:out )?loud |aloud )?(?:(?:my|his|her|their|a) (?:own )?(?:story|poem|book|writing) (?:out )?(?:loud |aloud )?)?(?:to|in front of) (?:the|my|his|her|our) (?:whole )?class\b|\bread(?:ing|s)? (?:out )?(?:loud|aloud) in class\b/i,
    name: 'reading to the class',
    palMet: '{pal} sat on the carpet at the front, and gave {hero} a thumbs up.',
    title: ['{hero} Reads to the Class', 'The Whole Class Listened'],
    opening: 'Today it was {hero}\'s turn to sit in the big chair at the front and read {his} story out loud to the whole class.',
    worry: '"What if I get stuck on a word?" said {hero}. "What if my voice goes all small and wobbly and everybody laughs?"',
    tries: [
      '{hero} started so fast that the words ran into each other, and the teacher said gently, "Breathe, and slow down."',
      '{hero} got to a long word, "enormous", and stopped, and the whole class waited, and the carpet felt very quiet.',
      '{hero} held the page right up in front of {his} face, so nobody could see, and nobody could hear either.',
    ],
    turn: '{hero} put the page down, put a finger under the line the way they did in reception, and read one word at a time, and when {he} looked up, the whole class was listening, and somebody gasped at the good bit.',
    details: [
      'The big chair at the front had a cushion on it, and you only got to sit there when it was your turn.',
      'The class sat cross-legged on the carpet, some leaning forward, some picking at the carpet.',
      'The teacher sat at the side, not the front, so that {hero} was the one everybody was looking at.',
      'At the end, the class clapped, and the teacher asked, "What happens next?" and three hands went up.',
    ],
    senses: ['The classroom went so quiet that {hero} could hear the clock, and {his} own voice, which sounded bigger than usual.', 'The page rustled in {hero}\'s hands.'],
    win: '{hero} read every word to the end, and the class wanted more',
    end: 'At home that evening, {hero} read the story again to {grownup}, with all the voices this time.',
  },
  setback: 'Then the page slipped off {hero}\'s knee and floated to the floor, and {he} lost {his} place.',
  choice: '{hero} could skip the hard part or read it slowly, and {he} chose to read it slowly.',
  subplot: themeSubplot(
    '{hero} saw that the class wanted the story, not a perfect reader.',
    '{pal} was next, and was twisting {palhis} jumper into a knot.',
    'the finger trick',
    '{hero} whispered the finger trick to {pal} on the way back to the carpet, and {pal} used it.',
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
