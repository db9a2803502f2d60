import type { Wording } from './catalogue/theme-entry';

/**
 * Games and shows played at an occasion ("a treasure hunt at Lily's birthday party", "musical chairs at Noah's party",
 * "hide and seek at the wedding"), each in its own true steps: clues a grown-up hid round the house or garden, read one
 * by one; chairs, music and the music stopping; the parcel's layers. The occasion stays the story's day and the game is
 * its middle (`plots/occasion-kit.ts`): never an old map in a forest, never a stranger's lost thing.
 * `{where}` is where the game is played: the house, the hall, the garden (`gameGround`).
 */
export interface OccasionGame {
  words: RegExp;
  /** As a page names it: "the treasure hunt". */
  name: string;
  /** How it is set up, before the hero plays. */
  setup: Wording;
  /** Two tries that go a little wrong, each its own step of the game. */
  tries: readonly [Wording, Wording];
  /** The hero's turn in the game: slower, fairer, together. */
  turn: Wording;
  /** The game's best moment. */
  best: Wording;
  /** A clause with the hero in it: "{hero} found the treasure at the end of the clues". */
  win: string;
  /** What the idea tells the parent of its steps. */
  steps: string;
  /** Played only at a party: said alone ("musical chairs"), it is the party's game, told at a party. */
  partyGame?: true;
}

