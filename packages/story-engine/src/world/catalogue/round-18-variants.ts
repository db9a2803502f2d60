import { themeSubplot } from './subplots';
import type { Variant } from './theme-entry';

/**
 * Round 18's variants for held-out read 41's themes told as another day of their entry: apples in an orchard (told as
 * strawberries on straw, "Elif loved helping grandpa pick apples, too") and a car-sick child on a long drive (told as the
 * long journey's traffic, never a wobbly tummy).
 */

/** Apples in the orchard: windfalls with wasps, the branch that bounces, the cup-lift-twist, a crumble. */
const APPLES: Variant = {
  anotherDay: true,
  said: /\bapples?\b|\borchards?\b/i,
  title: ['{hero} Picks Apples', 'Apples in the Orchard'],
  name: 'apple picking',
  opening: ['Today {hero} was picking apples in the orchard with {grownup}, with a big basket to fill.', 'Apples! A big basket to fill.'],
  worry: ['"The best ones are right at the top," said {hero}, looking up and up. "I\'ll never reach."', '"Too high!" said {hero}.'],
  tries: [
    ['{hero} picked an apple up off the grass, but it had a brown bruise, and a wasp inside.', 'An apple on the grass. A wasp! Leave it.'],
    ['{hero} pulled and pulled at an apple, and the whole branch bounced, and two apples fell on {his} head. Bonk!', 'Pull, pull... bonk!'],
    ['{hero} jumped for the red ones at the top, and could not reach.', 'Jump! Too high.'],
  ],
  turn: ['{grownup} showed {hero} the trick: cup the apple in your hand, lift it up, and give it a little twist. If it is ripe, it comes off by itself. {hero} did it, twist, and the apple came away in {his} hand.', 'Cup it. Lift it. Twist! The apple came off.'],
  details: [
    ['The apple trees stood in long rows, their branches bent low with red and green apples.', 'Rows of trees, full of apples.'],
    ['{grownup} lifted {hero} up high to reach the branch with the reddest apples.', 'Up high! The red ones.'],
    ['{hero} rubbed an apple on {his} jumper until it shone, and took a crunchy bite.', 'Shiny apple. Crunch!'],
    ['At home, the apples went into a crumble, and the kitchen smelled of cinnamon.', 'Apple crumble! Mmm.'],
  ],
  win: ['the basket was full of apples', 'the basket was full'],
  end: ['At bedtime, one apple sat on {hero}\'s windowsill, the shiniest, saved for the morning.', 'Night night, shiny apple.'],
  ownSetback: ['Then the basket tipped over on the bumpy grass, and apples rolled away down the slope.', 'Oops! The apples rolled away.'],
  ownDoubt: ['{hero} watched the apples roll. "All gone," {he} said.', '"All gone," said {hero}.'],
  ownChoice: ['{hero} could pick the red apples or the green ones, and {he} chose some of each.', 'Red or green? Both!'],
  ownHint: 'Cup it, lift it, and twist; a ripe apple comes off by itself',
  ownSubplot: themeSubplot('{hero} saw that a gentle twist worked better than a hard pull.', '{pal} had a basket too, but could not reach a single apple.', 'the low branch', '{hero} showed {pal} the low branch at the end of the row, heavy with apples, and they filled both baskets.'),
};

