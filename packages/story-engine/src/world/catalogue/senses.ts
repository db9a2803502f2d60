import type { CatalogueTheme } from './theme-entry';

/**
 * Small true things to see, hear, hold or smell on a day of each of these themes, the everyday ones parents name most
 * ("baking with grandpa", "a trip to the library"): a page with half a step or one line carries one of them
 * (`plots/theme-page-more.ts`), each once a book. No weather and no time of day, which the story may set otherwise.
 */
const SENSES: Readonly<Record<string, readonly string[]>> = {
  baking: ['Flour dust floated in the air like tiny snow.', 'The butter and sugar went soft and creamy in the bowl.', 'The oven ticked and hummed as it warmed up.', 'The mixture was cool and sticky on the spoon.', 'The whole kitchen began to smell sweet and warm.'],
  pancakes: ['The batter went glug, glug out of the jug.', 'The pan went sizzle as the batter touched it.', 'Little bubbles popped on top of the pancake.', 'The kitchen smelled of butter and warm lemon.'],
  library: ['The pages of the old books smelled dusty and sweet.', 'Somewhere, a book trolley squeaked past.', 'Everyone spoke in soft library voices.', 'The carpet was soft and quiet under {his} shoes.'],
  'car-wash': ['The sponge went squelch, full of warm, soapy water.', 'The bucket sloshed as {hero} carried it.', 'The bubbles smelled of lemons.', 'Water dripped off the wing mirrors, plink, plink.'],
  supermarket: ['The trolley wheels rattled over the shiny floor.', 'The freezer aisle was so cold {hero} could see {his} breath.', 'The till went beep, beep, beep.', 'The bakery corner smelled of warm bread.'],
  picnic: ['The blanket was soft and a bit prickly with grass underneath.', 'A bee buzzed round the jam, then flew away.', 'The sandwiches were squashed, but they tasted better outside.', 'The grass smelled green and fresh.'],
  'grandmas-house': ['{gran}\'s house smelled of soap and warm washing.', 'The old clock in the hall went tick, tock, tick.', 'The cushions on the sofa were big and squashy.', 'The biscuit tin rattled when {hero} shook it.'],
  'woods-walk': ['Twigs snapped under {his} boots, crack, crack.', 'The woods smelled of moss and damp earth.', 'A woodpecker tapped somewhere high up.', 'The bark of the old tree was rough under {his} hand.'],
  'tidying-up': ['The blocks clattered into the box.', 'A sock turned up under the bed, all on its own.', 'The floor grew bigger and bigger as the toys went away.', 'The teddy sat on the shelf, looking pleased.'],
  'dog-walk': ['The lead went tug, tug, tug.', 'The dog\'s tail swished through the long grass.', 'The dog sniffed every single lamp post.', 'Paws went pad, pad, pad beside {hero}.'],
  'fruit-picking': ['The berries were warm and sweet.', 'A bee buzzed lazily along the row.', 'Juice ran down {his} fingers.', 'The punnet grew heavier, bit by bit.'],
  'beach-day': ['The waves went hush, hush, up the sand and back.', 'A seagull called from up above.', 'Wet sand squished, and dry sand squeaked.', 'The sea smelled of salt and seaweed.'],
  zoo: ['Somewhere, a sea lion barked, loud and happy.', 'The zoo smelled of straw and animals.', 'A peacock dragged its long tail across the path.', 'The keeper\'s bucket clanked as she walked past.'],
  gardening: ['The soil was cool and crumbly between {his} fingers.', 'A worm wriggled back down into the earth.', 'The watering can went sprinkle, sprinkle.', 'A robin watched from the fence, hoping for a worm.'],
  farm: ['It smelled of hay and mud and animals.', 'A cockerel crowed from the top of the gate.', 'The mud went squelch under {his} wellies.', 'A cow gave a long, low moo.'],
  'feeding-ducks': ['The ducks quacked, loud and then soft, all round the pond.', 'A duck tipped right over, tail up, looking for food under the water.', 'The water slapped softly at the bank.', 'A green-headed duck shook his feathers in a sparkly spray.'],
  horses: ['The pony\'s breath was warm and smelled of grass.', 'Munch, munch went the pony, slow and happy.', 'The stable smelled of hay and leather.', 'The pony\'s nose was as soft as velvet.'],
};

/** The theme's own sights and sounds: its entry's, else this table's. */
export function sensesOf(entry: CatalogueTheme | undefined): readonly string[] {
  return entry?.senses ?? (entry ? SENSES[entry.id] : undefined) ?? [];
}
