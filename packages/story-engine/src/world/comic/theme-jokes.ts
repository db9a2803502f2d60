import type { CatalogueTheme } from '../catalogue';
import type { ComicBeat } from './comic-beats';

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
    talker('a grown-up who opened wide too', '"Open wide," said the dentist, and {pal} opened {palhis} mouth wide too, without thinking, and {hero} laughed.'),
    anyPal('a water squirter that tickled', 'The little water squirter tickled, and {hero} giggled so much that the dentist had to wait.'),
  ],
  doctor: [
    anyPal('a tummy gurgle in the stethoscope', 'The doctor listened with the cold stethoscope, and {hero}\'s tummy gave a big gurgle right into it, and everyone laughed.'),
    anyPal('a knee that kicked by itself', 'The doctor tapped {hero}\'s knee with a tiny hammer, and {his} foot kicked up all by itself, and {he} giggled.'),
  ],
  haircut: [
    talker('a grown-up asking for the same haircut', '{pal} pointed at {palhis} own head and asked the hairdresser for "the same, please", and {hero} giggled.'),
    anyPal('hair blown off a nose', 'A little bit of hair landed on {hero}\'s nose, and {he} blew it off with a big PFFF, and laughed.'),
  ],
  zoo: [
    anyPal('a monkey copying', 'A monkey scratched its head just as {hero} scratched {his}, and then did it again, and {hero} laughed and laughed.'),
    anyPal('a penguin staring back', 'A penguin waddled up to the glass and stared at {hero}, as if {hero} was the one to look at, and {he} giggled.'),
    talker('a parrot that only said hello', '{pal} said "Hello!" to a parrot, and the parrot said "Hello!" back, louder every time, and {hero} laughed.'),
  ],
  farm: [
    talker('a goat nibbling a coat', 'A goat tried to eat the corner of {pal}\'s coat, and {hero} laughed so much {he} had to hold the fence.'),
    anyPal('a snorting talk with a pig', 'A pig gave a big snort, and {hero} snorted back, and the pig snorted again, and {hero} giggled.'),
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
    talker('a grown-up puffing like a steam train', '{pal} ran along behind, puffing like a steam train, "Choo, choo!", and {hero} laughed.'),
  ],
  'first-day': [
    talker('a grown-up on a tiny chair', '{pal} tried to sit on a tiny classroom chair, knees right up by {palhis} ears, and {hero} giggled.'),
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
    talker('a grown-up stuck on the slide', '{pal} went down the big slide too, and got stuck halfway, and {hero} laughed.'),
  ],
  'snow-day': [
    talker('snow that went flump on a head', 'A lump of snow slid off a branch and landed FLUMP on {pal}\'s head, and {hero} laughed till {he} snorted.'),
  ],
  'sports-day': [
    anyPal('an egg and a hero wobbling together', 'The egg on the spoon wobbled, and {hero} wobbled too, both together, and {he} giggled.'),
  ],
  'moving-house': [
    anyPal('a child posted in a box', '{hero} climbed into an empty box and said, "Post me to the new house!", and giggled.'),
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
    talker('a grown-up on the baby swing', '{pal} tried the baby swing for a joke and could only fit one leg in, and {hero} laughed.'),
  ],
};

/**
 * The jokes of a theme's own day, if it has any, and a grown-up's harmless muddle with its own thing (the toy dinosaur, the
 * camping lantern) searched for everywhere while it was in their hand: a joke drawn from the entry's data.
 */
export function themeJokesOf(entry: Pick<CatalogueTheme, 'id' | 'thing'>): readonly ThemeJoke[] {
  const own = THEME_JOKES[entry.id] ?? [];
  if (!entry.thing) return own;
  return [...own, talker(`the ${entry.thing}, in a hand all along`, `{pal} looked everywhere for the ${entry.thing}, and it was in {palhis} own hand all the time, and {hero} laughed.`)];
}
