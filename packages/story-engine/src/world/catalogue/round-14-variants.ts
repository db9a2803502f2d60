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

export const ROUND_14_VARIANTS: Readonly<Record<string, readonly Variant[]>> = {
  dentist: [FILLING, TOOTH_OUT],
  'train-ride': [STEAM_TRAIN],
  sharing: [AT_PLAYGROUP],
  'first-day': [LOST_ON_THE_FIRST_DAY],
  'new-school': [LOST_ON_THE_FIRST_DAY],
  'left-out': [NOT_PICKED],
  bedtime: [GOODNIGHT_MOON],
};
