import { themeSubplot as s, type ThemeSubplot } from './subplots';
import type { Wording } from './theme-entry';

/**
 * The middles of the events (`events.ts`): a setback, a small choice and a friend's own small problem for each, kept
 * beside the entries as the other kinds' are (`setbacks.ts`, `choices.ts`, `subplots.ts`) and merged with them in
 * `index.ts`.
 */

export const EVENT_SETBACKS: Readonly<Record<string, Wording>> = {
  'science-fair': 'Just before the judges came, one side of the tri-fold board folded over and knocked the vinegar bottle.',
  'school-play': 'Backstage, {hero}\'s hat fell off and rolled under the curtain, right onto the stage.',
  'sports-day': 'Just before the race, it began to drizzle, and the grass went slippery.',
  library: 'The book {hero} wanted most was out on loan, with a gap on the shelf where it should be.',
  zoo: 'It began to rain, and every animal went inside, and {hero} stood under a dripping tree.',
  'fruit-picking': 'A wasp buzzed round the punnet, and {hero} dropped it, and berries rolled into the straw.',
  farm: 'The goat nudged the egg box, and one egg fell and cracked on the yard.',
  'snow-day': ['The snowman\'s middle cracked down the side, and a lump slid off into the snow.', 'A big lump of snow slid off the roof and knocked the snowman\'s middle clean off.', 'Then the snowman leaned, and leaned, and its middle slid off into the snow.'],
  chess: 'In the third game, {hero}\'s opponent took {his} rook with a bishop {hero} had not seen.',
  'spelling-bee': 'The boy before {hero} went out on an easy word, and {hero}\'s hands went cold.',
  'choir-audition': 'Through the door, {hero} heard the girl before {him} sing, high and clear, and {his} throat went tight.',
  aquarium: 'A big crowd stood in front of the stingray tank, and {hero} could not see a thing.',
  'beach-day': 'The tide came in and filled the moat, and the sandcastle slumped into the sea.',
  'swimming-gala': 'Just before the race, the strap of {hero}\'s goggles snapped, and the spare pair was foggy, and everything went blurry.',
  'music-recital': 'The child before {hero} played beautifully, with no wrong notes at all, and {hero}\'s hands went shaky.',
  'dance-show': 'The music started a little too soon, and the whole line was one step behind.',
  museum: 'The room with the mummy was closed for ten minutes, with a rope across the door.',
  parade: 'The band stopped to wait at the corner, and the parade bunched up behind it.',
  funfair: 'The queue for the helter-skelter was so long that it went round the candyfloss stall.',
  'football-match': 'The ball hit a bump in the grass and bounced over {hero}\'s foot, and the other team ran off with it.',
  'karate-grading': 'The belt on {hero}\'s suit came undone in the middle of the warm-up.',
  'cake-sale': 'The cake stall next door had giant chocolate cakes, and everyone crowded round those.',
};

export const EVENT_CHOICES: Readonly<Record<string, Wording>> = {
  'science-fair': '{hero} could use the red food colouring or the green, and {he} chose the red, like real lava.',
  'school-play': '{hero} could stand at the front of the line or at the side, and {he} chose the side, near the curtain.',
  'sports-day': '{hero} could run in the sack race or the egg and spoon race, and {he} chose the egg and spoon.',
  library: '{hero} could sit on a beanbag or at the little table, and {he} chose the beanbag shaped like a frog.',
  zoo: '{hero} could have an ice lolly or go to the penguins first, and {he} chose the penguins.',
  'fruit-picking': '{hero} could pick in the sunny row or the shady row, and {he} chose the sunny one, where the berries were warm.',
  farm: '{hero} could feed the ducks or brush the pony, and {he} chose the pony.',
  'snow-day': '{hero} could go sledging first or build first, and {he} chose to build.',
  chess: '{hero} could open with the king\'s pawn or the queen\'s pawn, and {he} chose the king\'s pawn.',
  'spelling-bee': '{hero} could sit at the end of the row or in the middle, and {he} chose the end.',
  'choir-audition': '{hero} could sing the song {he} knew or a new one, and {he} chose the one {he} knew by heart.',
  aquarium: '{hero} could go into the tunnel or up to the rock pool room, and {he} chose the tunnel.',
  'beach-day': '{hero} could build with the red bucket or the blue, and {he} chose the blue, for the sea.',
  'swimming-gala': '{hero} could dive in or start from the wall, and {he} chose the wall.',
  'music-recital': '{hero} could play from the music or from memory, and {he} chose the music, open on its stand.',
  'dance-show': '{hero} could wear {his} hair up or down, and {he} chose up, with a sparkly clip.',
  museum: '{hero} could go to the knights or the Egyptians first, and {he} chose the Egyptians.',
  parade: '{hero} could wave a flag or play a shaker, and {he} chose the shaker.',
  funfair: '{hero} could go on the teacups or the little train, and {he} chose the teacups.',
  'football-match': '{hero} could play in defence or up front, and {he} chose defence, where the team needed {him}.',
  'karate-grading': '{hero} could go first or go last, and {he} chose to go first, to get it done.',
  'cake-sale': '{hero} could sell the cakes or take the money, and {he} chose to take the money.',
};


