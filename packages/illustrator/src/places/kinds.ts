/**
 * The spots of a setting the built-in illustrator paints. A scene's place is the story's own words
 * ("the little stream", "the kitchen table"), so it is read by the words in it, not matched whole: a
 * landmark the story engine adds later still finds its spot when it names one of these.
 */
export const PLACE_KINDS = ['stream', 'pond', 'frozen pond', 'waterfall', 'cave', 'clearing', 'big tree', 'orchard', 'rock pools', 'dunes', 'kitchen', 'garden', 'bathroom', 'sofa'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** First match wins: "the frozen pond" is frozen before it is a pond, "the garden gate" a garden, "the royal kitchen" a kitchen. */
const WORDS: ReadonlyArray<readonly [RegExp, PlaceKind]> = [
  [/\b(frozen|icy|ice rink)\b/, 'frozen pond'],
  [/\bwaterfall\b/, 'waterfall'],
  [/\b(stream|brook|river|creek)\b/, 'stream'],
  [/\b(pond|lake|moat|puddle)\b/, 'pond'],
  [/\b(cave|cavern|den|hollow)\b/, 'cave'],
  [/\b(clearing|meadow|glade)\b/, 'clearing'],
  [/\b(orchard|apple trees?)\b/, 'orchard'],
  [/\b(oak|old tree|big tree|tall pine trees|willow)\b/, 'big tree'],
  [/\brock ?pools?\b/, 'rock pools'],
  [/\b(dunes?)\b/, 'dunes'],
  [/\b(kitchen|oven|stove)\b/, 'kitchen'],
  [/\b(garden|vegetable patch|flower bed|maze)\b/, 'garden'],
  [/\b(bath|bathtub|bathroom)\b/, 'bathroom'],
  [/\b(sofa|couch|living room)\b/, 'sofa'],
];

/** The spot the place names, if this illustrator has one for it. */
export function placeKindOf(place: string | undefined): PlaceKind | undefined {
  if (!place) return undefined;
  const text = place.toLowerCase();
  return WORDS.find(([words]) => words.test(text))?.[1];
}
