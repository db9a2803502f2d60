import type { DayStoryLines } from './day-story';

/**
 * What looking after one kind of animal is like, for a day of feeding or tending them ("feeding the chickens",
 * "collecting eggs with nana", "feeding the ducks at the pond"): what they eat and from what, how they eat it, what
 * they sound like, the small trouble a child has with them and the little win. Every line is true of the animal
 * (ducks get peas or duck pellets, never bread; a hen may peck at a hand near her nest; a pony eats from a flat palm).
 */
export interface CreatureCare extends DayStoryLines {
  /** The head words of the day's thing that name these animals (or what they give: "eggs"). */
  words: RegExp;
  /** How a page names them again, where the day names what they give ("collecting eggs"): "the hens". `{they}` in a line is the day's own word for them. */
  they: string;
}

export const CREATURE_CARE: readonly CreatureCare[] = [
  {
    words: /^(?:chickens?|hens?|chicks?|eggs?|cockerels?|bantams?)$/,
    they: 'the hens',
    worry: ['"Will the hens peck me?" asked {hero}.', '"Can I find the eggs?" asked {hero}.'],
    tries: [
      ['{hero} threw all the grain at once, and it landed in one big heap, and the hens squabbled over it.'],
      ['{hero} opened the gate of the run too wide, and one hen shot out past {his} boots, flapping.'],
      ['{hero} reached into the nesting box for an egg, but the hen sitting there gave a cross little peck.'],
    ],
    turn: ['{hero} had an idea: {he} would scatter the grain in a wide, thin circle, a little at a time, so every hen got some.', '{hero} went slowly, kept {his} voice low, and waited until the hen hopped off the nest by herself.'],
    details: [
      ['First, {hero} pulled on {his} boots, and {grownup} filled the scoop with grain from the big bin.'],
      ['The hens came running, flapping and clucking, and their heads went peck, peck, peck.'],
      ['In the nesting box, in the straw, there were three brown eggs, still warm.'],
      ['{hero} carried the eggs inside, very slowly, with one hand underneath, and {grownup} held the door.'],
    ],
    senses: [
      'The hens muttered and clucked, as if they were telling each other the news.',
      'The grain felt dry and rattly in the scoop.',
      'One brown hen tipped her head and looked at {hero} with one round, orange eye.',
      'The straw in the coop smelled warm and dusty.',
      'A hen fluffed up her feathers and settled down in the dust for a bath.',
    ],
    win: 'every hen had had her grain, and the eggs were safe in the bowl',
    end: ['That night, {hero} fell asleep thinking of {they}, and of the warm brown eggs.', 'The next morning, {hero} had an egg for breakfast, and said a quiet thank you to {they}.'],
    setback: ['Then a hen jumped onto the feed bin, knocked the lid off, and grain went everywhere.', 'Then the water dish tipped over, and the hens got their feet all muddy.'],
    choice: ['{hero} could scatter the grain or hold it out on a flat hand, and {he} chose {his} hand, very bravely.'],
    taught: ['{hero} noticed that the hens came closer when {he} stood still and quiet.', '{hero} saw that a little grain, often, kept every hen happy.'],
    gives: 'the job of carrying the egg box',
    solved: ['{pal} carried the egg box with both hands, as if it were treasure.'],
  },
  {
    // Round 17 (held-out read 39): "putting teddy to bed" was told in the general day's skill steps ("The teddy came right,
    // bit by bit"). A toy looked after is pretend care: a bed made, a story whispered, and the toy as sleepy as the child.
    words: /^(?:tedd(?:y|ies)|teddy ?bears?|doll(?:y|ies|s)?|soft ?toys?|cuddly ?toys?|cuddlies|cuddly)$/,
    they: 'teddy',
    worry: ['"Is teddy sleepy yet?" asked {hero}.', '"Teddy is not tired," said {hero}.'],
    tries: [
      ['{hero} put teddy in bed, but he flopped out onto the floor.'],
      ['{hero} put on so many blankets that teddy got lost under them.'],
      ['{hero} sang teddy a song, but it was too loud and too bouncy for bed.'],
    ],
    turn: ['{hero} had an idea. {he} tucked teddy in with one soft blanket, told him a story in a whisper, and gave him a kiss on the nose.'],
    details: [
      ['{grownup} found a box, and {hero} made it into a bed for teddy, with a sock for a pillow.'],
      ['{hero} put teddy in his pyjamas, one arm and then the other.'],
      ['{hero} put the night-light on, so teddy would not mind the dark.'],
      ['Teddy lay in his box bed with his eyes open, as teddies do, but {hero} said he was asleep.'],
    ],
    senses: [
      'Teddy was soft and a bit squashed, and he smelled of {hero}\'s pillow.',
      'The night-light made a soft yellow moon on the wall.',
      'The blanket was the soft one, the one with the stars.',
      'Teddy\'s ear was a bit chewed, from all the hugs.',
      'Outside, the sky went dark, and the house went quiet.',
    ],
    win: 'teddy was tucked in, snug and sleepy, in his own little bed',
    end: ['Then it was bedtime for {hero} too, and teddy came, and they both went to sleep.', 'That night, {hero} said, "Night night, teddy," and went to sleep too.'],
    setback: ['Then teddy rolled out of his box bed, bump, onto the floor.', 'Then {hero} could not find teddy\'s blanket.'],
    choice: ['{hero} could give teddy the star blanket or the spotty one, and {he} chose the stars.'],
    taught: ['{hero} saw that teddy liked it quiet, not loud.', '{hero} saw that bed was nicer when someone tucked you in.'],
    gives: 'the soft blanket',
    solved: ['{pal} tucked the soft blanket round teddy, and said, "Night night."'],
  },
  {
    // Round 17 (held-out read 39): "feeding the birds in winter" was told in the general day's skill steps ("The birds
    // came right, bit by bit"). Garden birds take seed and fat from a feeder and water when it freezes, and come only to
    // someone who keeps still.
    words: /^(?:birds?|robins?|blue ?tits?|sparrows?|blackbirds?|finch(?:es)?|bird ?feeders?|bird ?table)$/,
    they: 'the birds',
    worry: ['"Will the birds come, if I put food out?" asked {hero}.', '"What do birds eat in winter?" asked {hero}.'],
    tries: [
      ['{hero} filled the feeder so full that seeds spilled all over the grass, and {grownup} said a little at a time was better.'],
      ['{hero} stood right next to the feeder to wait, and not one bird came down.'],
      ['{hero} tapped on the window to call them, and the birds on the fence flew off at once.'],
    ],
    turn: ['{hero} had an idea: {he} would watch from inside, behind the window, as still as a statue, and let the birds come in their own time.'],
    details: [
      ['{grownup} and {hero} hung the bird feeder on the low branch, with seeds in the tube and a fat ball in the little cage.'],
      ['The water in the birds\' dish had frozen, so {grownup} poured in a little warm water, and {hero} watched the ice crack and melt.'],
      ['A robin with a bright red front hopped onto the fence, tipped its head, and looked right at the feeder.'],
      ['Two blue tits hung upside down on the fat ball, pecking, and a blackbird picked up the seeds from the grass.'],
    ],
    senses: [
      'The birds twittered and cheeped in the hedge, as if they were talking it over.',
      'The seeds rattled into the feeder like tiny rain.',
      'A little bird\'s feet went tap-tap on the top of the bird table.',
      'The frosty grass crunched under {hero}\'s boots on the way out.',
    ],
    win: 'the birds came to the feeder, one by one, and had their breakfast',
    end: ['Every morning after that, {hero} checked the feeder first thing, and the robin was always waiting.', 'That night, {hero} drew the robin, with its bright red front, to keep.'],
    setback: ['Then a big pigeon landed on the feeder and gobbled the seeds, and the little birds flew off.', 'Then it snowed, and the feeder was covered, and no bird could get at the seeds.'],
    choice: ['{hero} could hang the fat ball by the window or on the tall tree, and {he} chose the window, to see.'],
    taught: ['{hero} noticed that the birds only came when {he} kept still and quiet.', '{hero} saw that a little food, every day, was better than a lot all at once.'],
    gives: 'the job of filling the feeder',
    solved: ['{pal} filled the feeder, slowly, a little at a time, and not one seed spilled.'],
  },
  {
    words: /^(?:ducks?|ducklings?|geese|goose|swans?)$/,
    they: 'the ducks',
    worry: ['"Will the ducks come to me?" asked {hero}.', '"What do ducks like to eat?" asked {hero}.'],
    tries: [
      ['{hero} threw a big handful of duck food, but it all fell in one place, and the biggest duck gobbled the lot.'],
      ['{hero} ran to the edge of the pond to get closer, and every duck paddled away, fast.'],
      ['{hero} threw a pea as far as {he} could, but it landed in the reeds, where no duck could see it.'],
    ],
    turn: ['{hero} had an idea: {he} would sit still on the bank and drop the food in little bits, close by, so the small ducks got some too.'],
    details: [
      ['{grownup} had brought a bag of frozen peas and duck food, because bread is not good for ducks.'],
      ['The ducks came gliding over the water, with little ripples behind them in a V.'],
      ['A tiny brown duck bobbed right up close, and took a pea from the water, quick as anything.'],
      ['{hero} shook the bag out, and there was nothing left, and the ducks quacked as if to say thank you.'],
    ],
    senses: [
      'The ducks quacked, loud and then soft, all round the pond.',
      'A duck tipped right over, tail up in the air, looking for food under the water.',
      'The water slapped softly at the edge of the bank.',
      'A green-headed duck shook the water off his feathers in a sparkly spray.',
    ],
    win: 'every duck had had some, even the smallest one',
    end: ['That night, {hero} dreamed of {they}, paddling in a row.', 'On the way home, {hero} waddled and quacked like {they}, and {grownup} laughed.'],
    setback: ['Then a big goose came honking up the bank, and {hero} stepped back behind {grownup}.', 'Then the bag tore, and half the peas fell in the mud.'],
    choice: ['{hero} could feed the big ducks by the bank or the little ones by the reeds, and {he} chose the little ones.'],
    taught: ['{hero} noticed that the ducks came closer when {he} sat still.', '{hero} saw that little bits, dropped close by, went further than one big throw.'],
    gives: 'the last handful of peas',
    solved: ['{pal} dropped the last peas in, one by one, and a duckling took every one.'],
  },
  {
    words: /^(?:fish|goldfish|guppies|guppy)$/,
    they: 'the fish',
    worry: ['"How much food do fish eat?" asked {hero}.', '"Can I feed the fish all by myself?" asked {hero}.'],
    tries: [
      ['{hero} shook the tub too hard, and a whole cloud of flakes landed on the water at once.'],
      ['{hero} tapped on the glass to say hello, and the fish darted behind the weed.'],
      ['{hero} tried to count the fish, but they swam round and round, and {he} lost count.'],
    ],
    turn: ['{hero} had an idea: {he} would give just a pinch of flakes, no more, and then watch very quietly.'],
    details: [
      ['{grownup} showed {hero} the little tub of fish flakes, and how much a pinch is.'],
      ['The flakes floated on top of the water like tiny leaves.'],
      ['The fish came up, one by one, and went gulp, gulp at the flakes.'],
      ['{hero} put the lid back on the tub, tight, and the fish swam round, happy.'],
    ],
    senses: ['The water bubbled softly in the corner of the tank.', 'A goldfish blew a tiny bubble, and it wobbled up to the top.', 'The fish flicked their tails, orange and gold in the light.'],
    win: 'the fish had had just enough, and not too much',
    end: ['At bedtime, {hero} said goodnight to {they}, very quietly.'],
    setback: ['Then some flakes sank to the bottom, and {grownup} said too much food makes the water cloudy.'],
    choice: ['{hero} could feed them now or wait for {grownup}, and {he} chose to wait.'],
    taught: ['{hero} noticed that fish need only a little, and often.'],
    gives: 'the job of counting the fish',
    solved: ['{pal} counted slowly, pointing at each one, and got it right.'],
  },
  {
    words: /^(?:rabbits?|bunn(?:y|ies)|guinea pigs?|hamsters?|gerbils?)$/,
    they: 'the rabbits',
    worry: ['"Will the rabbits let me stroke them?" asked {hero}.', '"What do rabbits like best?" asked {hero}.'],
    tries: [
      ['{hero} pushed a whole carrot through the wire at once, and it got stuck.'],
      ['{hero} reached in fast to stroke one, and it thumped its back foot and hopped away.'],
      ['{hero} filled the hay rack, but most of the hay fell out onto the floor of the hutch.'],
    ],
    turn: ['{hero} had an idea: {he} would sit still on the grass, hold out a leaf, and let the rabbits come.'],
    details: [
      ['{grownup} opened the hutch, and {hero} took out the old straw and put in fresh.'],
      ['There was hay to fill, fresh water, and a handful of green leaves.'],
      ['A rabbit hopped over, sniffed the leaf with its twitchy nose, and began to nibble.'],
      ['{hero} stroked the rabbit\'s back, very gently, the way the fur grows.'],
    ],
    senses: ['The hay smelled sweet, like summer.', 'The rabbit\'s nose went twitch, twitch, twitch.', 'Its fur was softer than anything {hero} had ever touched.', 'Crunch, crunch went the leaf, smaller and smaller.'],
    win: 'the rabbits had fresh hay, fresh water and a clean hutch',
    end: ['At bedtime, {hero} thought of {they}, snug in their fresh straw.'],
    setback: ['Then the water bottle leaked, and the fresh straw got wet.'],
    choice: ['{hero} could give them a carrot or green leaves, and {he} chose the leaves, because {grownup} said carrots are a treat.'],
    taught: ['{hero} noticed that the rabbits came to {him} when {he} was still and slow.'],
    gives: 'the last green leaf',
    solved: ['{pal} held the leaf out, and a rabbit nibbled it right down to {palhis} fingers.'],
  },
  {
    words: /^(?:ponies|pony|horses?|donkeys?)$/,
    they: 'the pony',
    worry: ['"Will the pony like me?" asked {hero}.', '"Is the pony very big?" asked {hero}.'],
    tries: [
      ['{hero} held out an apple with {his} fingers curled round it, and {grownup} said, "Flat hand, or the pony might nibble you."'],
      ['{hero} walked round behind the pony, and {grownup} said, "Never behind, always where the pony can see you."'],
      ['{hero} tried to brush the pony\'s mane, but the brush got stuck in a tangle.'],
    ],
    turn: ['{hero} held out the apple on a flat hand, still as still, and the pony took it with soft, whiskery lips.'],
    details: [
      ['{grownup} showed {hero} the bucket of pony nuts and the soft brush.'],
      ['The pony put its head over the gate and blew warm air out of its nose.'],
      ['{hero} brushed the pony\'s side in long, slow strokes, and dust came out in little clouds.'],
      ['{hero} filled the hay net, and the pony began to munch at once.'],
    ],
    senses: ['The pony\'s breath was warm and smelled of grass.', 'Munch, munch went the pony, slow and happy.', 'The pony flicked its tail at a fly.', 'Its nose was as soft as velvet.'],
    win: 'the pony was fed and brushed, and shining',
    end: ['That night, {hero} could still smell the stable on {his} hands, and thought of {they}.'],
    setback: ['Then the pony stamped its foot, and {hero} jumped back to {grownup}.'],
    choice: ['{hero} could brush the mane or the tail first, and {he} chose the mane.'],
    taught: ['{hero} noticed that the pony was calm when {he} was calm.'],
    gives: 'the job of holding the apple',
    solved: ['{pal} held the apple on a flat hand, and the pony took it, and {pal} giggled.'],
  },
  {
    words: /^(?:goats?|lambs?|sheep)$/,
    they: 'the animals',
    worry: ['"Will they be hungry?" asked {hero}.', '"Can I hold the bottle?" asked {hero}.'],
    tries: [
      ['{hero} held the feed out too high, and a goat stood up on its back legs to reach it.'],
      ['{hero} tried to feed them all at once, and they pushed and shoved at the fence.'],
      ['{hero} held the lamb\'s bottle the wrong way up, and milk dribbled onto {his} boots.'],
    ],
    turn: ['{hero} held the bottle tight and tipped it up, the way {grownup} showed, and the lamb drank and drank.'],
    details: [
      ['{grownup} filled a bucket with feed and a warm bottle of milk for the lamb.'],
      ['The animals came trotting over to the fence, baaing and bleating.'],
      ['The lamb sucked so hard that the bottle nearly pulled out of {hero}\'s hands, and its tail wagged and wagged.'],
      ['{hero} washed {his} hands at the tap after, because that is what you do on a farm.'],
    ],
    senses: ['The goats bleated, loud and cross, until the food came.', 'The lamb\'s tail wiggled like a little rope.', 'It smelled of hay and mud and animals.'],
    win: 'every one of them was fed, even the littlest lamb',
    end: ['That night, {hero} dreamed of {they}, bleating for their breakfast.'],
    setback: ['Then a goat nibbled the corner of {hero}\'s coat, and would not let go.'],
    choice: ['{hero} could feed the goats or the lamb first, and {he} chose the lamb.'],
    taught: ['{hero} noticed that the animals calmed down when the food came slowly.'],
    gives: 'the job of holding the bucket',
    solved: ['{pal} held the bucket steady, and grinned when the goats came.'],
  },
];

/** The care of the animals a day's thing names: "the chickens", "the eggs", "the ducks". */
export const creatureCareOf = (thing: string): CreatureCare | undefined => CREATURE_CARE.find((care) => care.words.test(thing.split(' ').at(-1) ?? ''));
