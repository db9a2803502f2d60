import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';

/**
 * Round 16's festivals that every held-out set brings and nothing read (Navratri was ballet, the rest a stock mystery):
 * Navratri's garba, Raksha Bandhan's rakhi, the Day of the Dead's ofrenda, Purim's megillah, Sukkot's sukkah, Nowruz's
 * haft-sin table, Onam's flower carpet and Ganesh Chaturthi's clay Ganesha. Each its own true evening or day, with a want, tries and a turn of its own.
 */

/** Navratri: nine nights of garba in a circle, the dandiya sticks, the twirling skirt, the steps learnt by watching feet. */
const NAVRATRI: EntryKit = {
  entry: {
    id: 'navratri', kind: 'festival', words: /\bnavr[aā]t(?:h)?ri\b|\bgarba\b|\bdandiya(?: raas)?\b|\bdurga puja\b/i,
    name: 'Navratri', setting: 'city', lesson: 'perseverance',
    title: ['{hero} Dances the Garba', '{hero}\'s Navratri Night'],
    opening: ['It was Navratri, nine nights of dancing, and tonight {hero} was going to the big hall to dance the garba in the circle for the very first time.', 'It was Navratri, and tonight {hero} would dance the garba.'],
    worry: ['"What if I go the wrong way round and bump into everyone?" said {hero}, twisting the hem of {his} bright new clothes.', '"What if I go the wrong way?" said {hero}.'],
    tries: [
      ['{hero} joined the circle and tried to clap and step at the same time, and did the clap a beat too late, every time.', '{hero} clapped a beat too late.'],
      ['{hero} watched the hands of the dancer in front, and forgot {his} feet, and stepped on the edge of somebody\'s skirt.', '{hero} forgot {his} feet and trod on a skirt.'],
      ['When the music went faster, {hero} tried to go faster too, and spun the wrong way, into the dancer behind.', '{hero} went faster, and spun the wrong way.'],
    ],
    turn: ['{grownup} took {hero}\'s hand and said, "Don\'t watch the hands. Watch the feet: step, step, turn and clap." {hero} watched the feet in front, and the circle carried {him} round.', '{hero} watched the feet in front, and the circle carried {him} round.'],
    details: [
      ['In the middle of the hall stood a little shrine to the goddess, with a lamp that was lit every night.', 'In the middle stood a shrine with a lamp.'],
      ['The circle went round and round the shrine, hundreds of people, all going the same way.', 'Hundreds of people went round the same way.'],
      ['For the dandiya dance, everyone had two painted sticks, and click-clack, you hit your partner\'s sticks, and then turned to the next.', 'Click-clack went the dandiya sticks.'],
      ['The mirrors sewn on the skirts caught the lights, so the whole circle sparkled as it turned.', 'The little mirrors on the skirts sparkled.'],
    ],
    senses: ['The dhol drum thumped so loudly {hero} could feel it in {his} tummy.', 'The hall smelled of flowers, warm bodies and hot samosas from the stall.'],
    win: '{hero} had danced the garba all the way round, in time with everyone',
    end: ['At home, long after bedtime, {hero} was still going step, step, turn and clap across the landing, and there were eight more nights to go.', 'At home, {hero} was still going step, step, clap.'],
  },
  setback: 'Then {hero}\'s dandiya stick flew out of {his} hand and clattered across the floor, right into the middle of the circle.',
  choice: '{hero} could dance with the little ones on the inside ring, where it was slow, or the big ring outside, and {he} chose the big ring.',
  subplot: themeSubplot(
    '{hero} saw that the steps came by watching feet, not by trying harder.',
    '{pal} had come without dandiya sticks, and stood at the side while everyone else clicked.',
    'the spare pair of sticks',
    '{hero} gave {pal} the spare pair of sticks, and they went click-clack round the ring together.',
  ),
  low: '{hero} stood by the wall with the coats. "Everyone else just knows how," {he} said.',
  hint: 'Watch the feet, not the hands: step, step, turn and clap',
  light: ['Clap!', 'Click-clack!', 'Round and round!'],
  older: {
    want: '{hero} wanted to keep up with the older cousins in the fast ring, who danced as if they had never had to learn.',
    secret: '{he} had practised the steps in the bathroom mirror all week, and still could not do the turn',
    decides: '{hero} could stay in the slow ring where it was safe, or try the fast one and get it wrong in front of everyone. {he} tried the fast one.',
  },
};