/** Car sick on a long drive: reading in the back, crisps, the twisty road, the window open, the far hills, the lay-by. */
const CAR_SICK: Variant = {
  said: /\b(?:car|travel|motion) ?sick(?:ness)?\b|\bsick in the car\b|\bfeel(?:s|ing)? sick (?:in|on) (?:the|a) (?:car|long drive|drive|journey)\b/i,
  title: ['{hero} and the Wobbly Tummy', 'Look Far Away, {hero}'],
  name: 'the long drive',
  opening: ['Today the family was driving a long, long way, and {hero} knew what long drives did to {his} tummy.', 'A long drive. {hero}\'s tummy went wobbly.'],
  worry: ['"What if I\'m sick in the car again?" said {hero}, before they had even left the street.', '"Tummy wobbly," said {hero}.'],
  tries: [
    ['{hero} read a comic in the back, and after two pages the words began to swim and {his} tummy went round and round.', 'A book in the car. Round and round went the tummy.'],
    ['{hero} ate a whole packet of crisps to feel better, and felt worse.', 'Crisps! Oh... worse.'],
    ['{hero} shut {his} eyes tight, but the car still swayed round every bend.', 'Eyes shut. Sway, sway.'],
  ],
  turn: ['{grownup} opened the window a crack. {hero} put the comic away, sipped cold water and looked far out at the hills at the edge of the sky, where the world kept still, and bit by bit {his} tummy settled.', 'Window open. Cool air. Look far, far away. Better!'],
  details: [
    ['In the door pocket there was a sick bag, just in case, and a packet of ginger biscuits.', 'A bag, just in case.'],
    ['They stopped in a lay-by, and {hero} stood in the fresh air and took big breaths until the world stopped wobbling.', 'Stop! Big breaths of air.'],
    ['Everyone played I spy with things far away: a windmill, a church tower, a cloud like a sheep.', 'I spy... a cloud like a sheep!'],
    ['At last the car stopped for good, and {hero} climbed out on legs like jelly, but happy.', 'We\'re here!'],
  ],
  win: ['they got there, and {hero} had not been sick once', 'they were there'],
  end: ['On the way home, {hero} sat up straight, looked far away and told everyone, "The hills. That\'s the trick."', 'Look far away. That\'s the trick.'],
  ownSetback: ['Then the road went twisty, round and round the hills, and {hero} went quiet and pale.', 'Twisty road! Round and round.'],
  ownDoubt: ['"I\'m going to be sick," {hero} said, in a very small voice.', '"Sick," said {hero}.'],
  ownChoice: ['{hero} could sit behind {grownup} or in the middle, where {he} could see out of the front, and {he} chose the middle.', 'Middle seat. See out the front!'],
  ownHint: 'Look far away, where the world keeps still',
};

/** A snowball fight (read 42: told as the snow day's snowman): soft snow packed, the first throw, snow down the neck, a truce. */
const SNOWBALL_FIGHT: Variant = {
  said: /\bsnowball fights?\b|\bthrow(?:ing)? snowballs?\b/i,
  title: ['{hero} and the Snowball Fight', 'Splat, {hero}!'],
  name: 'the snowball fight',
  opening: ['Snow had fallen all night, thick and soft, and today {hero} was going to have a snowball fight in the park.', 'Snow! A snowball fight in the park!'],
  worry: ['"What if I get snow down my neck?" said {hero}. "It\'s so cold."', '"Cold!" said {hero}.'],
  tries: [
    ['{hero} scooped up a snowball, but the snow was too powdery, and it fell apart in the air like sugar.', 'Throw! It fell apart. Puff!'],
    ['{hero} threw as hard as {he} could, and missed by a mile, and hit a tree, and the tree dropped its snow on {his} head.', 'Missed! The tree dropped snow on {his} head.'],
    ['A snowball came the other way and went right down the back of {hero}\'s collar, cold and wet.', 'Splat! Snow down the collar. Brrr!'],
  ],
  turn: ['{hero} packed the snow slowly, round and round in {his} gloves until it was firm, threw it gently underarm, and it landed with a soft splat on {pal}\'s coat, and everybody laughed.', 'Pat, pat, round and round. Throw! Splat! A hit!'],
  details: [
    ['{hero}\'s footprints went crunch, crunch across the white grass, the first ones there.', 'Crunch, crunch, white grass.'],
    ['They built a wall of snow to hide behind, and a pile of snowballs ready at the back.', 'A snow wall, and a pile of snowballs.'],
    ['The rule was no faces and no ice, only soft snow, and everyone stuck to it.', 'No faces! Only soft snow.'],
    ['Afterwards there was hot chocolate, and {hero}\'s fingers tingled as they warmed up.', 'Hot chocolate. Tingly fingers!'],
  ],
  win: ['the snowball fight ended in a draw, with everybody white from head to toe', 'everybody was white with snow'],
  end: ['At bedtime, {hero}\'s gloves were drying on the radiator, still a bit snowy.', 'Night night, snowy gloves.'],
  ownSetback: ['Then {hero}\'s gloves got soaked right through, and {his} fingers went pink and stingy.', 'Wet gloves! Cold fingers.'],
  ownChoice: ['{hero} could hide behind the wall or run out into the open, and {he} chose the wall, with a snowball in each hand.', 'Hide or run? Hide!'],
  ownHint: 'Pack it slowly, and throw it soft, never at faces',
  ownSubplot: themeSubplot('{hero} saw that a soft, slow snowball went further than a hard, fast one.', '{pal}\'s gloves were soaked right through, and {palhis} fingers were cold.', 'the spare pair of gloves', '{pal} put on the spare gloves, and threw the best snowball of the day.'),
};

