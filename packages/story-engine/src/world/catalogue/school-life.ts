import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';

/**
 * Round 15's school days for a reader of six to twelve, each a day a primary's first day or a stock plot told wrong
 * before: starting secondary school, the school disco, school photo day, a supply teacher, parents' evening, a school
 * council vote, homework, non-uniform day and the year 6 leavers' last week (first, so "the leavers' disco" is the leavers' week). Each its own true day: what is there, what goes wrong, who helps.
 */
type OwnEntry = Pick<EntryKit, 'entry' | 'setback' | 'choice' | 'subplot'>;

/** Secondary school: the timetable, moving rooms for every lesson, a locker, the bus, older pupils, being small again. */
const SECONDARY_SCHOOL: OwnEntry = {
  entry: {
    id: 'secondary-school', kind: 'moment', fromAge: '6-8', petsStayHome: true, lesson: 'bravery', setting: 'city', onOwn: true, getsLost: true,
    words: /^(?!.*\b(?:leavers?|leaving (?:primary|year 6))\b)(?!.*\b(?:phone|mobile)s?\b).*(?:\b(?:secondary|high|senior|middle) school\b|\bjunior high\b|\byear (?:7|seven)\b|\btransition days?\b|\bmoving up day\b)/i,
    name: 'secondary school',
    palMet: '{pal} had been at primary school with {hero}, and was in a different form now.',
    title: ['{hero} Starts Secondary School', '{hero} and the Big Timetable'],
    opening: 'The new blazer still had creases from the packet, the tie took three goes, and the timetable in {hero}\'s bag had a different room for every lesson: today {hero} was starting secondary school.',
    worry: '"At primary I was one of the oldest," said {hero}. "Here I\'m one of the smallest again. What if I get lost, and everyone sees?"',
    tries: [
      '{hero} followed the crowd off the bus and found {him}self in a corridor full of Year 11s, who were as tall as grown-ups and did not look down.',
      'For the second morning lesson, {hero} went to the science block and sat down, and the teacher said kindly that this was Room S4, and {hero} wanted S14, upstairs.',
      'After lunch, {hero} tried the locker code three times, and the door stayed shut while the bell for the next lesson rang.',
    ],
    turn: '{hero} stopped, unfolded the map on the back of the timetable, and asked a Year 8 with a lanyard, "Which way is the maths corridor?" "Follow me," the girl said. "Everyone gets lost in the first week. I did."',
    details: [
      'Every lesson had its own room and its own teacher, and when the bell went the whole school moved at once, like a river with bags.',
      'In the canteen, {hero} paid for lunch with a fingerprint on a little scanner, which felt like being a spy.',
      'The planner had a page for every day, and a space where homework went, and a space for a grown-up to sign.',
      'The bus home was full and loud, and {hero} sat near the front, and knew the stop without having to look.',
    ],
    win: '{hero} got to every lesson, even the one upstairs, and only a little late to one',
    end: 'On the second morning, {hero} did the tie in one go, checked the timetable on the bus, and walked to the first room without asking anyone.',
    ownDoubt: '{hero} stood in the busy corridor with the timetable in {his} hand. "Everyone else knows where they\'re going," {he} thought.',
  },
  setback: 'Then the bell went for a fire drill, and hundreds of people poured out onto the field, and {hero} could not see {his} form anywhere.',
  choice: '{hero} could sit with people from primary at lunch or with someone new from the form, and {he} chose someone new.',
  subplot: themeSubplot(
    '{hero} saw that the Year 7s who looked calm had just learnt to look at their timetables when nobody was watching.',
    '{pal} had lost {palhis} planner on the first day and was sure {palhe} would get a detention.',
    'a walk to the office',
    '{hero} walked {pal} to the office, where a whole box of lost planners was waiting, and {pal}\'s was on the top.',
  ),
};