/** Raksha Bandhan: the rakhi tied on a brother's wrist, the tilak, a sweet, the promise, and the gift back. */
const RAKSHA_BANDHAN: EntryKit = {
  entry: {
    id: 'raksha-bandhan', kind: 'festival', words: /\braksha ?bandhan\b|\brakhis?\b|\brakhri\b/i,
    name: 'Raksha Bandhan', setting: 'home', lesson: 'kindness',
    title: ['{hero}\'s Rakhi', 'The Rakhi Thread'],
    opening: ['It was Raksha Bandhan, the day for tying a rakhi, a bright thread, round a brother\'s wrist, and this year {hero} had made the rakhi {him}self.', 'It was Raksha Bandhan, the day of the rakhi thread.'],
    worry: ['"What if it falls off, or he thinks it\'s silly?" said {hero}, holding the little thread with its one wobbly bead.', '"What if it falls off?" said {hero}.'],
    tries: [
      ['{hero} threaded red and gold wool together and added a bead, and the bead kept sliding off the end.', '{hero} threaded the wool, and the bead slid off.'],
      ['{hero} tried to tie the knot while {his} brother held his arm out, and it came undone twice.', 'The knot came undone twice.'],
      ['{hero} put a dot of red on {his} brother\'s forehead, the tilak, and it came out as a smudge, and they both giggled.', 'The red dot was a smudge, and they giggled.'],
    ],
    turn: ['{grownup} showed {hero} the double knot, over, under and pull, and this time the rakhi stayed on, right round the wrist.', '{hero} tied a double knot, and the rakhi stayed on.'],
    details: [
      ['First came the little tray: the rakhi, a pinch of red powder, a few grains of rice and a sweet.', 'On the tray were the rakhi, the rice and a sweet.'],
      ['When the rakhi was tied, {hero} popped a sweet into {his} brother\'s mouth, and he gave {hero} one back.', '{hero} gave a sweet, and got one back.'],
      ['The rakhi is a promise: brother and sister will look out for each other, all year long.', 'The rakhi is a promise to look out for each other.'],
      ['Then came the present in return, wrapped badly, with too much tape.', 'Then came a present, with too much tape.'],
    ],
    senses: ['The burfi was sweet and soft and stuck to {hero}\'s fingers.', 'The red powder smelled dusty and warm.'],
    win: 'the rakhi was tied and the promise was made',
    end: ['For a whole week, the wobbly bead stayed on the wrist, even in the bath, and every time {hero} saw it, {he} remembered the promise.', 'All week, the rakhi stayed on the wrist.'],
  },
  setback: 'Then {his} brother said the football club did not allow bracelets, and {hero} felt the whole morning go flat.',
  choice: '{hero} could buy a shiny rakhi from the shop or tie the one {he} had made, and {he} chose the one {he} had made.',
  subplot: themeSubplot(
    '{hero} saw that the promise mattered more than the bead.',
    '{pal} had no brother or sister to tie a rakhi for, and said so very quietly.',
    'the spare thread',
    '{hero} tied the spare thread on for {pal}, and said cousins and friends count too.',
  ),
  low: '{hero} looked at the wobbly bead. "It\'s the worst rakhi in the world," {he} said.',
  hint: 'Over, under, and pull: a double knot holds a promise',
  light: ['Tie it!', 'A sweet!', 'Promise!'],
  older: {
    want: '{hero} wanted the rakhi to mean something this year, not just be a thread swapped for money.',
    secret: '{he} and {his} brother had hardly spoken all week after a row about the television',
    decides: '{hero} could tie it quickly and walk off, or say the promise out loud and mean it. {he} said it out loud.',
  },
};

