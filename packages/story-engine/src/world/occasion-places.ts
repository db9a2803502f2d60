import { placeKitOf } from './place-kits';

/**
 * What is true of an occasion's place and of the occasion itself, for a day told at it (`plots/occasion-kit.ts`): the
 * zoo's animals and picnic tables, soft play's ball pit, the church's hush; the party's cake, the christening's water,
 * the reunion's photo. A place or an occasion not listed is told in words true of any.
 */
export interface PlaceTruths {
  /** What the hero sees on arriving. */
  sight: string;
  /** Where everyone gathers for the best part: "the picnic tables". */
  spot: string;
  /** Outdoors: rain can spoil it. */
  outdoors?: true;
}

const PLACES: ReadonlyArray<readonly [RegExp, PlaceTruths]> = [
  [/\bzoo\b/, { sight: 'The penguins waddled past, and a giraffe looked over the fence as if it wanted to join in.', spot: 'the picnic tables by the penguins', outdoors: true }],
  [/\bsoft ?play\b/, { sight: 'There was a ball pit, a big squishy slide and nets to climb, all in bright colours.', spot: 'the party room' }],
  [/\b(?:beach|seaside)\b/, { sight: 'The sea went whoosh, the gulls called, and everyone\'s toes got sandy.', spot: 'a row of rugs on the sand', outdoors: true }],
  // A trampoline park or a theme park is no park with a pond (`place-kits.ts` tells them).
  [/(?<!\b(?:trampoline|theme|water|safari|wildlife|amusement|skate|jump|holiday|caravan|car) )\bpark\b/, { sight: 'There were ducks on the pond and a bandstand under the trees.', spot: 'the grass by the bandstand', outdoors: true }],
  [/\bfarm\b/, { sight: 'Hens pecked round everyone\'s feet, and a cow mooed from the barn.', spot: 'the big barn', outdoors: true }],
  [/\b(?:school|hall|nursery)\b/, { sight: 'The hall looked different, with the chairs pushed back and paper chains overhead.', spot: 'the middle of the hall' }],
  [/\b(?:church|chapel|cathedral)\b/, { sight: 'Inside it was high and hushed, and every little sound echoed.', spot: 'the front, near the font' }],
  [/\b(?:temple|mosque|gurdwara|synagogue)\b/, { sight: 'Everyone took their shoes off at the door, and inside it was calm and bright.', spot: 'the big room inside' }],
  [/\ballotment\b/, { sight: 'There were rows of beans and a shed with a kettle, and the smell of smoke drifted over the cabbages.', spot: 'the bench by the shed', outdoors: true }],
  [/\bgarden\b/, { sight: 'There was bunting on the fence and chairs on the grass.', spot: 'the table on the grass', outdoors: true }],
  [/'s house$/, { sight: 'The house was full of coats and shoes and people all talking at once.', spot: 'the kitchen table' }],
];

/** What is true of the place, or nothing for a place not listed. */
export const placeTruths = (place: string | undefined): PlaceTruths | undefined => PLACES.find(([pattern]) => pattern.test(place ?? ''))?.[1] ?? kitTruths(place);

/** A place of `place-kits.ts` the list above does not hold (the castle, the swimming pool): its first line and first part. */
function kitTruths(place: string | undefined): PlaceTruths | undefined {
  const kit = place ? placeKitOf(place) : undefined;
  return kit && { sight: kit.lines[0], spot: kit.parts[0] };
}

/** What is true of an occasion: getting ready, its best part and the small thing that goes wrong there. */
export interface OccasionTruths {
  /** Where it is held when the parent names only whose it is: a christening is in church, not at the cousin's house. */
  held?: string;
  /** Held somewhere of its own, not at the house of the one whose day it is: "Aunt Bea's wedding" is no day at her house. */
  awayFromHome?: true;
  ready: string;
  best: string;
  trouble: string;
}

const OCCASIONS: ReadonlyArray<readonly [RegExp, OccasionTruths]> = [
  // A grown-up's last day at work: a party for them, with no candles and no pass the parcel.
  [/\bretirement\b/, {
    ready: '{hero} made a card that said HAPPY RETIREMENT in big letters, and had to ask twice how to spell it.',
    best: 'Somebody gave a speech about all the years of work, everybody clapped, and there was a cake with a deckchair on top.',
    trouble: 'The grown-ups talked and talked, and {hero} got the wriggles and slid right off {his} chair.',
  }],
  [/\bbirthday\b/, {
    ready: '{hero} wrapped the present, and the sticky tape stuck to everything, even {his} nose.',
    best: 'Then the cake came out with its candles lit, and everyone sang "Happy Birthday" as loud as they could.',
    trouble: 'At pass the parcel, the music stopped just before {hero}, every single time.',
  }],
  [/\b(?:christening|baptism)\b/, {
    held: 'the church',
    ready: '{hero} put on smart clothes, and had {his} hair brushed flat, twice.',
    best: 'The baby wore a long white gown, and when the water touched the baby\'s head, there was a tiny squeak, and everyone smiled.',
    trouble: '{hero} had to sit still for a long, long time, and {his} legs would not keep still.',
  }],
  [/\breunion\b/, {
    ready: '{hero} made a card with everybody\'s name on it, and ran out of room.',
    best: 'There were cousins {hero} had never met and aunties who said, "Look how you\'ve grown!", and everyone squeezed into one big photo.',
    trouble: 'There were so many new faces that {hero} forgot every name at once.',
  }],
  [/\bdisco\b/, {
    ready: '{hero} picked {his} sparkliest top, then changed it, then changed it back.',
    best: 'The lights flashed pink and blue, and when {hero}\'s favourite song came on, {he} danced until {he} was dizzy.',
    trouble: 'At first {hero} stood by the wall, and the music felt far too loud.',
  }],
  [/\b(?:barbecue|bbq)\b/, {
    ready: '{hero} helped carry the bags of buns, and dropped one on the path.',
    best: 'The sausages sizzled, and {hero} had the very first one, in a bun, with far too much ketchup.',
    trouble: 'The smoke blew right into {hero}\'s eyes, whichever way {he} stood.',
  }],
  [/\bpicnic\b/, {
    ready: '{hero} helped pack the basket, and the sandwiches went in squashed.',
    best: 'Everyone sat on the rugs and shared everything, and the strawberries went first.',
    trouble: 'A wasp came buzzing round the jam, and {hero} jumped up so fast {he} knocked over the juice.',
  }],
  [/\bharvest\b/, {
    ready: '{hero} chose a tin of beans and two red apples to give, and polished the apples on {his} jumper.',
    best: 'Everyone put their tins and apples and loaves at the front, in a big heap to give away, and they all sang a song about the harvest.',
    trouble: 'One of {hero}\'s apples rolled away under the chairs, and {he} had to crawl after it.',
  }],
  [/\b(?:concert|gig)\b/, {
    ready: '{hero} practised clapping along at home, very fast and very loud.',
    best: 'The music began, so big that {hero} could feel it in {his} tummy, and {he} clapped along with everyone.',
    trouble: 'A tall man sat down right in front, and {hero} could not see a thing.',
  }],
  [/\bcarnival\b/, {
    ready: '{hero} made a feather mask, and one feather kept falling off.',
    best: 'The floats came by with drums and feathers and dancers, and {hero} waved until {his} arm ached.',
    trouble: 'There were so many people that {hero} could only see coats and elbows.',
  }],
  // A wedding's couple named by the parent are who come out married (`plots/occasion-kit.ts` names them).
  [/\bwedding\b/, {
    awayFromHome: true,
    ready: '{hero} put on smart clothes and shiny shoes, and had {his} hair brushed flat, twice.',
    best: 'When the two of them came out married, everyone threw petals, and {hero} threw a whole handful at once, right up into the air.',
    trouble: 'The speeches went on and on, and {hero} got the wriggles and slid right under the table.',
  }],
  // A night away at a friend's: the games before bed, then sleeping bags and a torch.
  [/\bsleepover\b/, {
    ready: '{hero} packed {his} pyjamas, {his} toothbrush and {his} oldest, softest teddy.',
    best: 'At bedtime, the sleeping bags were in a row on the floor, and everyone whispered by torchlight long after the light went out.',
    trouble: 'When the light went out, the room looked different, and {hero} missed home a little.',
  }],
  [/\b(?:fair|fete|fayre)\b/, {
    awayFromHome: true,
    ready: '{hero} counted {his} pocket money into a purse, twice, to be sure.',
    best: 'There was a tombola, a cake stall and a coconut shy, and {hero} won a tin of peaches on the tombola.',
    trouble: 'By the time {hero} got to the cake stall, the chocolate cakes had all gone.',
  }],
  [/\bparty\b/, {
    ready: '{hero} wrapped the present, and the sticky tape stuck to everything, even {his} nose.',
    best: 'There were party games and party food, and everyone joined in, even the shy ones.',
    trouble: '{hero}\'s balloon slipped out of {his} hand and floated up to the ceiling.',
  }],
];

const ANY: OccasionTruths = {
  ready: '{hero} got ready in {his} best clothes, and could not find one shoe.',
  best: 'There was food and music and people talking and laughing, and {hero} joined right in.',
  trouble: 'There was so much going on that {hero} did not know where to go first.',
};

/** What is true of the occasion its words name, else of any. */
export const occasionTruths = (name: string): OccasionTruths => OCCASIONS.find(([pattern]) => pattern.test(name))?.[1] ?? ANY;
