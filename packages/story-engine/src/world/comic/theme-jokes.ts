import type { CatalogueTheme } from '../catalogue';
import type { ComicBeat } from './comic-beats';
import { MORE_THEME_JOKES } from './theme-jokes-more';

/**
 * A joke of one theme's own day (round 15): the napkin worn as a bib at the restaurant, the chair that goes up and up at the
 * dentist's, a monkey copying at the zoo. A funny book tells these before its family's beats ("{pal} set off the wrong way"
 * was the same gag at the restaurant and the dentist's), and the idea names them by their `gist`, so a parent who asked
 * for "funnier" reads what the fun is. Templates as the family beats' (`comic-beats.ts`); `by` as theirs: a `talker`
 * joke has the pal act as a person (never a dog in a coat), an `any` joke is the hero's own, a sound, or an animal's.
 */
export interface ThemeJoke extends ComicBeat {
  /** What the joke is, as the idea names it: "a napkin worn as a giant bib". */
  gist: string;
}

const talker = (gist: string, line: string): ThemeJoke => ({ by: 'talker', gist, line });
const anyPal = (gist: string, line: string): ThemeJoke => ({ by: 'any', gist, line });

/** Jokes of a theme's own day, by catalogue id. A theme with none has its family's beats only. Never a sad theme's. */
const THEME_JOKES: Readonly<Record<string, readonly ThemeJoke[]>> = {
  restaurant: [
    talker('a napkin worn as a giant bib', '{pal} tucked a napkin into {palhis} collar like a giant bib, and {hero} giggled.'),
    anyPal('a sauce moustache', '{hero} slurped up one long noodle with a big SLURRP, and it left a sauce moustache on {his} lip, and {he} giggled.'),
    talker('a menu read upside down', '{pal} read the menu upside down, very seriously, until {hero} turned it the right way round, and they both laughed.'),
  ],
  dentist: [
    anyPal('film-star sunglasses', 'The dentist gave {hero} dark glasses for the bright lamp, and {he} said, "Now I am a film star," and giggled.'),
    talker('someone else opening wide too', '"Open wide," said the dentist, and {pal} opened {palhis} mouth wide too, without thinking, and {hero} laughed.'),
    anyPal('a water squirter that tickled', 'The little water squirter tickled, and {hero} giggled so much that the dentist had to wait.'),
  ],
  doctor: [
    anyPal('a tummy gurgle in the stethoscope', 'The doctor listened with the cold stethoscope, and {hero}\'s tummy gave a big gurgle right into it, and everyone laughed.'),
    anyPal('a knee that kicked by itself', 'The doctor tapped {hero}\'s knee with a tiny hammer, and {his} foot kicked up all by itself, and {he} giggled.'),
  ],
  haircut: [
    talker('"the same, please" at the hairdresser\'s', '{pal} pointed at {palhis} own head and asked the hairdresser for "the same, please", and {hero} giggled.'),
    anyPal('hair blown off a nose', 'A little bit of hair landed on {hero}\'s nose, and {he} blew it off with a big PFFF, and laughed.'),
  ],
  zoo: [
    anyPal('a monkey copying', 'A monkey scratched its head just as {hero} scratched {his}, and then did it again, and {hero} laughed and laughed.'),
    anyPal('a penguin staring back', 'A penguin waddled up to the glass and stared at {hero}, as if {hero} was the one to look at, and {he} giggled.'),
    talker('a parrot that only said hello', '{pal} said "Hello!" to a parrot, and the parrot said "Hello!" back, louder every time, and {hero} laughed.'),
  ],
  farm: [
    talker('a goat nibbling a coat', 'A goat tried to eat the corner of {pal}\'s coat, and {hero} laughed so much {he} had to hold the fence.'),
    anyPal('a snorting talk with a piglet', 'A piglet gave a big snort, and {hero} snorted back, and the piglet snorted again, and {hero} giggled.'),
  ],
  'beach-day': [
    anyPal('a nosy seagull', 'A seagull marched up and stared hard at the sandwiches, like a very rude waiter, and {hero} giggled.'),
    talker('shoes full of sea', 'A wave rushed up and filled {pal}\'s shoes with a SQUELCH, and {hero} laughed till {he} snorted.'),
  ],
  birthday: [
    talker('a party hat worn like a unicorn horn', '{pal} wore a party hat on {palhis} nose like a unicorn horn, and {hero} laughed.'),
    anyPal('icing on a nose', '{hero} leaned in to sniff the cake and came up with icing on the end of {his} nose, and everyone giggled.'),
  ],
  'learning-to-swim': [
    anyPal('goggles that made a bug face', '{hero} put on {his} goggles and looked like a big-eyed bug in the water, and {he} giggled at {his} own face.'),
    talker('a frog kick that went backwards', '{pal} showed a very serious frog kick and went backwards, and {hero} laughed.'),
  ],
  'learning-to-ride': [
    talker('a helmet on backwards', '{pal} put a helmet on backwards by mistake, very proudly, and {hero} laughed.'),
    talker('puffing like a steam train', '{pal} ran along behind, puffing like a steam train, "Choo, choo!", and {hero} laughed.'),
  ],
  'first-day': [
    talker('a tiny classroom chair, knees by the ears', '{pal} tried to sit on a tiny classroom chair, knees right up by {palhis} ears, and {hero} giggled.'),
    anyPal('a peg with a duck on it', '{hero}\'s coat peg had a picture of a duck, and {he} quacked at it, very quietly, and giggled.'),
  ],
  museum: [
    talker('a statue that was only pretending', '{pal} stood very still beside a statue, pretending to be one too, until {hero} laughed.'),
    anyPal('footsteps that clacked', 'Every footstep went "clack, clack" in the quiet hall, and {hero} tried to tiptoe, which made {him} giggle.'),
  ],
  supermarket: [
    talker('a banana hat', '{pal} put the bananas on {palhis} head like a hat, and {hero} giggled.'),
    anyPal('a "moo" for the milk', '{hero} said "Moo!" to the milk, and giggled.'),
  ],
  christmas: [
    talker('a cracker crown over the eyes', '{pal} put on the paper crown from the cracker, and it slid right down over {palhis} eyes, and {hero} giggled.'),
    talker('the cracker joke', '{pal} read out the cracker joke: "What do you call a snowman in summer? A puddle!", and {hero} laughed.'),
  ],
  halloween: [
    talker('a boo that made its sayer jump', '{pal} said "Boo!" and then jumped at {palhis} own boo, and {hero} laughed.'),
  ],
  easter: [
    talker('an egg sat on by mistake', '{hero} found an egg, and then found that {pal} was sitting on another one, and {he} giggled.'),
  ],
  picnic: [
    anyPal('an ant with a giant crumb', 'An ant ran off with a crumb much bigger than itself, and {hero} giggled.'),
    anyPal('paper plates on the run', 'The wind sent the paper plates rolling off like wheels, and {hero} laughed.'),
  ],
  'train-ride': [
    anyPal('a tunnel that said whoooo', 'When the train went into a tunnel, {hero} said "Whoooo!", and it echoed, and {he} giggled.'),
  ],
  'bath-time': [
    anyPal('a bubble beard', '{hero} made a bubble beard and a bubble hat, and looked in the mirror, and giggled.'),
    anyPal('a plughole that went glug', 'The last of the water went down the plughole with a big "GLUG!", and {hero} giggled.'),
  ],
  'brushing-teeth': [
    anyPal('a toothpaste beard', '{hero} made a foamy toothpaste beard in the mirror, and giggled.'),
  ],
  cinema: [
    anyPal('popcorn like gravel', 'Someone behind crunched popcorn so loudly it sounded like a giant eating gravel, and {hero} had to giggle in the dark.'),
  ],
  'fruit-picking': [
    talker('one for the punnet, one for the mouth', 'For every strawberry in the punnet, one went into {pal}\'s mouth, and {hero} giggled and counted.'),
  ],
  'soft-play': [
    talker('getting stuck halfway down the slide', '{pal} went down the big slide too, and got stuck halfway, and {hero} laughed.'),
  ],
  'snow-day': [
    talker('snow that went flump on a head', 'A lump of snow slid off a branch and landed FLUMP on {pal}\'s head, and {hero} laughed till {he} snorted.'),
  ],
  'sports-day': [
    anyPal('an egg and a hero wobbling together', 'The egg on the spoon wobbled, and {hero} wobbled too, both together, and {he} giggled.'),
  ],
  'moving-house': [
    anyPal('a child posted in a box', '{hero} climbed into an empty box and said, "Post me to the new home!", and giggled.'),
  ],
  camping: [
    anyPal('a tent that would not stand', 'The tent flopped down three times before it stood up, like it was too sleepy to stand, and {hero} giggled.'),
  ],
  baking: [
    talker('flour eyebrows', 'A puff of flour went up, and {pal} came out with white eyebrows, and {hero} laughed and laughed.'),
  ],
  'car-journey': [
    anyPal('"Are we nearly there yet?" for the tenth time', '"Are we nearly there yet?" said {hero}, for the tenth time, and even {he} had to giggle.'),
    talker('singing along loud and wrong', '{pal} sang along to the radio, loud and all the wrong words, and {hero} laughed.'),
  ],
  'feeding-ducks': [
    anyPal('a duck that wanted the whole bag', 'A bold duck waddled right up and tried to take the whole bag of oats, and {hero} giggled.'),
  ],
  'dog-walk': [
    anyPal('a dog who chose the muddiest puddle', 'The dog found the one muddy puddle in the whole park and sat right down in it, and {hero} laughed.'),
  ],
  playground: [
    talker('one leg in the baby swing', '{pal} tried the baby swing for a joke and could only fit one leg in, and {hero} laughed.'),
  ],
  library: [
    talker('a whisper too quiet to hear', '{pal} whispered something so quietly that {hero} heard only "pss pss pss", and {he} had to giggle into {his} sleeve.'),
    anyPal('a puppet that nodded at every book', '{hero} put a puppet on {his} hand, and it nodded at every book on the shelf, and {he} giggled.'),
  ],
  sleepover: [
    talker('pyjamas on back to front', '{pal} came out in pyjamas on back to front, pocket and all, and {hero} laughed.'),
    anyPal('a caterpillar in a sleeping bag', '{hero} wriggled across the floor in {his} sleeping bag like a big caterpillar, and giggled.'),
  ],
  'grandparent-visit': [
    anyPal('glasses on a head all along', '{gran} looked everywhere for the glasses, and they were on top of {gran}\'s own head all along, and {hero} giggled.'),
  ],
  'bus-ride': [
    anyPal('a bus that sighed', 'The bus stopped with a big "Pssssh!", like a giant sighing, and {hero} giggled.'),
  ],
  'boat-trip': [
    anyPal('a gull with its eye on a sandwich', 'A gull landed on the rail and stared at {hero}\'s sandwich as if it had paid for a ticket, and {hero} laughed.'),
  ],
  playdate: [
    talker('a knock-knock joke with no end', '{pal} told a knock-knock joke and forgot the end, and {hero} laughed anyway.'),
  ],
  'rainy-day': [
    anyPal('a race of two raindrops', '{hero} gave two raindrops names and cheered for the slow one, and giggled when it won.'),
  ],
  puddles: [
    talker('trousers soaked by their own jump', '{pal} jumped in a puddle too, with a big SPLASH, and got {palhis} own trousers wet, and {hero} laughed.'),
  ],
  'kite-flying': [
    anyPal('a dog cross with a kite', 'The kite swooped low over a dog, and the dog barked at it, very cross, and {hero} laughed.'),
  ],
  'ice-skating': [
    talker('arms like a windmill', '{pal} tried a twirl, wobbled, and waved {palhis} arms like a windmill, and {hero} giggled.'),
  ],
  aquarium: [
    anyPal('a fish pulling faces', 'A puffy fish came right up to the glass and opened and shut its mouth, and {hero} did it back, and giggled.'),
  ],
  funfair: [
    anyPal('a candyfloss beard', '{hero} bit into a cloud of candyfloss and came out with a pink beard, and giggled.'),
  ],
  'school-play': [
    anyPal('a sneeze in the quiet bit', 'Someone in the back row sneezed so loudly in the quiet bit that {hero} had to bite {his} lip not to laugh.'),
  ],
  pancakes: [
    talker('a pancake tossed into the fruit bowl', '{pal} tossed a cold practice pancake so high that it landed in the fruit bowl, and {hero} laughed.'),
  ],
  'new-pet': [
    anyPal('a pet chasing its own tail', 'The new {pet} chased its own tail round and round, and {hero} laughed.'),
  ],
  'wobbly-tooth': [
    anyPal('a tooth that made a lisp', 'The wobbly tooth stuck out sideways, and {hero} said, "Thith ith thilly," and giggled.'),
  ],
  'tidying-up': [
    talker('a tidy-up that turned into play', '{pal} said "Tidy up!" and then started playing with the train {palhe} was meant to put away, and {hero} laughed.'),
  ],
};

/**
 * The jokes of a theme's own day, if it has any, and a grown-up's harmless muddle with its own thing (the toy dinosaur, the
 * camping lantern) searched for everywhere while it was in their hand: a joke drawn from the entry's data.
 */
export function themeJokesOf(entry: Pick<CatalogueTheme, 'id' | 'thing'>): readonly ThemeJoke[] {
  const own = THEME_JOKES[entry.id] ?? MORE_THEME_JOKES[entry.id] ?? [];
  if (!entry.thing) return own;
  return [...own, talker(`the ${entry.thing}, in a hand all along`, `{pal} looked everywhere for the ${entry.thing}, and it was in {palhis} own hand all the time, and {hero} laughed.`)];
}