/** The Day of the Dead: the ofrenda with photos and marigolds, pan de muerto, stories of the ones remembered, a candle. */
const DAY_OF_THE_DEAD: EntryKit = {
  entry: {
    id: 'day-of-the-dead', kind: 'festival', words: /\bd[ií]a de (?:los )?muertos\b|\bday of the dead\b|\bofrendas?\b/i,
    name: 'the Day of the Dead', setting: 'home', lesson: 'kindness',
    title: ['{hero}\'s Ofrenda', '{hero} and the Marigolds'],
    opening: ['It was the Day of the Dead, when families remember the people they love who have died, and {hero} was helping to build the ofrenda, the table of remembering.', 'It was the Day of the Dead, and {hero} was helping to make the ofrenda.'],
    worry: ['"Isn\'t it a sad day?" asked {hero}. "I don\'t want everyone to cry."', '"Is it a sad day?" asked {hero}.'],
    tries: [
      ['{hero} put the photo of Great-Grandpa on the top step, and then moved it, and moved it again, because nowhere looked right.', '{hero} moved the photo again and again.'],
      ['{hero} tried to make a paper banner with holes cut in it, and the scissors tore straight through the middle.', 'The paper banner tore in the middle.'],
      ['{hero} asked what Great-Grandpa had liked best, and nobody could agree, and they all started talking at once.', 'Everyone talked at once about Great-Grandpa.'],
    ],
    turn: ['{hero} said, "Tell me one story each," and they did: the dancing, the terrible jokes, the sweets in his coat pocket, and by the end everybody was laughing.', '{hero} asked for one story each, and everybody laughed.'],
    details: [
      ['The ofrenda had steps like a little staircase, with a cloth over them, candles and photos.', 'The ofrenda had steps, candles and photos.'],
      ['Orange marigolds went everywhere, because their bright colour and strong smell help the way home, the story says.', 'Orange marigolds went everywhere.'],
      ['There was pan de muerto, a round sweet bread with bone shapes on top, and a bowl of the sweets Great-Grandpa liked.', 'There was sweet round bread.'],
      ['Sugar skulls sat along the front with names iced on them, smiling.', 'Sugar skulls smiled along the front.'],
    ],
    senses: ['The marigolds smelled sharp and peppery.', 'The candles made the photos glow gold in the evening.'],
    win: 'the ofrenda was full of flowers and stories, and nobody was only sad',
    end: ['At bedtime, {hero} said goodnight to the photo, and told it one of Great-Grandpa\'s terrible jokes.', 'At bedtime, {hero} told the photo a joke.'],
  },
  setback: 'Then the candle tipped and a marigold caught a little flame, and {grownup} put it out, and the best photo had a black edge now.',
  choice: '{hero} could put out sweets from the shop or the ones Great-Grandpa liked, and {he} chose his ones, even the funny aniseed ones.',
  subplot: themeSubplot(
    '{hero} saw that remembering someone could be a happy thing as well as a sad one.',
    '{pal} had lost a grandma that year and did not want to talk about her.',
    'a marigold for her',
    '{hero} gave {pal} a marigold for the ofrenda, and {pal} put it down and said one thing about her grandma, and then another.',
  ),
  low: '{hero} looked at the burnt edge of the photo. "I spoilt it," {he} said.',
  hint: 'Tell the stories. That is how they stay with us',
  light: ['Marigolds!', 'Remember!', 'Glow!'],
  older: {
    want: '{hero} wanted to know who Great-Grandpa had really been, not just his face in a frame.',
    secret: '{he} had never met him, and felt odd putting out a photo of a stranger',
    decides: '{hero} could set the table quietly and go, or sit down with the grown-ups and ask. {he} asked.',
  },
};

