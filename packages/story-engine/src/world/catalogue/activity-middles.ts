import type { ThemeSubplot } from './subplots';
import type { Wording } from './theme-entry';

/**
 * The middles of the everyday activities (`activities.ts`): a setback true to the activity (the line caught in a
 * branch, the bread shelf empty, the wind dropping), a small choice and a friend's own small problem for each, kept
 * beside the entries as the events' are (`event-middles.ts`) and merged with them in `index.ts`.
 */

export const ACTIVITY_SETBACKS: Readonly<Record<string, Wording>> = {
  'lemonade-stand': 'A gust of wind blew the stack of paper cups off the table and all down the path.',
  'talent-show': 'The act before {hero} was a boy who sang, and the clapping went on so long that {hero}\'s knees began to shake.',
  fishing: 'The line caught on a branch over the water, and {grownup} had to snip it free and tie on a new hook.',
  'kite-flying': 'The wind dropped for a moment, and {hero}\'s kite drifted down and caught in a prickly bush.',
  picnic: 'A cloud covered the sun, and a few fat raindrops plopped onto the blanket.',
  supermarket: 'The shelf where the bread should be was empty, with only a few crumbs on it.',
  market: 'A shower of rain came, and the stall holders rolled plastic covers down over everything.',
  'bike-ride': 'The chain came off with a clunk, and {grownup} had to stop and put it back on.',
  'train-ride': 'The board flickered, and their train was ten minutes late.',
  'bus-ride': 'The bus stopped at the traffic lights for a long time, and the engine rumbled and rumbled.',
  'boat-trip': 'A cloud came over, and a cold wind made the water choppy and grey.',
  'grandmas-house': 'The scones came out of the oven flat and hard, like little stones.',
  puddles: 'It began to drizzle again, and {hero}\'s hood blew down, and rain ran down {his} neck.',
  'rainy-day': 'The rain came down even harder, and the puddles in the garden joined up into one big pond.',
  'den-building': 'A peg pinged off, and one corner of the roof sagged down like a sleepy ear.',
  cinema: '{hero}\'s popcorn tipped over, and half of it went rolling under the seats.',
  restaurant: '{hero}\'s elbow knocked the water jug, and water went all over the paper mat.',
  'ice-skating': 'Everyone had to come off the ice for ten minutes while a big machine made it smooth again.',
  'car-wash': 'The bucket tipped over, and all the bubbles ran away down the drive.',
  'walk-to-school': 'A big lorry was parked by the kerb, and {hero} could not see the road past it.',
  'soft-play': 'A big group of children came in for a party, and the tunnels were suddenly full.',
  playground: 'A line of children waited at the steps of the big slide, and it went all the way back to the swings.',
  'woods-walk': 'A fallen tree lay across the path, with its roots sticking up in the air.',
  'mothers-day': 'The milk splashed out of the bowl, and {hero} had to wipe the tray with a tea towel.',
  'fathers-day': 'The paint on the pen pot was still wet, and {hero}\'s thumb left a print right in the middle.',
};

