/**
 * Round 13's phrasings (breadth), for the entries a broad list of parents' words found missing (`fresh/broad-themes.ts`)
 * and the words an older entry did not know; none copied from that list. Each with the entry whose story is true to it.
 */
export const ROUND_13_REACH: ReadonlyArray<readonly [typed: string, entry: string]> = [
  ['our first passover seder', 'passover'], ['pesach at grandmas', 'passover'], ['asking the four questions', 'passover'], ['hunting for the afikoman', 'passover'],
  ['rosh hashana', 'rosh-hashanah'], ['the jewish new year', 'rosh-hashanah'], ['hearing the shofar', 'rosh-hashanah'], ['apples and honey for rosh hashanah', 'rosh-hashanah'],
  ['vaisakhi at the gurdwara', 'vaisakhi'], ['baisakhi', 'vaisakhi'], ['helping serve langar', 'vaisakhi'], ['vasakhi', 'vaisakhi'],
  ['pancake day at nursery', 'pancake-day'], ['the school pancake race', 'pancake-day'], ['shrove tuesday', 'pancake-day'], ['flipping pancakes for pancake day', 'pancake-day'],
  ['she is obsessed with lego', 'lego'], ['building with duplo', 'lego'], ['a lego tower', 'lego'], ['playing with building blocks', 'lego'],
  ['looking at the stars', 'night-sky'], ['stargazing with dad', 'night-sky'], ['the full moon', 'night-sky'], ['his new telescope', 'night-sky'], ['spotting a shooting star', 'night-sky'],
  ['a hedgehog in the garden', 'hedgehogs'], ['she loves hedgehogs', 'hedgehogs'], ['making a hedgehog house', 'hedgehogs'],
  ['police cars', 'police'], ['wants to be a policewoman', 'police'], ['a police officer came to nursery', 'police'], ['he loves the police', 'police'],
  ['world book day at school', 'world-book-day'], ['dressing up as a book character', 'world-book-day'], ['her world book day costume', 'world-book-day'], ['book week at school', 'world-book-day'],
  ['gymnastics club', 'gymnastics'], ['learning cartwheels', 'gymnastics'], ['she wants to be a gymnast', 'gymnastics'], ['doing handstands', 'gymnastics'],
  ['frogspawn in the pond', 'tadpoles'], ['our tadpoles', 'tadpoles'], ['watching tadpoles turn into frogs', 'tadpoles'],
  ['the mid-autumn festival', 'mid-autumn'], ['sharing mooncakes with grandma', 'mid-autumn'], ['the moon festival', 'mid-autumn'], ['chuseok', 'mid-autumn'],
  ["valentine's day at school", 'valentines-day'], ['making valentines for the family', 'valentines-day'], ['a valentine for mummy', 'valentines-day'],
  ['birdwatching with grandad', 'garden-birds'], ['the robin on our fence', 'garden-birds'], ['the big garden birdwatch', 'garden-birds'], ['blue tits on the feeder', 'garden-birds'],
  ['her turn for show-and-tell', 'show-and-tell'], ['bringing a shell for show and tell', 'show-and-tell'], ['nervous about show and tell', 'show-and-tell'],
  ['celebrating kwanzaa', 'kwanzaa'], ['lighting the kinara', 'kwanzaa'], ['our first kwanzaa with grandma', 'kwanzaa'],
  // words an older entry did not know
  ['wants to be a fireman', 'fire-engines'], ['learning about the solar system', 'space-rockets'], ['a visit to a building site', 'diggers'], ['meeting the farmer', 'farm'],
];