/** Purim: dressing up, the megillah read aloud, the grogger at Haman's name, baskets of food for friends, hamantaschen. */
const PURIM: EntryKit = {
  entry: {
    id: 'purim', kind: 'festival', words: /\bpurim\b|\bmegill(?:ah|a)\b|\bhamantas(?:ch|h)en\b|\bgroggers?\b|\bmishloach manot\b/i,
    name: 'Purim', setting: 'city', lesson: 'bravery',
    title: ['{hero}\'s Purim', '{hero} and the Noisy Grogger'],
    opening: ['It was Purim, the day for dressing up and making a noise, and tonight at synagogue the rabbi would read the story of brave Queen Esther from the megillah scroll.', 'It was Purim, and {hero} was dressed up for synagogue.'],
    worry: ['"But when do I shake the grogger?" asked {hero}. "What if I do it at the wrong bit?"', '"When do I make the noise?" asked {hero}.'],
    tries: [
      ['{hero} shook the grogger in the car to practise, and {grownup} said, "Save it for Haman!"', '{hero} practised in the car.'],
      ['At the first name, {hero} shook too late, and the room was already quiet again, and one rattle went on by itself.', '{hero} shook too late, all alone.'],
      ['Then {hero} shook at the wrong name, at Mordecai, who was one of the good ones.', '{hero} shook at the wrong name.'],
    ],
    turn: ['{hero} listened hard for the sound of it, "Ha-", and had the grogger going before the "-man" was even out, with the whole room booing and stamping too.', '{hero} listened for "Ha-" and was first to rattle.'],
    details: [
      ['Everyone was dressed up: two Queen Esthers, a lion, and a grandpa in a crown made from a cereal box.', 'There was a lion, and two Queen Esthers.'],
      ['The megillah was a long scroll, rolled out and read in a sing-song voice.', 'The scroll was long, and read in a sing-song.'],
      ['Whenever the bad man Haman was named, everybody rattled and booed so that nobody could hear it.', 'At Haman\'s name, everyone rattled and booed.'],
      ['Afterwards there were hamantaschen, three-cornered biscuits with jam in the middle, and baskets of treats to take to friends.', 'There were three-cornered jam biscuits.'],
    ],
    senses: ['The grogger went rattle-rattle-CLACK.', 'The hamantaschen were warm and the jam was sticky.'],
    win: '{hero} had drowned out every single Haman',
    end: ['The next day, {hero} took a basket of hamantaschen next door, still in costume, and shook the grogger once on the doorstep, just for luck.', 'The next day, {hero} took biscuits next door.'],
  },
  setback: 'Then the handle came off {hero}\'s grogger, right in the middle of the story, and it rattled across the floor under the seats.',
  choice: '{hero} could sit at the back with the cousins or at the front near the scroll, and {he} chose the front, to hear every name.',
  subplot: themeSubplot(
    '{hero} saw that listening carefully was the trick, not shaking hardest.',
    '{pal} had forgotten {palhis} grogger, and had nothing to shake when Haman came.',
    'the spare noisemaker',
    '{pal} shook the spare noisemaker at every Haman, louder than anyone.',
  ),
  low: '{hero} stared at the broken grogger. "Now I can\'t do anything," {he} whispered.',
  hint: 'Listen for the start of the name, and be ready',
  light: ['Rattle!', 'Boo!', 'Yum!'],
  older: {
    want: '{hero} wanted to hear the whole of Esther\'s story properly this year, not just wait for the noisy bits.',
    secret: '{he} had always thought it was a story for little ones',
    decides: '{hero} could mess about with the grogger at the back, or follow the story in the English beside the Hebrew. {he} followed the story.',
  },
};

/** Sukkot: building the sukkah in the garden, a roof of branches with stars through it, meals outside, the lulav and etrog. */
const SUKKOT: EntryKit = {
  entry: {
    id: 'sukkot', kind: 'festival', words: /\bsukk?ot\b|\bsuccot\b|\bsukkahs?\b|\blulav\b|\betrog\b/i,
    name: 'Sukkot', setting: 'home', lesson: 'teamwork',
    title: ['{hero} Builds the Sukkah', '{hero}\'s Sukkah'],
    opening: ['It was Sukkot, and the family was building a sukkah in the garden, a little hut to eat in for the whole week, and {hero} was in charge of the roof.', 'It was Sukkot, and {hero} was helping to build the sukkah.'],
    worry: ['"But there are holes in the roof!" said {hero}. "What if it rains on our dinner?"', '"There are holes in the roof!" said {hero}.'],
    tries: [
      ['{hero} laid the branches on the roof so thick that no light came through at all, and {grownup} said that was too many: you have to see the stars.', '{hero} put on too many branches.'],
      ['{hero} hung paper chains from the poles, and the wind took the first one over the fence.', 'The wind blew a paper chain away.'],
      ['{hero} tried to hang an apple on a string, and it kept spinning round and bumping {his} head.', 'The apple on a string bumped {his} head.'],
    ],
    turn: ['{hero} took branches away one by one and lay on the floor to look up, until {he} could see bits of sky between the leaves, just enough.', '{hero} lay down and looked up, and took branches off until the sky showed.'],
    details: [
      ['The sukkah had three walls and a roof of branches, just like the huts people lived in long ago, in the desert.', 'It had three walls and a roof of branches.'],
      ['They ate every meal in it that week, in coats, with the soup steaming.', 'They ate every meal in it, in coats.'],
      ['{grownup} held the lulav, a bundle of palm and willow and myrtle, and the etrog, a bumpy yellow fruit like a lemon, and shook them every way: front, back, up and down.', 'They shook the lulav every way.'],
      ['On the last night, there was a star right in the gap above {hero}\'s chair.', 'A star showed through the roof.'],
    ],
    senses: ['The etrog smelled like lemons and sweets at once.', 'The branches rustled overhead when the wind came.'],
    win: 'the sukkah stood, and the stars showed through the roof',
    end: ['On the last night, {hero} asked to sleep in the sukkah, and lasted until half past nine, under the branches and a star.', '{hero} lay under the branches and looked at a star.'],
  },
  setback: 'Then it rained, hard, on the first night, and everyone ran inside holding their plates.',
  choice: '{hero} could hang shop tinsel or paper chains {he} had made, and {he} chose the paper chains.',
  subplot: themeSubplot(
    '{hero} saw that a roof with holes was the whole point of it.',
    '{pal} had never been in a sukkah and thought it looked like a shed.',
    'the apple on the string',
    '{hero} showed {pal} the star through the roof, and {pal} hung the next apple.',
  ),
  low: '{hero} looked at the wet table through the window. "It\'s ruined," {he} said.',
  hint: 'Enough branches for shade, and enough gaps for the stars',
  light: ['Rustle!', 'Stars!', 'Shake, shake!'],
  older: {
    want: '{hero} wanted the sukkah to be {his} own work this year, not {grownup}\'s with {hero} passing nails.',
    secret: '{he} had been secretly measuring the garden with a ruler for a week',
    decides: '{hero} could ask {grownup} to do the tricky corner, or work it out. {he} worked it out.',
  },
};

