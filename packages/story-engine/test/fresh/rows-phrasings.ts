/**
 * Round 14b (rows): new phrasings of days out and things made, as parents type them, for `run-rows-census.ts`.
 * Written before any change of this round, never tuned on one by one.
 */
export const ROWS_PHRASINGS: readonly string[] = [
  'we went to the planetarium on saturday', 'an evening at the observatory', 'her first go at the climbing wall', 'making bath bombs for nana',
  'making a thank you card for his teacher', 'go karting with dad', 'making a papier mache mask', 'a trip to the science centre',
  'visiting a stately home', 'a day at the animal sanctuary', 'walking to the waterfall', 'a day at the races', 'making candles with mum',
  'making a piñata for her party', 'making a photo album for grandad', 'first time at the trampoline park', 'a trip to the garden centre on sunday',
  'going to a car boot sale with grandma', 'painting a mug at the pottery café', 'his first time ice skating at the ice rink', 'laser tag for his birthday',
  'getting lost in the maze', 'a boat trip on the canal', 'going to the steam fair', 'a trip to the farm shop', 'the hot air balloon festival',
  'a day at the dinosaur park', 'strawberry picking at the pick your own farm', 'making a birdfeeder with grandpa', 'making a sock puppet',
  'making a paper lantern for the lantern parade', 'burying a time capsule in the garden', 'making friendship bracelets with her best friend', 'making a gingerbread house at christmas',
  'our trip to the lighthouse last summer', 'going to the theatre for the first time', 'a morning at the splash park', 'going to see the windmill with grandma',
  'a day at the water park in the holidays', 'making a kite on a windy day', 'making slime with her cousin', 'building a den in the woods',
  'first visit to the cathedral', 'going to the bowling alley on his birthday', 'crabbing at the harbour with uncle tom', 'making a volcano for the science fair',
  'a trip to the ice rink with school', 'making a card for mothers day', 'making playdough for her little brother', 'a trip to the caves in wales',
];

/**
 * A second list, written after the first change to find days with no row (so not held out: six rows were then added from
 * it: a nature reserve, castle ruins, a bug hotel, a snow globe, a piñata, a gingerbread house).
 */
export const ROWS_FOUND: readonly string[] = [
  'a trip to the aquarium on sunday', 'we went to the zoo yesterday', 'his first go at the trampoline park', 'a day at the safari park',
  'visiting the castle ruins with grandpa', 'an afternoon at the farm park', 'going to the fire station open day', 'a day out at the steam railway',
  'a trip to the transport museum with dad', 'a trip to the wildlife park', 'a morning at the soft play', 'visiting the butterfly house',
  'a trip to the arcade', 'going to the cinema for the first time', 'a walk round the nature reserve', 'a trip to the motor museum',
  'making a marble run', 'making a bird house out of lolly sticks', 'making a mosaic coaster', 'making a dinosaur out of clay',
  'making a robot costume for world book day', 'sewing a cushion with grandma', 'knitting a scarf for grandpa', 'making a terrarium in a jar',
  'making a treasure map', 'building a sandcastle', 'making a snow globe', 'making a bug hotel in the garden', 'decorating a gingerbread house', 'making a piñata',
];