/** Caterpillars at nursery turning into butterflies (read 42: told as a bug hunt with a magnifying glass). */
const BUTTERFLIES: Variant = {
  anotherDay: true,
  said: /\bcaterpillars?\b|\bchrysalis(?:es)?\b|\bcocoons?\b|\bturn(?:s|ing)? into (?:a )?butterfl(?:y|ies)\b/i,
  title: ['{hero} and the Hungry Caterpillars', 'Wait and See, {hero}'],
  name: 'the caterpillars',
  opening: ['A net pot of tiny caterpillars had arrived, and {hero} was going to watch them turn into butterflies.', 'Tiny caterpillars! Soon, butterflies.'],
  worry: ['"When will they be butterflies?" asked {hero}. "Is it today?"', '"Butterflies now?" asked {hero}.'],
  tries: [
    ['{hero} checked the pot every morning, and the caterpillars were just eating, and eating, and eating.', 'Munch, munch. Still caterpillars.'],
    ['{hero} wanted to hold one, but they were too small and soft, and it was kinder to watch.', 'Too small to hold. Just watch.'],
    ['Then the caterpillars stopped moving, and hung in little brown cases, and {hero} was sure something was wrong.', 'They stopped. Are they all right?'],
  ],
  turn: ['{hero} waited, and watched, and did not tap the pot, and one morning a chrysalis wiggled, and out crept a butterfly with crumpled wings that slowly opened.', '{hero} waited and watched. Wiggle... a butterfly!'],
  details: [
    ['The caterpillars were fuzzy and stripy, no bigger than an eyelash at first, and they grew fatter every day.', 'Fuzzy, stripy, getting fatter.'],
    ['The chrysalises hung from the top of the pot like little brown lanterns.', 'Little brown lanterns.'],
    ['The new butterflies were orange and black, and they opened and closed their wings, very slowly, to dry them.', 'Open, close. Orange and black.'],
    ['On a sunny day, everyone went outside, unzipped the net, and let the butterflies go, one by one.', 'Bye bye, butterflies!'],
  ],
  win: ['the butterflies flew away into the sunshine', 'the butterflies flew away'],
  end: ['At home time, {hero} looked for butterflies all the way home, just in case.', 'Is that one of ours?'],
  ownSetback: ['Then one chrysalis fell off the top of the pot, and lay on the bottom, very still.', 'Oh no! One fell down.'],
  ownDoubt: ['"It\'s broken," said {hero}, in a small voice.', '"Broken," said {hero}.'],
  ownChoice: ['{hero} could draw the caterpillars or count them, and {he} chose to count: one, two, three, four, five.', 'Draw or count? Count!'],
  ownHint: 'Watch, do not tap: they are busy changing',
};

