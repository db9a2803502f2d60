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
