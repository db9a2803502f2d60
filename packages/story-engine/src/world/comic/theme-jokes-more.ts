import type { ThemeJoke } from './theme-jokes';

const talker = (gist: string, line: string): ThemeJoke => ({ by: 'talker', gist, line });
const anyPal = (gist: string, line: string): ThemeJoke => ({ by: 'any', gist, line });

/**
 * Round 16: jokes of the days round 15 left without any (about 200 themes told a funny book in their family's beats only,
 * "{pal} clapped at the wrong moment" at the chess tournament and the parade alike). Each is a true, kind thing of that
 * day: the hairdresser's cape worn like a superhero's, a tractor's mud on a nose, the kite that lands in a tree. Never a
 * joke at the child's expense, and none for a day of worry or loss (a lost pet, being left out, money being tight): a
 * funny wish there keeps the gentle voice. Same templates and `by` as `theme-jokes.ts`.
 */
export const MORE_THEME_JOKES: Readonly<Record<string, readonly ThemeJoke[]>> = {
  // Events: a show, a match, a test of skill.
  'science-fair': [
    anyPal('a volcano that fizzed over', 'The baking-soda volcano on the next table fizzed right over the top with a big FWOOSH, and {hero} giggled.'),
    talker('safety goggles on a forehead', '{pal} wore the safety goggles on top of {palhis} head and then looked everywhere for them, and {hero} laughed.'),
  ],
  chess: [
    anyPal('a horse that hops', '{hero} made the knight hop over the other pieces with a tiny "neigh", very quietly, and giggled.'),
    talker('a frown thinking very hard', '{pal} frowned so hard at the board, thinking, that {palhis} eyebrows almost met, and {hero} had to bite {his} lip not to giggle.'),
  ],
  'spelling-bee': [
    talker('buzzing like a bee', '{pal} said it was called a spelling bee, so {palhe} went "Bzzzz!" all the way there, and {hero} giggled.'),
    anyPal('spelling a word on a hand', '{hero} wrote a hard word on {his} palm with a finger, over and over, until it tickled, and {he} giggled.'),
  ],
  'choir-audition': [
    talker('a warm-up that went "me-me-me"', '{pal} did the warm-up too, "Me-me-me-me-MEEE!", so high that it turned into a squeak, and {hero} laughed.'),
  ],
  'swimming-gala': [
    anyPal('a swimming hat that went ping', '{hero} pulled on {his} swimming hat, and it pinged off across the poolside, and {he} giggled.'),
    talker('cheering so loud the goggles steamed', '{pal} cheered from the side so loudly that {palhis} glasses steamed right up, and {hero} laughed.'),
  ],
  'music-recital': [
    talker('a page turned too soon', '{pal} practised turning the pages and turned three at once, and {hero} laughed.'),
  ],
  'dance-show': [
    anyPal('sequins everywhere', 'One sequin came off the costume, then another, and soon there were sparkles all over the floor, and {hero} giggled.'),
    talker('a dance move copied the wrong way round', '{pal} tried {hero}\'s dance too, and went the wrong way round every time, and {hero} laughed.'),
  ],
  parade: [
    anyPal('a trumpet that went PARP', 'A big trumpet in the band went PARP right next to {hero}, and {he} jumped, and then giggled.'),
    talker('waving at a float like the King', '{pal} waved slowly at every float, like a king, and {hero} laughed.'),
  ],
  'football-match': [
    talker('kicking the air from the side', '{pal} kicked the air on the side line every time the ball came near, and {hero} giggled.'),
    anyPal('a muddy knee like a map', '{hero}\'s knee was so muddy it looked like a map, and {he} giggled at it.'),
  ],
  'karate-grading': [
    anyPal('a belt tied in a bow', '{hero}\'s belt came out tied in a big floppy bow, like a present, and {he} giggled and tied it again.'),
    talker('a "HI-YA!" to open the fridge', 'At home, {pal} had opened the fridge with a very fierce "HI-YA!", and {hero} laughed just thinking of it.'),
  ],
  'cake-sale': [
    talker('a taste for "checking"', '{pal} tasted one cake "just to check it was all right", then another, and {hero} giggled.'),
    anyPal('icing on a nose', '{hero} licked the icing spoon and got icing on the end of {his} nose, and giggled.'),
  ],
  'school-project': [
    anyPal('glue on every finger', '{hero} had glue on every finger, and the paper stuck to {his} hand and would not let go, and {he} giggled.'),
  ],
  'party-guest': [
    anyPal('a party blower in the face', 'A party blower unrolled with a PARP right by {hero}\'s nose, and {he} giggled.'),
    talker('pass the parcel that stopped on them', 'The music stopped on {pal} three times in a row, and {hero} laughed.'),
  ],
  'pancake-day': [
    talker('a pancake stuck to the ceiling', '{pal} tossed a pancake so high that it nearly stuck to the ceiling, and {hero} laughed.'),
  ],
  'world-book-day': [
    talker('a wizard\'s hat over the eyes', '{pal} put on a wizard\'s hat and it fell right over {palhis} eyes, and {hero} laughed.'),
    anyPal('a line of giant ladybirds and tiny wizards', 'There was a very tall ladybird and a very small wizard at the gate, and {hero} giggled.'),
  ],
  'show-and-tell': [
    anyPal('a wave from the thing itself', '{hero} made the thing in {his} bag wave hello to the whole class, and giggled.'),
  ],
  residential: [
    anyPal('a bunk-bed creak', 'Every time anyone turned over, the bunk beds went "creeeak", and {hero} had to giggle into {his} pillow.'),
  ],
  'team-captain': [
    talker('a coin toss that rolled away', '{pal} tossed the coin to choose who went first, and it rolled right away under the bench, and {hero} laughed.'),
  ],
  'photo-day': [
    talker('"say cheese" said as "sausages"', 'The photographer said "Say cheese!", and {pal} said "Sausages!" by mistake, and {hero} laughed.'),
    anyPal('a sticky-up hair that would not lie down', 'One bit of {hero}\'s hair stuck up like an aerial, and would not lie down, and {he} giggled.'),
  ],
  'school-photo': [
    talker('"say cheese" said as "sausages"', 'The photographer said "Say cheese!", and {pal} said "Sausages!" by mistake, and {hero} laughed.'),
    anyPal('a sticky-up hair that would not lie down', 'One bit of {hero}\'s hair stuck up like an aerial, and would not lie down, and {he} giggled.'),
  ],
  leavers: [
    anyPal('the teachers\' own leavers\' dance', 'At the practice for the assembly, the teachers did a dance of their own, very badly and very proudly, and {hero} laughed.'),
  ],
  'school-disco': [
    talker('a very bouncy dance', '{pal} did a very bouncy dance, arms everywhere, and {hero} laughed and said, "Not like that!"'),
    anyPal('a glow-stick moustache', '{hero} wore two glow sticks as a moustache in the dark, and giggled.'),
  ],
  'parents-evening': [
    talker('a grown-up on a tiny chair', '{pal} sat on a tiny classroom chair, knees right up by {palhis} ears, and {hero} giggled.'),
  ],
  'school-council': [
    anyPal('a vote for more pudding', 'Someone put up a hand and asked to vote for pudding every day, and {hero} giggled.'),
  ],
  'non-uniform-day': [
    talker('odd socks on purpose', '{pal} wore odd socks to join in, one with ducks and one with stars, and {hero} laughed.'),
  ],
  // Moments of a child's own life.
  'new-baby': [
    anyPal('a baby sneeze like a kitten', 'The baby gave a tiny sneeze, like a kitten, and {hero} giggled.'),
    anyPal('a very loud burp from a very small baby', 'The baby gave a burp much too big for such a small baby, and {hero} laughed.'),
  ],
  'baby-in-the-family': [
    anyPal('a baby sneeze like a kitten', 'The baby gave a tiny sneeze, like a kitten, and {hero} giggled.'),
  ],
  potty: [
    anyPal('teddy on the potty first', '{hero} sat teddy on the potty first, to show him how, and giggled.'),
  ],
  'own-bed': [
    anyPal('a bed full of toys', '{hero} tucked in so many toys that there was hardly room for {him}, and {he} giggled.'),
  ],
  storm: [
    talker('a wind that blew the hat off', 'A gust blew {pal}\'s hat right off and rolled it down the path, and {hero} laughed.'),
  ],
  'first-flight': [
    anyPal('ears that popped', '{hero}\'s ears went pop, and {he} yawned a giant yawn to pop them back, and giggled.'),
    talker('a tray table with a mind of its own', '{pal} let the little tray table down, and it flopped onto {palhis} knees with a clonk, and {hero} giggled.'),
  ],
  glasses: [
    talker('glasses tried on by the wrong one', '{pal} tried on the glasses and went cross-eyed and wobbly, and {hero} laughed.'),
    anyPal('a chart read backwards', '{hero} read the bottom line of the chart backwards, just to be funny, and the optician read it backwards too, and {he} giggled.'),
  ],
  'broken-arm': [
    anyPal('drawings on the plaster cast', 'Someone drew a smiley face on the plaster cast, and it smiled whenever {hero} waved, and {he} giggled.'),
  ],
  'sick-day': [
    anyPal('a thermometer that beeped like a robot', 'The thermometer beeped like a tiny robot, and {hero} said "Beep!" back, and giggled.'),
  ],
  'power-cut': [
    anyPal('a torch under the chin', '{hero} held the torch under {his} chin and made a silly face, and giggled.'),
    talker('a shadow rabbit', '{pal} made a shadow rabbit on the wall with {palhis} hands, and it sneezed, and {hero} laughed.'),
  ],
  'new-kid': [
    anyPal('a name that rhymed', 'Someone made up a rhyme with {hero}\'s name, a kind one, and {he} giggled.'),
  ],
  shoelaces: [
    talker('shoes tied together', '{pal} tied both laces together by mistake and took one wobbly step, and {hero} laughed.'),
    anyPal('a bunny-ears bow', '{hero} made the laces into two bunny ears and made them hop, and giggled.'),
  ],
  'getting-dressed': [
    anyPal('a jumper with a head in the arm', '{hero} pushed {his} head into the arm of the jumper by mistake, and giggled.'),
    talker('socks on hands', '{pal} put the socks on {palhis} hands, like puppets, and {hero} laughed and said, "Not there!"'),
  ],
  jab: [
    anyPal('a plaster with a dinosaur', 'The plaster had a little dinosaur on it, and {hero} made it roar, and giggled.'),
  ],
  'someone-starts-school': [
    talker('a book bag bigger than its owner', 'The new book bag was so big it bumped on the ground, and {hero} giggled.'),
  ],
  'learning-to-read': [
    anyPal('a word read upside down', '{hero} read a word upside down on purpose, very seriously, and giggled.'),
    talker('a read-aloud with all the voices', '{pal} read the giant\'s part in a big growly voice, and {hero} laughed.'),
  ],
  'screen-time': [
    talker('a goodbye to the screen', '{pal} waved goodbye to the screen, "Bye-bye, screen! Sleep well!", and {hero} giggled.'),
  ],
  bedtime: [
    talker('a yawn that caught', '{pal} gave a great big yawn, and then {hero} yawned too, and they both giggled.'),
    anyPal('teddy tucked in upside down', '{hero} tucked teddy in upside down, with his feet on the pillow, and giggled.'),
  ],
  'new-school': [
    talker('a tiny chair, knees by the ears', '{pal} sat on a tiny chair to wait, knees right up by {palhis} ears, and {hero} giggled.'),
  ],
  'new-country': [
    anyPal('a word that meant something else', '{hero} learned a new word, and it sounded just like "sausage", and {he} giggled.'),
  ],
  'leaving-nursery': [
    anyPal('a hat too big for a graduate', 'The paper hat was much too big and slid down over {hero}\'s eyes, and {he} giggled.'),
  ],
  'step-family': [
    talker('a joke that was not very good', '{pal} told a joke that was not very good at all, and {hero} laughed anyway.'),
  ],
  'first-steps': [
    anyPal('a sit-down with a bump', '{hero} sat down with a bump, surprised, and then laughed.'),
  ],
  'class-pet': [
    anyPal('a care list read to a yawning pet', '{hero} read the care list out loud to the {pet}, very seriously, and the {pet} yawned, and {he} giggled.'),
  ],
  'dry-nights': [
    anyPal('a star chart with a silly star', '{hero} stuck the star on the chart upside down, and said it was doing a handstand, and giggled.'),
  ],
  'first-phone': [
    talker('a grown-up who could not find the camera', '{pal} took a photo and got only {palhis} own nose, very big, and {hero} laughed.'),
  ],
  'dummy-goodbye': [
    anyPal('a mouth that made new sounds', 'Without the dummy, {hero} blew a raspberry, PFFFT, and giggled.'),
  ],
  'nap-time': [
    anyPal('a yawn as big as a lion', '{hero} gave a yawn as big as a lion\'s, and giggled.'),
  ],
  'neighbours-pet': [
    anyPal('a pet that looked after the hero', 'The {pet} gave {hero} a long, slow look, as if {hero} was the one being looked after, and {he} giggled.'),
  ],
  'hand-washing': [
    anyPal('a bubble beard', '{hero} made a bubble beard from the soap, and giggled.'),
    talker('singing happy birthday to the soap', '{pal} sang Happy Birthday to the soap, to count the time, and {hero} laughed.'),
  ],
  'nursery-drop-off': [
    anyPal('a wave through the window', '{hero} pressed {his} nose flat against the window to wave, and giggled.'),
  ],
  'car-seat': [
    anyPal('a click like a rocket', 'The straps went CLICK, and {hero} said "Blast off!", and giggled.'),
  ],
  babysitting: [
    // The little one minded is no reader of the bedtime story (read 44): the joke is theirs to make, without words.
    anyPal('a nest of every cushion', '{pal} pulled every cushion off the sofa to make a nest, and sat in the middle of it like a bird, and {hero} giggled.'),
  ],
  teething: [
    anyPal('a chewy giraffe that squeaked', 'The chewy giraffe gave a squeak every time {hero} bit it, and {he} giggled.'),
  ],
  tadpoles: [
    anyPal('a tadpole doing a wiggle dance', 'One tadpole wiggled round and round in circles, like a dance, and {hero} giggled.'),
  ],
  'pet-litter': [
    anyPal('a puppy pile', 'The little ones piled on top of each other in a squeaking heap, and {hero} giggled.'),
  ],
  'hatching-eggs': [
    anyPal('a chick with a bit of shell for a hat', 'One chick came out with a bit of shell still on its head, like a hat, and {hero} giggled.'),
  ],
  'garden-nest': [
    anyPal('a bird with a worm too long', 'A bird hopped past with a worm much too long for its beak, and {hero} giggled.'),
  ],
  'pet-escaped': [
    anyPal('a pet found under the sofa', 'The {pet} peeped out from under the sofa, looking very pleased with itself, and {hero} laughed.'),
  ],
  'pet-cone': [
    anyPal('a cone like a lampshade', 'The {pet} walked into the door frame with its cone, bonk, and looked so surprised that {hero} giggled.'),
  ],
  'cat-hunts': [
    anyPal('a cat pouncing on a leaf', 'The cat crouched, wiggled its bottom, and pounced on a leaf, and {hero} giggled.'),
  ],
  'pet-chewed': [
    anyPal('a pet with a guilty face', 'The {pet} looked up with a bit of slipper on its nose and the most guilty face, and {hero} had to giggle.'),
  ],
  'fostering-a-pet': [
    anyPal('a pet who chose the best chair', 'The foster {pet} climbed into the best chair as if it had always been its own, and {hero} giggled.'),
  ],
  'pet-tricks': [
    anyPal('a trick done the wrong way', '{hero} said the magic word, and the {pet} lay down and rolled over instead, and {hero} laughed.'),
  ],
  'nappy-change': [
    anyPal('a raspberry on a tummy', '{hero} got a big raspberry on {his} tummy, PFFFT, and giggled.'),
  ],
  'baby-swimming': [
    anyPal('a splash on a grown-up\'s face', '{hero} kicked and splashed, and the water went right in a grown-up\'s face, and {he} giggled.'),
  ],
  'baby-group': [
    anyPal('a shaker shaken at everyone', '{hero} shook the shaker at everyone, shake shake, and giggled.'),
  ],
  'first-foods': [
    anyPal('a yoghurt moustache', '{hero} got yoghurt all round {his} mouth like a moustache, and giggled.'),
    anyPal('a spoon that went "brmm"', 'The spoon came in like an aeroplane, brmm, and {hero} giggled.'),
  ],
  'first-shoes': [
    anyPal('shoes that went clip-clop', 'The new shoes went clip-clop on the floor, and {hero} stamped again to hear it, and giggled.'),
  ],
  'first-words': [
    anyPal('a word said to teddy', '{hero} said the new word to teddy, and teddy only stared, and {he} giggled.'),
  ],
  'tummy-time': [
    anyPal('a nose bump on the mat', '{hero} put {his} nose down on the mat, boop, and giggled.'),
  ],
  'health-visitor': [
    anyPal('feet that kicked on the scales', '{hero} kicked {his} feet on the scales, and the numbers danced, and {he} giggled.'),
  ],
  'messy-play': [
    anyPal('paint on a nose', '{hero} got a blob of paint on the end of {his} nose, and giggled.'),
  ],
  pushchair: [
    anyPal('a pigeon that walked alongside', 'A pigeon walked right beside the pushchair, nodding its head, and {hero} giggled.'),
  ],
  'baby-massage': [
    anyPal('tickly toes', 'The oil made {hero}\'s toes all tickly, and {he} giggled.'),
  ],
  'ears-pierced': [
    talker('a mirror pulled this way and that', '{pal} held up the mirror and moved it this way and that, and {hero} could only see {his} own nose, and giggled.'),
  ],
  'car-breakdown': [
    talker('a car talked to kindly', '{pal} patted the car and said, "Come on, old thing," very kindly, and {hero} giggled.'),
  ],
  'forgotten-kit': [
    anyPal('shorts much too big', 'The spare shorts from the box were so big that {hero} had to hold them up, and {he} giggled.'),
  ],
  'school-report': [
    anyPal('a report read in a posh voice', '{hero} read one line out in a very posh voice, and giggled.'),
  ],
  'buzzing-indoors': [
    talker('a wasp talked to politely', '{pal} opened the window and said, "This way out, please," very politely, and {hero} giggled.'),
  ],
  'supply-teacher': [
    anyPal('a chair that went parp', 'The supply teacher sat down on a squeaky chair, and it went PARP, and the whole class giggled, {hero} too.'),
  ],
  'secondary-school': [
    anyPal('a blazer with sleeves too long', 'The new blazer\'s sleeves came right down over {hero}\'s hands, and {he} flapped them, and grinned.'),
  ],
  'home-alone': [
    anyPal('the fridge that hummed', 'The fridge hummed a long, low note, and {hero} hummed it back, and grinned.'),
  ],
  'growing-up': [
    anyPal('trousers that stopped at the ankles', '{hero}\'s favourite trousers stopped halfway up {his} ankles, and {he} laughed.'),
  ],
  // Festivals.
  diwali: [
    anyPal('sparkler writing', '{hero} wrote {his} name in the air with a sparkler, and the last letter went wiggly, and {he} giggled.'),
    talker('too many sweets at once', '{pal} put a whole sweet in {palhis} mouth and could not say a word, only "Mmm-mm!", and {hero} laughed.'),
  ],
  eid: [
    talker('a new outfit with the label on', '{pal} came down in {palhis} new clothes with the shop label still hanging off the back, and {hero} giggled.'),
  ],
  hanukkah: [
    anyPal('a dreidel that spun off the table', 'The dreidel spun so fast it spun right off the table, and {hero} giggled.'),
    anyPal('a jam doughnut squirt', '{hero} bit into a doughnut, and jam squirted out the other side, and {he} laughed.'),
  ],
  'lunar-new-year': [
    anyPal('a lion dance that looked at the hero', 'The dancing lion blinked its big eyes right at {hero}, and {he} giggled.'),
  ],
  wedding: [
    anyPal('a hat with a feather that tickled', 'The lady in front had a hat with a long feather, and it tickled {hero}\'s nose, and {he} giggled.'),
    talker('dancing like a noodle', '{pal} danced like a wobbly noodle at the party, and {hero} laughed.'),
  ],
  ramadan: [
    anyPal('a tummy that rumbled in the quiet', '{hero}\'s tummy gave a loud rumble just as everyone was quiet, and {he} giggled.'),
  ],
  holi: [
    talker('a face of every colour', '{pal} got powder all over, pink on one cheek and green on the other, and {hero} laughed.'),
  ],
  thanksgiving: [
    talker('one more helping', '{pal} said "Just one more spoonful," three times, and {hero} giggled.'),
  ],
  'mothers-day': [
    anyPal('breakfast in bed with a spill', 'The toast slid off the tray on the way up the stairs, and {hero} giggled and picked it up.'),
  ],
  'fathers-day': [
    anyPal('a card with a funny drawing', '{hero} drew {who} with very big feet on the card, and giggled.'),
  ],
  'fireworks-night': [
    anyPal('a firework that went WHEEE', 'One firework went up with a long "WHEEE!", and {hero} said "WHEEE!" too, and giggled.'),
  ],
  passover: [
    talker('a matzah crunch too loud', '{pal} bit the matzah with such a big CRUNCH that everyone looked, and {hero} giggled.'),
  ],
  'rosh-hashanah': [
    anyPal('honey on the fingers', 'The honey got all over {hero}\'s fingers, and they stuck together, and {he} giggled.'),
  ],
  vaisakhi: [
    anyPal('a drum that made a tummy wobble', 'The big drum went DHOL-DHOL so loudly that {hero}\'s tummy wobbled, and {he} giggled.'),
  ],
  'mid-autumn': [
    anyPal('a mooncake shared in a hundred crumbs', 'The mooncake crumbled into a hundred crumbs, and {hero} laughed.'),
  ],
  'valentines-day': [
    anyPal('a heart that came out lopsided', '{hero}\'s paper heart came out lopsided, like a potato, and {he} giggled.'),
  ],
  kwanzaa: [
    anyPal('a candle that looked like it winked', 'The new candle flickered as if it winked at {hero}, and {he} giggled.'),
  ],
  // Feelings (only the light ones).
  courage: [
    talker('a brave pose', '{pal} stood like a superhero, hands on hips, chest out, and {hero} giggled.'),
  ],
  anger: [
    anyPal('a cross face in the spoon', '{hero} saw {his} own cross face in a spoon, all stretched, and had to giggle.'),
  ],
  sharing: [
    talker('one for you, one for me, one for teddy', '{pal} shared out the grapes, "one for you, one for me, one for teddy", and {hero} laughed.'),
  ],
  'saying-sorry': [
    talker('a sorry said to the wrong one', '{pal} practised saying sorry to teddy first, very seriously, and {hero} giggled.'),
  ],
  patience: [
    anyPal('a clock that seemed to go backwards', '{hero} stared at the clock so hard that {he} was sure it went backwards, and giggled.'),
  ],
  'new-food': [
    anyPal('a face at a sour taste', '{hero} tasted it and made a face like a surprised fish, and giggled.'),
    talker('a taste done with eyes closed, like a judge', '{pal} tasted it with {palhis} eyes closed, like a judge on the telly, and {hero} laughed.'),
  ],
  kindness: [
    anyPal('a thank-you from behind a pile of boxes', '{hero} held the door for a man carrying a huge pile of boxes, and a voice said "Thank you!" from behind them, and {hero} giggled.'),
  ],
  friendship: [
    anyPal('a joke so silly it made a snort', 'The new friend told a joke so silly that {hero} laughed till {he} snorted.'),
  ],
  shyness: [
    anyPal('a hello practised on teddy', '{hero} practised saying hello to {his} teddy first, and giggled.'),
  ],
  honesty: [
    talker('a "who ate the biscuits?" with crumbs on the chin', '{pal} asked who ate the biscuits, with crumbs all down {palhis} own chin, and {hero} giggled.'),
  ],
  'being-different': [
    anyPal('a favourite weird sandwich', '{hero}\'s favourite sandwich was banana and crisps, and {he} giggled at the crunch.'),
  ],
  mistakes: [
    talker('a grown-up\'s own muddle', '{pal} put the milk in the cupboard and the cereal in the fridge, and {hero} laughed.'),
  ],
  'losing-a-game': [
    talker('a very bad loser... on purpose', '{pal} pretended to be a very grumpy loser, "Hmmph!", arms folded, then winked, and {hero} giggled.'),
  ],
  embarrassed: [
    talker('a grown-up\'s own red-cheeked story', '{pal} told about the time {palhe} walked into a glass door, BONK, and {hero} laughed.'),
  ],
  bored: [
    anyPal('a spoon on the nose', '{hero} tried to balance a spoon on {his} nose, and it fell off every time, and {he} giggled.'),
  ],
  manners: [
    talker('a please said like a king', '{pal} said "Pleeease may I have the salt?" in a very royal voice, and {hero} giggled.'),
  ],
  // Interests.
  dinosaurs: [
    anyPal('a roar that came out as a squeak', '{hero} gave the biggest dinosaur roar, and it came out as a squeak, and {he} giggled.'),
  ],
  robots: [
    talker('walking like a robot', '{pal} walked like a robot, stiff and beeping, "Beep, boop, I need a biscuit", and {hero} laughed.'),
  ],
  'space-rockets': [
    talker('a countdown that went wrong', '{pal} counted down, "Five, four, three, two... um, seven?", and {hero} laughed.'),
  ],
  trains: [
    anyPal('a choo-choo of one\'s own', '{hero} went "Choo-choo!" with the whistle, and the train whistled back, and {he} giggled.'),
  ],
  football: [
    talker('a goal celebration', '{pal} did a goal dance, sliding on {palhis} knees on the grass, and {hero} laughed.'),
  ],
  diggers: [
    anyPal('a digger that seemed to nod', 'The digger dipped its big bucket up and down, as if it was nodding hello, and {hero} giggled.'),
  ],
  ballet: [
    talker('a twirl that kept going', '{pal} tried a twirl and could not stop, round and round, and {hero} laughed.'),
  ],
  pirates: [
    talker('an "arrr" for everything', '{pal} said "Arrr!" to everything, even "Arrr, pass the toast", and {hero} laughed.'),
  ],
  'fire-engines': [
    anyPal('a fire fighter\'s helmet down to the nose', 'The fire fighter let {hero} try the helmet, and it came right down over {his} nose, and {he} giggled.'),
  ],
  bugs: [
    anyPal('a woodlouse rolling into a ball', 'A woodlouse rolled itself into a tiny ball, like a pea, and {hero} giggled.'),
  ],
  horses: [
    anyPal('a pony nuzzling a pocket', 'The pony nuzzled {hero}\'s pocket, looking for a carrot, and {he} giggled.'),
  ],
  gardening: [
    anyPal('a worm waving hello', 'A worm poked its head out of the soil as if to say hello, and {hero} giggled.'),
    talker('the hose pointed the wrong way', '{pal} turned on the hose the wrong way round and got {palhis} own shoes wet, and {hero} laughed.'),
  ],
  music: [
    talker('a drum solo on the pans', '{pal} played a drum solo on the pots and pans, very loudly, and {hero} laughed.'),
  ],
  art: [
    anyPal('a painting held upside down', '{hero}\'s painting was held up upside down, and someone said it was a lovely tree, and {he} giggled.'),
  ],
  sharks: [
    talker('a shark fin made of a hand', '{pal} put a hand on {palhis} head like a shark fin and hummed the scary music, and {hero} laughed.'),
  ],
  mermaids: [
    anyPal('a tail that made walking hard', '{hero} tried to walk with both legs in the mermaid tail, hop, hop, and giggled.'),
  ],
  fairies: [
    talker('wings that got stuck in the door', '{pal} tried on the fairy wings and got stuck in the door, and {hero} laughed.'),
  ],
  superheroes: [
    anyPal('a cape that caught the wind', '{hero} ran so fast that the cape flew out behind, and {he} shouted "Whoosh!", and giggled.'),
  ],
  tractors: [
    anyPal('a tractor that splashed mud', 'The tractor drove through a puddle with a big SPLOSH, and {hero} giggled.'),
  ],
  lego: [
    anyPal('a Lego person\'s hair on backwards', 'The little Lego person\'s hair popped off, and {hero} put it back on backwards, and giggled.'),
  ],
  'night-sky': [
    talker('a star that was a plane', '{pal} pointed at the brightest star, and it blinked and moved, because it was a plane, and {hero} laughed.'),
  ],
  hedgehogs: [
    anyPal('a hedgehog snuffle', 'The hedgehog snuffled and snorted like a tiny pig, and {hero} giggled.'),
  ],
  police: [
    anyPal('a siren copied', 'A police car went "Nee-naw", and {hero} went "Nee-naw" too, and giggled.'),
  ],
  gymnastics: [
    anyPal('a forward roll that went sideways', '{hero}\'s forward roll went a bit sideways, and {he} lay on the mat and giggled.'),
  ],
  'garden-birds': [
    anyPal('a pigeon too big for the feeder', 'A fat pigeon tried to sit on the tiny bird feeder, and it swung and swung, and {hero} giggled.'),
  ],
  // Activities.
  'lemonade-stand': [
    anyPal('a lemon-sour face', '{hero} tasted the lemonade before the sugar, and {his} face went all screwed up, and {he} giggled.'),
  ],
  'talent-show': [
    talker('a magic trick that showed its secret', '{pal} did a magic trick, and the coin fell out of {palhis} sleeve, and {hero} laughed.'),
  ],
  fishing: [
    talker('catching a welly', '{pal} pulled and pulled, and caught an old welly boot, and {hero} laughed.'),
  ],
  market: [
    anyPal('a stallholder who sang prices', 'The fruit man sang out his prices like a song, and {hero} giggled.'),
  ],
  'bike-ride': [
    anyPal('a bell rung at a cow', '{hero} rang {his} bell at a cow in a field, and the cow just chewed, and {he} giggled.'),
  ],
  'grandmas-house': [
    anyPal('glasses on a head all along', '{gran} looked everywhere for the glasses, and they were on top of {gran}\'s own head all along, and {hero} giggled.'),
  ],
  'den-building': [
    anyPal('a den roof that flopped', 'The blanket roof flopped down on {hero}\'s head, and {he} giggled underneath.'),
  ],
  'car-wash': [
    anyPal('giant brushes like a monster\'s hair', 'The big brushes slapped the windows like a shaggy monster, and {hero} giggled.'),
  ],
  'walk-to-school': [
    anyPal('a lollipop person\'s big stop sign', 'The lollipop lady held up her big sign, and {hero} whispered that it looked like a giant sweet, and giggled.'),
  ],
  'woods-walk': [
    anyPal('a stick as big as a horse', '{hero} found a stick so big it could be a horse, and rode it, and giggled.'),
  ],
  'autumn-leaves': [
    talker('buried in leaves', '{pal} got buried in the leaf pile, with only {palhis} boots sticking out, and {hero} laughed.'),
  ],
  'bin-day': [
    anyPal('a wave from the bin lorry', 'The bin lorry\'s arm lifted the bin right up and tipped it, and {hero} waved to it as if it was a giant, and giggled.'),
  ],
  'instrument-lessons': [
    anyPal('a first note like a goose', 'The first note came out like a honking goose, and {hero} laughed.'),
  ],
  'animal-noises': [
    anyPal('a cow that mooed back', '{hero} said "Moo!", and a cow really mooed back, and {he} giggled.'),
  ],
  'game-night': [
    talker('a dice that rolled under the sofa', '{pal} threw the dice so hard it rolled right under the sofa, and {hero} laughed.'),
  ],
  'cooking-dinner': [
    talker('a spaghetti strand that flicked sauce', '{pal} slurped one spaghetti strand, and it flicked sauce on {palhis} nose, and {hero} laughed.'),
  ],
  bubbles: [
    anyPal('a bubble on a nose', 'A bubble landed on {hero}\'s nose and sat there, and {he} giggled until it popped.'),
  ],
  fundraising: [
    talker('a wobble on a sponsored walk', '{pal} said {palhe} could walk all day, and then needed a sit-down after the first bench, and {hero} giggled.'),
  ],
  'holiday-abroad': [
    talker('a sun-cream nose', '{pal} put on so much sun cream that {palhis} nose was as white as a snowman\'s, and {hero} laughed.'),
  ],
  'watching-a-match': [
    talker('a shout at the telly', '{pal} shouted advice at the players, who could not hear a word, and {hero} laughed.'),
  ],
  peekaboo: [
    anyPal('peekaboo behind a too-small hand', '{hero} hid behind one tiny hand, and everyone could still see {him}, and {he} giggled.'),
  ],
  'block-towers': [
    anyPal('a tower knocked down on purpose', 'The tower went CRASH, and {hero} laughed the loudest.'),
  ],
  'washing-machine': [
    anyPal('a sock that went round and round', 'One red sock went round and round in the window, and {hero} waved at it, and giggled.'),
  ],
  'comfort-toy': [
    anyPal('a teddy with a seat belt', '{hero} did up the seat belt on teddy too, very carefully, and giggled.'),
  ],
  'hide-and-seek': [
    talker('a hider whose feet showed', '{pal} hid behind the curtain with {palhis} feet sticking out, and {hero} giggled.'),
  ],
  parcel: [
    anyPal('the box better than the present', '{hero} got into the empty box and said it was a boat, and giggled.'),
  ],
  'ice-cream-van': [
    anyPal('an ice cream drip on the nose', 'The ice cream dripped onto {hero}\'s nose, and {he} giggled.'),
  ],
  'window-cleaner': [
    anyPal('a squeaky window', 'The window cleaner\'s squeegee went squeak, squeak, and {hero} squeaked back, and giggled.'),
  ],
  'fixer-visit': [
    anyPal('a plumber\'s tools going clank', 'The big toolbox opened with a clank, and every tool had a funny shape, and {hero} giggled.'),
  ],
  'signs-of-spring': [
    anyPal('a bumblebee bottom-up in a flower', 'A fat bumblebee dived head-first into a flower, with its bottom sticking out, and {hero} giggled.'),
  ],
  homework: [
    talker('a grown-up who forgot the sums', '{pal} tried to help and got a sum wrong, and {hero} laughed and put it right.'),
  ],
  scouting: [
    anyPal('a woggle that would not stay', '{hero}\'s woggle kept sliding down {his} scarf, and {he} giggled.'),
  ],
};
