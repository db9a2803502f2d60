import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';
import type { Variant } from './theme-entry';
import { FRIEND_FOUND_SOMEONE } from './friend-and-sibling-variants';

/**
 * Round 20's entries for nine-to-twelve themes that were told with a little one's plot (held-out reads 45 and 46):
 * "falling out with my friendship group" was two friends pulling at a red scooter, and "an invention to tidy my room"
 * a race to put the toys away. A group of friends is three or four people, a lunch table, a group chat and who sits
 * with whom; an invention is a design, a prototype, a failure, a fix and a test in front of someone. Each has its own
 * younger day (`younger`) for a reader under its floor, so a little one's words are told as a little one's day.
 */

/**
 * A group of friends (not one friend: `FRIEND_FALLING_OUT`'s): the friendship group, a group of friends, my friends'
 * gang, peer pressure, a new group. Never the group chat alone (`group-chat`), nor a group project or trip.
 */
export const FRIEND_GROUP_WORDS = /\bfriend(?:ship|s)?['’]?[- ]?groups?\b(?! chats?\b)|\bgroups? of (?:\w+ )?friends\b|\b(?:my|our|his|her|their) (?:old |new |usual )?(?:group|gang|squad|crew|clique)\b(?! (?:chat|project|trip|work|lesson))|\bnew (?:friendship |friend )?group\b|\bpeer[- ]pressure\b|\bpressured? (?:in)?to (?:join|do|go|leave|skip)\b|\b(?:who|nobody|no one|someone|somebody) to sit with\b|\b(?:being |getting )?dared (?:to|by|me)\b/i;

/** Peer pressure: the group wants the hero to leave someone out, and the hero says no in front of them. */
const PEER_PRESSURE: Variant = {
  said: /\bpeer[- ]pressure\b|\bpressur(?:e|ed|ing)\b|\bdared?\b|\bgo(?:ing)? along with\b|\beveryone else (?:is|was|does)\b/i,
  fromAge: '9-12',
  anotherDay: true,
  lesson: 'bravery',
  title: ['Just This Once', '{hero} Says No'],
  opening: 'The group at school had a plan for Friday: everybody would take Idris out of the group chat, just for a laugh, and they wanted {hero} to be the one who pressed the button.',
  worry: '"It\'s only a joke," said Fraser. "Everyone\'s doing it. Unless you\'re scared." {hero} was not scared. {hero} was something worse, which was unsure.',
  tries: [
    '{hero} said {he} would do it later, and hoped later would never come.',
    '{hero} laughed at the plan with everybody else, and felt the laugh go sour on the way out.',
    '{hero} asked what {pal} thought, and got "I think whatever you think," which was no help at all.',
  ],
  turn: 'In front of all of them, {hero} said, "I\'m not doing it. And I don\'t think you should either." It went very quiet. Then somebody said, "Me neither," and after that it was two against the plan, not one.',
  details: [
    'The group chat had nine people in it, and Idris was the ninth.',
    'Idris had started in September and still ate his lunch very fast, as if somebody might take it away.',
    'Every time {hero}\'s phone buzzed, {his} stomach did the same.',
    'On Monday, Idris was still in the chat, and posted a picture of his cat, and three people sent hearts.',
  ],
  win: 'nobody was left out, and {hero} was still, mostly, in the group',
  end: 'At lunch on Monday, {hero} moved up the bench to make room, and Idris sat down, and Fraser, after a while, passed him the ketchup.',
  ownSetback: 'Then Fraser sent a message to everyone but {hero}, and {hero} only knew because somebody showed {him} the screen.',
  ownChoice: '{hero} could press the button and have it over with, or say no and be the next one they laughed at, and {he} chose no, knowing what it might cost.',
  ownDoubt: '"Maybe it really is only a joke," {hero} thought. "Maybe I\'m the one making it a big thing."',
  ownSubplot: themeSubplot(
    '{hero} saw that going along with it once would only make the next thing easier to go along with.',
    '{pal} had been put with Idris for the science experiment, and the rest of the group had stopped talking to both of them.',
    'the good end of the bench',
    '{hero} gave {pal} and Idris the good end of the bench for the experiment, and Idris turned out to know exactly how to wire the bulb.',
  ),
};

/** Finding a new group: the round table at lunch, walking up to it, the wrong thing said, trying again. */
const NEW_GROUP: Variant = {
  said: /\bnew (?:friendship |friend )?group\b|\bnew group of friends\b|\b(?:join(?:ing|ed)?|find(?:ing)?|found|mak(?:e|ing)|fit(?:ting)? in(?:to|with)?) (?:a |my |his |her )?(?:new )?(?:friendship |friend )?group\b|\b(?:who|nobody|no one|someone|somebody) to sit with\b/i,
  fromAge: '9-12',
  anotherDay: true,
  lesson: 'bravery',
  title: ['{hero} and the Round Table', 'Is Anyone Sitting Here?'],
  opening: 'The old group had split up over the summer, two to another school and one to Scotland, and {hero} had to find a new one at school.',
  worry: '"Everyone already has their people," said {hero}. "You can\'t just walk up to a group."',
  tries: [
    '{hero} hovered near the round table at lunch and pretended to read the menu board, twice.',
    '{hero} laughed at a joke from the round table, a bit too loudly, and they all looked round.',
    '{hero} joined the chess club because two of them were in it, and found out {he} could not play chess.',
  ],
  turn: '{hero} walked up to the round table, put {his} tray down and said, "Is anyone sitting here? Also, I\'m terrible at chess." Juno laughed, and moved her bag.',
  details: [
    'The four of them always sat at the round table by the window and talked over each other.',
    'One of them, Juno, drew cartoons of the teachers in the back of her planner.',
    'The first week, {hero} knew, was the worst; after that it was only the second worst.',
    'By the end of the month, {hero} was in their group chat, and had already muted it twice.',
  ],
  win: '{hero} had a table to sit at, and people at it',
  end: 'On Friday, somebody at the round table said, "Where\'s {hero}?" before {hero} had even got there, and {hero} heard it from the queue.',
  ownSetback: 'Then {hero} said the wrong thing about a band the whole table loved, and there was a silence you could have stood a spoon up in.',
  palMet: '{pal} had been new the year before, and still remembered exactly what it was like.',
  ownChoice: '{hero} could go back to eating lunch in the library, where it was safe, or try the round table again, and {he} chose to try again, which was harder.',
  ownDoubt: '"Maybe I\'m just not a group person," {hero} thought.',
  ownSubplot: themeSubplot(
    '{hero} saw that nobody at the table had been born knowing the others either.',
    '{pal} had come out without a coat, and it had started to pour.',
    'the umbrella',
    '{hero} gave {pal} the umbrella and got soaked, and {pal} held it over both of them the rest of the way.',
  ),
};

/** A friendship group: four at the end of the lunch table, a quiet, a renamed group chat, the thing said, and asking. */
const FRIEND_GROUP: EntryKit = {
  entry: {
    id: 'friend-group', kind: 'feeling', words: FRIEND_GROUP_WORDS, name: 'the group', setting: 'city', lesson: 'friendship',
    fromAge: '9-12', petsStayHome: true,
    // Being left out hurts: no "Remember when you …?" smiled back at, and a relation's words ("my friend group keeps leaving me out") keep the group's story.
    hurt: true,
    title: ['{hero} and the Group', 'Four Is a Difficult Number'],
    opening: 'There had always been four of them at the end of the lunch table by the window at school, {hero}, {pal}, Juno and Fraser, until the day {hero} sat down and the others went quiet.',
    worry: '"Did I do something?" {hero} asked. Nobody answered, which was an answer of a kind.',
    tries: [
      '{hero} posted a joke in the group chat, a good one, and watched three people read it and nobody reply.',
      '{hero} sat at the other end of the table at lunch, to show {he} did not mind, and minded the whole of lunch.',
      '{hero} asked Juno straight out what was going on, and Juno said "Nothing," in the voice that meant something.',
    ],
    turn: '{hero} found the others by the bike sheds and said it plainly: "What I said about Juno was mean, and it wasn\'t even true. I\'m sorry. If there\'s more, tell me." Then {he} stood there while they did.',
    details: [
      'The four of them had always had the end of the table by the window, and now there was a bag on {hero}\'s seat.',
      'The group chat had a new name, and {hero} had not been there when it was changed.',
      'In the corridor, Fraser nodded at {hero} the way you nod at someone from another class.',
      'By Friday, the four of them were arguing about whose turn it was to save the table, which was how {hero} knew it was properly mended.',
    ],
    senses: ['The dinner hall was all scraping chairs and shouting.', 'A phone buzzed on the table, face down.'],
    win: 'the four of them were a group again, a slightly different one',
    end: 'On Monday, {hero} sat down at the end of the table by the window, and nobody went quiet, and Juno pushed a packet of crisps across without a word.',
    palMet: '{pal} had been in the group since the very first week of Year 3, the same as {hero}.',
    variants: [PEER_PRESSURE, NEW_GROUP],
    younger: {
      title: ['{hero} Joins In', 'Room for One More'],
      opening: 'At playtime, {hero}, {pal} and two more friends always played the same game by the climbing frame, until the day the others started without {him}.',
      worry: '"Can I play?" asked {hero}. "It\'s only for three," said somebody.',
      tries: ['{hero} stood at the edge of the game and waited to be asked.', '{hero} played on {his} own by the wall, and it was not much fun.', '{hero} said, "I don\'t even like that game," which was not true.'],
      turn: '{hero} had an idea: "What if the game had a dragon? I can be the dragon!" And the others said yes, a dragon was a very good idea.',
      details: ['The climbing frame was the castle, and the bench was the ship.', 'The bell rang for the end of playtime, far too soon.', '{pal} kept looking over at {hero}.', 'Soon all four of them were running round the climbing frame, and the dragon roared.'],
      win: 'there was room for everyone in the game',
      end: 'The next day at playtime, {pal} called, "Come on, dragon!" and {hero} ran.',
      ownSetback: 'Then it started to rain, and everyone had to go in before {hero} could ask again.',
      ownChoice: '{hero} could go and play somewhere else, or ask one more time, and {he} chose to ask.',
      ownDoubt: '"Nobody wants to play with me," {hero} said.',
      ownSubplot: themeSubplot('{hero} saw that asking was braver than waiting.', '{pal} had dropped {palhis} snack in a puddle.', 'the apple slices', '{hero} shared the apple slices, and {pal} said they were the best apple slices ever.'),
    },
  },
  setback: 'Then {hero} saw a photo the others had posted from Saturday, the three of them in the park, and {hero} had not even known they were going.',
  choice: '{hero} could start a new group chat without them, which would show them, or leave it, and {he} left it, which meant another lunch on {his} own.',
  subplot: themeSubplot(
    '{hero} saw that guessing what the others thought was worse than asking them.',
    '{pal} had been told off in front of the whole class for something that was not {palhis} fault, and had gone red to the ears.',
    'the chocolate biscuit',
    '{hero} passed {pal} the chocolate biscuit under the table, and {pal} broke it in half and passed half back.',
  ),
  low: '"Maybe that\'s just what happens," {hero} thought. "Maybe groups just get smaller."',
  hint: 'Ask them, and then listen to the answer',
  light: ['Seen.', 'Buzz.', 'Lunch!'],
  older: {
    want: '{hero} wanted {his} place back at the end of the table, without having to ask why {he} had lost it.',
    secret: '{he} had said something mean about Juno in a message, weeks ago, and had been waiting ever since for it to come out',
    stakes: 'It was only lunch, {hero} knew, but lunch was where everything at school actually happened.',
    grownUpSays: '"Groups go funny sometimes," said {grownup}. "Usually somebody has to be the first to say something. It doesn\'t have to be you. But it could be."',
    palSays: '"I\'m not on anyone\'s side," said {pal}. "I just want all four of us back at the table."',
    decides: '{hero} could keep waiting for the others to come round, or go and ask them, and hear whatever the answer was. {he} chose to go and ask.',
    misread: [{ thought: 'When {pal} whispered something to Fraser and they both looked over, {hero} was sure it was about {him}.', truth: 'The whisper, it turned out, had been {pal} asking Fraser to let {hero} back in, and Fraser saying yes, if {hero} asked.' }],
  },
};

/**
 * An invention a child designs and builds: the words a parent types for it (an invention, inventing, a prototype, a
 * gadget), or a machine built (a robot is its own entry's, a go-kart no shoebox and motor). Never a made-up game or story (`read-making.ts`).
 */
export const INVENTION_WORDS = /\binvent(?:s|ed|ing|ions?|ors?)?\b|\bprototypes?\b|\bcontraptions?\b|\bgadgets?\b|\b(?:build|building|built|builds|mak(?:e|es|ing)|made|design(?:s|ed|ing)?) (?:a |an |my |our |his |her |their )?(?:own )?machines?\b/i;

/** An invention: the plan in an exercise book, three versions that fail, one thing taken away, and the test. */
const INVENTION: EntryKit = {
  entry: {
    id: 'invention', kind: 'activity', words: INVENTION_WORDS, name: 'the invention', setting: 'home', lesson: 'perseverance',
    fromAge: '6-8',
    title: ['{hero}\'s Invention', 'Version Four', 'The Prototype'],
    opening: '{hero} had been designing the invention for weeks in the back of an exercise book: arrows, labels, a list of parts, and underneath, in capitals, IT WILL WORK.',
    worry: '"What if it doesn\'t work?" said {hero}, and then, more quietly, "What if it works, and it\'s still rubbish?"',
    tries: [
      '{hero} built the first version out of a shoebox, elastic bands and the motor from an old toy car, switched it on, and it shook itself off the desk.',
      '{hero} made the arm longer, and the arm snapped at the join, where the glue had not dried.',
      '{hero} rebuilt it with bigger wheels and more tape, and it worked for eleven seconds and then went round in a slow circle, as if it was thinking.',
    ],
    turn: '{hero} stopped adding things and took one away: the heavy arm {he} had been so proud of came off, and a lolly stick on a bent paperclip went on instead. On the next test, with {pal} watching, the machine did exactly what the drawing said, start to finish, and nobody breathed until it stopped.',
    details: [
      'The plan had three drawings: the machine from the side, from the top, and on fire, crossed out.',
      'The parts box held a motor, four wheels off a broken toy, a battery pack, split pins and most of the house\'s elastic bands.',
      'Every test went in the exercise book: what {hero} had changed, what happened, and a mark out of ten.',
      'Version four had a name written on its side in marker pen, and a list of jobs it was not allowed to do yet.',
    ],
    senses: ['The glue gun ticked as it warmed up, and smelled of hot plastic.', 'The motor whined like a cross wasp.'],
    win: 'the machine worked, not perfectly, but properly',
    end: 'That night {hero} turned to a new page of the exercise book, wrote VERSION FIVE at the top, and underneath it, smaller, IMPROVEMENTS.',
    younger: {
      title: ['{hero}\'s Machine', 'The Amazing Machine'],
      opening: '{hero} had an idea for a machine, and drew it on a big piece of paper with lots of arrows.',
      worry: '"Will it really work?" asked {hero}.',
      tries: ['{hero} stuck a box to a box, and the boxes fell apart.', '{hero} added a wheel, and the wheel fell off.', '{hero} used more tape, lots more tape, and the machine stuck to {his} hand.'],
      turn: '{hero} took the heavy bit off and tried again, and this time the machine rolled all the way across the floor.',
      details: ['The machine was made of boxes, tubes, tape and four wheels from an old toy.', 'It had a button that went click.', '{grownup} held the box while {hero} did the tape.', 'The machine rolled, and everybody cheered.'],
      win: 'the machine worked',
      end: 'At bedtime, {hero} drew a picture of the next machine, even bigger.',
      ownSetback: 'Then the tape ran out.',
      ownChoice: '{hero} could use string or glue, and {he} chose string.',
      ownDoubt: '"My machine is broken," said {hero}.',
      ownSubplot: themeSubplot('{hero} saw that trying again was part of making a machine.', '{pal} wanted to make a machine too, but had no wheels.', 'the spare wheel', '{hero} gave {pal} the spare wheel, and both machines rolled.'),
    },
  },
  setback: 'Then, the night before {hero} was going to show it, the battery pack leaked, and the motor would not even hum.',
  choice: '{hero} could borrow the batteries from the TV remote and test it tonight, or wait a week for new ones, and {he} took the remote\'s, which meant owning up to it later.',
  subplot: themeSubplot(
    '{hero} saw that every test that failed had told {him} one thing for certain, which was more than guessing ever did.',
    '{pal} was trying to fix a wobbly bike mudguard and had run out of bolts.',
    'the last of the split pins',
    '{hero} gave {pal} the last of the split pins for the mudguard, and made the machine\'s joint from a paperclip instead.',
  ),
  low: '{hero} looked at the heap of parts. "Real inventors have workshops," {he} said. "I have a shoebox."',
  hint: 'Change one thing at a time, and write down what happens',
  light: ['Whirr!', 'Clunk.', 'Again!'],
  older: {
    want: '{hero} wanted to build something that worked, properly, and that was {his} own idea from the first drawing to the last screw.',
    secret: '{he} had already told the whole class it worked, before it had worked even once',
    stakes: 'It was only a shoebox and a motor, {hero} knew, but it was the first thing {he} had made that was entirely {his} own idea.',
    grownUpSays: '"Every invention is broken for most of its life," said {grownup}. "That\'s not a fault. That\'s how it gets made."',
    palSays: '"I\'ll be the audience," said {pal}. "I\'ll clap whatever it does. Even if it explodes. Especially if it explodes."',
    decides: '{hero} could keep adding bits until it was too heavy to move, or take something away and test again. {he} chose to take something away.',
    misread: [{ thought: 'When {pal} picked up the exercise book and laughed, {hero} was sure {pal} was laughing at the drawings.', truth: '{pal} had been laughing, it turned out, at the drawing of the machine on fire, which {pal} said was the best thing in the book.' }],
  },
};

/**
 * Left out by the group, for nine to twelve (`left-out`'s own day is a playground game nobody asked the hero into): the
 * friendship group's own lines, where the words say no team, game or party the hero was not picked or asked for.
 */
export const LEFT_OUT_OF_THE_GROUP: Variant = {
  said: /^(?![^.]*\b(?:team|picked|chosen|selected|game|party|invited|invite)\b)[^.]*\b(?:left out|exclud\w*)/i,
  fromAge: '9-12',
  anotherDay: true,
  ...(({ title, opening, worry, tries, turn, details, senses, win, end, palMet }) => ({ title, opening, worry, tries, turn, details, senses, win, end, palMet }))(FRIEND_GROUP.entry),
  ownSetback: FRIEND_GROUP.setback,
  ownChoice: FRIEND_GROUP.choice,
  ownSubplot: FRIEND_GROUP.subplot,
  ownDoubt: FRIEND_GROUP.low,
};

/**
 * A best friend who has a new best friend, for nine to twelve (`jealousy`'s own day is a den of coats at playtime and a
 * green feeling): a joke the hero is not in, the walk home one street short, the mean thing said, and sitting down.
 */
export const FRIEND_CHOSE_ANOTHER: Variant = {
  said: FRIEND_FOUND_SOMEONE,
  fromAge: '9-12',
  anotherDay: true,
  lesson: 'friendship',
  title: ['Three Is a Funny Number', '{hero} and the Traffic Cone'],
  opening: 'Since September, {pal} had been sitting with Maddie at school. Maddie was new, and had a dog that could ride a skateboard, and {hero} had started eating lunch faster than {he} wanted to.',
  worry: '"It\'s fine," said {hero}, when {pal} asked. It was not fine, and both of them knew it.',
  tries: [
    '{hero} said Maddie\'s dog was probably fake, and watched {pal}\'s face close like a door.',
    '{hero} made loud plans with somebody else for Saturday, for {pal} to overhear. {hero} spent the whole of Saturday wishing {he} had not.',
    '{hero} stopped answering {pal}\'s messages straight away and waited an hour each time, which was exhausting.',
  ],
  turn: '{hero} walked up to {pal} and Maddie at lunch and said, "Can I sit here? I want to see this dog." Maddie got out her phone, and the dog was real, and the laugh that came out of {hero} turned the whole table round.',
  details: [
    '{pal} and Maddie had a joke about a traffic cone that {hero} was not in, and nobody explained it.',
    'The walk home was the same walk, but {pal} turned off one street early now, towards Maddie\'s.',
    'The last photo of {pal} on {hero}\'s phone was from the summer, and {hero} looked at it more than {he} would ever have admitted.',
    'By the end of the week there was a group chat for three, with a traffic cone for its picture.',
  ],
  win: 'there was room for three, even if three was a funny number',
  end: 'On Friday, {pal} saved {hero} a seat, Maddie saved {hero} a crisp, and {hero} finally got the traffic cone joke, which was not even that funny.',
  ownSetback: 'Then {hero} saw that {pal} and Maddie had matching keyrings, and {hero} did not have one.',
  ownChoice: '{hero} could tell {pal} to choose, Maddie or {him}, or not, and {he} chose not, which meant watching the two of them a while longer.',
  ownDoubt: '"Maybe a best friend can have two," {hero} thought, and did not know yet whether that was the worst thought or the best one.',
  ownSubplot: themeSubplot(
    '{hero} saw that a friend having another friend was not the same as losing one.',
    '{pal} had forgotten {palhis} PE kit and was about to do PE in {palhis} school shoes.',
    'the spare PE top',
    '{hero} lent {pal} the spare PE top, and {pal} wore it all lesson, though it came down to {palhis} knees.',
  ),
};

export const ROUND_20_OLDER_KITS: readonly EntryKit[] = [FRIEND_GROUP, INVENTION];