/** A boat on calm water (read 43: a lake and a canal holiday told as a sea trip to see seals): ducks, oars or locks, a bridge. */
const CALM_WATER: Variant = {
  said: /\b(?:canal|narrow ?boat|barge|lake|loch|river|pond|rowing boat|pedalo)s?\b/i,
  title: ['{hero} on the Water', 'Row, Row, {hero}'],
  name: 'the boat on the water',
  opening: ['Today {hero} was going out in a boat on the calm, flat water with {grownup}, past the reeds and the ducks.', 'A boat! On the water, with the ducks.'],
  worry: ['"What if the boat tips over?" said {hero}, holding the side very tight.', '"Wobbly!" said {hero}.'],
  tries: [
    ['{hero} stepped in too quickly, and the boat rocked, and {grownup} said, "Sit down in the middle, nice and low."', 'Step in... wobble! Sit down low.'],
    ['{hero} tried to row, but the oar splashed up and soaked {his} knees, and the boat went round in a circle.', 'Splash! Round and round in a circle.'],
    ['{hero} leaned right over to touch the water, and {grownup} held on to the back of {his} life jacket.', '{hero} leaned over. Hold on!'],
  ],
  turn: ['{grownup} showed {hero} how: both hands on the oar, dip it in, pull it back slowly, lift it out, and the boat slid forward, straight and smooth.', 'Dip, pull, lift. The boat slid along!'],
  details: [
    ['{hero} wore a bright orange life jacket, zipped right up to the chin.', 'An orange life jacket, zipped up.'],
    ['A family of ducks paddled alongside, hoping for crumbs.', 'Ducks paddled alongside. Quack!'],
    ['They went under a little stone bridge, and {hero} called "Hello!" and the bridge called it back.', 'Under the bridge. "Hello!" Hello!'],
    ['A heron stood on one leg in the reeds, very still, and did not even blink.', 'A heron on one leg.'],
  ],
  win: ['{hero} rowed the boat straight, all the way back to the jetty', '{hero} rowed the boat'],
  end: ['At bedtime, {hero} lay in bed and could still feel the water rocking, gently.', 'Night night, little boat.'],
  ownSetback: ['Then the wind blew, and the boat drifted towards the reeds, and got stuck.', 'Stuck in the reeds!'],
  ownChoice: ['{hero} could sit at the front to look for ducks or at the back to steer, and {he} chose the front.', 'Front or back? Front!'],
  ownHint: 'Sit low in the middle, and pull the oar slowly',
  ownDoubt: ['"It\'s too wobbly," said {hero}, holding on to both sides.', '"Too wobbly," said {hero}.'],
};

/** A narrowboat on a canal: the lock gates, the slow towpath, the tiller, the tunnel. */
const NARROWBOAT: Variant = {
  said: /\b(?:canal ?boat|narrow ?boat|barge)s?\b|\bcanal holidays?\b/i,
  title: ['{hero} on the Canal', 'The Slowest Holiday Ever'],
  name: 'the canal boat holiday',
  opening: ['This week, {hero}\'s family was living on a long, thin canal boat, painted red and green, and going no faster than a walk.', 'A long, thin boat! A holiday on the canal.'],
  worry: ['"Where do we sleep?" asked {hero}. "And how do we get up the hill, in a boat?"', '"How does a boat go up a hill?" asked {hero}.'],
  tries: [
    ['{hero} wanted to steer, and pushed the tiller the wrong way, and the boat nosed gently into the bank.', '{hero} pushed the tiller. Bump! The bank.'],
    ['At the first lock, {hero} pushed the big wooden gate with all {his} might, and it did not move at all.', 'The lock gate was too heavy to push.'],
    ['{hero} ran along the towpath too fast, and {grownup} called {him} back from the edge of the water.', '{grownup} called {hero} back from the edge.'],
  ],
  turn: ['{hero} leaned {his} back against the long black beam and walked backwards, slowly, with {grownup}, and the great gate swung open, and the boat went in, and the water rose and lifted it up, up the hill.', '{hero} leaned on the beam with {grownup}, and the gate swung open. Up went the boat!'],
  details: [
    ['Inside, the table turned into a bed, and the beds were so narrow that {hero} could touch both walls.', 'A bed that was a table!'],
    ['People walking on the towpath went faster than the boat, and waved.', 'The walkers went faster than the boat!'],
    ['In the tunnel it was dark and dripping, and the boat\'s little light made the bricks shine.', 'Into the dark tunnel. Drip, drip.'],
    ['A swan swam right up to the window at breakfast, and looked in.', 'A swan at the window!'],
  ],
  win: ['the boat went up the locks, step by step, all the way up the hill', 'up went the boat'],
  end: ['On the last night, {hero} fell asleep to the sound of water lapping against the side of the boat.', 'Lap, lap. Night night, boat.'],
  ownSetback: ['Then the boat ahead was in the lock, and they had to wait, and wait, and wait.', 'Wait for the lock. Wait!'],
  ownChoice: ['{hero} could walk the towpath or ride on the roof with a life jacket on, and {he} chose to walk.', 'Walk or ride? Walk!'],
  ownHint: 'Lean back on the beam and walk backwards; the gate does the rest',
  ownDoubt: ['{hero} sat on the roof and sighed. "We\'ll never get up the hill at this rate," {he} said.', '"Too slow," sighed {hero}.'],
};