export const ACTIVITY_CHOICES: Readonly<Record<string, Wording>> = {
  'lemonade-stand': '{hero} could put in more sugar or more water, and {he} chose a little of both.',
  'talent-show': '{hero} could start with the coin trick or the card trick, and {he} chose the card trick.',
  fishing: '{hero} could fish from the sunny bank or the shady one, and {he} chose the shady one, where the fish liked to rest.',
  'kite-flying': '{hero} could fly the kite from the top of the hill or halfway down, and {he} chose the top, where the wind was strongest.',
  picnic: '{hero} could have the last cheese sandwich or the last jam one, and {he} chose the cheese.',
  supermarket: '{hero} could choose the green apples or the red ones, and {he} chose the red ones, shiny and round.',
  market: '{hero} could taste a bit of cheese or a bit of bread, and {he} chose the cheese, which was very strong.',
  'bike-ride': '{hero} could stop for a drink at the bench or at the bridge, and {he} chose the bridge, to watch the ducks.',
  'train-ride': '{hero} could sit by the window or by the table, and {he} chose the window, to see everything go by.',
  'bus-ride': '{hero} could look out for dogs or for red cars, and {he} chose dogs, and counted five.',
  'boat-trip': '{hero} could sit at the front or the back of the boat, and {he} chose the front, to see the seals first.',
  'grandmas-house': '{hero} could have jam or honey on {his} toast, and {he} chose honey, just like {gran}.',
  puddles: '{hero} could jump with two feet or with one, and {he} chose two, like a frog.',
  'rainy-day': '{hero} could watch the rain from the kitchen window or the bedroom window, and {he} chose the bedroom, to be up high.',
  'den-building': '{hero} could make the door at the front or at the side, and {he} chose the side, to be more secret.',
  cinema: '{hero} could have sweet popcorn or salty, and {he} chose sweet.',
  restaurant: '{hero} could sit by the window or by the fish tank, and {he} chose the fish tank.',
  'ice-skating': '{hero} could hold on to a plastic penguin or try without, and {he} chose the penguin, just for one lap.',
  'car-wash': '{hero} could use the big sponge or the little brush, and {he} chose the brush, for the wheels.',
  'walk-to-school': '{hero} could go the short way or the way with the lollipop lady, and {he} chose the lollipop lady.',
  'soft-play': '{hero} could go up the ladder or the squashy steps, and {he} chose the squashy steps.',
  playground: '{hero} could go on the roundabout or the see-saw, and {he} chose the see-saw.',
  'woods-walk': '{hero} could climb over the fallen tree or go round by the ferns, and {he} chose the ferns.',
  'mothers-day': '{hero} could write "Love from" or draw a heart, and {he} chose to do both.',
  'fathers-day': '{hero} could give the present at breakfast or at the park, and {he} chose breakfast, because {he} could not wait.',
};

const s = (taught: Wording, trouble: Wording, gives: string, solved: Wording): ThemeSubplot => ({ taught, trouble, gives, solved });

