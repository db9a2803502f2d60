import { themeSubplot } from './subplots';
import type { Variant } from './theme-entry';

/**
 * Round 14's variants for words parents add to an entry's subject that change its day (read 25): a filling or a tooth
 * out at the dentist, a steam train, sharing among other children at playgroup, getting lost on a first day, not being
 * picked for the team. Each tells the day as said, never the entry's usual check-up, modern train or day at home.
 */

/** "a filling at the dentist", "getting a filling": the numbing, the buzz, the lip that feels huge. */
const FILLING: Variant = {
  said: /\bfillings?\b/i,
  title: '{hero}\'s Filling',
  name: 'the filling',
  opening: 'Today {hero} was having a filling at the dentist, to mend a little hole in a back tooth.',
  worry: '"Will the drill hurt?" asked {hero}, and held on tight to the chair.',
  tries: ['In the waiting room, {hero} could hear a buzzing from behind a door, and wanted to go home.', 'When the dentist showed {him} the little mirror and the water squirter, {hero} shut {his} mouth tight.', 'The numbing gel tasted of strawberries, and then {his} cheek began to feel fat and fizzy.'],
  turn: '{hero} put up one hand, the way the dentist said to if {he} needed a rest, and found that the dentist stopped at once; after that, {he} could keep {his} mouth open.',
  details: ['The dentist said the numbing would make the tooth go to sleep, so it would not feel a thing.', 'The drill buzzed like a tiny bee, and a little straw slurped up the water.', 'The filling went in soft, and a blue light made it hard.', 'Afterwards {hero}\'s lip felt as big as a sausage, and {he} had to wait an hour before eating.'],
  win: 'the little hole was mended, and the tooth was safe',
  end: 'That night, {hero} brushed round the mended tooth extra carefully.',
  ownDoubt: '{hero} heard the buzz again. "I can\'t do it," {he} whispered.',
};

/** "having a tooth out": the numbing, the wiggle, the tooth in a little pot, the gap. */
const TOOTH_OUT: Variant = {
  said: /\b(?:tooth|teeth) (?:out|pulled|taken out|removed)\b|\b(?:extraction|taking (?:a|my|his|her) tooth out)\b/i,
  title: '{hero}\'s Tooth Comes Out',
  name: 'the tooth coming out',
  opening: 'Today the dentist was taking out one of {hero}\'s teeth, a poorly one that had to go.',
  worry: '"Will it hurt when it comes out?" asked {hero}.',
  tries: ['In the waiting room, {hero} poked the poorly tooth with {his} tongue, and wished it would come out on its own.', 'When the dentist picked up the tools, {hero} clamped {his} mouth shut.', 'The numbing made {his} cheek feel fat and strange, and {hero} wanted to cry.'],
  turn: '{hero} squeezed {grownup}\'s hand, counted to ten with the dentist, and there was a push and a wiggle and a pop.',
  details: ['The dentist said the numbing would send the tooth to sleep first.', 'The tooth came out and went into a tiny pot with a lid, to take home.', 'There was a soft bit of gauze to bite on, and it tasted of cotton.', 'The gap felt enormous to {his} tongue, though it was only one tooth wide.'],
  win: 'the poorly tooth was out, in a pot to keep',
  end: 'That night, {hero} put the pot by the bed and smiled a gappy smile.',
};