/** The school disco: the hall with the lights off, the teacher as the DJ, glow sticks, squash and crisps, the dance everyone knows. */
const SCHOOL_DISCO: OwnEntry = {
  entry: {
    id: 'school-disco', kind: 'event', fromAge: '6-8', petsStayHome: true, lesson: 'bravery', setting: 'city', dropOff: 'at home time',
    words: /\b(?:school|pta|class|year \w+|leavers'?) discos?\b|\b(?:christmas|halloween|valentines?|summer|spring) discos?\b(?! (?:at|in) (?!(?:the |my |our |his |her )?school\b))|\bdiscos? at (?:school|the school)\b|\bschool dances?\b(?! (?:shows?|class(?:es)?|clubs?|lessons?|competitions?|performances?|teachers?))/i,
    name: 'the school disco',
    palMet: '{pal} was going to the disco too, and they had said they would meet by the door.',
    title: ['{hero} at the School Disco', 'The Night of the Disco'],
    opening: 'Tonight the school hall had its lights off and a disco ball turning, and {hero} had a glow stick, a pound for the tuck table and a brand-new top: it was the school disco.',
    worry: '"What if everyone dances and I don\'t know how?" said {hero}. "What if I just stand by the wall all night?"',
    tries: [
      '{hero} stood by the wall bars, where {he} did PE at school every week, with a cup of squash and pretended to be very interested in the squash.',
      '{hero} tried the dance a big girl was doing in the middle, and got the arms the wrong way round and bumped a Year 3.',
      '{hero} went to the tuck table three times, to have something to do, until the crisps ran out.',
    ],
    turn: 'Then the DJ, who was really Mr Okafor from Year 5 in sunglasses, played the song with the actions, the one everybody had learnt in the playground, and {hero} put down the cup and joined the line.',
    details: [
      'The hall looked completely different in the dark, with coloured lights spinning over the climbing frame and the dinner tables stacked at the side.',
      'The glow sticks went round and round on wrists and necks, so you could see where your friends were by their colours.',
      'Halfway through there was musical statues, and the teachers were the judges, and they were very strict.',
      'At the end, the big lights came on with a clunk, and everybody blinked and looked hot and pink and happy.',
    ],
    win: '{hero} danced every song after that, even the ones with no actions',
    end: 'At the gate, {hero} ran out with a glow stick round each wrist, sweaty and grinning, and did the actions for {grownup} all the way to the car.',
    ownDoubt: '{hero} looked at all the people dancing in the coloured lights. "Maybe I should just go home," {he} thought.',
  },
  setback: 'Then {hero}\'s glow stick snapped the wrong way and went out, right in the middle of the best song.',
  choice: '{hero} could stay near the tuck table or go into the middle where the lights were, and {he} chose the middle.',
  subplot: themeSubplot(
    '{hero} saw that nobody was watching anybody else\'s feet: everyone was too busy with their own.',
    '{pal} was sitting on the bench by the stage, sure {palhe} was the worst dancer in the school.',
    'a spare glow stick',
    '{hero} cracked a spare glow stick, gave it to {pal}, and they did the silliest robot dance together until {pal} laughed.',
  ),
};

/** School photo day: hair brushed flat, the best jumper, the photographer's stool, "say cheese", a blink, the proofs home in a card. */
const SCHOOL_PHOTO: OwnEntry = {
  entry: {
    id: 'school-photo', kind: 'event', petsStayHome: true, lesson: 'being-yourself', setting: 'city',
    words: /\bschool (?:photos?|pictures?|photographs?)\b|\b(?:photo|picture) day\b(?! at (?:nursery|preschool|pre-school|playgroup))|\bclass (?:photos?|pictures?)\b|\bphotographer (?:at|came to|is coming to) (?:the )?school\b/i,
    name: 'school photo day',
    palMet: '{pal} was in the line behind {hero}, with {palhis} hair still sticking up.',
    title: ['{hero}\'s School Photo', 'Say Cheese, {hero}!'],
    opening: 'On school photo day, {grownup} brushed {hero}\'s hair flat, checked the jumper had no porridge on it, and said, "Just smile like you mean it."',
    worry: '"What if I blink?" said {hero}. "What if my smile goes weird, and it stays in a frame on the wall for ever?"',
    tries: [
      '{hero} practised smiles in the toilet mirror at school, and every one looked stranger than the last.',
      'On the stool, {hero} smiled so hard that the photographer laughed and said, "Not quite so many teeth."',
      'The flash went, and {hero} blinked, right in the middle of it.',
    ],
    turn: 'The photographer said, "Tell me, what did you have for breakfast?" and {hero} said, "Porridge, but I spilt half of it on my sock," and laughed, a real laugh, and click, that was the one.',
    details: [
      'The photographer had set up in the hall with a big white umbrella, a grey screen and a little stool with a cushion on it.',
      'Everyone waited in a line by class, and the teacher went along it, flattening hair and turning collars the right way out.',
      'For the class photo, the tall ones stood on the benches at the back, and the short ones sat cross-legged at the front.',
      'Two weeks later, a card came home with the proofs in it, and {hero}\'s real laugh was right there in the middle.',
    ],
    win: 'the photo was {hero} laughing, just like {hero} really was',
    end: 'The photo went in a frame on the landing, next to last year\'s, and {hero} could see how much {he} had grown, and how much {his} smile had not changed at all.',
    ownDoubt: '{hero} looked at the camera\'s big black eye. "I always look silly in photos," {he} thought.',
  },
  setback: 'Then, just before {his} turn, {hero} felt the hair at the back spring up again, the way it always did.',
  choice: '{hero} could hide at the back of the class photo or stand where {his} face could be seen, and {he} chose to be seen.',
  subplot: themeSubplot(
    '{hero} saw that the best photos were the ones where people forgot the camera was there.',
    '{pal} had lost a front tooth that morning and did not want to smile at all.',
    'a quiet word in the line',
    '{hero} told {pal} to think of the silliest thing {palhe} knew, just as the flash went, and {pal} grinned a gappy grin.',
  ),
};

/** A supply teacher: names said wrong on the register, the class being silly, the seating plan, a note left for the real teacher. */
const SUPPLY_TEACHER: OwnEntry = {
  entry: {
    id: 'supply-teacher', kind: 'moment', petsStayHome: true, lesson: 'kindness', setting: 'city',
    words: /\b(?:supply|substitute|cover) teachers?\b|\b(?:a|our|my|the|his|her|their) new (?:class )?teacher\b|\ba sub (?:teacher|today)\b|\b(?:our|my|his|her) teacher (?:is|was) (?:off|away|off sick) (?:today|this week)\b/i,
    name: 'the supply teacher',
    palMet: '{pal} sat at {hero}\'s table, next to the window.',
    title: ['{hero} and the Supply Teacher', 'The Day Miss Wasn\'t There'],
    opening: 'When {hero} came into the classroom, Mrs Hall\'s chair was empty and a stranger was writing on the board: "Mr Bell. Supply teacher." Mrs Hall was off sick.',
    worry: '"He doesn\'t know anything," whispered {hero}. "He doesn\'t know where the pencils go, or that we have reading first, or anyone\'s names."',
    tries: [
      'Mr Bell read the register and said half the names wrong, and the class giggled, and {hero} giggled too, though it felt a bit mean.',
      'Two boys swapped seats and said they always sat there, and Mr Bell believed them, and {hero} did not say anything.',
      'By maths, the room was so noisy that Mr Bell had to clap three times, and his face had gone pink.',
    ],
    turn: '{hero} put up a hand and said, "Mrs Hall does a countdown from five, and we go quiet by one," and showed him the seating plan pinned by the door.',
    details: [
      'Mr Bell had a big bag full of his own pens, because every school keeps its pens in a different place.',
      'Mrs Hall had left him a note with the timetable on it, and he kept looking at it between lessons.',
      'At lunch, Mr Bell asked {hero} which way the staff room was, and {hero} showed him, past the hall and left at the fish tank.',
      'At the end of the day, Mr Bell wrote a note for Mrs Hall and said, "Tell her {hero} was a great help."',
    ],
    win: 'the class got through the whole day, and Mr Bell found the staff room on his own the second time',
    end: 'When Mrs Hall came back, she read Mr Bell\'s note out, and {hero} went pink, and the class said Mr Bell had been all right really.',
    ownDoubt: '{hero} looked at Mr Bell\'s pink face. "It\'s not my job to help him," {he} thought, but it did not feel right.',
  },
  setback: 'Then the fire alarm tested at two o\'clock, and Mr Bell did not know it was only a test, and began to line everyone up.',
  choice: '{hero} could keep quiet like everyone else or tell Mr Bell the truth about the seats, and {he} chose the truth.',
  subplot: themeSubplot(
    '{hero} saw that being new in a room was hard even for a grown-up.',
    '{pal} had been called by the wrong name all morning and was too shy to say.',
    'a note on the desk',
    '{hero} wrote {pal}\'s real name on a sticky note for Mr Bell\'s desk, and he said sorry to {pal} and got it right every time after that.',
  ),
};

/** Parents' evening: the grown-up sits in the small chairs, the teacher shows the books, one thing to work on and one to be proud of. */
const PARENTS_EVENING: OwnEntry = {
  entry: {
    id: 'parents-evening', kind: 'event', fromAge: '6-8', petsStayHome: true, lesson: 'honesty', setting: 'city',
    words: /\bparents'? ?(?:evening|night|meeting|consultation)s?\b|\bparent[- ]teacher (?:conference|meeting|interview|evening)s?\b/i,
    name: 'parents\' evening',
    palMet: '{pal} was waiting outside the classroom too, swinging {palhis} legs on the bench.',
    title: ['{hero} and Parents\' Evening', 'What the Teacher Said'],
    opening: 'Tonight was parents\' evening, and {grownup} had a ten-minute slot with {hero}\'s teacher at ten past six.',
    worry: '"What if she says about the time I talked in assembly?" asked {hero}. "What if she says I\'m bad at fractions?"',
    tries: [
      'On the way, {hero} told {grownup} every good thing {he} had done since September, very fast, just in case.',
      'In the corridor, {hero} tried to read the teacher\'s face through the little window in the door, but she was just nodding at someone else\'s dad.',
      'While the teacher turned the pages, {hero} looked at the floor and waited for the bad bit.',
    ],
    turn: 'When the teacher said fractions were still tricky, {hero} looked up and said, "They are. I get lost when the bottom numbers are different." The teacher smiled. "That\'s exactly the right thing to know," she said.',
    details: [
      'The grown-ups had to sit on the children\'s chairs, with their knees up by their chins.',
      'The teacher had {hero}\'s books in a pile, and opened the writing book at the story about the haunted lighthouse.',
      'On the walls were everyone\'s self-portraits, and {grownup} found {hero}\'s straight away, by the hair.',
      'The teacher said one thing to work on, the fractions, and one thing to be proud of, the stories, and wrote both down.',
    ],
    win: 'the teacher said {hero} tried hard and asked good questions',
    end: 'On the way home, {grownup} said, "Fractions on Saturday, then, with pizza," and they cut the pizza into halves, quarters and eighths.',
    ownDoubt: '{hero} looked at the pile of books on the table. "She\'s going to tell them everything," {he} thought.',
  },
  setback: 'Then the teacher said, "And there was the business with the glue stick," and {hero} had forgotten about the glue stick.',
  choice: '{hero} could wait in the corridor or come in and hear it all, and {he} chose to come in.',
  subplot: themeSubplot(
    '{hero} saw that a teacher tells the hard thing so it can get better, not to get anyone in trouble.',
    '{pal} was sure {palhis} mum was hearing something awful, and had gone very quiet.',
    'the bench by the door',
    '{hero} sat with {pal} on the bench and played noughts and crosses on a scrap of paper until the door opened and {palhis} mum came out smiling.',
  ),
};

/** A school council vote: posters, a short speech in front of the class, voting slips in a box, the count, and keeping a promise you can keep. */
const SCHOOL_COUNCIL: OwnEntry = {
  entry: {
    id: 'school-council', kind: 'event', fromAge: '6-8', petsStayHome: true, lesson: 'honesty', setting: 'city',
    words: /\b(?:school|student|pupil|eco|class) (?:council|parliament|rep(?:resentative)?|elections?|votes?)\b|\bhead (?:girl|boy)\b|\bprefects?\b|\bclass president\b/i,
    name: 'the school council vote',
    variants: [{
      said: /\bhead (?:girl|boy)\b|\bprefects?\b/i,
      name: 'the head girl and head boy vote',
      title: ['{hero} for Head of School', '{hero} Stands for Head'],
      opening: 'Year 6 were choosing a head girl and a head boy this term, who would show visitors round, speak in assemblies and wear a shiny badge, and {hero} had put {his} name forward: the speeches were on Friday, with the vote straight after.',
    }],
    palMet: '{pal} was standing for school council too, and they had the same class.',
    title: ['Vote for {hero}!', '{hero} Stands for School Council'],
    opening: 'Every class chose two people for school council, and this year {hero} had put {his} name on the list: the speeches were on Friday, and the vote straight after.',
    worry: '"What if nobody votes for me?" said {hero}. "What if I stand up to do my speech and forget all of it?"',
    tries: [
      '{hero} made glitter posters that said VOTE FOR {hero}, and stuck them up around the classroom, and a dinner lady took two down because they were on the fire door.',
      '{hero} wrote a speech promising longer playtimes and no homework, and then read it out loud at home, and even {grownup} laughed at it.',
      'On Friday morning, {hero} practised the speech in the toilets, and {his} voice went wobbly on every line.',
    ],
    turn: '{hero} stood up, put the long speech away, and said one true thing: "The bench by the fence is where people sit when they\'ve got no one to play with. I\'d like to make it a buddy bench, so someone always comes."',
    details: [
      'The names for the vote were written on the board in a list, and {hero}\'s was third.',
      'On the teacher\'s desk sat the voting box, an old shoebox with a slot cut in the lid, waiting for after the speeches.',
      'Two children counted the votes into piles on the teacher\'s desk, and counted them again, to be sure.',
      'The school council met on Tuesdays at lunch, in the library, with a notebook for minutes and a biscuit each.',
    ],
    win: 'the class voted for {hero}, and the buddy bench was the first thing on the council\'s list',
    end: 'By the end of term, the bench by the fence had a sign that said Buddy Bench, painted by Year 2, and {hero} checked it every lunchtime.',
    ownDoubt: '{hero} looked at the other speeches on the board. "Theirs are all better," {he} thought.',
    outcomes: {
      won: {
        win: 'the class voted for {hero}, and the buddy bench was the first thing on the council\'s list',
        detail: 'When the teacher read out the names, {hero}\'s was one of them, and {his} face went hot and happy.',
        end: 'By the end of term, the bench by the fence had a sign that said Buddy Bench, painted by Year 2, and {hero} checked it every lunchtime.',
      },
      lost: {
        win: '{hero} did not get the most votes, but {his} idea did',
        detail: 'When the teacher read out the names, {hero}\'s was not one of them, and {he} swallowed hard and clapped anyway.',
        end: 'The new council asked {hero} to come to their first meeting and explain the buddy bench, and by the end of term it had a sign, painted by Year 2.',
      },
    },
  },
  setback: 'Then {hero} heard someone else promise a chocolate fountain in the lunch hall, and the whole class cheered.',
  choice: '{hero} could promise something huge that would never happen or something small that could, and {he} chose the small thing.',
  subplot: themeSubplot(
    '{hero} saw that people listen hardest when you tell them something true.',
    '{pal} was standing too, and was shaking so much {palhe} could not hold {palhis} speech still.',
    'the wobbly-voice trick',
    '{hero} whispered, "Look at the clock at the back, not the faces," and {pal} did, and got through it.',
  ),
};

/** The year 6 leavers' last week: shirts signed in felt pen, the leavers' assembly with a slideshow, the hoodie, goodbyes at the gate. */
const LEAVERS: OwnEntry = {
  entry: {
    id: 'leavers', kind: 'event', fromAge: '6-8', petsStayHome: true, lesson: 'friendship', setting: 'city',
    words: /\b(?:year (?:6|six)|school|primary|class) leavers?\b|\bleavers'? (?:assembly|day|hoodies?|disco|party|play|service|trip|week)\b|\blast day (?:at|of) (?:primary|year (?:6|six))\b|\bleaving (?:primary|year (?:6|six))\b|\bshirt signing\b/i,
    name: 'the leavers\' week',
    palMet: '{pal} had been in {hero}\'s class since Reception.',
    title: ['{hero}\'s Last Week at Primary', 'Signed in Felt Pen'],
    opening: 'It was the last week of Year 6: the leavers\' hoodies had come, with everyone\'s names on the back, and on Friday was the leavers\' assembly, then the end of primary school for ever.',
    worry: '"I want to go to secondary," said {hero}, "but I don\'t want this to stop. Is that allowed?"',
    tries: [
      '{hero} tried to be cool about it all week, and then cried at the slideshow rehearsal when the Reception photos appeared on the screen.',
      '{hero} tried to get everyone in class to sign {his} shirt, but the felt pen ran out halfway round the back.',
      '{hero} tried to say goodbye to the dinner ladies, the caretaker and the lollipop man all at once, and forgot what {he} had meant to say.',
    ],
    turn: '{hero} stood up in the leavers\' assembly, left the paper in {his} pocket, looked right at the teachers and said {his} line, "Thank you for helping us grow," and meant every word.',
    details: [
      'On the slideshow, everyone was four again, in massive jumpers, holding up paintings of their families.',
      'The shirts were covered in names and hearts and "stay in touch!" and a drawing of the class guinea pig.',
      'The Year 6s sang the leavers\' song, and the teachers at the side pretended they had something in their eyes.',
      'At the gate, the whole class made an arch with their arms, and the Year 6s ran through it one last time.',
    ],
    win: 'everyone had signed {hero}\'s shirt, and {hero} had said every goodbye {he} wanted to',
    end: 'At home, {hero} hung the signed shirt over the chair, read every name again, and laid out the new uniform for September beside it.',
    ownDoubt: '{hero} looked at the empty classroom walls, where the displays had been taken down. "It\'s all over," {he} thought.',
  },
  setback: 'Then {hero} found out that {his} best friend was going to a different secondary school.',
  choice: '{hero} could read {his} line in the assembly from the paper or learn it by heart, and {he} chose to learn it.',
  subplot: themeSubplot(
    '{hero} saw that a goodbye can be happy and sad at the very same time.',
    '{pal} was going to a different secondary school and had gone quiet all week.',
    'the last space on the shirt',
    '{hero} saved the last space on the shirt for {pal}, and they wrote each other\'s new addresses on the cuffs.',
  ),
};

/** Homework: the kitchen table, the worksheet, the reading record, putting it off, a hole rubbed through, one question at a time. */
const HOMEWORK: OwnEntry = {
  entry: {
    id: 'homework', kind: 'activity', lesson: 'perseverance', setting: 'home', fromAge: '6-8',
    // Under six, homework is the reading book in the book bag, read with a grown-up.
    younger: {
      name: 'the reading book',
      title: ['{hero}\'s Reading Book', 'Reading Time'],
      opening: 'In {hero}\'s book bag was a reading book from school, with a reading record for a grown-up to sign, and tonight was reading time.',
      worry: '"I can\'t read all the words," said {hero}. "Some of them are too long."',
      tries: [
        '{hero} looked at the pictures and made up the story instead, and it was a good story, but it was not the one in the book.',
        '{hero} got stuck on a long word and shut the book with a bang.',
        '{hero} tried to read it very fast, and the words got muddled up.',
      ],
      turn: '{hero} put a finger under the long word and sounded it out, one bit at a time: "c-a-t-er-p-i-ll-ar. Caterpillar!"',
      details: [
        'The reading book had a yellow sticker on the front, and a caterpillar on every page.',
        '{grownup} sat close on the sofa and pointed at the pictures for clues.',
        'There was one page with no words at all, and they made up what the caterpillar said.',
        '{grownup} wrote in the reading record, "Read it all! Tricky word: caterpillar."',
      ],
      win: '{hero} read the whole book, even the long word',
      end: 'The next morning, {hero} put the reading book back in the book bag, and told the teacher about the caterpillar.',
    },
    words: /^(?!.*\bhomework projects?\b).*(?:\bhomework\b|\bbook (?:report|review)s? (?:due|for school)\b|\breading (?:record|log)s?\b|\bspellings? (?:to learn|for (?:the )?week|homework)\b|\blearning (?:her |his |my |their )?spellings\b)/i,
    name: 'the homework',
    title: ['{hero} and the Homework', 'One Question at a Time'],
    opening: 'It was Thursday, the homework was due on Friday, and the worksheet had been in {hero}\'s book bag all week, getting more crumpled every day.',
    worry: '"It\'s too hard," said {hero}. "And it\'s too long. And I don\'t even know what the first question means."',
    tries: [
      '{hero} sharpened every pencil in the pot, then sorted the felt tips by colour, and the worksheet was still blank.',
      '{hero} raced through the first three questions to get it over with, and got all three wrong, and had to rub them out.',
      '{hero} rubbed out the fourth answer so hard that there was a hole in the paper, and put {his} head down on the table.',
    ],
    turn: '{hero} folded the sheet so only one question showed, read it out loud, slowly, and said, "I just need to do this one." Then {he} folded it again, to the next.',
    details: [
      'The kitchen table was cleared except for the worksheet, a pencil, a rubber and a glass of squash.',
      'The kitchen timer ticked: ten minutes of work, then five minutes of anything at all.',
      '{grownup} sat nearby with a cup of tea and did not give any answers, only asked, "What do you think it means?"',
      'When it was done, {grownup} signed the reading record and the homework went straight into the book bag by the door.',
    ],
    win: 'every question had an answer, in {hero}\'s own writing',
    end: 'On Friday, {hero} handed in the homework, hole and all, and the teacher drew a star next to the last question.',
    ownDoubt: '{hero} looked at the hole in the paper. "Everyone else finds this easy," {he} thought.',
  },
  setback: 'Then {hero} found a second sheet stuck to the back of the first, with even more questions on it.',
  choice: '{hero} could do the hard page first or the easy one, and {he} chose the easy one, to get going.',
  subplot: themeSubplot(
    '{hero} saw that a big job is only lots of small jobs standing in a line.',
    '{pal} messaged to say {palhe} was stuck on the same homework and had given up.',
    'the folding trick',
    '{hero} sent {pal} a photo of the folded sheet: "One question at a time. It works." And {pal} finished too.',
  ),
};

/** Non-uniform day: a pound for charity, choosing what to wear, the worry of being the only one in uniform, teachers in jeans. */
const NON_UNIFORM_DAY: OwnEntry = {
  entry: {
    id: 'non-uniform-day', kind: 'event', fromAge: '6-8', lesson: 'being-yourself', setting: 'city', petsStayHome: true,
    words: /\bnon[- ]?uniform(?: days?)?\b|\b(?:own|wear your own) clothes days?\b|\bmufti days?\b|\bdress[- ]down days?\b|\bwear what you (?:want|like) days?\b/i,
    name: 'non-uniform day',
    palMet: '{pal} was in {hero}\'s class, and had been planning {palhis} outfit for a week.',
    title: ['{hero}\'s Non-Uniform Day', 'What Shall I Wear?'],
    opening: 'On Friday it was non-uniform day at school: no jumper, no tie, just your own clothes and a pound in an envelope for the children\'s hospital.',
    worry: '"What if I wear the wrong thing?" said {hero}. "What if I\'m the only one who turns up in uniform because I got the day wrong?"',
    tries: [
      '{hero} tried on four outfits the night before, and left them all over the bedroom floor, and still could not choose.',
      '{hero} checked the letter from school three times, to be sure it really was Friday.',
      'At breakfast, {hero} changed into the new football shirt, and then out of it, and then back into it, and nearly missed the bus.',
    ],
    turn: '{hero} put on the old hoodie with the rocket on it, the one that felt most like {him}self, and said, "This one. It\'s me."',
    details: [
      'On the noticeboard in the hall, the letter from school said FRIDAY in big red letters.',
      'On the bed lay three choices: the new football shirt, a sparkly top and the old rocket hoodie with the soft cuffs.',
      'One boy had come in uniform by mistake, and the teacher let him take his tie off and wear it round his head.',
      'At the end of the day, the head teacher said the buckets had made two hundred pounds for the hospital.',
    ],
    win: 'the rocket hoodie got three compliments and one "where did you get that?"',
    end: 'On Monday, everyone was back in uniform, and {hero} thought they all looked a little bit the same again, but knew what was under the jumpers.',
    ownDoubt: '{hero} looked at the clothes on the floor. "Nothing looks right," {he} thought.',
  },
  setback: 'Then {hero} remembered the pound for the bucket was still on the kitchen table.',
  choice: '{hero} could wear what everyone else was wearing or what {he} liked best, and {he} chose what {he} liked.',
  subplot: themeSubplot(
    '{hero} saw that people remember who you are, not what you wear.',
    '{pal} had forgotten the pound for the bucket and felt awful at the gate.',
    'the spare pound',
    '{hero} had brought two pounds by mistake, and put one in the bucket for {pal}, and {pal} said, "I owe you one."',
  ),
};

export const SCHOOL_LIFE_KITS: readonly OwnEntry[] = [LEAVERS, SECONDARY_SCHOOL, SCHOOL_DISCO, SCHOOL_PHOTO, SUPPLY_TEACHER, PARENTS_EVENING, SCHOOL_COUNCIL, HOMEWORK, NON_UNIFORM_DAY];

/** Homework is only where a thing is done: any other entry the words name is the story ("my autistic brother and homework"). */
export const MATCHED_LAST: readonly string[] = [HOMEWORK.entry.id];