/** Nowruz: the Persian New Year on the first day of spring: spring cleaning, the haft-sin table, sprouted wheat, visiting elders. */
const NOWRUZ: EntryKit = {
  entry: {
    id: 'nowruz', kind: 'festival', words: /\bn[oa]w ?r[uo]{1,2}z\b|\bnoruz\b|\bpersian new year\b|\bhaft[- ]?s[ie]e?n\b|\bsabzeh\b/i,
    name: 'Nowruz', setting: 'home', lesson: 'patience',
    title: ['{hero}\'s Nowruz', '{hero} and the Haft-Sin'],
    opening: ['It was nearly Nowruz, the new year that starts on the first day of spring, and {hero} had been growing wheat on a plate for the haft-sin table.', 'It was nearly Nowruz, and {hero}\'s wheat was growing on a plate.'],
    worry: ['"What if my grass isn\'t tall enough by new year?" said {hero}, looking at the tiny green points.', '"What if it doesn\'t grow in time?" said {hero}.'],
    tries: [
      ['{hero} watered the wheat three times in one morning, and it sat in a puddle.', '{hero} watered it three times in one morning.'],
      ['{hero} put it on the warm radiator to hurry it, and the edges went dry and brown.', 'On the radiator, the edges went brown.'],
      ['{hero} checked it every hour, with a ruler, and it did not seem to grow at all.', '{hero} checked it with a ruler every hour.'],
    ],
    turn: ['{hero} put the plate on the sunny windowsill, gave it one spray of water a day, and left it alone, and on the morning of new year it was green and thick as a carpet.', '{hero} left it on the windowsill, and it grew thick and green.'],
    details: [
      ['The whole house was spring-cleaned first, even under the beds, to make room for the new year.', 'The whole house was spring-cleaned.'],
      ['The haft-sin table had seven things whose names begin with an "s" sound in Persian: the green wheat, apples, garlic, vinegar, sweet pudding, dried berries and spice.', 'The table had seven special things.'],
      ['There was a mirror too, and painted eggs, and a goldfish in a bowl.', 'There were painted eggs and a goldfish.'],
      ['At the new year moment, everyone hugged, and the grown-ups gave crisp new notes tucked inside a book.', 'At the new year, everyone hugged.'],
    ],
    senses: ['The hyacinths on the table smelled sweet and strong.', 'The wheat felt soft and cool, like the lawn.'],
    win: 'the wheat was tall and green for the new year',
    end: ['Thirteen days later, they took the wheat to the park and let it go in the stream, with a wish, the way the family always had.', 'After thirteen days, they let the wheat go in the stream, with a wish.'],
  },
  setback: 'Then the cat knocked the plate off the windowsill, and the wheat landed upside down on the carpet.',
  choice: '{hero} could paint the eggs with stripes or with spots, and {he} chose spots, one for every person coming.',
  subplot: themeSubplot(
    '{hero} saw that some things only grow when you stop poking them.',
    '{pal} had never heard of Nowruz and asked why there was a goldfish on the table.',
    'a painted egg',
    '{hero} gave {pal} a painted egg and explained all seven things, and {pal} said "Happy new year" in Persian, nearly right.',
  ),
  low: '{hero} looked at the upside-down wheat. "It\'ll never be ready now," {he} said.',
  hint: 'Sun, one drink a day, and leave it alone',
  light: ['Grow!', 'Spring!', 'Nowruz!'],
  older: {
    want: '{hero} wanted to set the haft-sin table {him}self this year, every one of the seven things, without help.',
    secret: '{he} could not remember what half of them stood for',
    decides: '{hero} could guess, or phone {his} grandmother and ask. {he} phoned.',
  },
};

