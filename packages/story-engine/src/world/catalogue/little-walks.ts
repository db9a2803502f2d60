/**
 * The things of a moment a baby can point at in the picture, and the refrain they are said in: a long book for 0-2 walks
 * them one by one, the refrain changing one word each time ("Splash goes the duck. Splash goes the boat."), and ends on the
 * child ("Splash goes ... Mia!"), where it had pages any book could have (`plots/toddler-walk.ts`). Each thing is one
 * (singular, so "Splash goes the duck." reads) and true of the entry's own pages; its own sound follows a slash.
 */
export interface LittleWalk {
  /** Said of each thing in turn: {thing} is the thing, {noun} the thing without its article, {Sound} its own sound, {hero} the child. */
  refrain: string;
  /** The refrain for the child, last: {hero} is the child's name. */
  hero: string;
  /** "the lion/Roar": the thing with its article, and its sound where the refrain says one. */
  things: readonly string[];
  /** An outing's place, said bye-bye to at the close ("Bye-bye, zoo!"); a moment at home has none. */
  place?: string;
}

const SOUNDS = '{Sound} goes {thing}.';
const sounds = (hero: string, ...things: string[]): LittleWalk => ({ refrain: SOUNDS, hero, things });
const all = (refrain: string, hero: string, ...things: string[]): LittleWalk => ({ refrain, hero, things });