export const EVENT_SUBPLOTS: Readonly<Record<string, ThemeSubplot>> = {
  'science-fair': s('{hero} saw that guessing made a mess, and measuring made it work.', '{pal}\'s paper windmill would not spin, however hard {pal} blew.', 'the last strip of sticky tape', '{pal}\'s windmill spun round and round with the tape holding it straight, and the judges stopped to watch.'),
  'school-play': s('{hero} noticed that the words came back when {he} looked at someone friendly.', '{pal} had lost {palhis} costume\'s tail and was almost crying.', 'the spare safety pin', '{pal}\'s tail was pinned back on, and it swished all through the play.'),
  'sports-day': s('{hero} saw that rushing made the egg fall, and slow and steady kept it on.', '{pal}\'s shoelace snapped just before {palhis} race.', 'the spare pair of laces', '{pal} ran the whole race in the spare laces, and did not trip once.'),
  library: s('{hero} found that asking was quicker than searching every shelf alone.', '{pal} could not reach the book {palhe} wanted on the top shelf.', 'the step stool', '{pal} reached the book from the step stool and hugged it all the way home.'),
  zoo: s('{hero} saw that the animals came to the quiet ones, not the loud ones.', '{pal} had dropped {palhis} map, and it had blown into the duck pond.', 'the spare zoo map', '{pal} had a map again and drew a circle round every animal {palhe} had seen.'),
  'fruit-picking': s('{hero} saw that the ripe ones hid, and only gentle hands could find them.', '{pal}\'s punnet had a hole in the corner, and berries kept dropping out.', 'the biggest strawberry', '{pal} had a new punnet from the farm shop, with the biggest strawberry on top.'),
  farm: s('{hero} found that the animals trusted slow hands, not quick ones.', '{pal} was scared of the big geese, who hissed at everyone.', 'the first turn with the egg basket', '{pal} collected the eggs with the basket, and the geese went back to their pond.'),
  'snow-day': s('{hero} saw that rushing broke the snow, and slow rolling made it strong.', '{pal}\'s fingers were cold, and {palhis} gloves were soaked right through.', 'the spare pair of gloves', '{pal} built a little snowman of {palhis} own next to the big one, with warm, dry hands.'),
  chess: s('{hero} saw that every piece {he} lost, {he} had lost by hurrying.', '{pal} had forgotten {palhis} pen and could not write down {palhis} moves.', 'the good pen with the clicky top', '{pal} wrote down every move with the clicky pen and won {palhis} game.'),
  'spelling-bee': s('{hero} found that the words came right when {he} slowed down and listened.', '{pal} had the hiccups just before {palhis} turn.', 'the cup of water', '{pal} drank the water, the hiccups stopped, and {palhe} spelled "elephant" perfectly.'),
  'choir-audition': s('{hero} noticed that {his} voice shook when {he} looked at the floor, and steadied when {he} looked up.', '{pal} had a tickly throat and kept coughing.', 'the honey sweet from {his} pocket', '{pal} sucked the honey sweet, and {palhis} voice came out clear.'),
  aquarium: s('{hero} saw that the sea creatures hid from fast hands and came to gentle ones.', '{pal} could not see over the crowd at the shark tank.', 'the place at the front of the glass', '{pal} stood at the front of the glass as the shark swam past, and gasped.'),
  'beach-day': s('{hero} saw that the waves were only big when {he} ran from them.', '{pal}\'s ice cream was melting faster than {palhe} could lick it.', 'the cone from {his} own ice cream', '{pal} caught the drips in the spare cone, and they both laughed with sticky chins.'),
  'swimming-gala': s('{hero} found that racing the others wore {him} out, and swimming {his} own way did not.', '{pal} had forgotten {palhis} swimming hat and was not allowed in without one.', 'the spare swimming hat', '{pal} swam {palhis} race in the spare hat, which was much too big, and finished grinning.'),
  'music-recital': s('{hero} saw that stopping after a wrong note was worse than the wrong note.', '{pal}\'s violin string had gone out of tune.', 'the last practice turn in the side room', '{pal}\'s violin was tuned in the side room, and {palhe} played without a squeak.'),
  'dance-show': s('{hero} noticed that counting alone went wrong, and counting with the music went right.', '{pal} had lost a sequin shoe in the crowded dressing room.', 'the extra hairclip', '{pal}\'s shoe turned up under a bench, and {palhe} danced with the extra hairclip sparkling.'),
  museum: s('{hero} saw that rushing found nothing, and looking slowly found everything.', '{pal} had lost {palhis} pencil, and could not tick {palhis} trail.', 'the pencil with the rubber on top', '{pal} ticked every box with the pencil, and drew the mummy too.'),
  parade: s('{hero} noticed that the banner stayed up when everyone walked at one speed.', '{pal}\'s hat was too big and kept falling over {palhis} eyes.', 'the spare hair band', '{pal}\'s hat stayed on with the hair band, and {palhe} could see the whole parade.'),
  funfair: s('{hero} saw that the scary part was the looking down, not the whooshing.', '{pal} was too small for the big slide and felt left out.', 'the first go on the hook-a-duck', '{pal} hooked a duck on the first go and won a tiny fluffy chick.'),
  'football-match': s('{hero} saw that nobody scored alone, not even the best players.', '{pal}\'s shin pad kept slipping down {palhis} sock.', 'the roll of tape from the kit bag', '{pal}\'s shin pads stayed up with the tape, and {palhe} made the best tackle of the day.'),
  'karate-grading': s('{hero} found that slow and strong was better than fast and wobbly.', '{pal} was so nervous that {palhe} could not remember how to bow.', 'the place in the front row', '{pal} bowed perfectly from the front row, and the examiner nodded.'),
  'cake-sale': s('{hero} saw that people liked a true sign better than a loud shout.', '{pal}\'s chocolate crispy cakes had melted in the sun.', 'the shady end of the table', '{pal}\'s crispy cakes set again in the shade, and sold out in ten minutes.'),
};