/** Onam: the pookalam flower carpet on the doorstep, ten days of it, the sadya on a banana leaf, the boat race, King Mahabali. */
const ONAM: EntryKit = {
  entry: {
    id: 'onam', kind: 'festival', words: /\bonam\b|\bpookk?alam\b|\bonasadya\b|\bsadya\b/i,
    name: 'Onam', setting: 'home', lesson: 'teamwork',
    title: ['{hero}\'s Flower Carpet', '{hero}\'s Onam'],
    opening: ['It was Onam, and every morning the family made a pookalam, a flower carpet, on the doorstep, one ring bigger each day, to welcome King Mahabali home.', 'It was Onam, and {hero} was helping make the flower carpet.'],
    worry: ['"What if my ring is wonky and spoils the whole pattern?" said {hero}, with a bowl of yellow petals.', '"What if my ring is wonky?" said {hero}.'],
    tries: [
      ['{hero} sprinkled the yellow petals too fast, and they blew into the orange ring next door.', 'The petals blew into the next ring.'],
      ['{hero} tried to make a straight edge with {his} finger, and pushed half of it out of shape.', '{hero} pushed it out of shape.'],
      ['{hero} tore the flowers into bits too big, and the ring went lumpy.', 'The ring went lumpy.'],
    ],
    turn: ['{grownup} gave {hero} a piece of string pinned in the middle, and {hero} drew the circle with it in chalk first, and then filled it, petal by petal, slowly.', '{hero} drew the circle with string and chalk first, then filled it slowly.'],
    details: [
      ['The pookalam grew a ring each day for ten days: yellow marigolds, orange, white jasmine, purple and green leaves.', 'It grew a ring every day for ten days.'],
      ['On the big day, everyone sat on the floor for the sadya, a feast of many little dishes on a banana leaf.', 'The feast was served on a banana leaf.'],
      ['You eat the sadya with your right hand, and the payasam, sweet and milky, comes last.', 'The sweet payasam came last.'],
      ['On the television, long snake boats raced down the river with a hundred rowers singing.', 'Long snake boats raced on the river.'],
    ],
    senses: ['The jasmine smelled sweet in the morning air.', 'The banana leaf was cool and shiny under {hero}\'s fingers.'],
    win: 'the flower carpet was round and bright, and {hero}\'s ring was part of it',
    end: ['In the evening, {hero} added one last marigold in the very middle, and said, "Welcome, King Mahabali."', '{hero} put a marigold in the middle. "Welcome home."'],
  },
  setback: 'Then the little ones ran right across the pookalam, and the purple ring went everywhere.',
  choice: '{hero} could do the outside ring, the biggest, or the little one in the middle, and {he} chose the outside one.',
  subplot: themeSubplot(
    '{hero} saw that slow and careful made the best circle.',
    '{pal} did not know how to eat from a banana leaf and was too shy to ask.',
    'the first mouthful',
    '{hero} showed {pal} how to mix rice and sambar with {palhis} fingers, and they ate the payasam last, together.',
  ),
  low: '{hero} looked at the messy petals. "It was going to be perfect," {he} said.',
  hint: 'Draw the circle first, then fill it slowly',
  light: ['Petals!', 'Onam!', 'Yum!'],
  older: {
    want: '{hero} wanted to design this year\'s pookalam {him}self, not just fill in the rings.',
    secret: '{he} had drawn six designs and liked none of them',
    decides: '{hero} could copy last year\'s pattern, or try {his} own with the string and chalk. {he} tried {his} own.',
  },
};