/** By catalogue entry id. */
const WALKS: Readonly<Record<string, LittleWalk>> = {
  'bath-time': all('Splash goes {thing}.', 'Splash goes ... {hero}!', 'the duck', 'the boat', 'the cup', 'the flannel'),
  zoo: sounds('Roar goes ... {hero}!', 'the lion/Roar', 'the penguin/Splash', 'the giraffe/Munch', 'the peacock/Squawk'),
  farm: sounds('Moo goes ... {hero}!', 'the cow/Moo', 'the lamb/Baa', 'the hen/Cluck', 'the goat/Maa', 'the cockerel/Cock-a-doodle-doo'),
  'feeding-ducks': sounds('Quack goes ... {hero}!', 'the duck/Quack', 'the duckling/Peep', 'the moorhen/Splash', 'the pea/Plop'),
  playground: sounds('Whoosh goes ... {hero}!', 'the slide/Whoosh', 'the swing/Whee', 'the gate/Click', 'the see-saw/Up and down'),
  supermarket: all('In goes {thing}.', 'Beep goes ... {hero}!', 'the bread', 'the milk', 'the banana', 'the cheese'),
  puddles: sounds('Splosh goes ... {hero}!', 'the welly/Splosh', 'the raindrop/Drip', 'the worm/Wriggle', 'the leaf/Plop'),
  'getting-dressed': all('On goes {thing}.', 'And there is {hero}, all dressed!', 'the top', 'the sock', 'the shoe', 'the coat'),
  'beach-day': sounds('Splash goes ... {hero}!', 'the wave/Hush', 'the seagull/Squawk', 'the crab/Scuttle', 'the spade/Dig'),
  'new-baby': all('Tiny {noun}.', 'And a big, big {hero}!', "the baby's nose", "the baby's sock", "the baby's hat", "the baby's hand"),
  bubbles: sounds('Pop goes ... {hero}!', 'the big bubble/Pop', 'the little bubble/Pop', 'the wand/Swish', 'the pot/Splat'),
  peekaboo: all('Peekaboo, {noun}!', 'Peekaboo, {hero}!', 'the teddy', 'the moon', 'the blanket', 'the door'),
  'snow-day': sounds('Whoosh goes ... {hero}!', 'the boot/Crunch', 'the snowflake/Shh', 'the snowball/Splat', 'the snowman/Brrr'),
  'bus-ride': sounds('Bump, bump goes ... {hero}!', 'the bell/Ding', 'the card/Beep', 'the door/Swish', 'the wheel/Round and round'),
  'train-ride': sounds('Clickety-clack goes ... {hero}!', 'the whistle/Toot', 'the door/Beep', 'the train/Clickety-clack', 'the clock/Tick-tock'),
  trains: sounds('Chuff goes ... {hero}!', 'the engine/Chuff', 'the whistle/Toot', 'the flag/Flap', 'the wheel/Clickety-clack'),
  library: all('Turn the page: {thing}!', 'Turn the page: ... {hero}!', 'a bear', 'a duck', 'a bus', 'a moon'),
  aquarium: sounds('Blub goes ... {hero}!', 'the fish/Blub', 'the stingray/Flap', 'the jellyfish/Wobble', 'the shark/Swish'),
  'soft-play': sounds('Boing goes ... {hero}!', 'the bouncy floor/Boing', 'the ball pit/Shush', 'the slide/Whoosh', 'the net/Wobble'),
  'brushing-teeth': all('Brush, brush, {thing}.', 'Sparkly teeth, {hero}!', 'the top teeth', 'the bottom teeth', 'the front teeth', 'the back teeth'),
  'nap-time': all('Shh, {noun}.', 'Shh ... {hero} is asleep.', 'the teddy', 'the clock', 'the fan', 'the bird'),
  'autumn-leaves': sounds('Crunch goes ... {hero}!', 'the red leaf/Crunch', 'the conker/Plop', 'the squirrel/Scamper', 'the boot/Stomp'),
  'dog-walk': sounds('Stomp goes ... {hero}!', 'the lead/Click', 'the tail/Wag', 'the gate/Creak', 'the water bowl/Slurp'),
  'woods-walk': sounds('Crunch goes ... {hero}!', 'the stick/Snap', 'the leaf/Crunch', 'the stream/Splash', 'the bridge/Clomp'),
  picnic: sounds('Yum goes ... {hero}!', 'the sandwich/Munch', 'the grape/Pop', 'the juice/Slurp', 'the basket/Creak'),
  haircut: sounds('Snip goes ... {hero}!', 'the scissors/Snip', 'the chair/Up', 'the clippers/Buzz', 'the brush/Swish'),
  doctor: sounds('"Ahh," goes {hero}!', 'the heart/Thump', 'the torch/Click', 'the paper/Crinkle', 'the sticker/Pat'),
  dentist: sounds('"Ahh," goes {hero}!', 'the chair/Up', 'the light/Click', 'the mirror/Tap', 'the sticker/Pat'),
  'first-steps': all('Step, step, to {thing}.', 'Step, step, step ... {hero} is walking!', 'the sofa', 'the teddy', 'the door', 'the rug'),
  'block-towers': all('Up goes {thing}.', 'Crash! "Again!" says {hero}.', 'the red block', 'the blue block', 'the yellow block', 'the green block'),
  'animal-noises': sounds('Moo goes ... {hero}!', 'the cow/Moo', 'the sheep/Baa', 'the duck/Quack', 'the dog/Woof'),
  'garden-birds': sounds('Tweet goes ... {hero}!', 'the robin/Tweet', 'the blue tit/Peck', 'the blackbird/Tug', 'the seed/Rattle'),
  tractors: sounds('Brrm goes ... {hero}!', 'the tractor/Brrm', 'the wheel/Round and round', 'the trailer/Rattle', 'the horn/Beep'),
  'hand-washing': all('Wash, wash, {thing}.', 'Clean hands, {hero}!', 'the fronts', 'the backs', 'the thumbs', 'the fingers'),
  'messy-play': sounds('Splat goes ... {hero}!', 'the paint/Splat', 'the gloop/Drip', 'the jelly/Wobble', 'the cloth/Wipe'),
  'first-foods': sounds('"Mmm," goes {hero}!', 'the spoon/Bend', 'the banana/Squish', 'the carrot/Munch', 'the cup/Glug'),
  'baby-swimming': sounds('Splash goes ... {hero}!', 'the water/Splish', 'the duck/Bob', 'the towel/Snug', 'the song/La-la'),
  'baby-group': sounds('Jingle goes ... {hero}!', 'the bell/Jingle', 'the shaker/Shake', 'the drum/Bang', 'the parachute/Whoosh'),
  pushchair: sounds('Wheee goes ... {hero}!', 'the wheel/Round and round', 'the kerb/Bump', 'the dog/Wag', 'the duck/Quack'),
  'tummy-time': sounds('"Up, up, up!" sings {hero}.', 'the rattle/Shake', 'the mat/Crinkle', 'the lion/Roar', 'the monkey/Ooh-ooh'),
  'nappy-change': sounds('Giggle goes ... {hero}!', 'the popper/Pop', 'the wipe/Ooh', 'the nappy/Crinkle', 'the toe/Wiggle'),
  'first-shoes': sounds('Stomp goes ... {hero}!', 'the strap/Rrrrip', 'the shoe/Squeak', 'the floor/Slip', 'the puddle/Splash'),
  baking: sounds('Yum goes ... {hero}!', 'the flour/Puff', 'the egg/Crack', 'the spoon/Stir', 'the oven/Ding'),
  pancakes: sounds('Yum goes ... {hero}!', 'the egg/Crack', 'the milk/Glug', 'the pan/Sizzle', 'the pancake/Flip'),
  gardening: sounds('Dig goes ... {hero}!', 'the spade/Dig', 'the worm/Wiggle', 'the seed/Pop', 'the watering can/Splish'),
  diggers: sounds('Brrm goes ... {hero}!', 'the digger/Scoop', 'the truck/Beep', 'the bucket/Clunk', 'the earth/Thud'),
  'fire-engines': sounds('Nee-naw goes ... {hero}!', 'the siren/Nee-naw', 'the ladder/Up', 'the hose/Whoosh', 'the helmet/Clonk'),
  bugs: sounds('Wiggle goes ... {hero}!', 'the ant/March', 'the woodlouse/Curl', 'the ladybird/Crawl', 'the spider/Spin'),
  horses: sounds('Clip-clop goes ... {hero}!', 'the pony/Neigh', 'the hoof/Clip-clop', 'the tail/Swish', 'the hay/Munch'),
  'boat-trip': sounds('Bob goes ... {hero}!', 'the boat/Bob', 'the gull/Squawk', 'the seal/Flap', 'the spray/Splash'),
  'car-wash': sounds('Swish goes ... {hero}!', 'the sponge/Squish', 'the bubble/Pop', 'the hose/Whoosh', 'the cloth/Swish'),
  'fruit-picking': all('Plop goes {thing}.', 'Yum goes ... {hero}!', 'the strawberry', 'the big one', 'the little one', 'the red one'),
  'tidying-up': all('In goes {thing}.', 'All tidy, {hero}!', 'the brick', 'the car', 'the book', 'the cow'),
  'washing-machine': sounds('Round and round goes ... {hero}!', 'the door/Click', 'the water/Swish', 'the sock/Round and round', 'the machine/Hum'),
  'bin-day': sounds('Toot, toot! Wave, {hero}!', 'the lorry/Rumble', 'the bin/Bump', 'the arm/Whirr', 'the horn/Toot'),
  'kite-flying': sounds('Whoosh goes ... {hero}!', 'the wind/Whoosh', 'the kite/Flap', 'the tail/Flutter', 'the string/Tug'),
  market: all('In the bag goes {thing}.', 'And home goes {hero}!', 'the honey', 'the cheese', 'the flower', 'the apple'),
  'car-journey': sounds('Vroom goes ... {hero}!', 'the wheel/Round and round', 'the wiper/Swish', 'the horn/Beep', 'the seat belt/Click'),
  'rainy-day': sounds('Splash goes ... {hero}!', 'the rain/Pitter-patter', 'the window/Tap', 'the drip/Plink', 'the puddle/Splash'),
  bedtime: all('Night-night, {noun}.', 'Night-night, {hero}.', 'the teddy', 'the curtains', 'the landing light', 'the moon'),
  'grandmas-house': sounds('Snap goes ... {hero}!', 'the clock/Tick-tock', 'the button tin/Rattle', 'the teacup/Clink', 'the toast/Crunch'),
  'own-bed': all('Night-night, {noun}.', 'Night-night, {hero}, in a big bed!', 'the duvet', 'the night-light', 'the teddy', 'the car outside'),
  'first-words': sounds('"Ooo!" goes the baby, for {hero}.', 'the lamb/Baa', 'the cow/Moo', 'the duck/Quack', 'the song/Ooo'),
  'car-seat': sounds('Click goes ... {hero}!', 'the buckle/Click', 'the strap/Snug', 'the car/Hum', 'the bus/Beep'),
  'nursery-drop-off': all('Bye-bye, {noun}.', 'Hello again, {hero}!', 'the coat peg', 'the boat picture', 'the gate', 'the window'),
  'hide-and-seek': all('Is {hero} behind {thing}?', 'Found you, {hero}!', 'the door', 'the sofa', 'the curtain', 'the teapot'),
  'night-sky': all('Goodnight, {noun}.', 'Goodnight, {hero}.', 'the moon', 'the star', 'the owl', 'the planet'),
  hedgehogs: sounds('Snuffle goes ... {hero}!', 'the hedgehog/Snuffle', 'the leaf/Rustle', 'the snail/Slide', 'the bowl/Slurp'),
  'health-visitor': sounds('"Growing just right," for {hero} too!', 'the door/Knock, knock', 'the scales/Beep', 'the tape/Tickle', 'the block/Clack'),
  potty: sounds('Whoosh goes ... {hero}!', 'the potty/Tinkle', 'the flush/Whoosh', 'the tap/Splash', 'the star/Shine'),
  christmas: sounds('Ho, ho, ho goes ... {hero}!', 'the cracker/Bang', 'the light/Blink', 'the stocking/Crinkle', 'the star/Twinkle'),
  easter: sounds('Hop goes ... {hero}!', 'the lamb/Baa', 'the foil/Crinkle', 'the bunny/Hop', 'the basket/Swing'),
  'dummy-goodbye': all('Night-night, {noun}.', 'Night-night, big {hero}.', 'the ribbon', 'the bag', 'the night light', 'the present'),
  tadpoles: sounds('Ribbit goes ... {hero}!', 'the tadpole/Wriggle', 'the frog/Ribbit', 'the dragonfly/Zip', 'the pond/Plop'),
};

