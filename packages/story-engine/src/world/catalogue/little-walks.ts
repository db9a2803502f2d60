/**
 * The things of a moment a baby can point at in the picture, and the refrain they are said in: a long book for 0-2 walks
 * them one by one, the refrain changing one word each time ("Splash goes the duck. Splash goes the boat."), and ends on the
 * child ("Splash goes ... Mia!"), where it had pages any book could have (`plots/toddler-walk.ts`). Each thing is one
 * (singular, so "Splash goes the duck." reads) and true of the entry's own pages; its own sound follows a slash. The last
 * is the one the child's line echoes, often the moment's goal (the lion, the stingray): said only after the win, never in
 * the middle, where the lions are still asleep.
 */
export interface LittleWalk {
  /** Said of each thing in turn: {thing} is the thing, {noun} the thing without its article, {Sound} its own sound, {hero} the child. */
  refrain: string;
  /** The refrain for the child, last: {hero} is the child's name. */
  hero: string;
  /** "the lion/Roar": the thing with its article, and its sound where the refrain says one; the last is the child's line's. */
  things: readonly string[];
  /** An outing's place, said bye-bye to at the close ("Bye-bye, zoo!"); a moment at home has none. */
  place?: string;
}

const SOUNDS = '{Sound} goes {thing}.';
const sounds = (hero: string, ...things: string[]): LittleWalk => ({ refrain: SOUNDS, hero, things });
const all = (refrain: string, hero: string, ...things: string[]): LittleWalk => ({ refrain, hero, things });