/** Ganesh Chaturthi: the clay Ganesha shaped at home, his mouse, modak on a plate, the aarti, and the goodbye in water. */
const GANESH_CHATURTHI: EntryKit = {
  entry: {
    id: 'ganesh-chaturthi', kind: 'festival', words: /\bganesh(?:a)? chaturthi\b|\bganesh(?:a)? utsav\b|\bvinayaka chaturthi\b|\bganpati\b|\bganapati\b|\bclay ganesh(?:a)?\b|\bmodaks?\b/i,
    name: 'Ganesh Chaturthi', setting: 'home', lesson: 'patience',
    title: ['{hero}\'s Clay Ganesha', '{hero} and Ganpati'],
    opening: ['It was Ganesh Chaturthi, Lord Ganesha\'s birthday, and this year {hero} was making the family\'s Ganesha {him}self, out of a lump of river clay.', 'It was Ganesh Chaturthi, and {hero} was making a clay Ganesha.'],
    worry: ['"What if he doesn\'t look like Ganesha at all?" said {hero}, squeezing the cold clay.', '"What if he doesn\'t look right?" said {hero}.'],
    tries: [
      ['{hero} rolled the trunk long and thin, and it drooped down and fell off in the night.', 'The trunk drooped and fell off.'],
      ['{hero} made the big ears, and they were so heavy that the head tipped over.', 'The big ears made the head tip over.'],
      ['{hero} made his little mouse to ride on, and it came out the size of a pea.', 'The mouse came out the size of a pea.'],
    ],
    turn: ['{grownup} showed {hero} how to wet {his} fingers and smooth each piece on, pressing gently, and to make the trunk short and curled round, so it leaned on the tummy, and this time Ganesha sat firm.', '{hero} wet {his} fingers and smoothed a short, curled trunk on, and Ganesha sat firm.'],
    details: [
      ['Ganesha has an elephant\'s head, a round tummy, and a little mouse who goes everywhere with him.', 'Ganesha has an elephant\'s head and a little mouse.'],
      ['They made modak, his favourite sweets, little dumplings pinched into points at the top, with coconut and jaggery inside.', 'They made modak, his favourite sweets.'],
      ['Every evening, the family waved the lamp in circles for the aarti and sang, and shouted "Ganpati Bappa Morya!"', 'Everyone shouted, "Ganpati Bappa Morya!"'],
      ['On the last day, they put Ganesha gently into a bucket of water in the garden, and the clay went soft and back to earth, to come again next year.', 'On the last day, Ganesha went into the water.'],
    ],
    senses: ['The clay smelled of rain and riverbanks.', 'The modak were warm and sticky and sweet.'],
    win: 'the clay Ganesha sat on his little throne, trunk curled and mouse beside him',
    end: ['When the clay had melted into the water, {hero} poured it on the tulsi plant and said, "Come back soon, next year."', '{hero} said, "Come back soon, next year."'],
  },
  setback: 'Then, on the way to the shelf, one of the ears cracked right across.',
  choice: '{hero} could paint Ganesha bright colours or leave him plain clay, and {he} chose plain, so the water could take him back.',
  subplot: themeSubplot(
    '{hero} saw that wet fingers and gentle pressing held better than squeezing hard.',
    '{pal} wanted to help, but all {palhis} modak fell open in the steamer.',
    'the best-pinched modak',
    '{hero} showed {pal} the pinching, one fold at a time, and the next modak {pal} made stayed shut.',
  ),
  low: '{hero} looked at the cracked ear. "He\'s ruined," {he} whispered.',
  hint: 'Wet fingers, gentle pressing, and let the clay rest',
  light: ['Morya!', 'Squish!', 'Yum!'],
  older: {
    want: '{hero} wanted to make a Ganesha good enough to sit where the bought one always had.',
    secret: '{he} had looked up "how to sculpt an elephant" four times, and still could not do the trunk',
    decides: '{hero} could buy one from the shop after all, or mend the crack and keep {his} own. {he} mended it.',
  },
};

export const ROUND_16_FESTIVAL_KITS: readonly EntryKit[] = [NAVRATRI, RAKSHA_BANDHAN, DAY_OF_THE_DEAD, PURIM, SUKKOT, NOWRUZ, ONAM, GANESH_CHATURTHI];