/** "a steam train", "the heritage railway": the engine, the steam, the whistle, the coal. */
const STEAM_TRAIN: Variant = {
  said: /\bsteam (?:trains?|engines?|railways?|locomotives?)\b|\bheritage (?:railway|line)\b|\bold[- ]fashioned train\b/i,
  title: '{hero} and the Steam Train',
  name: 'the steam train',
  opening: 'Today {hero} was going for a ride on a real steam train, pulled by an old engine with a tall chimney.',
  worry: '"What if it\'s too loud?" asked {hero}.',
  tries: ['When the engine hissed a big cloud of steam, {hero} jumped behind {grownup}.', 'The whistle went PEEEP so loudly that {hero} put {his} hands over {his} ears.', '{hero} wanted to lean out of the window to see the engine, and {grownup} said, "Heads in, please!"'],
  turn: '{hero} asked the driver a question, and the driver let {him} look into the cab, at the fire glowing orange in the firebox.',
  details: ['The little station had flower baskets, and a guard with a flag and a whistle.', 'The fireman shovelled coal into the fire, and the engine puffed: chuff, chuff, chuff.', 'The carriage had wooden doors and seats like a sofa, and the train went clickety-clack over the rails.', 'Steam drifted past the window like clouds, and smelled of smoke and oil.'],
  win: '{hero} had seen the fire that made the engine go',
  end: 'At home, {hero} puffed round the kitchen, chuff, chuff, PEEEP, until bedtime.',
  ownDoubt: '{hero} held on to the seat. "It\'s so loud," {he} said. "I want to get off."',
};

