import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';

/**
 * Round 16's home days a census of new phrasings found untold: being adopted (a stock mystery), new neighbours moving in,
 * hiccups that will not stop, and a fox in the garden. Each its own true day, with a want, tries and a turn of its own.
 */

/** Being adopted: the life story book, the photo, the questions, "for always", the day the family celebrates. */
const ADOPTED: EntryKit = {
  entry: {
    id: 'adopted', kind: 'moment',
    words: /\b(?:being|was|were|is|are|got|getting|gets) adopted\b|\badoption (?:day|story|anniversary)\b|\bgotcha day\b|\bforever family\b|\b(?:my|our|his|her|their) adoption\b|\blife story book\b/i,
    name: 'the adoption story', setting: 'home', lesson: 'being-yourself', tender: true,
    title: ['{hero}\'s Story', 'How {hero} Came Home'],
    opening: ['{hero} had been adopted when {he} was little, and tonight {he} wanted to hear the whole story again, from the very beginning.', '{hero} was adopted, and wanted to hear the story again.'],
    worry: ['"Did I grow in your tummy?" asked {hero}. "And will I always, always stay?"', '"Will I always stay?" asked {hero}.'],
    tries: [
      ['{hero} asked the question at breakfast, in the rush, with everybody looking for shoes, and the answer was only "Later, love."', '{hero} asked in the morning rush, and the answer was "Later."'],
      ['{hero} looked for the answer in the photo album, but the first pictures of {him} were not at the beginning.', 'The first photos were not at the start of the album.'],
      ['{hero} asked a friend at the park, who said something that was not true at all, and it went round and round in {his} head.', 'A friend said something untrue, and it went round in {his} head.'],
    ],
    turn: ['{grownup} got out the life story book, and they sat together on the sofa and read it from the first page: where {hero} was born, who had looked after {him}, and the day {he} came home. "You are ours for always," said {grownup}, "and you can ask me anything, any time."', '{grownup} got out the life story book, and they read it together. "You are ours for always."'],
    details: [
      ['In the hall hung a photo of the first day: {hero}, very small, in a hat much too big.', 'In the hall hung a photo of the first day.'],
      ['{hero}\'s birth mum could not look after a baby, {grownup} said, and she had wanted {him} to have a family for always.', '{hero}\'s birth mum had wanted {him} to have a family for always.'],
      ['On the day {hero} came home, the whole family had waited at the door with a balloon, and everybody had cried happy tears.', 'On the day {hero} came home, there was a balloon at the door.'],
      ['Every year, on that day, they had pancakes for breakfast, and called it {hero}\'s Family Day.', 'Every year, that day was Family Day.'],
    ],
    senses: ['The book smelled of glue and old photos.', 'The sofa was warm, and the blanket was the one from the first night.'],
    win: '{hero} knew the whole story, and that {he} could ask again any time',
    end: ['At bedtime, {hero} put the life story book on the shelf where {he} could reach it, and said, "Tell it again tomorrow?"', 'The book went on a shelf {hero} could reach.'],
  },
  setback: 'Then a big boy at the park said, "That\'s not your real mum," and {hero} came home quiet and went straight upstairs.',
  choice: '{hero} could keep the question in, or ask it out loud, and {he} asked it out loud.',
  subplot: themeSubplot(
    '{hero} saw that every family is made in its own way.',
    '{pal} lived with {palhis} grandma, not {palhis} mum and dad, and never said so.',
    'the big sheet of paper',
    'When the class drew their families, {hero} drew everyone in {his} family arm in arm, and {pal} drew {palhis} grandma, big, in the middle.',
  ),
  low: '{hero} sat on the stairs. "Is it true I\'m not really yours?" {he} whispered.',
  hint: 'Families are made in lots of ways, and yours is for always',
  light: ['For always!', 'Home!', 'Hug!'],
  older: {
    want: '{hero} wanted to know the parts of the story nobody had told {him} yet, and to be allowed to feel two things at once.',
    secret: '{he} sometimes wondered about {his} birth mum, and worried that wondering was unkind',
    decides: '{hero} could keep the wondering secret, or say it out loud at the kitchen table. {he} said it, and nobody was hurt.',
  },
};