export const OCCASION_GAMES: readonly OccasionGame[] = [
  {
    words: /\b(?:treasure|scavenger|clue) hunts?\b/i,
    name: 'the treasure hunt',
    setup: ['For the treasure hunt, the grown-ups had hidden paper clues all round {where}, each one leading to the next.', 'The grown-ups had hidden clues all round {where}, one leading to the next, and {hero} had the first one.'],
    tries: [
      ['{hero} ran off so fast with the first clue that {he} ran right past the place it meant, and had to come all the way back.', '{hero} ran right past the place the first clue meant.'],
      ['At the treasure hunt, one clue was a riddle: "What has four legs and never walks?" {hero} guessed a dog, a cat and a cow before anyone thought of the table.', 'At the treasure hunt, one clue was a riddle, and {hero} guessed and guessed, all wrong.'],
    ],
    turn: ['{hero} stopped running, read the next clue slowly, out loud, and worked it out with the others.', '{hero} waited for everyone to catch up, and they read the clue together, one word at a time.'],
    best: ['The last clue led to a box tucked out of sight, and inside was the treasure: chocolate coins, enough for everyone.', 'The very last clue led to the treasure: a tin of chocolate coins, a handful for every child.'],
    win: '{hero} found the treasure at the end of the clues',
    steps: 'a treasure hunt\'s own steps (clues hidden by the grown-ups, read one at a time, the treasure shared at the end)',
  },
  {
    words: /\b(?:easter )?egg hunts?\b/i,
    name: 'the egg hunt',
    setup: 'The grown-ups had hidden little chocolate eggs all round {where}, and everyone had a basket.',
    tries: [
      ['{hero} ran so fast that {he} ran right past the first egg, sitting in a flowerpot.', '{hero} rushed, and found nothing at all.'],
      ['{hero} found two eggs at once, but {his} basket tipped, and they rolled away under a bush.', '{hero}\'s egg basket tipped, and the eggs rolled away.'],
    ],
    turn: ['{hero} slowed right down and looked in the small places: behind a step, under a leaf, inside a welly boot.', '{hero} went slowly, and looked in the small places.'],
    best: ['At the end, everyone tipped out their baskets and shared them out, so nobody had fewer than anybody else.', 'Everyone shared out the eggs at the end.'],
    win: '{hero} found the eggs in the small places',
    steps: 'an egg hunt\'s own steps (eggs hidden by the grown-ups, baskets, looking slowly, sharing at the end)',
  },
  {
    words: /\bmusical chairs\b/i,
    name: 'musical chairs',
    partyGame: true,
    setup: 'For musical chairs, the chairs stood in a long row, back to back, one fewer chair than children, and the music began.',
    tries: [
      ['When the music stopped, {hero} sat down so fast that {he} sat on somebody else\'s knee.', 'The music stopped, and {hero} sat on somebody\'s knee.'],
      ['At musical chairs, {hero} watched the chairs so hard that {he} forgot to listen, and was last to sit, and out.', 'At musical chairs, {hero} forgot to listen, and was out.'],
    ],
    turn: ['{hero} did not sulk, but cheered for everyone still in, louder than anyone, and the grown-up let {him} press the music button.', '{hero} cheered for everyone still in, and got to press the music button.'],
    best: ['At the end, there were two children and one chair, and {hero} stopped the music, and they both landed on half each, and everybody laughed.', 'At the end, two children sat on one chair, half each, and everybody laughed.'],
    win: '{hero} was in charge of the music at musical chairs',
    steps: 'musical chairs in its own steps (a row of chairs, one too few, the music stopping, out and cheering)',
  },
  {
    words: /\bmusical (?:statues|bumps)\b/i,
    name: 'musical statues',
    partyGame: true,
    setup: 'At musical statues, everyone danced while the music played, and froze like a statue when it stopped.',
    tries: [
      ['The music stopped, and {hero} froze on one leg, and wobbled, and wobbled, and fell over.', '{hero} froze on one leg, and wobbled over.'],
      ['At musical statues, {hero} got the giggles, and statues are not allowed to giggle.', 'At musical statues, {hero} got the giggles.'],
    ],
    turn: ['{hero} found a way to freeze that did not wobble: both feet flat, arms out wide like a scarecrow.', '{hero} froze with both feet flat and arms out wide.'],
    best: ['The music stopped, and {hero} was the stillest statue in the room, with not even a blink.', '{hero} was the stillest statue of all.'],
    win: '{hero} was the stillest statue of all',
    steps: 'musical statues in its own steps (dancing, the music stopping, freezing, the wobbles)',
  },
  {
    words: /\bpass the parcel\b/i,
    name: 'pass the parcel',
    partyGame: true,
    setup: 'The parcel had layer after layer of paper, with a tiny sweet in every layer, and it went round the circle while the music played.',
    tries: [
      ['Every time the music stopped, the parcel was one child away from {hero}, every single time.', 'The music stopped one child before {hero}, every time.'],
      ['At pass the parcel, {hero} held on to the parcel a bit too long, hoping for the music to stop, and everybody shouted, "Pass it on!"', 'At pass the parcel, {hero} held on too long, and everyone shouted, "Pass it on!"'],
    ],
    turn: ['{hero} passed the parcel on quickly and fairly, and clapped for whoever tore off each layer.', '{hero} passed it on quickly, and clapped for everyone.'],
    best: ['The parcel got thinner and thinner, and the music stopped with it in {hero}\'s lap, and {he} tore off the very last layer.', 'The music stopped, and {hero} tore off the very last layer.'],
    win: '{hero} tore off the last layer of the parcel',
    steps: 'pass the parcel in its own steps (a circle, the music, a layer torn off each time it stops)',
  },
  {
    words: /\bpi[ñn]atas?\b/i,
    name: 'the piñata',
    partyGame: true,
    setup: 'A paper piñata shaped like a star hung from a rope, full of sweets, and a grown-up held the other end of the rope.',
    tries: [
      ['With a scarf over {his} eyes, {hero} swung the stick as hard as {he} could, and hit nothing but air.', '{hero} swung the stick and hit nothing but air.'],
      ['The next time, {hero} hit the piñata, but it only spun round and round and stayed shut.', '{hero} hit the piñata, but it only spun round.'],
    ],
    turn: ['Everyone stood well back, and {hero} took a slow breath, and swung low and steady, the way the grown-up showed {him}.', '{hero} took a slow breath, and swung low and steady.'],
    best: ['Crack! The piñata split, sweets rained down, and everyone gathered them up and shared them out.', 'Crack! Down came the sweets, and everyone shared them.'],
    win: '{hero} cracked the piñata open',
    steps: 'a piñata in its own steps (a grown-up on the rope, everyone standing back, a turn each with the stick, sweets shared)',
  },
  {
    words: /\bhide[- ]and[- ]seek\b/i,
    name: 'hide and seek',
    setup: 'At hide and seek, one of the grown-ups covered their eyes and counted to twenty, and everyone ran to hide round {where}.',
    tries: [
      ['{hero} hid behind a chair, but {his} bottom stuck out at the side, and {he} was found first.', '{hero} hid behind a chair, but {his} bottom stuck out.'],
      ['At hide and seek, {hero} squeezed under a table, and had to sneeze, very loudly.', 'At hide and seek, {hero} hid under a table, and sneezed.'],
    ],
    turn: ['{hero} found a better spot, and kept as still as a mouse, breathing slow and quiet.', '{hero} kept as still as a mouse.'],
    best: ['Everyone else was found, one by one, and still nobody found {hero}, until {he} giggled and gave {him}self away.', 'Nobody found {hero}, until {he} giggled.'],
    win: '{hero} was the last one found at hide and seek',
    steps: 'hide and seek in its own steps (a grown-up counting, hiding, being found, the best hiding place)',
  },
  {
    words: /\bpin(?:ning)? the tail\b/i,
    name: 'pin the tail on the donkey',
    partyGame: true,
    setup: 'A big paper donkey with no tail was stuck on the wall, and everyone had a paper tail with their name on it.',
    tries: [
      ['With a scarf over {his} eyes, {hero} turned round three times, and stuck the tail on the donkey\'s nose.', '{hero} stuck the tail on the donkey\'s nose.'],
      ['At pin the tail, the others shouted "Left!" and "Right!" all at once, and {hero} walked straight into the door.', 'At pin the tail, {hero} walked into the door.'],
    ],
    turn: ['{hero} stopped listening to all the shouting, put one hand flat on the wall, and felt {his} way along slowly.', '{hero} felt along the wall slowly.'],
    best: ['When the scarf came off, {hero}\'s tail was nearly in the right place, and the donkey looked very pleased with it.', '{hero}\'s tail was nearly in the right place.'],
    win: '{hero} pinned the tail nearly in the right place',
    steps: 'pin the tail on the donkey in its own steps (a scarf over the eyes, turning round, feeling along the wall)',
  },
  {
    words: /\bmagic (?:show|tricks?)\b|\bmagicians?\b/i,
    name: 'the magic show',
    setup: 'The magician had a tall black hat, a wand and a little table with a cloth over it, and everyone sat on the floor in front.',
    tries: [
      ['The magician asked for a helper, and {hero} put {his} hand up, and down, and up again, and missed {his} chance.', '{hero} put {his} hand up too late.'],
      ['The magician found a coin behind {hero}\'s ear, and {hero} checked {his} other ear, and both pockets, and found nothing.', 'The magician found a coin behind {hero}\'s ear.'],
    ],
    turn: ['When the magician asked for one more helper, {hero} put {his} hand up and kept it there.', '{hero} put {his} hand up and kept it there.'],
    best: ['{hero} held the wand very still, everyone counted to three, and the magician pulled a long string of hankies out of the hat.', '{hero} held the wand, and out of the hat came a long string of hankies.'],
    win: '{hero} was the magician\'s helper',
    steps: 'a magic show in its own steps (the hat and the wand, a helper from the audience, the trick)',
  },
  {
    words: /\bface[- ]?paint(?:ing|ed|s)?\b/i,
    name: 'the face painting',
    setup: 'At the face painting table there was a long line, and a book of faces to choose from: a tiger, a butterfly, a spider, a star.',
    tries: [
      ['{hero} could not choose between the tiger and the butterfly, and let two children go first while {he} thought.', '{hero} could not choose, and let two children go first.'],
      ['At the face painting, the brush tickled, and {hero} giggled, and one of the whiskers went wobbly.', 'At the face painting, the brush tickled, and a whisker went wobbly.'],
    ],
    turn: ['{hero} shut {his} eyes and sat as still as a stone while the brush went swish, swish.', '{hero} shut {his} eyes and sat very still.'],
    best: ['In the mirror there was a tiger, orange and stripy, and {hero} roared at everyone, even the grown-ups.', 'In the mirror was a stripy tiger, and {hero} roared.'],
    win: '{hero} had a tiger face, wobbly whisker and all',
    steps: 'face painting in its own steps (the line, choosing a face, sitting still for the brush, the mirror)',
  },
  {
    words: /\b(?:sack|egg and spoon|three[- ]legged) races?\b/i,
    name: 'the races',
    setup: 'For the races, the grown-ups put down a rope for the start and a rope for the finish, and everybody lined up.',
    tries: [
      ['{hero} set off before "Go!", and had to go back to the start.', '{hero} set off too soon.'],
      ['Halfway down the race, {hero} looked round to see where everyone was, and tumbled over on the grass.', 'In the race, {hero} looked round and tumbled over.'],
    ],
    turn: ['{hero} got up, looked straight at the finish, and went steady, not fast.', '{hero} got up and went steady.'],
    best: ['{hero} crossed the finish rope, and the grown-ups cheered as loudly for {him} as for the winner.', '{hero} crossed the finish, and everyone cheered.'],
    win: '{hero} crossed the finish rope',
    steps: 'a race in its own steps (the start rope, "Go!", a tumble, the finish)',
  },
  {
    words: /\bsleeping lions\b/i,
    name: 'sleeping lions',
    partyGame: true,
    setup: 'At sleeping lions, everyone lay down on the floor as still as sleeping lions, and one of the grown-ups tiptoed round, trying to make them giggle.',
    tries: [
      ['{hero} lay very still, but {his} nose itched, and {he} wriggled it, and was out.', '{hero}\'s nose itched, and {he} wriggled, and was out.'],
      ['At sleeping lions, the grown-up whispered "Ice cream!" right in {hero}\'s ear, and {hero} giggled out loud.', 'At sleeping lions, the grown-up whispered "Ice cream!", and {hero} giggled.'],
    ],
    turn: ['{hero} shut {his} eyes, breathed slow and deep like a real sleeping lion, and thought about nothing at all.', '{hero} breathed slow and deep, like a real sleeping lion.'],
    best: ['One by one, the others giggled and sat up, and {hero} was still lying there, a lion fast asleep, until everyone cheered.', '{hero} was the last lion still asleep, and everyone cheered.'],
    win: '{hero} was the last sleeping lion',
    steps: 'sleeping lions in its own steps (lying still, a grown-up trying to make the lions giggle, the last one left)',
  },
  {
    words: /\b(?:the |a )?limbo\b/i,
    name: 'the limbo',
    setup: 'For the limbo, two grown-ups held a broom handle between them, and everyone took turns to lean back and go under it to the music.',
    tries: [
      ['{hero} went under the broom handle head first, which is not the limbo at all, and everyone laughed.', '{hero} went under head first.'],
      ['At the limbo, the broom handle went lower, and {hero} leaned back too far and sat down with a bump.', 'At the limbo, {hero} leaned back too far, and sat down with a bump.'],
    ],
    turn: ['{hero} bent {his} knees, leaned back a little at a time, and shuffled under slowly.', '{hero} bent {his} knees and shuffled under slowly.'],
    best: ['The broom handle went lower and lower, and {hero} wiggled under it, and everybody cheered.', '{hero} wiggled under the lowest one, and everybody cheered.'],
    win: '{hero} wiggled under the lowest limbo',
    steps: 'the limbo in its own steps (a broom handle held low, leaning back, lower each time)',
  },
  {
    words: /\bconga\b/i,
    name: 'the conga',
    setup: 'Somebody started a conga, and everyone held on to the person in front and went one, two, three, kick, all round {where}.',
    tries: [
      ['{hero} kicked on the wrong beat, and stood on the foot of the person behind.', '{hero} kicked on the wrong beat.'],
      ['In the conga, {hero} let go to wave, and the line snapped in two.', 'In the conga, {hero} let go, and the line snapped in two.'],
    ],
    turn: ['{hero} held on tight, listened for the beat, and counted out loud: one, two, three, kick.', '{hero} held on, and counted: one, two, three, kick.'],
    best: ['The conga wound all the way round and back again, with {hero} kicking right on the beat, and everybody joined on the end.', 'Everybody joined the conga, and {hero} kicked right on the beat.'],
    win: '{hero} kicked right on the beat in the conga',
    steps: 'a conga in its own steps (holding on in a line, the beat, the kick)',
  },
  {
    words: /\b(?:apple bobbing|bobbing for apples|bob(?:bing)? (?:for )?apples)\b/i,
    name: 'apple bobbing',
    setup: 'For apple bobbing, a big bowl of water stood on a towel, with red apples floating in it, and a grown-up stood right beside it.',
    tries: [
      ['{hero} went in nose first, and the apple bobbed away, and {his} fringe came up dripping.', '{hero}\'s apple bobbed away.'],
      ['At apple bobbing, {hero} chased an apple round and round the bowl, and it would not stay still.', 'At apple bobbing, the apple would not keep still.'],
    ],
    turn: ['{hero} pushed the apple gently against the side of the bowl with {his} chin, and bit.', '{hero} pushed the apple to the side, and bit.'],
    best: ['{hero} came up with the apple in {his} teeth and water on {his} nose, and everybody clapped.', '{hero} came up with the apple in {his} teeth.'],
    win: '{hero} came up with an apple in {his} teeth',
    steps: 'apple bobbing in its own steps (a bowl of water, a grown-up beside it, the apple pushed to the side)',
  },
];

/** The game a theme's words name, if any. */
export const occasionGameIn = (words: string): OccasionGame | undefined => OCCASION_GAMES.find((game) => game.words.test(words));