/** Sharing among the other children at playgroup or nursery, not a box of crayons with Mum at home. */
const AT_PLAYGROUP: Variant = {
  said: /\b(?:at|in) (?:the )?(?:playgroup|play group|toddler group|nursery|preschool|pre-school|kindergarten|daycare|day care|childminder'?s?)\b/i,
  setting: 'city',
  palMet: '{pal} was a child at playgroup, and {palhe} wanted the same toy.',
  title: '{hero} Shares at Playgroup',
  opening: 'At playgroup, {hero} had the best toy of all, the red fire engine with a bell, and did not want to let go.',
  worry: '"Mine!" said {hero}, holding the fire engine tight.',
  tries: ['{pal} reached for the fire engine, and {hero} pulled it away.', '{hero} hid the fire engine behind {his} back, but then {he} could not play with it either.', '{pal} started to cry, and {hero} felt funny inside.'],
  turn: '{hero} rang the bell, then gave {pal} a turn, and {pal} rang it too.',
  details: ['The playgroup had a big mat, a sand tray and a box of dressing-up hats.', 'A grown-up with a sand timer said, "When the sand runs out, it is the next turn."', 'The fire engine\'s bell went ding, ding!', 'At tidy-up time, everyone sang the tidy-up song.'],
  win: '{hero} and {pal} took turns with the fire engine',
  ownSetback: 'Then {pal} grabbed, and {hero} grabbed back, and the fire engine\'s ladder came off in {hero}\'s hand.',
  ownDoubt: '{hero} held the broken ladder. "Now nobody can play with it," {he} said.',
  ownChoice: '{hero} could keep the fire engine or swap it for the digger, and {he} chose to give {pal} the fire engine while {he} had a go with the digger.',
  ownSubplot: themeSubplot('{hero} saw that a turn came back round if you waited.', '{pal} had nobody to build with.', 'half the blocks', '{hero} gave {pal} half the blocks, and they built a fire station for the fire engine.'),
  end: 'Next time at playgroup, {hero} gave {pal} the first turn.',
};

/** Getting lost on a first day: the corridors, the bell, asking. */
const LOST_ON_THE_FIRST_DAY: Variant = {
  said: /\b(?:got|get|getting|gets|was|were|being) lost\b|\blost my way\b/i,
  title: '{hero} Finds the Way',
  name: 'the first day',
  opening: 'It was {hero}\'s first day at {school}, and the building was so big that the corridors all looked the same.',
  worry: '"What if I can\'t find my classroom?" asked {hero}.',
  tries: ['{hero} followed a crowd down the stairs, but it was the wrong crowd, going to the wrong lesson.', 'The bell rang, and the corridor emptied, and {hero} was on {his} own outside a door with no number on it.', '{hero} looked at the map in {his} planner, but it was upside down, and then it was the wrong floor.'],
  turn: '{hero} took a breath, knocked on the office door and said, "I\'m new, and I\'m lost." The lady smiled, and walked {him} all the way there.',
  details: ['Every corridor had the same blue doors and the same noticeboards.', 'Older children rushed past, talking and laughing, and knew exactly where they were going.', 'When {hero} came in late, the teacher said, "Everyone gets lost on the first day. Sit here."', 'At lunch, {hero} found out that half the class had got lost too.'],
  win: '{hero} knew the way from the office to the classroom',
  end: 'By Friday, {hero} was showing a lost new child the way.',
  ownDoubt: '{hero} stood in the empty corridor. "Everyone else knows where to go," {he} whispered.',
  ownSubplot: themeSubplot('{hero} saw that asking for the way was what everyone did, in the end.', '{pal} had lost {palhis} timetable.', 'the spare timetable', '{hero} gave {pal} the spare timetable from the office, and they found the next room together.'),
};

/** Not picked for a team: the list, the hot face, training anyway, the next chance. */
const NOT_PICKED: Variant = {
  said: /\b(?:team|squad|side|picked|chosen|selected)\b/i,
  title: '{hero} and the Team List',
  name: 'the team list',
  opening: 'The team list went up on the noticeboard, and {hero} read it twice, and {his} name was not on it.',
  worry: '"I\'m just not good enough," said {hero}, and walked home the long way.',
  tries: ['{hero} said {he} did not care, and kicked a stone all the way down the road.', '{hero} stayed away from training, and then missed it all evening.', 'At break, {hero} would not talk to anyone who had been picked.'],
  turn: '{hero} went to the coach and asked, "What do I need to work on?" and the coach told {him}, straight, and {hero} listened.',
  details: ['The list was pinned up with a red drawing pin, in the coach\'s neat writing.', 'A friend who had been picked said, "It should have been you as well," and meant it.', 'The coach said there would be another chance after half-term.', '{hero} practised in the garden every evening, against the wall, until it was dark.'],
  win: '{hero} knew what to work on, and was working on it',
  end: 'After half-term, a new list went up, and {hero} read it once, slowly.',
  ownDoubt: '{hero} looked at the list again, in case. "Why bother?" {he} said.',
  ownSetback: 'Then the team played its first match, and {hero} watched from the side, in {his} coat.',
  ownChoice: '{hero} could give up or go to training anyway, and {he} chose training.',
  ownSubplot: themeSubplot('{hero} saw that the list was about this time, not about for ever.', '{pal} had been picked, and felt bad about it.', 'the spare ball', '{hero} and {pal} kicked the spare ball about after school, and it was just like before.'),
};

/** "saying goodnight to the moon": the moon behind a cloud, waited for at the window, then goodnight to it and to everything. */
const GOODNIGHT_MOON: Variant = {
  said: /\bgood ?night\b[^.]*\bmoon\b|\bmoon\b[^.]*\bgood ?night\b/i,
  title: ['Goodnight, Moon', '{hero} Says Goodnight'],
  name: 'goodnight to the moon',
  opening: 'It was bedtime, and {hero} wanted to say goodnight to the moon, like every night.',
  worry: '"Where is the moon?" said {hero} at the window. The sky was all cloud.',
  tries: ['{hero} said goodnight to teddy, and goodnight to the bath ducks, but not to the moon.', '{hero} lay down, then sat up again to look, but the cloud was still there.', '{hero} called, "Moon! Moon!" but the moon did not come.'],
  turn: '{hero} sat on {grownup}\'s knee at the window, and they waited, very quietly, and the cloud slid away, and there was the moon, round and white.',
  details: ['Outside, the garden was dark and still, and a cat walked along the wall.', 'Between the clouds, a star came out, tiny and bright.', 'The moon made a silver path across the garden.', 'Everything outside was quiet, and the houses had their lights going off, one by one.'],
  win: '{hero} said, "Goodnight, moon," and the moon shone back',
  end: 'Then {hero} said goodnight to the moon, goodnight to the stars, goodnight to the house, and went to sleep.',
  ownDoubt: '{hero} looked at the grey sky. "The moon has gone away," {he} said, and {his} lip wobbled.',
  ownSetback: 'Then a big grey cloud came back over the moon, and the garden went dark.',
};

/** A grandparent who comes to live with the family: the spare room, their things, the house's new rhythm, a thing shared. */
const GRAN_MOVES_IN: Variant = {
  said: /\b(?:lives?|living|came to live|coming to live|come to live|comes to live|moved in|moving in|moves in|move in)\b[^.]*\bwith us\b|\bliv(?:es|ing) with us\b/i,
  title: ['{gran} Lives Here Now', 'A Room for {gran}'],
  name: '{gran} moving in',
  opening: ['{gran} was coming to live with {hero}\'s family, for good, and the spare room had been cleared for {gran}\'s things.', '{gran} was coming to live with them, for good.'],
  worry: ['"Will {gran} want to be with us all the time? Will the house still be ours?" asked {hero}.', '"Will it still feel like our house?" asked {hero}.'],
  tries: [
    ['{hero} made {gran} a sign for the door that said WELCOME, but {gran} was too tired from the move to notice it.', '{hero} made a welcome sign, but {gran} was too tired to notice.'],
    ['{hero} played loud music like always, and {gran} asked, very politely, if it could go down a bit.', '{gran} asked for the music to go down a bit.'],
    ['{hero} went into {gran}\'s room without knocking, and {gran} said everyone needs a door they can shut sometimes.', '{hero} forgot to knock on {gran}\'s door.'],
  ],
  turn: ['{hero} knocked, and asked {gran} to show {him} the photos in the box, and {gran} told the story of every one.', '{hero} knocked and asked about the photos, and {gran} told a story for each.'],
  details: [
    ['{gran}\'s room soon smelled of {gran}: lavender and peppermints, with a clock that ticked on the shelf.', '{gran}\'s room smelled of lavender.'],
    ['{gran}\'s slippers lived by the back door now, next to everybody else\'s shoes.', '{gran}\'s slippers were by the back door.'],
    ['At breakfast there was one more chair at the table, and one more cup of tea.', 'There was one more chair at the table.'],
    ['In the evenings, {gran} did the crossword, and {hero} was allowed to fill in the easy ones.', '{gran} let {hero} help with the crossword.'],
  ],
  win: 'the house had room in it for everyone, {gran} too',
  end: ['Now, when {hero} came home from school, {gran} was there to say hello, with the kettle on.', 'Now {gran} was there when {hero} came home.'],
  ownDoubt: '{hero} sat outside the shut door. "It doesn\'t feel like our house any more," {he} said.',
};

/** A new child joins the hero's class: the hero is not the new one, but the one who says hello. */
const A_NEW_CHILD: Variant = {
  said: /\ba new (?:kid|boy|girl|pupil|child|student) (?:in|at|joined|came to|has joined|started in) (?:our|my|the|his|her) (?:class|school)\b|\bnew (?:kid|boy|girl|pupil) (?:in|at) (?:our|my|his|her)\b/i,
  noPalMet: true,
  palMet: '{pal} was the new one, standing by the classroom door with {palhis} coat still on.',
  title: ['{hero} and the New One', 'Hello, New Friend'],
  name: 'the new one in class',
  opening: ['A new child was joining {hero}\'s class today, and the teacher had put a spare chair next to {hero}\'s.', 'A new child was joining {hero}\'s class today.'],
  worry: ['"What if the new one doesn\'t like me?" {hero} whispered.', '"What if the new one doesn\'t like me?" whispered {hero}.'],
  tries: [
    ['{hero} said "Hello!" very loudly, and {pal} looked at the floor.', '{hero} said "Hello!" very loudly, and {pal} looked down.'],
    ['At playtime, {hero} asked {pal} to play tag, but everyone ran off before the rules were explained.', 'At playtime, the game started before {pal} knew the rules.'],
    ['At lunch, {pal} sat at the end of the table, and {hero} did not know what to say.', 'At lunch, {hero} did not know what to say.'],
  ],
  turn: ['{hero} showed {pal} the way to the coat pegs, the toilets and the water fountain, one by one, and then sat next to {palhim} at lunch.', '{hero} showed {pal} around, and sat with {palhim} at lunch.'],
  details: [
    ['The teacher said {pal}\'s name, and everyone turned round to look.', 'Everyone turned round to look.'],
    ['{pal}\'s lunch box had a rocket on it, just like {hero}\'s old one.', '{pal}\'s lunch box had a rocket on it.'],
    ['In PE, {pal} could do a cartwheel, and the whole class clapped.', 'In PE, {pal} did a cartwheel.'],
    ['At home time, {pal} waved to {hero} from the gate.', 'At home time, {pal} waved.'],
  ],
  win: '{pal} was not the new one any more, and had a friend',
  ownSetback: ['Then {pal} was picked last for the team, and stood at the back, looking at {palhis} shoes.', 'Then {pal} was picked last.'],
  ownDoubt: '{hero} looked at {pal} on {palhis} own. "I\'m no good at this," {he} thought.',
  ownChoice: ['{hero} could play with {his} usual group or go and sit with {pal}, and {he} chose {pal}.', '{hero} chose to sit with {pal}.'],
  end: ['The next day, {pal} saved {hero} a place on the carpet.', 'The next day, {pal} saved {hero} a place.'],
};

/** A new child who does not speak English yet: pointing, pictures, a word of each other's, a game with no words needed. */
const NO_ENGLISH_YET: Variant = {
  ...A_NEW_CHILD,
  said: /\b(?:doesn'?t|does not|can'?t|cannot|don'?t|didn'?t) speak (?:much |any |very much )?english\b|\bno english\b|\bspeaks? (?:a )?different language\b|\bdoesn'?t speak our language\b/i,
  title: ['Hello in Two Languages', '{hero} and the New One'],
  opening: ['A new child was joining {hero}\'s class today, from a long way away, and did not speak English yet.', 'A new child had come from far away, and did not speak English yet.'],
  worry: ['"How can we be friends if we can\'t talk?" asked {hero}.', '"How can we talk?" asked {hero}.'],
  tries: [
    ['{hero} said "Hello" again and again, louder each time, but louder did not help at all.', '{hero} said "Hello" louder and louder, but it did not help.'],
    ['{hero} tried to explain the game of tag with lots of words, and {pal} just looked puzzled.', '{hero} explained the game with lots of words, and {pal} looked puzzled.'],
    ['At lunch, {pal} pointed at something, and {hero} did not understand, and they both went red.', 'At lunch, {hero} did not understand {pal}\'s pointing.'],
  ],
  turn: ['{hero} stopped talking, and drew a picture instead: a ball, two stick children and a big smile. {pal} laughed, and drew one back.', '{hero} drew a picture instead, and {pal} drew one back.'],
  details: [
    ['The teacher put pictures on {pal}\'s desk: a toilet, a drink, a book, a coat peg.', 'The teacher gave {pal} picture cards.'],
    ['{pal} taught {hero} how to say "hello" in {palhis} language, and {hero} said it wrong, and they both laughed.', '{pal} taught {hero} a hello of {palhis} own.'],
    ['At playtime, football needed no words at all: kick, run, goal!', 'Football needed no words at all.'],
    ['By Friday, {pal} could say "my turn", "thank you" and "{hero}".', 'By Friday, {pal} could say "thank you".'],
  ],
  win: '{hero} and {pal} could play, and laugh, and say hello in two languages',
};

/** Camping with the scouts, cubs or brownies: the leader, the group, the badge, songs round the fire, no parent along. */
const WITH_THE_SCOUTS: Variant = {
  said: /\b(?:scouts?|cubs|beavers|brownies|guides|rainbows|explorers)\b/i,
  title: ['{hero} Camps with the Group', 'The Camping Badge'],
  name: 'the camp',
  opening: ['Today {hero} was going camping with the group, for a camping badge, with the leaders and everyone in {his} patrol.', 'Today {hero} was going camping with the group, for a badge.'],
  worry: ['"What if I can\'t put the tent up, and everyone else can?" asked {hero}.', '"What if I can\'t do it?" asked {hero}.'],
  tries: [
    ['{hero} tried to put up the tent alone, and it flopped over like a tired dog.', '{hero} tried to put up the tent alone, and it flopped.'],
    ['{hero} hammered a peg, and it bent, and the leader said, "Angle it away from the tent."', '{hero} bent a peg.'],
    ['{hero} did not want to ask for help, and stood holding a pole for a long time.', '{hero} stood holding a pole and did not ask for help.'],
  ],
  turn: ['{hero} asked the patrol, "Can someone hold this end?" and four hands held the poles while {hero} pegged the guy ropes.', '{hero} asked the patrol for help, and together the tent went up.'],
  details: [
    ['The leader showed everyone how to fill the water carrier and where the camp rules were pinned.', 'The leader read out the camp rules.'],
    ['Round the campfire, everyone sang the camp songs, and the leader kept the fire safe inside its ring of stones.', 'Round the campfire, everyone sang.'],
    ['The tent smelled of grass and canvas, and the sleeping bags rustled.', 'The tent smelled of grass.'],
    ['In the morning, the leader sewed the camping badge onto {hero}\'s sleeve.', 'In the morning, {hero} got the camping badge.'],
  ],
  win: 'the tent stayed up all night, and {hero} earned the badge',
};

/** Trying out for the school play: the audition, the wait for the list, a part of one's own. */
const AUDITION: Variant = {
  said: /\b(?:try(?:ing)?[- ]?out|tryouts?|auditions?|auditioning)\b/i,
  title: ['{hero}\'s Audition', 'The Cast List'],
  name: 'the audition',
  opening: ['Today was the audition for the school play, and {hero} had a speech to say, all alone, in front of the teacher.', 'Today was the audition for the school play.'],
  worry: ['"What if my voice goes wobbly and I don\'t get a part?" said {hero}.', '"What if I don\'t get a part?" said {hero}.'],
  tries: [
    ['{hero} practised the speech so fast in the corridor that it came out as one long word.', '{hero} practised so fast that it came out as one long word.'],
    ['In the hall, {hero}\'s voice went small and wobbly on the first line, and the teacher said, "Once more, nice and loud."', '{hero}\'s voice went small on the first line.'],
    ['{hero} forgot the middle of the speech, and stood there, and the hall was very quiet.', '{hero} forgot the middle of the speech.'],
  ],
  turn: ['{hero} looked at the back wall, the way the teacher said, took a slow breath, and said the speech loud and slow, all the way to the end.', '{hero} looked at the back wall and said it loud and slow, all the way through.'],
  details: [
    ['The teacher sat at a little table in the empty hall, with a clipboard and a pencil.', 'The teacher sat at a table with a clipboard.'],
    ['Outside the hall, everyone waiting whispered their lines to the wall.', 'Everyone waiting whispered their lines to the wall.'],
    ['On Friday, the cast list went up outside the classroom, and a crowd squeezed round it.', 'On Friday, the cast list went up.'],
    ['{hero}\'s name was on it: not the biggest part, but a part with lines of {his} own.', '{hero}\'s name was on the list, with lines of {his} own.'],
  ],
  win: '{hero} got a part with lines of {his} own',
  end: ['That night, {hero} read {his} new lines to the cat, who did not clap.', 'That night, {hero} read the new lines to the cat.'],
  ownDoubt: '{hero} looked at the crowd round the list. "I won\'t be on it," {he} said, and nearly did not look.',
};

export const ROUND_14_VARIANTS: Readonly<Record<string, readonly Variant[]>> = {
  dentist: [FILLING, TOOTH_OUT],
  'train-ride': [STEAM_TRAIN],
  sharing: [AT_PLAYGROUP],
  'first-day': [LOST_ON_THE_FIRST_DAY],
  'new-school': [LOST_ON_THE_FIRST_DAY],
  'left-out': [NOT_PICKED],
  bedtime: [GOODNIGHT_MOON],
  'grandparent-visit': [GRAN_MOVES_IN],
  'new-kid': [NO_ENGLISH_YET, A_NEW_CHILD],
  camping: [WITH_THE_SCOUTS],
  'school-play': [AUDITION],
};
