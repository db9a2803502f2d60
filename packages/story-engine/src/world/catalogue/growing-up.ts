import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';

/**
 * Round 15's growing-up moments for a reader of six to twelve, each declined into a stock plot before: a falling-out in
 * a group chat, joining Cubs or Brownies, the first time home alone, money tight at home, and growing up. Each its own true details.
 */
type OwnEntry = Pick<EntryKit, 'entry' | 'setback' | 'choice' | 'subplot'>;

/** A group chat gone wrong: a message read the wrong way, typing and deleting, the phone face down, saying it in person. */
const GROUP_CHAT: OwnEntry = {
  entry: {
    id: 'group-chat', kind: 'feeling', lesson: 'kindness', setting: 'home',
    words: /\bgroup ?chats?\b|\b(?:whatsapp|class|friends'?) groups?\b(?! (?:trip|photo|project|game))|\b(?:mean|nasty|unkind|horrible) (?:messages?|texts?|comments?)\b|\bleft out of (?:the |a )?(?:chat|group)\b|\bremoved (?:me |him |her |them )?from (?:the |a )?(?:chat|group)\b/i,
    name: 'the group chat',
    palMet: '{pal} was in the class group chat too, and had not said anything yet.',
    title: ['{hero} and the Group Chat', 'Typing…'],
    opening: '{hero}\'s phone buzzed and buzzed: in the class group chat, someone had posted a picture of {hero}\'s drawing with a laughing face under it, and then five more laughing faces came.',
    worry: '"Everyone saw it," said {hero}. "If I say something, it\'ll be worse. If I say nothing, they\'ll think it\'s fine."',
    tries: [
      '{hero} typed a long, angry message, and deleted it, and typed it again, and the dots that said "typing…" went on and off for everyone to see.',
      '{hero} sent one cross line, and straight away someone screenshotted it and sent it to a different chat.',
      '{hero} turned the phone face down on the bed and tried to ignore it, but it kept buzzing through the duvet.',
    ],
    turn: '{hero} put the phone down, went to {grownup}, and showed {grownup} the whole chat, from the top. Then, the next morning at school, {hero} went up to the girl who had posted it and said, "That was my drawing. It wasn\'t funny to me."',
    details: [
      'Messages in the chat did not have faces or voices, so a joke and a mean thing looked exactly the same.',
      '{grownup} read it all the way through without saying anything, and then said, "Thank you for showing me. That took guts."',
      'They made a rule together: the phone charges in the kitchen at night, and nothing gets answered when you are cross.',
      'In person, the girl went red and said she had thought it was a joke, and that she was sorry, and she took the picture down.',
    ],
    win: 'the picture came down, and {hero} said what {he} needed to, face to face',
    end: 'That night, the phone charged in the kitchen, and {hero} read a book in bed, and the chat could wait until morning.',
    ownDoubt: '{hero} stared at the laughing faces on the screen. "They all think I\'m a joke," {he} thought.',
  },
  setback: 'Then a new chat appeared, with nearly the whole class in it, and {hero} was not in it.',
  choice: '{hero} could send a cross message back or tell a grown-up, and {he} chose to tell a grown-up.',
  subplot: themeSubplot(
    '{hero} saw that a screen makes it easy to be unkind, and just as easy to be kind.',
    '{pal} had been left out of the new chat too, and was sitting on {palhis} own at lunch.',
    'a seat at lunch',
    '{hero} kept {pal} a seat at lunch, and they talked about everything except the chat, face to face, which was the best kind of talking.',
  ),
};

/** Joining Cubs (or Brownies): the promise, the neckerchief and woggle, a knot to learn, a badge sewn on, the campfire songs. */
const SCOUTING: OwnEntry = {
  entry: {
    id: 'scouting', kind: 'activity', fromAge: '6-8', petsStayHome: true, lesson: 'perseverance', setting: 'forest', dropOff: 'at home time',
    words: /\b(?:join(?:s|ed|ing)?|go(?:es|ing)? to|went to|start(?:s|ed|ing)?|first (?:night|time|week|meeting) at|night at|moving up to|invested (?:at|into)) (?:the |a )?(?:beavers|cubs|scouts|brownies|rainbows|guides)\b|\b(?:cub|boy|girl|beaver|sea) scouts?\b|\b(?:cubs?|scouts?|brownies?|beavers?|guides?) (?:camp|badges?|promise|pack|night|uniform|hut|leaders?|investiture)\b|\b(?:camp|night|trip|week) (?:away )?with (?:the )?(?:beavers|cubs|scouts|brownies|guides)\b|\bscouting\b|\bgirlguiding\b/i,
    name: 'Cubs',
    variants: [{
      said: /\bbeavers?\b/i,
      name: 'Beavers',
      palMet: '{pal} had been at Beavers since the autumn, and was in the same Lodge.',
      title: ['{hero} Joins Beavers', '{hero}\'s Beaver Promise'],
      opening: 'Every Monday, the Scout hut filled up with Beavers in turquoise jumpers, and tonight {hero} was going inside for the very first time, to join them.',
      worry: '"Everyone else already knows the promise and the games," said {hero}. "What if I get it all wrong?"',
      tries: [
        '{hero} stood at the edge of the circle and did not join in the hello game, and then it was over.',
        '{hero} tried to tie a knot for the knot game, and it came straight undone when a leader tugged it.',
        '{hero} tried to learn the promise from the card in one go, and the words swapped themselves round in {his} head.',
      ],
      turn: '{hero} asked {pal} to go through the promise slowly, one line at a time, all week, and on promise night {hero} stood in the circle and said it all the way through.',
      details: [
        'The leaders all had animal names from a story, and when one held up a hand, everybody stopped talking and held up theirs.',
        'On promise night, {hero} got a neckerchief and a woggle to hold it, and a badge to sew on the jumper.',
        'Outside, they made bird feeders out of pine cones and lard, and hung them on the hedge by the hut.',
        'At the end, everyone sat in a circle and said one thing they had liked, and {hero} said, "All of it."',
      ],
      win: '{hero} had made the promise and had the neckerchief to show for it',
      end: 'At home, {grownup} sewed the first badge onto the turquoise jumper, a bit wonky, and {hero} wore the neckerchief to bed.',
    }, {
      said: /\bbrownies?\b|\brainbows\b|\bguides?\b|\bgirlguiding\b/i,
      name: 'Brownies',
      palMet: '{pal} had been at Brownies for a whole term already, and was in the same Six.',
      worry: '"Everyone else already knows the promise and the Brownie sign," said {hero}. "What if I get them wrong?"',
      tries: [
        '{hero} tried the Brownie sign, three fingers up, but the thumb kept popping out, and then it was the wrong hand.',
        '{hero} tried to learn the promise from the card in one go, and the words swapped themselves round in {his} head.',
        '{hero} tried a reef knot for the first badge, right over left and left over right, and it came out a granny knot that fell apart.',
      ],
      win: '{hero} had made the promise, and had the badge to show for it',
      end: 'At home, {grownup} sewed the promise badge on, a bit wonky, and {hero} practised the Brownie sign in the mirror until bedtime.',
      ownDoubt: '{hero} looked at the promise card, with all its words swapped round. "Everyone else knows it but me," {he} thought.',
      title: ['{hero} Joins Brownies', '{hero}\'s Brownie Promise'],
      opening: 'Every Wednesday, the church hall was full of Brownies in yellow and brown, and tonight {hero} was one of them, for the very first time.',
      turn: '{hero} asked {pal} to go through the promise slowly, one line at a time, and on promise night {hero} stood in the circle, held up three fingers, and said the Brownie promise all the way through, and Brown Owl pinned on the badge.',
      details: [
        'The Brownies sat in a big circle on the floor at the start, and the leader everyone called Brown Owl asked what everybody had done that week.',
        'Each little group, called a Six, had its own name and its own corner, and {hero}\'s was the Pixies.',
        'There was a badge for nearly everything, and {hero}\'s grown-up would have to sew them on the sash, in a straight line.',
        'At the end, the whole unit made a circle, crossed arms, held hands and sang the goodnight song.',
      ],
    }],
    palMet: '{pal} had been at Cubs for a whole term already, and was in the same Six.',
    title: ['{hero} Joins Cubs', '{hero}\'s Cub Promise'],
    opening: 'Every Tuesday, the Scout hut smelt of wood and squash and wet coats, and tonight {hero} was going inside for the very first time, to join Cubs.',
    worry: '"Everyone else already knows the promise and the salute and the knots," said {hero}. "What if I get them all wrong?"',
    tries: [
      '{hero} tried to tie a reef knot, right over left and left over right, and it came out a granny knot that fell apart when Akela pulled it.',
      '{hero} tried the salute, but used the wrong fingers, and then the wrong hand.',
      '{hero} tried to learn the promise from the card in one go, and the words swapped themselves round in {his} head.',
    ],
    turn: '{hero} asked {pal} to go through the promise slowly, one line at a time, all week, and on the investiture night {hero} stood in the horseshoe and said it all the way through.',
    details: [
      'The leader was called Akela, and when she held up her hand, everyone stopped talking and held up theirs.',
      'The scout hut smelled of wood polish and old tents, and the flags hung in a row over the door.',
      'Outside, there was a fire pit, and the Cubs toasted marshmallows on long sticks while a leader watched the flames.',
      'There was a badge for nearly everything: knots, cooking, first aid, even looking at the stars.',
    ],
    win: '{hero} had made the promise and had the neckerchief to show for it',
    end: 'At home, {grownup} sewed the first badge onto the sleeve, a bit wonky, and {hero} practised a reef knot on the dressing-gown cord until bedtime.',
    ownDoubt: '{hero} looked at the knot that had fallen apart. "Everyone else can do it but me," {he} thought.',
  },
  setback: 'Then it poured with rain on the night of the wide game in the woods, and {hero}\'s torch went flat.',
  choice: '{hero} could work for the knot badge or the cooking badge first, and {he} chose the knots.',
  subplot: themeSubplot(
    '{hero} saw that everyone in the circle had been new once, even the leaders.',
    '{pal} needed one more knot for a badge and kept getting it in a tangle.',
    'the rabbit-and-the-tree rhyme',
    '{hero} taught {pal} the rhyme about the rabbit coming out of the hole and round the tree, and {pal}\'s knot held.',
  ),
};

/** Home alone for the first time: the rules and the numbers on the noticeboard, not answering the door, a noise, the key in the lock. */
const HOME_ALONE: OwnEntry = {
  entry: {
    id: 'home-alone', kind: 'moment', lesson: 'bravery', setting: 'home', onOwn: true,
    words: /\b(?:home|in the house|at home) (?:alone|by (?:my|him|her|them)sel(?:f|ves)|on (?:my|his|her|their) own)\b|\bstaying in on (?:my|his|her|their) own\b/i,
    name: 'home alone',
    title: ['{hero} Home Alone', 'Twenty Minutes on My Own'],
    opening: '{grownup} was popping to the shop for twenty minutes, and for the very first time, {hero} was staying at home on {his} own.',
    worry: '"What if something happens?" said {hero}. "What if someone knocks? What if I hear a noise?"',
    tries: [
      '{hero} sat very still on the sofa with the telly off, listening, and the house made more noises than {he} had ever noticed.',
      '{hero} checked the front door was locked, and then checked again, and then checked the back door, twice.',
      '{hero} picked up the phone to call {grownup}, just to check, when only four minutes had gone.',
    ],
    turn: '{hero} read the list on the kitchen noticeboard again, said the rules out loud, and then put the music on and made a sandwich, exactly the way {grownup} did.',
    details: [
      'On the kitchen noticeboard, {grownup} had pinned a list: don\'t open the door, don\'t use the cooker, and the phone numbers, in big writing.',
      'The noise in the kitchen turned out to be the freezer humming, and the noise upstairs was the boiler clicking on.',
      'When the doorbell went, {hero} did not open the door, and through the window saw the parcel man leave a card.',
      'Then the key turned in the lock, and {grownup} came in with the shopping and said, "Well? How was it?"',
    ],
    win: '{hero} did the whole twenty minutes, and kept every rule',
    end: 'Next time, {grownup} was going to be forty minutes, and {hero} said, "That\'s fine. I know the rules."',
    ownDoubt: '{hero} heard a creak on the stairs and held very still. "I want {grownup} back now," {he} thought.',
  },
  setback: 'Then the doorbell rang, loud and long, and {hero}\'s heart thumped.',
  choice: '{hero} could answer the door or leave it shut like the list said, and {he} chose to leave it shut.',
  subplot: themeSubplot(
    '{hero} saw that rules are what make being on your own feel safe.',
    '{pal} messaged to ask if {hero} wanted to come out to the park.',
    'the rule about staying in',
    '{hero} told {pal}, "Not now, I\'m in charge of the house," and they went to the park together later, when {grownup} was back.',
  ),
};

/**
 * Money tight at home (the cost of living, "we can't afford it"): the price of things said out loud, a trip letter
 * hidden, the hero's own money offered, and a grown-up saying it is theirs to carry. A job lost is the change frame's.
 */
const MONEY_TIGHT: OwnEntry = {
  entry: {
    id: 'money-tight', kind: 'feeling', lesson: 'honesty', setting: 'home',
    words: /^(?!.*\b(?:los[et]|losing) (?:his|her|their|my|our|a|the) job\b|.*\bredundan|.*\bvolunteer|.*\b(?:help(?:s|ed|ing)?|work(?:s|ed|ing)?|a day) (?:out )?at the food ?bank|.*\b(?:tak(?:e|es|ing)|took|giv(?:e|es|ing)|gave|collect(?:s|ed|ing)?|donat(?:e|es|ed|ing)) (?:some |our |the )?(?:tins|food) (?:to|for)).*(?:\bcost of living\b|\bmoney (?:is |being |was )?(?:tight|short)\b|\bmoney (?:worries|troubles|problems)\b|\bworr(?:y|ied|ying|ies) about money\b|\b(?:we |they )?(?:can'?t|cannot|couldn'?t|can not) afford\b|\bnot (?:got |having )?(?:enough|much) money\b|\bfood ?banks?\b|\bbills (?:going|gone) up\b)/i,
    name: 'money being tight',
    title: ['{hero} and the Tight Month', 'Not This Month'],
    opening: 'Lately, {grownup} checked the price of everything in the supermarket twice, turned the heating down a notch, and said "not this month" a lot: money was tight at home.',
    worry: '"Are we poor now?" {hero} asked, very quietly, at bedtime. "Is it because of all the things I ask for?"',
    tries: [
      'A letter came home about the class trip to the castle, eighteen pounds, and {hero} folded it small and hid it at the bottom of {his} bag.',
      '{hero} stopped asking for anything at all, even new pencils, and said {he} did not like crisps any more.',
      '{hero} emptied the money box onto the kitchen table, four pounds and sixty pence, and pushed it towards {grownup}.',
    ],
    turn: '{hero} took the trip letter out of {his} bag, unfolded it on the table, and said, "I didn\'t want to ask, because of the money." {grownup} held {him} tight. "Money is a grown-up\'s worry to carry," {grownup} said. "Not yours. And you should always show me the letters."',
    details: [
      'At the shop, {hero} helped find the cheaper cereal on the bottom shelf, which tasted exactly the same once the milk was on.',
      'In the evenings, they got the blankets out and the hot water bottles, and it was warm enough on the sofa, all together.',
      '{grownup} rang the school, and the school had a little fund for trips, just for times like this, and nobody else needed to know.',
      'On Saturday they went to the library and the big park, which cost nothing at all, and had jam sandwiches on a bench.',
    ],
    win: '{hero} stopped carrying the worry alone, and the trip was paid for',
    end: 'On the day of the trip, {hero} climbed the castle stairs with the class, and that night told {grownup} every single step of it, under the blanket on the sofa.',
    ownDoubt: '{hero} looked at the folded letter in {his} bag. "I can\'t ask for this," {he} thought. "Not now."',
  },
  setback: 'Then the car needed a new tyre, and {hero} heard {grownup} sigh at the kitchen table over the bills.',
  choice: '{hero} could keep the trip letter hidden or show it, and {he} chose to show it.',
  subplot: themeSubplot(
    '{hero} saw that lots of families had tight months, and nobody at school could tell who.',
    '{pal} had the same worry about the trip, and had said {palhe} was "busy" that day.',
    'the word about the school\'s fund',
    '{hero} told {pal}, quietly, to give the letter to {palhis} mum anyway, and {pal} came on the trip too.',
  ),
};

/**
 * Growing up (puberty): shoes too small, a body changing, looking things up and getting more muddled, asking a grown-up
 * in the car where nobody has to look at anybody. A first period is its own variant: the pouch in the school bag, the
 * office that keeps spares. Plain and kind, never graphic. "Growing up" alone names no entry.
 */
const GROWING_UP: OwnEntry = {
  entry: {
    id: 'growing-up', kind: 'moment', lesson: 'being-yourself', setting: 'home', fromAge: '6-8',
    // Under six, growing up is getting bigger: the pencil lines on the door frame, a coat too short, the light switch reached.
    younger: {
      name: 'getting bigger',
      anotherDay: true,
      title: ['{hero} Is Getting Bigger', 'So Big!'],
      opening: ['{hero} was getting bigger every day, and {his} shoes felt tight.', '{hero} was getting bigger!'],
      worry: ['"Am I big yet?" asked {hero}. "Am I as big as the door?"', '"Am I big yet?" asked {hero}.'],
      tries: [
        ['{hero} stood on tiptoe by the door frame, but {grownup} said, "No tiptoes!"', '{hero} stood on tiptoe. "No tiptoes!"'],
        ['{hero} put on last winter\'s coat, and the sleeves only came to {his} elbows.', 'Last winter\'s coat was too small!'],
        ['{hero} reached up for the light switch, and could not quite touch it.', '{hero} reached up for the light switch.'],
      ],
      turn: ['{hero} stood flat and tall by the door frame, very still, and {grownup} drew a new line, higher than the last one.', '{hero} stood very still. {grownup} drew a new line!'],
      details: [
        ['On the door frame there were little pencil lines, one for every birthday.', 'The door frame had little pencil lines.'],
        ['The old baby socks were so tiny that they fitted on {hero}\'s thumbs.', 'The baby socks fitted on {hero}\'s thumbs!'],
        ['The tape measure went zzzip back into its box.', 'The tape measure went zzzip!'],
        ['The new shoes had room to wiggle {his} toes.', 'New shoes. Wiggle, wiggle!'],
      ],
      senses: [],
      win: ['{hero}\'s new line was higher than all the others', 'the new line was the highest'],
      end: ['That night, {hero} looked at the line on the door frame and said, "Next year, even bigger."', 'That night: "Next year, bigger!"'],
      ownSetback: ['{hero}\'s favourite jumper would not go over {his} head any more.', 'The jumper would not go on!'],
      ownDoubt: ['"I want my old jumper," said {hero}, in a small voice.', '"My jumper," said {hero}.'],
      ownChoice: ['{hero} could keep the little jumper or give it to teddy, and {he} gave it to teddy.', '{hero} gave the little jumper to teddy.'],
      ownHint: 'Growing happens while you sleep, a tiny bit every night',
      ownSubplot: themeSubplot('{hero} saw that growing was slow, and happened all the same.', '{pal} wanted a line on the door frame too.', 'the pencil', '{pal} got a line on the door frame, right at the bottom.'),
    },
    words: /\bpuberty\b|\b(?:her|his|my|their|your) body (?:is )?(?:chang\w*|growing)\b|\b(?:body changes?|changing body)\b|\bgrowing up and (?:her|his|my|their) body\b|\b(?:first|getting|got|get|started|starting|start(?:s)?) (?:her |my |their )?(?:first )?periods?\b|\bfirst bras?\b|\b(?:his|my|their) voice (?:is )?(?:breaking|changing)\b|\bthe (?:puberty|growing up) talk\b/i,
    name: 'growing up',
    variants: [{
      said: /\bperiods?\b/i,
      name: 'the first period',
      title: ['{hero} and the Little Pouch', 'Nothing to Hide'],
      opening: 'One morning at school, {hero} went to the toilet and saw a little blood in {his} pants, and knew, from the talk in Year 5, what it was: {his} first period.',
      worry: '"What if it goes through? What if everyone can tell?" {hero} thought, and checked the back of {his} skirt in the mirror twice.',
      tries: [
        '{hero} folded a thick wad of toilet paper and hoped for the best, and spent the whole of maths not listening.',
        '{hero} tied {his} jumper round {his} waist, just in case, even though it was warm.',
        '{hero} nearly went back to class without telling anybody at all.',
      ],
      turn: '{hero} went to the school office and said quietly, "I think I\'ve started my period." The lady nodded as if it was the most normal thing in the world, because it was, and opened a drawer full of pads.',
      details: [
        'In Year 5 there had been a talk about periods, with a diagram and a box of pads passed round, and everyone had gone pink.',
        '{hero}\'s tummy ached a little, low down, like a dull squeeze, and the clock on the classroom wall went very slowly.',
        'The office lady gave {hero} a pad in a paper bag, showed {him} the toilet with the little bin, and phoned home.',
        'That evening, there was a hot water bottle for the tummy ache and a long hug, and a little zip pouch packed for the school bag: two pads and spare pants, just in case.',
      ],
      win: '{hero} had asked for help, and got it, and the day went on',
      end: 'The little pouch lived in the front pocket of {hero}\'s school bag, ready: it would come about once a month, and it was nothing to hide, ever.',
      ownSetback: 'Then it was PE, and {hero} had to get changed with everybody else, and {his} heart thumped the whole time.',
      ownChoice: '{hero} could wait until home time or tell someone now, and {he} chose to tell someone now.',
      ownSubplot: themeSubplot(
        '{hero} saw that the thing you dread saying is often the easiest thing for someone else to hear.',
        '{pal} had spilt squash all down the back of {palhis} skirt at lunch and was close to tears.',
        'the spare jumper',
        '{hero} lent {pal} the spare jumper to tie round {palhis} waist, and they laughed about the two of them walking round in jumper skirts.',
      ),
      ownDoubt: '{hero} sat in the toilet cubicle. "I can\'t tell anyone this," {he} thought.',
    }],
    title: ['{hero} Is Growing Up', 'All the Questions'],
    opening: 'Lately, {hero}\'s shoes had gone too small twice, {his} favourite jeans stopped at {his} ankles, and {his} body was starting to change in other ways too: {hero} was growing up.',
    worry: '"Why is it all happening now?" {hero} asked the mirror. "Is everyone else like this, or is it just me?"',
    tries: [
      '{hero} wore the biggest hoodie {he} owned every day, even when it was hot.',
      '{hero} looked things up on the tablet and found a hundred answers, and half of them were silly and the other half were scary.',
      '{hero} got changed for swimming in the toilet cubicle, as fast as possible, so nobody would look.',
    ],
    turn: 'In the car, where nobody had to look at anybody, {hero} said, "Can I ask you something about growing up?" {grownup} kept both eyes on the road and said, "You can ask me anything. Nothing is silly."',
    details: [
      'At school there had been a talk about growing up, with diagrams, and everyone had gone red and giggled, even the teacher a bit.',
      'A book from the library appeared on {hero}\'s bed with a note from {grownup}: "For when you want it. Ask me anything."',
      'In the PE bag there was a new can of deodorant, and nobody said anything about it, which was perfect.',
      'The school nurse said that everybody changes at a different time, early or late or in between, and all of it is normal.',
    ],
    win: '{hero} had asked every question, even the embarrassing ones',
    end: 'The library book stayed on {hero}\'s shelf, a bit creased from reading, and the car became the place for questions.',
    ownDoubt: '{hero} pulled the hoodie sleeves down over {his} hands. "Nobody else is weird like this," {he} thought.',
  },
  setback: 'Then, in PE, someone said something about {hero}\'s body, and everybody laughed, and {hero} went hot all over.',
  choice: '{hero} could keep every question inside or ask one, and {he} chose to ask one.',
  subplot: themeSubplot(
    '{hero} saw that the things everyone worries about most are the things nobody says out loud.',
    '{pal} was worried about the same things and had not asked anyone either.',
    'the name of the library book',
    '{hero} told {pal} the name of the library book, quietly, by the lockers, and {pal} said, "Thanks. I thought it was just me."',
  ),
};

export const GROWING_UP_KITS: readonly OwnEntry[] = [GROUP_CHAT, SCOUTING, HOME_ALONE, MONEY_TIGHT, GROWING_UP];