/** A safari park (read 43: told as the zoo's penguins and sleeping lions): the car, the windows up, monkeys on the roof. */
const SAFARI_PARK: Variant = {
  said: /\bsafari parks?\b|\bwildlife parks?\b|\bdrive[- ]through (?:zoo|safari)\b/i,
  title: ['{hero} at the Safari Park', 'Windows Up, {hero}!'],
  name: 'the safari park',
  opening: ['Today {hero} was going to the safari park, where the animals walk about and the people stay in their cars.', 'The safari park! Animals outside, people in the car.'],
  worry: ['"What if the lions come right up to the car?" said {hero}.', '"Lions?" said {hero}.'],
  tries: [
    ['{hero} wound the window down for a better look, and {grownup} said, "Windows up! That\'s the rule."', 'Window down? No! Windows up.'],
    ['{hero} looked for the giraffes out of the wrong window, and missed them, and the car behind beeped.', 'Wrong window! Missed the giraffes.'],
    ['A monkey jumped on the bonnet and pulled at the windscreen wipers, and {hero} did not know whether to laugh or hide.', 'A monkey on the bonnet!'],
  ],
  turn: ['{hero} sat still, kept the window up, and watched, and a giraffe bent its long neck right down and looked in at {hero} through the glass.', '{hero} sat still and watched. A giraffe looked in!'],
  details: [
    ['The car went slowly along the road, and a sign said "Keep Windows Closed".', 'A sign: Windows closed!'],
    ['The rhinos stood in the mud like grey boulders that breathed.', 'Rhinos, like big grey rocks.'],
    ['In the lion part, a lioness lay in the sun on the grass, and did not even look up.', 'A lion, fast asleep in the sun.'],
    ['At the end, there was a walk-round part with meerkats standing on their back legs, on guard.', 'Meerkats, standing on guard!'],
  ],
  win: ['a giraffe looked in at {hero} through the car window', 'a giraffe said hello'],
  end: ['At home, {hero} played safari park with the toy animals and a shoebox car, windows up.', 'Windows up! Night night, giraffe.'],
  ownSetback: ['Then a big lorry in front stopped, and the car sat still for ages in the monkey part.', 'Stuck! With the monkeys.'],
  ownChoice: ['{hero} could count the zebras or the rhinos, and {he} chose the zebras: eleven, and a baby.', 'Zebras or rhinos? Zebras!'],
  ownHint: 'Keep still and keep the windows up, and the animals come to you',
  senses: ['The car smelled of crisps and sun cream.', 'A zebra swished its tail at the flies, right by the window.'],
};