/** By catalogue entry id. */
const WALKS: Readonly<Record<string, LittleWalk>> = {
  'bath-time': all('Splash goes {thing}.', 'Splash goes ... {hero}!', 'the boat', 'the cup', 'the flannel', 'the duck'),
  zoo: sounds('Roar goes ... {hero}!', 'the penguin/Splash', 'the giraffe/Munch', 'the peacock/Squawk', 'the lion/Roar'),
  farm: sounds('Moo goes ... {hero}!', 'the lamb/Baa', 'the hen/Cluck', 'the goat/Maa', 'the cockerel/Cock-a-doodle-doo', 'the cow/Moo'),
  'feeding-ducks': sounds('Quack goes ... {hero}!', 'the duckling/Peep', 'the moorhen/Splash', 'the pea/Plop', 'the duck/Quack'),
  playground: sounds('Whoosh goes ... {hero}!', 'the swing/Whee', 'the gate/Click', 'the see-saw/Up and down', 'the slide/Whoosh'),
  supermarket: all('In goes {thing}.', 'Beep goes ... {hero}!', 'the bread', 'the milk', 'the banana', 'the cheese'),
  puddles: sounds('Splosh goes ... {hero}!', 'the raindrop/Drip', 'the worm/Wriggle', 'the leaf/Plop', 'the welly/Splosh'),
  'getting-dressed': all('On goes {thing}.', 'And there is {hero}, all dressed!', 'the top', 'the sock', 'the shoe', 'the coat'),
  'beach-day': sounds('Splash goes ... {hero}!', 'the seagull/Squawk', 'the crab/Scuttle', 'the spade/Dig', 'the wave/Splash'),
  'new-baby': all('Tiny {noun}.', 'And a big, big {hero}!', "the baby's nose", "the baby's sock", "the baby's hat", "the baby's hand"),
  bubbles: sounds('Pop goes ... {hero}!', 'the wand/Swish', 'the little bubble/Pop', 'the pot/Slosh', 'the big bubble/Pop'),
  peekaboo: all('Peekaboo, {noun}!', 'Peekaboo, {hero}!', 'the teddy', 'the blanket', 'the door', 'the moon'),
  'snow-day': sounds('Crunch goes ... {hero}!', 'the snowflake/Shh', 'the snowball/Pat', 'the snowman/Brrr', 'the boot/Crunch'),
  'bus-ride': sounds('Bump, bump goes ... {hero}!', 'the card/Beep', 'the door/Swish', 'the wheel/Round and round', 'the bell/Ding'),
  'train-ride': sounds('Clickety-clack goes ... {hero}!', 'the whistle/Toot', 'the door/Beep', 'the clock/Tick-tock', 'the train/Clickety-clack'),
  trains: sounds('Chuff goes ... {hero}!', 'the whistle/Toot', 'the flag/Flap', 'the wheel/Clickety-clack', 'the engine/Chuff'),
  library: all('Turn the page: {thing}!', 'Turn the page: ... {hero}!', 'a bear', 'a duck', 'a bus', 'a moon'),
  aquarium: sounds('Flap goes ... {hero}!', 'the fish/Blub', 'the jellyfish/Wobble', 'the shark/Swish', 'the stingray/Flap'),
  'soft-play': sounds('Boing goes ... {hero}!', 'the ball pit/Shush', 'the slide/Whoosh', 'the net/Wobble', 'the bouncy floor/Boing'),
  'brushing-teeth': all('Brush, brush, {thing}.', 'Sparkly teeth, {hero}!', 'the top teeth', 'the bottom teeth', 'the front teeth', 'the back teeth'),
  'nap-time': all('Shh, {noun}.', 'Shh, shh ... and up pops {hero}!', 'the clock', 'the fan', 'the bird', 'the teddy'),
  'autumn-leaves': sounds('Crunch goes ... {hero}!', 'the conker/Plop', 'the squirrel/Scamper', 'the boot/Stomp', 'the red leaf/Crunch'),
  'dog-walk': sounds('Wag, wag goes ... {hero}!', 'the lead/Click', 'the gate/Creak', 'the water bowl/Slurp', 'the tail/Wag, wag'),
  'woods-walk': sounds('Crunch goes ... {hero}!', 'the stick/Snap', 'the stream/Splash', 'the bridge/Clomp', 'the leaf/Crunch'),
  picnic: sounds('Yum goes ... {hero}!', 'the grape/Pop', 'the juice/Slurp', 'the basket/Creak', 'the sandwich/Munch'),
  haircut: sounds('Snip goes ... {hero}!', 'the chair/Up', 'the clippers/Buzz', 'the brush/Swish', 'the scissors/Snip'),
  doctor: sounds('"Ahh," goes {hero}!', 'the torch/Click', 'the paper/Crinkle', 'the sticker/Pat', 'the heart/Thump'),
  dentist: sounds('"Ahh," goes {hero}!', 'the light/Click', 'the mirror/Tap', 'the sticker/Pat', 'the chair/Up'),
  'first-steps': all('Step, step, to {thing}.', 'Step, step, step ... {hero} is walking!', 'the sofa', 'the teddy', 'the rug', 'the door'),
  'block-towers': all('Up goes {thing}.', 'Crash! "Again!" says {hero}.', 'the red block', 'the blue block', 'the yellow block', 'the green block'),
  'animal-noises': sounds('Moo goes ... {hero}!', 'the sheep/Baa', 'the duck/Quack', 'the dog/Woof', 'the cow/Moo'),
  'garden-birds': sounds('Tweet goes ... {hero}!', 'the blue tit/Peck', 'the blackbird/Tug', 'the seed/Rattle', 'the robin/Tweet'),
  tractors: sounds('Brrm goes ... {hero}!', 'the wheel/Round and round', 'the trailer/Rattle', 'the horn/Beep', 'the tractor/Brrm'),
  'hand-washing': all('Wash, wash, {thing}.', 'Clean hands, {hero}!', 'the fronts', 'the backs', 'the thumbs', 'the fingers'),
  'messy-play': sounds('Splodge goes ... {hero}!', 'the gloop/Drip', 'the jelly/Wobble', 'the cloth/Wipe', 'the paint/Splodge'),
  'first-foods': sounds('"Mmm," goes {hero}!', 'the spoon/Bend', 'the banana/Squish', 'the carrot/Munch', 'the cup/Glug'),
  'baby-swimming': sounds('Splash goes ... {hero}!', 'the duck/Bob', 'the towel/Snug', 'the song/La-la', 'the water/Splash'),
  'baby-group': sounds('Jingle goes ... {hero}!', 'the shaker/Shake', 'the drum/Bang', 'the parachute/Whoosh', 'the bell/Jingle'),
  pushchair: sounds('Wheee goes ... {hero}!', 'the kerb/Bump', 'the dog/Wag', 'the duck/Quack', 'the wheel/Round and round'),
  'tummy-time': sounds('"Up, up, up!" sings {hero}.', 'the rattle/Shake', 'the mat/Crinkle', 'the lion/Roar', 'the monkey/Ooh-ooh'),
  'nappy-change': sounds('Giggle goes ... {hero}!', 'the popper/Pop', 'the wipe/Ooh', 'the nappy/Crinkle', 'the toe/Wiggle'),
  'first-shoes': sounds('Stomp goes ... {hero}!', 'the strap/Rrrrip', 'the floor/Slip', 'the puddle/Splash', 'the shoe/Stomp'),
  baking: sounds('Yum goes ... {hero}!', 'the flour/Puff', 'the egg/Crack', 'the spoon/Stir', 'the oven/Ding'),
  pancakes: sounds('Yum goes ... {hero}!', 'the egg/Crack', 'the milk/Glug', 'the pan/Sizzle', 'the pancake/Flip'),
  gardening: sounds('Dig goes ... {hero}!', 'the worm/Wiggle', 'the seed/Pop', 'the watering can/Splish', 'the spade/Dig'),
  diggers: sounds('Brrm goes ... {hero}!', 'the truck/Beep', 'the bucket/Clunk', 'the earth/Thud', 'the digger/Brrm'),
  'fire-engines': sounds('Nee-naw goes ... {hero}!', 'the ladder/Up', 'the hose/Whoosh', 'the helmet/Clonk', 'the siren/Nee-naw'),
  bugs: sounds('Crawl goes ... {hero}!', 'the ant/March', 'the woodlouse/Curl', 'the spider/Spin', 'the ladybird/Crawl'),
  horses: sounds('Clip-clop goes ... {hero}!', 'the pony/Neigh', 'the tail/Swish', 'the hay/Munch', 'the hoof/Clip-clop'),
  'boat-trip': sounds('Flap goes ... {hero}!', 'the boat/Bob', 'the gull/Squawk', 'the spray/Splash', 'the seal/Flap'),
  'car-wash': sounds('Swish goes ... {hero}!', 'the sponge/Squish', 'the bubble/Pop', 'the hose/Whoosh', 'the cloth/Swish'),
  'fruit-picking': all('Plop goes {thing}.', 'Yum goes ... {hero}!', 'the big one', 'the little one', 'the red one', 'the strawberry'),
  'tidying-up': all('In goes {thing}.', 'All tidy, {hero}!', 'the brick', 'the car', 'the book', 'the cow'),
  'washing-machine': sounds('Round and round goes ... {hero}!', 'the door/Click', 'the water/Swish', 'the machine/Hum', 'the sock/Round and round'),
  'bin-day': sounds('Toot, toot! Wave, {hero}!', 'the bin/Bump', 'the arm/Whirr', 'the lorry/Rumble', 'the horn/Toot'),
  'kite-flying': sounds('Flap goes ... {hero}!', 'the wind/Whoosh', 'the tail/Flutter', 'the string/Tug', 'the kite/Flap'),
  market: all('In the bag goes {thing}.', 'And home goes {hero}!', 'the cheese', 'the flower', 'the apple', 'the honey'),
  'car-journey': sounds('Vroom goes ... {hero}!', 'the wiper/Swish', 'the horn/Beep', 'the seat belt/Click', 'the wheel/Round and round'),
  'rainy-day': sounds('Splash goes ... {hero}!', 'the rain/Pitter-patter', 'the window/Tap', 'the drip/Plink', 'the puddle/Splash'),
  bedtime: all('Night-night, {noun}.', 'Night-night, {hero}.', 'the teddy', 'the curtains', 'the landing light', 'the moon'),
  'grandmas-house': sounds('Snap goes ... {hero}!', 'the clock/Tick-tock', 'the button tin/Rattle', 'the toast/Crunch', 'the teacup/Clink'),
  'own-bed': all('Night-night, {noun}.', 'Night-night, {hero}, in a big bed!', 'the duvet', 'the night-light', 'the car outside', 'the teddy'),
  'first-words': sounds('"Ooo!" goes the baby, for {hero}.', 'the lamb/Baa', 'the cow/Moo', 'the duck/Quack', 'the song/Ooo'),
  'car-seat': sounds('Click goes ... {hero}!', 'the strap/Snug', 'the car/Hum', 'the bus/Beep', 'the buckle/Click'),
  'nursery-drop-off': all('Bye-bye, {noun}.', 'Hello again, {hero}!', 'the coat peg', 'the boat picture', 'the gate', 'the window'),
  'hide-and-seek': all('Is {hero} behind {thing}?', 'Found you, {hero}!', 'the door', 'the sofa', 'the curtain', 'the teapot'),
  'night-sky': all('Goodnight, {noun}.', 'Goodnight, {hero}.', 'the star', 'the owl', 'the planet', 'the moon'),
  hedgehogs: sounds('Snuffle goes ... {hero}!', 'the leaf/Rustle', 'the snail/Slide', 'the bowl/Slurp', 'the hedgehog/Snuffle'),
  'health-visitor': sounds('Growing, growing ... {hero} too!', 'the door/Knock, knock', 'the scales/Beep', 'the tape/Tickle', 'the block/Clack'),
  potty: sounds('Whoosh goes ... {hero}!', 'the potty/Tinkle', 'the tap/Splash', 'the star/Shine', 'the flush/Whoosh'),
  christmas: sounds('Ho, ho, ho goes ... {hero}!', 'the cracker/Bang', 'the light/Blink', 'the stocking/Crinkle', 'the star/Twinkle'),
  easter: sounds('Hop goes ... {hero}!', 'the lamb/Baa', 'the foil/Crinkle', 'the basket/Swing', 'the bunny/Hop'),
  'dummy-goodbye': all('Night-night, {noun}.', 'Night-night, big {hero}.', 'the ribbon', 'the bag', 'the night light', 'the present'),
  tadpoles: sounds('Ribbit goes ... {hero}!', 'the tadpole/Wriggle', 'the dragonfly/Zip', 'the pond/Plop', 'the frog/Ribbit'),
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