export const ACTIVITY_SUBPLOTS: Readonly<Record<string, ThemeSubplot>> = {
  'lemonade-stand': s('{hero} saw that a friendly face sold more lemonade than a loud shout.', '{pal} wanted to help, but had nothing to do and stood with {palhis} hands in {palhis} pockets.', 'the job of the money jar', '{pal} looked after the money jar, said "Thank you!" to every person, and counted the change right.'),
  'talent-show': s('{hero} saw that a mistake was only a disaster if {he} stopped.', '{pal} had forgotten the end of {palhis} joke and was going red.', 'the spare pencil and a scrap of paper', '{pal} wrote the joke on the scrap of paper, read it out, and everyone laughed.'),
  fishing: s('{hero} saw that the fish came to the quiet, still ones, not the ones who splashed and checked.', '{pal}\'s line had got into a tangle like spaghetti.', 'the spare line', '{pal} had a new line on, with a red float bobbing like a little boat.'),
  'kite-flying': s('{hero} saw that running did not make a kite fly; the wind did, if {he} let it.', '{pal}\'s kite had lost its tail, and it spun round and round and would not fly.', 'the spare tail from the bag', '{pal}\'s kite flew straight with the spare tail on, and the two kites flew side by side.'),
  picnic: s('{hero} saw that flapping made the wasp stay, and keeping still made it go.', '{pal} had dropped {palhis} sandwich on the grass, jam side down.', 'the crisps from the bottom of the basket', '{pal} ate the crisps instead, and said they were even better than a sandwich.'),
  supermarket: s('{hero} saw that rushing made a muddle, and the list kept everything in order.', '{pal} wanted to help, but had nothing to carry and trailed along at the back.', 'the job of putting the eggs in the trolley', '{pal} put the eggs in the trolley, so gently that not one of them cracked.'),
  market: s('{hero} saw that grabbing the first thing was easy, and looking first was better.', '{pal} had dropped a coin, and it rolled under a stall.', 'the spare coin', '{pal} bought a sunflower with the spare coin, and carried it like a flag.'),
  'bike-ride': s('{hero} saw that going fast at the start made {him} tired, and slow and steady went further.', '{pal}\'s water bottle had bounced out of its holder and into the long grass.', 'the first sip from the water bottle', '{pal} had a long drink, found the lost bottle in the grass, and clipped it back in tight.'),
  'train-ride': s('{hero} saw that rushing took {him} to the wrong places, and waiting at the right one brought the train.', '{pal} could not find {palhis} ticket, and checked every pocket twice.', 'the little zip pocket, to keep the ticket safe', '{pal}\'s ticket was in the hood of {palhis} coat all along, and went into the zip pocket, safe.'),
  'bus-ride': s('{hero} saw that rushing on a moving bus only made {him} wobble, and sitting and waiting got {him} there.', '{pal} had dropped a glove under the seat in front.', 'the seat by the window', '{pal} found the glove, sat by the window, and drew a smiley face in the mist on the glass.'),
  'boat-trip': s('{hero} saw that the rocking was worst when {he} looked down, and best when {he} looked far away.', '{pal}\'s hat blew off and landed in a puddle in the bottom of the boat.', 'the spare hat from the bag', '{pal} wore the spare hat, pulled down tight, and saw the seals too.'),
  'grandmas-house': s('{hero} saw that a new game was only hard until someone showed {him} the way.', '{pal} could not find the last piece of the old jigsaw.', 'the torch from the kitchen drawer', '{pal} shone the torch under the sofa and found the last piece, a bit of blue sky.'),
  puddles: s('{hero} saw that a puddle was only scary until {he} knew how deep it was.', '{pal} had a hole in one welly, and {palhis} sock was soaking.', 'the dry socks from the bag', '{pal} put on the dry socks, jumped only in the little puddles, and laughed every time.'),
  'rainy-day': s('{hero} saw that a rainy day was only boring until {he} started making something.', '{pal} wanted to help, but had no scissors.', 'the round-ended scissors', '{pal} cut out windows with the round-ended scissors, one for every tower.'),
  'den-building': s('{hero} saw that a den stood up with two pairs of hands, and fell down with one.', '{pal} wanted a window in the den, but did not know how to make one.', 'the peg with the flower on it', '{pal} pegged back a flap of the sheet, and the den had a window to look out of.'),
  cinema: s('{hero} saw that the loud part was only loud for a moment, and then the story came back.', '{pal}\'s seat kept folding up, and {palhe} kept sliding down.', 'the booster cushion', '{pal} sat up high on the booster cushion and could see the whole screen.'),
  restaurant: s('{hero} saw that the menu was only scary until {he} picked one thing and said it out loud.', '{pal}\'s crayon had rolled off the table and under someone else\'s chair.', 'the green crayon', '{pal} coloured a dinosaur on the mat with the green crayon, and gave it to the waiter.'),
  'ice-skating': s('{hero} saw that big and fast made {him} fall, and small and steady kept {him} up.', '{pal}\'s laces had come undone, and {palhe} could not tie them in thick gloves.', 'the place on the bench by the gate', '{pal} sat on the bench by the gate, and the laces were tied tight, double-knotted.'),
  'car-wash': s('{hero} saw that starting at the bottom made twice the work, and starting at the top did it once.', '{pal} could not reach the middle of the windscreen.', 'the little step stool', '{pal} stood on the step stool and wiped the windscreen clear, right to the middle.'),
  'walk-to-school': s('{hero} saw that the road was safest when {he} stopped, looked and listened, not when {he} hurried.', '{pal}\'s book bag had come open, and {palhis} reading book fell in a puddle.', 'the spare plastic bag', '{pal}\'s book dried out in the plastic bag, only a little wavy at the edges.'),
  'soft-play': s('{hero} saw that rushing got {him} lost, and the arrows showed the way.', '{pal} had lost a sock in the ball pit.', 'the first go on the twisty slide', '{pal} found the sock at the bottom of the slide, and whooshed down on the first go.'),
  playground: s('{hero} saw that the slide looked biggest from the top, and the only way to make it smaller was to go.', '{pal}\'s shoe had come off on the climbing frame and landed in the bark.', 'the first turn on the swing', '{pal} got the shoe back on, had the first turn on the swing, and swung so high that {palhe} laughed out loud.'),
  'woods-walk': s('{hero} saw that the woods were full of signs, if {he} stopped being noisy long enough to hear them.', '{pal} had a stone in {palhis} boot, and it hurt with every step.', 'the dry log to sit on', '{pal} sat on the dry log and tipped the stone out, and walked on with a happy boot.'),
  'mothers-day': s('{hero} saw that a surprise did not have to be big; it had to be careful.', '{pal} wanted to make a card too, but had no pens left.', 'the red pen', '{pal} drew a big heart on a card with the red pen, and put it on the tray too.'),
  'fathers-day': s('{hero} saw that small, careful steps made a tidy present, and rushing made a torn one.', '{pal} had made a card, but it would not stand up.', 'the glue stick', '{pal}\'s card stood up with a little stand glued on the back, right next to the pen pot.'),
};
