import type { Setting } from '@studio/contracts/stories';

/**
 * The true particulars of a place a parent names for the day ("a picnic at the castle", "a party at the swimming pool",
 * "a holiday in a caravan"): its parts to go to, what is seen there, and the setting its pictures are drawn in. The
 * occasion is told there (`story/named-place-kit.ts`, `plots/placed-entry.ts`); a place not listed keeps its name and no
 * invented particulars.
 */
export interface PlaceKit {
  words: RegExp;
  /** The setting its pictures are drawn in, where one fits; else the story's own. */
  setting?: Setting;
  /** How a page puts something there: "at", "in", "on". */
  at: 'at' | 'in' | 'on';
  /** Its parts, with their article, to go to and gather at: "the drawbridge". */
  parts: readonly [string, string, string, ...string[]];
  /** Two true lines of it, said in the story: what is seen on arriving, and one more of its own. */
  lines: readonly [string, string];
  /** Clauses of what can be seen there, for the story's passing sights. */
  sights: readonly [string, string, ...string[]];
}

/** More particular first: "the swimming pool" before "the pool", "the theme park" before "the park". */
export const PLACE_KITS: readonly PlaceKit[] = [
  { words: /\bcastles?\b/, setting: 'castle', at: 'at', parts: ['the drawbridge', 'the tall tower', 'the castle walls', 'the old gatehouse'],
    lines: ['The castle had thick grey walls and a tall round tower with a flag on top. A wooden drawbridge went over a grassy ditch.', 'From the top of the castle walls, the houses below looked as small as toys, and the wind blew the flag out straight.'],
    sights: ['a flag flapped on the tallest tower', 'the old stones of the castle walls were warm in the sun', 'narrow windows looked out from the tower'] },
  { words: /\baquariums?\b|\bsea ?life cent(?:re|er)\b/, at: 'at', parts: ['the glass tunnel', 'the shark tank', 'the rock pool tank', 'the jellyfish room'],
    lines: ['At the aquarium, they walked through a glass tunnel with the water all around, and a shark glided right over {hero}\'s head.', 'In the jellyfish room it was nearly dark, and the jellyfish glowed pink and floated like soft umbrellas.'],
    sights: ['a ray flapped past the glass like a soft grey kite', 'clownfish darted in and out of the waving anemones', 'a turtle paddled slowly past the window'] },
  { words: /\bcaravans?\b|\bmotor ?homes?\b|\bcamper ?vans?\b/, at: 'in', parts: ['the caravan', 'the little table', 'the top bunk', 'the caravan step'],
    lines: ['The caravan had a tiny kitchen, a table that turned into a bed, and bunks with little curtains.', 'At night the rain pattered on the caravan roof, loud and cosy at the same time.'],
    sights: ['the caravan rocked a little when someone walked about inside', 'other caravans stood in a row on the grass', 'the caravan door had a step that folded down'] },
  { words: /\bswimming pools?\b|\b(?:the|a|our) pool\b|\bleisure cent(?:re|er)\b|\bswimming baths\b/, at: 'at', parts: ['the shallow end', 'the big slide', 'the poolside', 'the changing rooms'],
    lines: ['The swimming pool smelt of chlorine, and every shout and splash bounced off the water and the high ceiling.', 'A lifeguard sat up high in a tall chair, and the little ones had armbands and floats in the shallow end.'],
    sights: ['the water in the pool glittered blue', 'a lifeguard watched from the tall chair', 'wet footprints went all along the poolside'] },
  { words: /\bwater ?parks?\b/, at: 'at', parts: ['the wave pool', 'the twisty slide', 'the splash zone', 'the lazy river'],
    lines: ['At the water park there were twisty slides, a lazy river and a big bucket that tipped water over everyone.', 'The wave pool made waves every few minutes, and everyone squealed when they came.'],
    sights: ['a giant bucket tipped water over everyone underneath', 'swimmers shot out of the slides with a splash', 'the lazy river carried rubber rings slowly round'] },
  { words: /\btrampoline (?:park|centre|center)s?\b|\bjump (?:park|centre|center)s?\b/, setting: 'city', at: 'at', parts: ['the big trampolines', 'the foam pit', 'the dodgeball court', 'the grippy-socks counter'],
    lines: ['At the trampoline park, everyone had to wear bright grippy socks, and rows of trampolines stretched right across the hall, joined together like a giant bouncy floor.', 'There was a pit full of soft foam blocks to jump into, and a wall of trampolines to run up, and the whole hall boinged and thudded with jumping.'],
    sights: ['children bounced high on every trampoline, one on each', 'someone disappeared into the foam pit with a whoomph', 'a marshal in a red T-shirt blew a whistle and called, "One at a time!"'] },
  { words: /\blaser ?(?:tag|quest)\b/, setting: 'city', at: 'at', parts: ['the dark arena', 'the vest rack', 'the score board', 'the briefing room'],
    lines: ['At laser tag, everyone put on a heavy vest with lights that flashed, and picked up a plastic blaster that beeped.', 'The arena was dark and full of smoke, with walls to hide behind and ramps to run up, and music that thumped.'],
    sights: ['red and green lights blinked on the vests in the dark', 'smoke drifted across the arena, glowing in the black light', 'the score board flashed up everyone\'s names'] },
  { words: /\b(?:indoor )?climbing (?:walls?|centres?|centers?)\b|\bbouldering\b/, setting: 'city', at: 'at', parts: ['the climbing wall', 'the harness rack', 'the crash mats', 'the top of the wall'],
    lines: ['At the climbing wall, the walls were covered in bright plastic holds, red and yellow and blue, all the way up to the ceiling.', 'An instructor clipped everyone into a harness and a rope, and said, "I\'ve got you," and meant it.'],
    sights: ['climbers clung to the coloured holds, high up the wall', 'ropes hung down from the ceiling in long lines', 'the soft crash mats squished underfoot'] },
  { words: /\bbowling(?: alley)?\b/, at: 'at', parts: ['the lanes', 'the shoe counter', 'the score screen', 'the ball rack'],
    lines: ['At the bowling alley, everyone swapped their shoes for funny red and blue bowling shoes.', 'The ball rumbled down the lane, and the pins went down with a crash, and the score flashed up on the screen.'],
    sights: ['bowling balls rumbled down the lanes', 'the pins fell with a clatter', 'the score screen flashed with everyone\'s names'] },
  { words: /\bsoft ?play\b/, at: 'at', parts: ['the ball pit', 'the squishy slide', 'the climbing nets', 'the party room'],
    lines: ['Soft play had a ball pit, a big squishy slide and nets to climb, all in bright colours.', 'At soft play, everyone\'s shoes went in the cubby holes by the door, and the nets wobbled when someone climbed.'],
    sights: ['balls flew out of the ball pit', 'the climbing nets wobbled', 'children whizzed down the squishy slide'] },
  { words: /\btheme ?parks?\b|\bfun ?fairs?\b|\bamusement parks?\b/, at: 'at', parts: ['the big wheel', 'the teacups', 'the log flume', 'the ticket gate'],
    lines: ['The theme park had a big wheel, spinning teacups and a log flume that splashed everyone at the bottom.', 'From the top of the big wheel, {hero} could see the whole theme park, the queues tiny below.'],
    sights: ['the big wheel turned slowly against the sky', 'screams and laughs came from the rides', 'the smell of candyfloss floated by'] },
  { words: /\bmuseums?\b/, at: 'at', parts: ['the big hall', 'the glass cases', 'the museum steps', 'the gift shop'],
    lines: ['The museum had high ceilings and long rooms of glass cases, and everyone talked in quiet voices.', 'In the big hall, {hero} tipped {his} head right back to see the thing that hung from the ceiling.'],
    sights: ['old things stood in glass cases with little labels', 'footsteps echoed in the big hall', 'a guard in a uniform smiled by the door'] },
  { words: /\blakes?\b|\breservoir\b/, at: 'at', parts: ['the jetty', 'the edge of the lake', 'the reeds', 'the boathouse'],
    lines: ['The lake was wide and flat and shiny, with reeds along the edge and ducks bobbing on the water.', 'Out on the lake a swan sailed slowly by, and the wooden jetty creaked under everyone\'s feet.'],
    sights: ['the lake shone like a mirror', 'ducks bobbed out on the lake', 'the reeds whispered at the edge of the water'] },
  { words: /\brivers?\b|\bcanal\b/, at: 'on', parts: ['the riverbank', 'the bridge', 'the landing stage', 'the bend in the river'],
    lines: ['The river ran slow and brown, and willow trees dipped their branches in the water.', 'Under the bridge, the river echoed, and a moorhen paddled away in a hurry.'],
    sights: ['the river slid slowly by', 'a moorhen paddled along the river', 'willows trailed their branches in the water'] },
  { words: /\bhills?\b|\bmountains?\b|\bpeak\b|\bfells?\b/, setting: 'mountains', at: 'on', parts: ['the top of the hill', 'the stony path', 'the stile', 'the big rock'],
    lines: ['The path went up the hill, steep and stony, and the sheep stopped chewing to watch them go by.', 'From the top of the hill, the houses below looked like toys, and the wind blew everyone\'s hair straight back.'],
    sights: ['sheep dotted the hill', 'the wind ran through the grass on the hill', 'a stone wall climbed the hill beside the path'] },
  { words: /\bwoods\b|\bforest\b|\bwoodland\b/, setting: 'forest', at: 'in', parts: ['the big oak', 'the muddy path', 'the fallen log', 'the clearing'],
    lines: ['In the woods the light came down green through the leaves, and the path was soft and muddy.', 'A fallen log lay across the path in the woods, covered in moss, just right for sitting on.'],
    sights: ['sunlight came down green through the trees', 'a squirrel ran up a tree trunk', 'the path in the woods was soft with leaves'] },
  { words: /\bbeach\b|\bseaside\b|\bthe sea\b/, setting: 'beach', at: 'on', parts: ['the rock pools', 'the edge of the sea', 'the sand dunes', 'the beach huts'],
    lines: ['The sea went whoosh on the beach, the gulls called, and everyone\'s toes got sandy.', 'There were rock pools at the end of the beach, with crabs hiding under the weed.'],
    sights: ['waves ran up the beach and back', 'gulls wheeled over the beach', 'the sand was warm and soft underfoot'] },
  { words: /\bfarms?\b/, setting: 'farm', at: 'on', parts: ['the big barn', 'the hen house', 'the muddy yard', 'the field gate'],
    lines: ['Hens pecked round everyone\'s feet on the farm, and a cow mooed from the big barn.', 'The farm smelt of hay and mud, and the tractor sat in the yard with its big back wheels.'],
    sights: ['hens scratched about the farmyard', 'a cow looked over the gate', 'bales of hay were piled high in the barn'] },
  { words: /\bzoo\b|\bsafari park\b|\bwildlife park\b/, at: 'at', parts: ['the penguin pool', 'the giraffe house', 'the lion enclosure', 'the picnic tables'],
    lines: ['At the zoo the penguins waddled past, and a giraffe looked over the fence as if it wanted to join in.', 'The lions lay in the sun, and one yawned, a huge yawn full of teeth.'],
    sights: ['penguins waddled to the edge of their pool', 'a giraffe nibbled leaves high up', 'monkeys swung across their ropes'] },
  { words: /\b(?:ice )?rinks?\b|\bice skating\b/, at: 'at', parts: ['the edge of the rink', 'the middle of the ice', 'the skate counter', 'the rink gate'],
    lines: ['The ice rink was cold and white and shiny, and skates went swish, swish all round it.', 'Everyone held on to the rail round the edge of the rink at first, wobbling.'],
    sights: ['skaters swished round the rink', 'the ice glittered under the lights', 'someone sat down on the ice with a bump'] },
  { words: /\bcinema\b|\bpictures\b/, at: 'at', parts: ['the big screen', 'the popcorn counter', 'the comfy seats', 'the ticket desk'],
    lines: ['The cinema smelt of popcorn, and the seats were big and red and folded up by themselves.', 'The lights went down slowly, the big screen lit up, and everybody went quiet.'],
    sights: ['the big screen glowed in the dark', 'popcorn crunched all round', 'the red seats tipped up and down'] },
  { words: /\b(?:cafe|café|coffee shop|restaurant|tea ?room)s?\b/, at: 'at', parts: ['the table by the window', 'the counter', 'the cake stand', 'the door with the bell'],
    lines: ['The bell on the door went ding as they came in, and a glass counter was full of cakes.', 'They sat at the table by the window, and {hero} read the menu out loud, nearly all of it.'],
    sights: ['cups clinked on saucers', 'the cake stand turned slowly round', 'people chatted at every table'] },
  { words: /\blibrar(?:y|ies)\b/, at: 'at', parts: ['the picture book corner', 'the beanbags', 'the issue desk', 'the tall shelves'],
    lines: ['The library was quiet and warm, with shelves taller than a grown-up and beanbags in the children\'s corner.', 'At the desk, the librarian stamped the date in each book, thump, thump.'],
    sights: ['books stood in long rows on the shelves', 'someone turned a page very quietly', 'the beanbags squashed down when anyone sat on them'] },
  { words: /\bvillage hall\b|\bchurch hall\b|\bcommunity cent(?:re|er)\b|\bscout hut\b/, at: 'at', parts: ['the middle of the hall', 'the little stage', 'the hatch to the kitchen', 'the stacked chairs'],
    lines: ['The hall had a wooden floor and a little stage at one end. Through the hatch, the kettle was on in the kitchen.', 'Paper chains hung across the hall, and the chairs were stacked along the wall.'],
    sights: ['paper chains hung across the hall', 'the wooden floor of the hall was shiny', 'the kitchen hatch clattered open'] },
  { words: /\bfire stations?\b/, at: 'at', parts: ['the fire engine', 'the big red doors', 'the pole', 'the hose reel'],
    lines: ['At the fire station, the big red doors were open, and the fire engine shone inside.', 'A firefighter let {hero} sit up in the cab and hold the big steering wheel.'],
    sights: ['the fire engine gleamed red', 'helmets hung in a row on their pegs', 'the hoses were rolled up tight'] },
  { words: /\bairports?\b/, at: 'at', parts: ['the big window', 'the check-in desk', 'the departure board', 'the gate'],
    lines: ['The airport was huge and busy, and suitcases rolled everywhere on their little wheels.', 'From the big window, {hero} watched a plane roar down the runway and lift into the sky.'],
    sights: ['planes lined up on the runway', 'the departure board clicked and changed', 'suitcases rolled by on their wheels'] },
  { words: /\b(?:race ?course|the races|racetrack)\b/, at: 'at', parts: ['the rail by the track', 'the stands', 'the finishing post', 'the paddock'],
    lines: ['At the races, the horses were led round the paddock, tall and shiny, with numbers on their saddle cloths.', 'When the race began, the horses thundered past the rail, and the ground shook under {hero}\'s feet.'],
    sights: ['horses thundered down the track', 'flags flapped on the stands', 'everyone cheered at the finishing post'] },
  { words: /\bparks?\b|\bplaying fields?\b|\bplayground\b/, at: 'in', parts: ['the playground', 'the duck pond', 'the bandstand', 'the big tree'],
    lines: ['In the park there were ducks on the pond and a bandstand under the trees.', 'The grass in the park had just been cut, and it smelt green and sweet.'],
    sights: ['ducks paddled on the pond in the park', 'a dog chased a ball across the grass', 'swings creaked in the playground'] },
];

/** The kit of the place the words name, if one is listed. */
export const placeKitOf = (words: string): PlaceKit | undefined => PLACE_KITS.find((kit) => kit.words.test(words.toLowerCase()));

/**
 * Two lines true of any place, for one no kit lists: a family's house ("{his} cousin's house") or a place named only as the
 * parent said it ("the shops"). They say what any child does there, and invent nothing of the place itself.
 */
export function plainPlaceLines(at: string, home: boolean): readonly [string, string] {
  const there = `${at.charAt(0).toUpperCase()}${at.slice(1)}`;
  return home
    ? [`${there}, even the light switches were in different places from home.`, `${there}, {hero} looked at the photos on the walls and the coats on the hooks by the door.`]
    : [`${there}, {hero} looked all around, because there was so much to see.`, `{hero} wanted to remember every bit of it, ${at}, to tell everyone later.`];
}