/** A first martial-arts class, not a grading (read 43: "first judo lesson" was a belt grading with a kata): the suit, bowing, falling safely. */
const FIRST_CLASS: Variant = {
  said: /\b(?:first|new|starting|start|trying) (?:a )?(?:judo|karate|taekwondo|tae kwon do|kung fu|martial arts?)(?: (?:lessons?|class(?:es)?|sessions?|club))?\b|\b(?:judo|karate|taekwondo|kung fu) (?:lessons?|class(?:es)?) for the first time\b/i,
  title: ['{hero}\'s First Class', '{hero} Learns to Fall'],
  name: 'the first class',
  opening: ['Today was {hero}\'s very first class, in a white suit that was still stiff from the packet and a belt that would not stay tied.', 'The first class! A white suit, and a belt.'],
  worry: ['"What if everyone else knows what to do?" said {hero}, at the door of the hall.', '"Everyone knows but me," said {hero}.'],
  tries: [
    ['{hero} forgot to bow at the edge of the mat, and stepped on in socks, and had to go back and start again.', 'Socks off! Bow! Start again.'],
    ['{hero} tied the belt in a bow like a shoelace, and it came undone in the first minute.', 'The belt came undone.'],
    ['When the teacher showed how to fall, {hero} put out an arm to stop {him}self, and bumped {his} elbow.', 'Bump! The wrong way to fall.'],
  ],
  turn: ['{hero} did it the way the teacher showed: chin tucked in, roll onto the side, slap the mat with a flat arm, and it made a big, safe BANG and did not hurt at all.', 'Chin in. Roll. Slap the mat! BANG! It did not hurt.'],
  details: [
    ['Everyone bowed to the teacher at the start, and the teacher bowed back.', 'Bow to the teacher!'],
    ['The mats were blue and soft and smelled of feet.', 'Soft blue mats.'],
    ['A girl with a yellow belt showed {hero} how to tie the knot, over, under and through.', 'Over, under, through. A proper knot!'],
    ['At the end, everybody sat in a line with their knees tucked under, and bowed again.', 'Sit in a line. Bow!'],
  ],
  win: ['{hero} learned to fall safely, and bowed at the end like everyone else', '{hero} fell safely'],
  end: ['At home, {hero} practised falling on the bed, BANG, until {grownup} said that was enough for one day.', 'BANG on the bed! Night night.'],
  ownSetback: ['Then it was partners, and {hero}\'s partner was the tallest person in the class.', 'Partners! The tallest one.'],
  ownChoice: ['{hero} could watch from the bench for one turn or have a go straight away, and {he} chose to have a go.', 'Watch or go? Go!'],
  ownHint: 'Chin in, roll, and slap the mat: falling well is the first thing to learn',
};

/** A musical (read 43: told as a play with a wolf and no songs): the orchestra tuning up, the songs, humming all the way home. */
const MUSICAL: Variant = {
  said: /\bmusicals?\b/i,
  title: ['{hero} Goes to a Musical', 'Sing It Again, {hero}'],
  name: 'the musical',
  opening: ['Today {hero} was going to the theatre to see a musical, a play where the people burst into song.', 'A musical! A play with songs.'],
  details: [
    ['Down in the pit in front of the stage, the orchestra tuned up, squeaks and toots and a long low note.', 'The orchestra tuned up. Toot! Squeak!'],
    ['The first song was so loud and bright that {hero} felt it in {his} chest.', 'The first song! So loud and bright.'],
    ['In the big song at the end, the whole cast danced in a line and the lights went gold.', 'Everyone danced in a line!'],
    ['All the way home, {hero} hummed the tune of the big song, and made up the words that {he} had forgotten.', '{hero} hummed the big song all the way home.'],
  ],
  win: ['the last song ended, and {hero} clapped and clapped', 'the last song ended'],
  end: ['At bedtime, the big song was still going round in {hero}\'s head, and {he} fell asleep humming it.', 'Hum, hum. Night night.'],
};

export const ROUND_18_VARIANTS: Readonly<Record<string, readonly Variant[]>> = {
  'fruit-picking': [APPLES],
  'car-journey': [CAR_SICK],
  'snow-day': [SNOWBALL_FIGHT],
  bugs: [BUTTERFLIES],
  // The canal boat first: "a canal boat holiday" is the narrowboat, a boat on a lake the calm water.
  'boat-trip': [NARROWBOAT, CALM_WATER],
  zoo: [SAFARI_PARK],
  'karate-grading': [FIRST_CLASS],
  'going-to-a-show': [MUSICAL],
};