/** New neighbours: the removal van, peeping through the fence, a ball over it, biscuits on a plate, and a wave back. */
const NEW_NEIGHBOURS: EntryKit = {
  entry: {
    id: 'new-neighbours', kind: 'moment',
    words: /\bnew neighbou?rs?\b|\bneighbou?rs? (?:are )?moving in\b|\bmov(?:ing|ed|es) in next door\b|\bsomeone (?:new )?(?:is )?moving in next door\b/i,
    name: 'the new neighbours', setting: 'home', lesson: 'kindness', roleInLines: true,
    title: ['{hero} and the New Neighbours', 'Hello, Next Door!'],
    opening: ['A big removal van had parked outside the house next door, and men were carrying in sofas and boxes: somebody new was moving in.', 'Someone new was moving in next door.'],
    worry: ['"What if they\'re not friendly?" said {hero}. "What if they don\'t like children?"', '"What if they\'re not friendly?" said {hero}.'],
    tries: [
      ['{hero} watched from behind the curtain, and a {rolekid} in the van looked up, and {hero} ducked.', '{hero} peeped from behind the curtain, and ducked.'],
      ['{hero} peeped through the gap in the fence, and trod on the flower bed, and had to go in.', '{hero} peeped through the fence.'],
      ['{hero} kicked {his} ball very near the fence, hoping someone would notice, and it went right over.', 'The ball went over the fence.'],
    ],
    turn: ['{hero} and {grownup} made a card that said WELCOME, put some biscuits on a plate, and knocked on the new neighbours\' door. It opened, and there was the {rolekid} from the van{namedlast}, who grinned and said hello.', '{hero} knocked with a plate of biscuits, and the {rolekid} from the van{namedlast}, opened the door.'],
    details: [
      ['The van had a ramp at the back, and everything came out wrapped in blankets, even the lamps.', 'Everything came out of the van wrapped in blankets.'],
      ['In the new neighbours\' window, a cat sat on a box and stared.', 'A cat sat on a box in the window.'],
      ['The new family had not found their kettle in all the boxes yet, so {grownup} lent them one.', '{grownup} lent them a kettle.'],
      ['The new family had a cat, a great many boxes, and a {rolekid} about {hero}\'s age.', 'The new family had a cat, lots of boxes, and a {rolekid}.'],
    ],
    senses: ['The new neighbours\' house smelled of cardboard and paint.', 'Boxes thumped, and the van beeped as it reversed.'],
    win: 'the new neighbours were not strangers any more',
    end: ['A week later, there was a knock at {hero}\'s door: {inrole:the girl} from next door, with the plate back, and cake on it.', 'A week later, the plate came back, with cake on it.'],
  },
  setback: 'Then the neighbours\' dog barked and barked at the fence, and {hero} ran indoors.',
  choice: '{hero} could draw a house or a cat on the welcome card, and {he} chose the cat from the window.',
  subplot: themeSubplot(
    '{hero} saw that somebody has to say hello first, and it might as well be {him}.',
    '{pal} wanted to meet the new family too, but was too shy to knock.',
    'the chalk',
    '{hero} gave {pal} the chalk, and they drew a big HELLO on the pavement between the two houses, and {inrole:the girl} from next door came out to see.',
  ),
  low: '{hero} stood behind the door. "They won\'t want to know me," {he} said.',
  hint: 'A knock, a smile and a plate of biscuits is how neighbours start',
  light: ['Knock, knock!', 'Hello!', 'Beep, beep!'],
  older: {
    want: '{hero} wanted a friend on the street, after the last family next door had moved away.',
    secret: '{he} had been lonely since the old neighbours left, and had not told anyone',
    decides: '{hero} could wait for them to come round, or go first. {he} went first.',
  },
};