/** The place each outing's close waves to, by entry id. */
const BYE_BYE_TO: Readonly<Record<string, string>> = {
  zoo: 'zoo', farm: 'farm', 'feeding-ducks': 'ducks', playground: 'playground', supermarket: 'shop', puddles: 'puddles', 'beach-day': 'beach',
  'bus-ride': 'bus', 'train-ride': 'train', trains: 'train', library: 'library', aquarium: 'aquarium', 'soft-play': 'soft play',
  'autumn-leaves': 'leaves', 'dog-walk': 'park', 'woods-walk': 'woods', picnic: 'park', haircut: 'hairdresser', doctor: 'doctor',
  dentist: 'dentist', 'animal-noises': 'farm', tractors: 'tractor', 'baby-swimming': 'pool', 'baby-group': 'baby group', pushchair: 'park',
  'first-shoes': 'shoe shop', diggers: 'diggers', 'fire-engines': 'fire engine', bugs: 'bugs', horses: 'pony', 'boat-trip': 'seals',
  'fruit-picking': 'strawberry field', 'bin-day': 'bin lorry', 'kite-flying': 'hill', market: 'market', 'nursery-drop-off': 'nursery',
};

/** The walks of the catalogue's moments, by entry id, with the place an outing waves to. */
export const LITTLE_WALKS: Readonly<Record<string, LittleWalk>> = Object.fromEntries(
  Object.entries(WALKS).map(([id, walk]) => [id, BYE_BYE_TO[id] ? { ...walk, place: BYE_BYE_TO[id] } : walk]),
);