/** Hiccups that will not stop: hic at the worst moments, holding the breath, drinking upside down, boo!, then a slow sip. */
const HICCUPS: EntryKit = {
  entry: {
    id: 'hiccups', kind: 'moment',
    words: /\bhiccups?\b|\bhiccoughs?\b|\bhiccuping\b|\bhiccupp?ing\b/i,
    name: 'the hiccups', setting: 'home', lesson: 'patience',
    title: ['{hero} and the Hiccups', 'Hic! Hic! Hic!'],
    opening: ['{hero} ate {his} lunch much too fast, and then it started, hic, and again, hic: {hero} had the hiccups.', '{hero} ate too fast, and got the hiccups. Hic!'],
    worry: ['"Hic! What if they never stop? Hic!" said {hero}. "I\'ll be hic-ing forever!"', '"What if they never stop? Hic!" said {hero}.'],
    tries: [
      ['{hero} held {his} breath until {his} cheeks were puffed and red, and let it out, and hic!', '{hero} held {his} breath. Puff! And still, hic!'],
      ['{hero} tried to drink water upside down, bending over the sink, and it went up {his} nose.', '{hero} drank upside down. It went up {his} nose!'],
      ['{grownup} jumped out from behind the door and said "BOO!", and {hero} jumped and laughed, and the next hic came anyway.', '"BOO!" said {grownup}. Hic, went {hero}.'],
    ],
    turn: ['{hero} stopped trying so hard, sat down, and took ten slow sips of water, one at a time, and breathed out slowly. And then waited, and waited, and no hic came.', '{hero} sat down and took ten slow sips, and no hic came.'],
    details: [
      ['Every hic made {hero}\'s shoulders jump, like a spring.', 'Every hic made {his} shoulders jump.'],
      ['A hiccup comes when a muscle under your chest gets a jolt, {grownup} said, and it settles down when you are calm.', 'Hiccups settle when you are calm.'],
      ['Hiccups are very common, {grownup} said, and everybody gets them, even grown-ups, even the Queen.', 'Everybody gets hiccups, even grown-ups.'],
      ['When they stopped, it was so quiet that {hero} waited for one more, just to check.', 'Then it was quiet. {hero} waited. Nothing.'],
    ],
    senses: ['The water was cold and tickled going down.', 'Each hic was a little squeak, like a mouse in a cupboard.'],
    win: 'the hiccups had stopped',
    end: ['At teatime, {hero} ate slowly, every mouthful, and said, "No hic for me, thank you."', 'At teatime, {hero} ate slowly. No hic!'],
  },
  setback: 'Then, just when they had stopped, {hero} laughed at a joke, and hic! Back they came.',
  choice: '{hero} could try another BOO or slow sips of water, and {he} chose the slow sips.',
  subplot: themeSubplot(
    '{hero} saw that slow and calm worked better than loud and fast.',
    '{pal} got the hiccups too, from laughing at {hero}\'s.',
    'the big glass',
    '{hero} passed {pal} the big glass and counted ten slow sips out loud, and soon there was not one hic left between them.',
  ),
  low: '{hero} flopped on the sofa. "Hic. They\'re never going to stop. Hic."',
  hint: 'Sit down, sip slowly, and breathe out long',
  light: ['Hic!', 'Sip!', 'Shh!'],
  older: {
    want: '{hero} wanted the hiccups gone before reading out loud in assembly that afternoon.',
    secret: '{he} had already tried every trick on the internet, including the one with a spoon',
    decides: '{hero} could try one more silly trick, or sit quietly and breathe. {he} sat and breathed.',
  },
};

/** A fox in the garden: a knocked-over bin, the prints in the mud, watching from the dark window, never fed, the cubs. */
const FOX_IN_THE_GARDEN: EntryKit = {
  entry: {
    id: 'fox-in-the-garden', kind: 'activity',
    words: /\bfox(?:es)? (?:in|at|on|under|by|came into|visit(?:s|ed|ing)?) (?:the|our|my|his|her|their) (?:garden|yard|shed|street|bins?)\b|\b(?:garden|urban|city) fox(?:es)?\b|\bfox cubs?\b|\bthe fox (?:family|cubs)\b/i,
    name: 'the fox in the garden', setting: 'home', lesson: 'patience',
    title: ['{hero} and the Garden Fox', 'The Fox at Night'],
    opening: ['In the morning, the bin was knocked over and there were little prints in the mud: something had come into the garden in the night, and {hero} wanted to see it.', 'Something came into the garden at night, and {hero} wanted to see it.'],
    worry: ['"What if it\'s a wolf?" said {hero}. "What if it comes in the house?"', '"What was it?" said {hero}.'],
    tries: [
      ['{hero} stayed up at the window with the big light on, and saw only {his} own face looking back.', '{hero} looked out with the light on, and saw only {his} face.'],
      ['{hero} left a biscuit on the grass, and {grownup} said no: wild animals must find their own food.', '{hero} put out a biscuit. "No," said {grownup}.'],
      ['{hero} went out with a torch and called, "Here, fox!", and nothing at all came.', '{hero} called, "Here, fox!" Nothing came.'],
    ],
    turn: ['{hero} turned the light off, sat very still at the dark window with {grownup}, and waited, and a red fox with a white-tipped tail trotted across the lawn, sniffed the air, and was gone.', '{hero} sat still at the dark window, and a red fox trotted across the lawn.'],
    details: [
      ['The prints looked like a dog\'s, but neater, in a straight line, one in front of the other.', 'The prints went in a neat straight line.'],
      ['Foxes are shy, {grownup} said: they come out at night, and they are more scared of us than we are of them.', 'Foxes are shy, and come out at night.'],
      ['The fox had a bushy tail with a white tip, and its eyes shone green in the street light.', 'Its eyes shone green in the street light.'],
      ['In spring, there were cubs under the shed, playing like puppies on the grass at dusk.', 'In spring, there were cubs under the shed.'],
    ],
    senses: ['The window glass was cold against {hero}\'s nose.', 'Outside, the night was very quiet, and then a fox called: a sharp, high bark.'],
    win: '{hero} had seen the fox, and it had never known {he} was there',
    end: ['Every night after that, {hero} said goodnight to the dark garden, just in case the fox was listening.', 'Every night, {hero} said goodnight to the fox.'],
  },
  setback: 'Then a shriek came from the garden in the dark, so loud that {hero} jumped into bed, but {grownup} said it was only the fox calling.',
  choice: '{hero} could watch from the bedroom or the kitchen window, and {he} chose the kitchen, nearest the lawn.',
  subplot: themeSubplot(
    '{hero} saw that wild things come when you are still and quiet.',
    '{pal} wanted to chase the fox and catch it.',
    'the torch',
    '{hero} gave {pal} the torch to hold, switched off, and they sat still together and saw the fox.',
  ),
  low: '{hero} looked at the empty lawn. "It\'s never coming back," {he} said.',
  hint: 'Lights off, sit still, and let the fox come on its own',
  light: ['Shh!', 'Look!', 'Sniff, sniff.'],
  older: {
    want: '{hero} wanted a photo of the fox, a proper one, not a blur.',
    secret: '{he} had been getting up at night to watch, and had fallen asleep in maths twice',
    decides: '{hero} could chase it for a closer photo, or leave it be and watch. {he} left it be.',
  },
};

export const ROUND_16_HOME_KITS: readonly EntryKit[] = [ADOPTED, NEW_NEIGHBOURS, HICCUPS, FOX_IN_THE_GARDEN];
