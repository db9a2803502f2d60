import { NOBODY_CAME, RAIN_THROUGHOUT } from '../../understand/read-qualifier';
import { themeSubplot } from './subplots';
import type { CatalogueTheme, Variant, Wording } from './theme-entry';

/**
 * Each entry's day with the problem a parent's qualifier gives it (`understand/read-qualifier.ts`, held-out read 44): rain
 * from the first page to the last, a thing that will not do its one job, a party nobody comes to. The qualifier is the
 * worry, every try, the setback and the turn; the entry's own problem (the tent falling down, a volcano that foams over)
 * is not told beside it. An entry with none of these is declined for the qualifier (`point-kept.ts`), never told as usual.
 */

/** What rain all through an outdoor day does to it, in the entry's own things. */
interface RainDay {
  /** How it is titled, with {hero}. */
  title: string;
  /** The day or trip as a win names it: "the camping trip". */
  trip: string;
  /** How long it rains, as a page says it: "all weekend". */
  long: string;
  /** What the day was for, to run out and do anyway: "light the campfire". */
  planned: string;
  /** What the rain spoils, the setback: a whole sentence. */
  soaked: string;
  /** The rain as seen and heard there. */
  sight: string;
  /** What they did under cover, out of it. */
  cosy: string;
  /** What they did out in it once waterproofs were on, after "and they". */
  outside: string;
  /** The last page: going home wet, and glad of it. */
  last: string;
}

const RAIN_DAYS: Readonly<Record<string, RainDay>> = {
  camping: {
    title: '{hero} Camps in the Rain', trip: 'the camping trip', long: 'all weekend', planned: 'light the campfire',
    soaked: 'In the night a puddle crept in under the groundsheet, and {hero} woke up with a wet sock and a soggy corner of sleeping bag.',
    sight: 'The rain drummed on the tent like a hundred tapping fingers, and the guy ropes dripped.',
    cosy: 'In the tent, they played cards by torchlight and ate crisps from the bag, and the rain could not get in.',
    outside: 'jumped in every puddle down the track, and a muddy dog from the next tent ran along beside them, splashing too',
    last: 'On the last morning they rolled up the wet tent, squelched to the car and drove home, muddy to the knees and happy, and at home {hero} said, "Can we go again?"',
  },
  'beach-day': {
    title: '{hero}\'s Rainy Beach Day', trip: 'the beach day', long: 'all day', planned: 'build a sandcastle',
    soaked: 'Then a gust blew the rain sideways, and the towels, the sandwiches and the spare clothes in the beach bag were soaked.',
    sight: 'The rain made little dimples all over the wet sand, and the sea was grey and busy.',
    cosy: 'They ate their chips in the car with the windows steamed up, and drew faces in the steam.',
    outside: 'went rock pooling in their raincoats, and had the whole beach to themselves, with the gulls',
    last: 'They drove home with sand in their wellies and wet hair, and that night {hero} said it was the best beach day ever, because nobody else had been brave enough.',
  },
  'sports-day': {
    title: '{hero}\'s Soggy Sports Day', trip: 'sports day', long: 'all morning', planned: 'practise on the track',
    soaked: 'Then the rain came down so hard that the white lines on the grass ran, and the egg-and-spoon race slid about in the mud.',
    sight: 'The rain dripped off the finish-line flags, and the grown-ups watched under umbrellas.',
    cosy: 'Between races, everyone squeezed under the big gazebo, and the teacher handed round orange squash.',
    outside: 'ran their races anyway, {grownup} in the grown-ups\' race too, sliding and squelching, and everyone was laughing too hard to mind',
    last: 'At home, {hero}\'s team sticker went on the fridge, still a bit soggy, and {his} muddy trainers went on the doorstep to dry.',
  },
  picnic: {
    title: '{hero}\'s Rainy Picnic', trip: 'the picnic', long: 'all day', planned: 'spread out the blanket',
    soaked: 'Then the rain got into the basket, and the sandwiches went soggy and the crisps went soft.',
    sight: 'The rain pattered on the leaves over their heads, and the grass was shiny and wet.',
    cosy: 'In the end they had the picnic under the bandstand roof, all squashed together on the blanket.',
    outside: 'played puddle hopscotch across the path, and raced paper boats in the gutter',
    last: 'At home they ate the last of the picnic on the kitchen floor, on the blanket, and {hero} said an indoor picnic counted too.',
  },
  zoo: {
    title: '{hero} at the Zoo in the Rain', trip: 'the day at the zoo', long: 'all day', planned: 'see the lions',
    soaked: 'Then the rain came down so hard that the lions went into their den, and there was nothing to see at all.',
    sight: 'The rain dripped off the giraffes\' chins, and the penguins did not mind it one bit.',
    cosy: 'They dried off in the reptile house, where it was warm, and a snake lay in the steam like a long shoelace.',
    outside: 'found the animals that liked the rain best: the ducks, the penguins and a hippo rolling in the mud',
    last: 'They went home dripping, and {hero} told everyone that the penguins had liked the rain more than anybody.',
  },
  farm: {
    title: '{hero} on the Farm in the Rain', trip: 'the day on the farm', long: 'all day', planned: 'feed the lambs',
    soaked: 'Then {hero} stepped in a puddle that was much deeper than it looked, and the mud came over the top of {his} welly.',
    sight: 'The rain ran off the barn roof in a curtain, and the yard was all puddles and mud.',
    cosy: 'In the dry barn, they fed the lambs with bottles, and the rain drummed on the roof above them.',
    outside: 'splashed across the yard to find the pigs, who loved the mud more than anyone',
    last: 'They went home with mud up to their knees, and {hero} said the pigs had been right: mud was the best bit.',
  },
  fishing: {
    title: '{hero} Fishes in the Rain', trip: 'the fishing trip', long: 'all day', planned: 'sit on the bank',
    soaked: 'Then the rain came down so hard that it ran inside {hero}\'s hood and down {his} neck, and {his} sandwiches went soggy.',
    sight: 'Rain made circles all over the water, hundreds of them, spreading and joining.',
    cosy: 'They sat under the big green umbrella with a flask of hot chocolate between them.',
    outside: 'kept fishing, because {grownup} said fish like the rain, and the float bobbed, and bobbed again',
    last: 'They walked home dripping, and that night {hero} said the fish had been right to like the rain.',
  },
  'woods-walk': {
    title: '{hero}\'s Rainy Walk in the Woods', trip: 'the walk in the woods', long: 'all day', planned: 'follow the path to the stream',
    soaked: 'Then {hero} slid on the muddy path and sat down, splat, in the wet leaves.',
    sight: 'Rain dripped from every leaf, and the woods smelled of earth and moss.',
    cosy: 'They sheltered under a big old tree, where the rain could hardly get through, and shared a flapjack.',
    outside: 'found the things that come out in the rain: a fat slug, two snails and a frog by the path',
    last: 'At home their wet coats dripped by the door, and {hero} drew the frog before bed.',
  },
  funfair: {
    title: '{hero} at the Funfair in the Rain', trip: 'the funfair', long: 'all afternoon', planned: 'go on the big wheel',
    soaked: 'Then the rain came down so hard that the big wheel stopped, and the man said it would stay shut until the rain stopped.',
    sight: 'The coloured lights shone in every puddle, and the rain hissed on the hot-doughnut van.',
    cosy: 'They ate hot doughnuts under the dodgems\' roof, with sugar on their noses.',
    outside: 'went on the bumper cars, which had a roof, three times in a row',
    last: 'They went home soaked and sugary, and {hero} said the rain had made the lights twice as bright.',
  },
  birthday: {
    title: '{hero}\'s Rainy Birthday', trip: 'the birthday party', long: 'all day', planned: 'set up the games in the garden',
    soaked: 'Then the rain blew in under the gazebo, and the paper plates filled up with water and the balloons drooped.',
    sight: 'The rain ran down the windows, and the balloons on the gate bobbed about, shiny and wet.',
    cosy: 'They pushed the sofa back and played musical statues in the living room, and then pass the parcel round the kitchen table.',
    outside: 'had a puddle-jumping race round the garden, the whole party in wellies, and the biggest splash won',
    last: 'That night the muddy wellies stood in a long row by the back door, and {hero} said it was the best birthday yet.',
  },
  'bike-ride': {
    title: '{hero}\'s Rainy Bike Ride', trip: 'the bike ride', long: 'all afternoon', planned: 'ride to the top of the big hill',
    soaked: 'Then the back wheel sprayed a stripe of mud right up {hero}\'s back, from {his} bottom to {his} helmet.',
    sight: 'Rain bounced on the path, and the tyres hissed through the wet.',
    cosy: 'They sheltered under the old bridge, where it was dry, and shared a banana and listened to the rain.',
    outside: 'rode slowly through the big puddles on purpose, feet up, with a swoosh of spray',
    last: 'At home, the muddy bikes leaned by the back door, and {hero} had a mud stripe right up {his} back, and a big grin.',
  },
  'fruit-picking': {
    title: '{hero} Picks in the Rain', trip: 'the strawberry picking', long: 'all morning', planned: 'fill the punnet',
    soaked: 'Then the rain got heavier, and the straw went squelchy, and {hero}\'s knees were wet through.',
    sight: 'Raindrops sat on the strawberries like little jewels.',
    cosy: 'They waited in the farm shop, which smelled of jam, until the worst of the rain had passed.',
    outside: 'picked the shiny wet strawberries anyway, and ate one for every three in the punnet',
    last: 'At home the strawberries were rinsed already, by the rain, and {hero} ate them with cream.',
  },
};

/** The entry's first page, with the rain said from the start. */
function rainingFrom(opening: Wording, day: RainDay): Wording {
  // A board book's short first page keeps its shortness: the rain in three words, not a clause.
  const lines = [opening].flat().map((line) => `${line} ${line.length > 60 ? `But it was raining, and it was going to rain ${day.long}.` : 'But rain! Drip, drip.'}`);
  return (lines.length === 1 ? lines[0]! : lines) as Wording;
}

function rainVariant(entry: CatalogueTheme, day: RainDay): Variant {
  return {
    said: RAIN_THROUGHOUT,
    title: [day.title, '{hero} and the Rain'],
    opening: rainingFrom(entry.opening, day),
    worry: ['"The rain will spoil everything," said {hero}, and {he} was sure of it.', '"Rain," said {hero}. "Oh no."'],
    tries: [
      ['{hero} waited and waited for the rain to stop, but it only rained harder.', '{hero} waited for the rain to stop. It rained harder.'],
      [`{hero} ran out to ${day.planned} anyway, and in one minute {he} was wet through.`, '{hero} ran out in the rain. Wet, wet, wet!'],
      ['{hero} sat and sulked, and watched the drips run down, one by one.', '{hero} watched the drips. Drip, drip, drip.'],
    ],
    turn: [`{hero} stopped waiting for the sun. Waterproofs on, wellies on, and out went {hero} and {grownup} into the rain, and they ${day.outside}.`, 'Wellies on, and out went {hero} and {grownup} into the rain. Splash, splash, splash!'],
    details: [day.sight, day.cosy, 'Everything smelled of rain, and the puddles got bigger and bigger.', 'Coats dripped, wellies squelched, and nobody minded any more.'],
    win: `it rained ${day.long}, and ${day.trip} was fun anyway`,
    end: day.last,
    ownSetback: day.soaked,
    ownDoubt: ['{hero} wiped the rain off {his} nose. "The rain has spoiled everything," {he} said.', '"All wet," said {hero}.'],
    ownHint: 'There is no such thing as bad weather, only the wrong coat',
    ownSubplot: themeSubplot('{hero} saw that the rain only spoiled the day for as long as {he} sat waiting for it to stop.', '{pal} had come in trainers, not wellies, and {palhis} feet were soaked.', 'the spare socks', '{pal} put on the spare dry socks and a pair of plastic bags over them, and splashed as happily as anyone.'),
    anotherDay: true,
  };
}

/** What a thing that fails at its one job is, told whole in its entry's day. */
const FAILS: Readonly<Record<string, Variant>> = {
  'science-fair': {
    said: /\b(?:won'?t|will not|wouldn'?t|does ?n[o']t|doesn'?t|didn'?t|did not|can'?t|couldn'?t|never)\s+(?:even\s+)?(?:erupt|fizz|work|go off|bubble|explode)\w*\b/i,
    title: ['{hero} and the Volcano That Wouldn\'t', 'Come On, Volcano!'],
    name: 'the science fair',
    opening: ['It was the day of the science fair, and {hero}\'s project was a volcano that was supposed to erupt. At home, the night before, it had not erupted once.', 'A volcano for the science fair. But it would not go!'],
    worry: ['"What if it does nothing in front of the judges?" said {hero}. "A volcano that doesn\'t erupt is just a hill."', '"Go, volcano!" said {hero}. Nothing.'],
    tries: [
      ['{hero} poured in more vinegar, and the volcano gave one small, sad burp of bubbles and stopped.', 'More vinegar. Burp. Stop.'],
      ['{hero} stirred it with a pencil, and then shook the whole thing, and all that came out was a dribble.', 'Shake, shake. A dribble.'],
      ['{hero} read the instructions again, line by line, and still could not see what was wrong.', 'Read it again. Hmm.'],
    ],
    turn: ['{hero} looked hard at the tub in the box, and there it was: it said baking powder, not bicarbonate of soda. {hero} borrowed a spoon of real bicarbonate from the next table, added a squeeze of washing-up liquid for foam and poured in the vinegar, and the volcano erupted, red and foaming, right down its sides.', 'The wrong tub! The right powder... WHOOSH! It erupted!'],
    details: [
      ['The hall was full of tables, and every table had a project standing up like a little wall.', 'Tables and tables of projects.'],
      ['The girl at the next table had a potato clock, and she lent {hero} the bicarbonate without a word.', 'The next table helped.'],
      ['{hero} wrote a new card for the board: "Why it didn\'t work, and why it does now."', 'A new card for the board.'],
      ['The judges came with clipboards, and {hero} told them about the wrong tub first, and then made it erupt again.', 'The judges came. Whoosh!'],
    ],
    win: 'the volcano erupted for the judges, and {hero} could say why it had not before',
    end: ['At home, {hero} stuck a label on the baking powder tub in big letters: NOT FOR VOLCANOES.', 'NOT FOR VOLCANOES, said the label.'],
    ownSetback: ['Then the judges were two tables away, and the volcano still would not erupt.', 'The judges were coming!'],
    ownDoubt: ['{hero} stared at the flat, wet volcano. "It\'s just a hill," {he} said.', '"Just a hill," said {hero}.'],
    ownHint: 'Check every ingredient, not just how much of it',
    anotherDay: true,
  },
  baking: {
    said: /\b(?:won'?t|will not|wouldn'?t|does ?n[o']t|doesn'?t|didn'?t|did not|never)\s+rise\b|\bcakes?\b[^.]*\b(?:sinks?|sank|flops?|flopped|came out flat|comes out flat|went flat|goes flat)\b/i,
    title: ['{hero} and the Flat Cake', 'Rise, Cake, Rise!'],
    name: 'the cake',
    opening: ['Today {hero} was baking a cake with {grownup}, a tall one, and the last cake they made had come out as flat as a pancake.', 'A cake! Last time it was flat.'],
    worry: ['"What if it comes out flat again, like a pancake, with a dip in the middle?" said {hero}.', '"Flat again?" said {hero}.'],
    tries: [
      ['{hero} beat the mixture as hard as {he} could, until {his} arm ached, and it still looked runny and low in the tin.', 'Beat, beat, beat!'],
      ['{hero} wanted to see it rise, so the oven door was opened for a peek, and the cool air made the middle sink.', 'A peek... oh! It sank.'],
      ['The first cake came out flat and heavy, with a dip in the middle like a bowl.', 'Flat. A dip in the middle.'],
    ],
    turn: ['{hero} read the packet again and found it: they had used plain flour, with no baking powder. This time {hero} used self-raising flour, folded it in gently to keep the air in, and nobody opened the oven door until the timer rang. The cake rose up round and golden.', 'The right flour. No peeking. Up it came!'],
    details: [
      ['Flour got on {hero}\'s nose, on the table and on the floor.', 'Flour on {hero}\'s nose!'],
      ['{hero} sat on the floor in front of the oven, watching through the glass, and did not open the door.', 'Watch through the glass. No peeking!'],
      ['The kitchen smelled warm and sweet, and the cake was pushing up over the top of the tin.', 'Mmm. Up, up, up!'],
      ['They cut the flat first cake into squares, and it made a very good pudding with custard.', 'The flat cake? Pudding!'],
    ],
    win: 'the cake rose, round and golden, and the flat one was eaten too',
    end: ['That night {hero} wrote on the recipe, in big letters: SELF-RAISING! NO PEEKING!', 'No peeking!'],
    ownSetback: ['Then {hero} saw the first cake through the oven door: it was not rising at all.', 'It was not rising!'],
    ownDoubt: ['{hero} looked at the flat cake. "I can\'t bake," {he} said.', '"Flat," said {hero}.'],
    ownHint: 'A cake needs something to lift it, and time in the heat with the door shut',
    ownChoice: ['{hero} could have jam in the middle or chocolate icing on top, and {he} chose jam, with a dusting of sugar.', 'Jam or chocolate? Jam!'],
    anotherDay: true,
  },
  'bouncy-castle': {
    said: /\b(?:won'?t|will not|wouldn'?t|does ?n[o']t|doesn'?t|didn'?t|did not|never)\s+(?:blow up|inflate|go up|fill up|stand up)\b/i,
    title: ['{hero} and the Flat Bouncy Castle', 'Up, Castle, Up!'],
    opening: ['There was a bouncy castle today, a big red and yellow one with towers, but it lay flat on the grass like a giant puddle of plastic.', 'A bouncy castle! But it was flat.'],
    worry: ['"What if it never blows up?" said {hero}. "Then there\'s no bouncing at all."', '"Flat," said {hero}. "No bounce."'],
    tries: [
      ['{hero} took {his} shoes off and climbed on anyway, and it was like bouncing on a wet sleeping bag: squish, and no boing.', 'Squish. No boing.'],
      ['{hero} waited by the blower, which hummed and hummed, and the towers did not move.', 'Hum, hum. Still flat.'],
      ['{hero} pushed one floppy tower up with both hands, and it flopped straight back down.', 'Push it up... flop!'],
    ],
    turn: ['{hero} followed the fat tube from the castle all the way to the blower, and found it: the tube had slipped off. {grownup} pushed it back on and tied the strap tight, and with a great whoosh the walls filled up and the towers stood tall.', 'The tube! Back on... WHOOSH! Up it came!'],
    details: [
      ['The blower hummed on the grass, with a long fat tube like an elephant\'s trunk.', 'Hum went the blower.'],
      ['The castle swelled bigger and bigger, like a giant taking a breath.', 'Bigger, bigger!'],
      ['{hero} bent {his} knees and bounced small, then bigger, then the biggest bounce of all.', 'Boing! Boing! BOING!'],
      ['Everyone who had wandered off came running back, shoes flying.', 'Everyone came running!'],
    ],
    win: 'the bouncy castle stood up tall at last, and {hero} bounced till {his} legs wobbled',
    end: ['That night, in bed, {hero} could still feel the boing.', 'Boing... night night.'],
    ownSetback: ['Then the other children wandered off to the face painting, and {hero} was left by the flat castle.', 'Everyone went away.'],
    ownDoubt: ['{hero} sat on the flat plastic. "It\'s broken for ever," {he} said.', '"Broken," said {hero}.'],
    ownHint: 'When something will not work, follow it back to where it starts',
    anotherDay: true,
  },
  'kite-flying': {
    said: /\b(?:won'?t|will not|wouldn'?t|does ?n[o']t|doesn'?t|didn'?t|did not|can'?t|couldn'?t|never)\s+(?:fly|go up|stay up|take off|get off the ground|lift)\b/i,
    title: ['{hero} and the Kite That Wouldn\'t Fly', 'Up, Kite, Up!'],
    name: 'the kite',
    opening: ['Today {hero} was going up the hill with {grownup} to fly a kite, but every time they had tried it, the kite had flopped on the grass.', 'A kite! But it would not fly.'],
    worry: ['"What if it never flies?" said {hero}. "Everyone else\'s kite is up."', '"Fly, kite!" said {hero}.'],
    tries: [
      ['{hero} ran as fast as {he} could, and the kite bumped along the grass behind {him} like a dog on a lead.', 'Run, run! Bump, bump.'],
      ['{hero} threw the kite up into the air, and it turned over and dived straight into the ground.', 'Throw it up! Dive. Thump.'],
      ['{hero} tried again, and the tail wound round the string, and the kite spun down in a tangle.', 'A tangle! Down it came.'],
    ],
    turn: ['{grownup} carried the kite a little way off and held it up high. A gust came, the kite was let go, and with {his} back to the wind {hero} let the string out slowly, a little and a little more, and the kite climbed and climbed into the sky.', 'Back to the wind. Let go! Up, up, up!'],
    details: [
      ['Up on the hill, other kites were already high in the sky, a dragon and a diamond.', 'Kites in the sky!'],
      ['{grownup} untangled the tail, knot by knot, and {hero} held the string.', 'Untangle the tail.'],
      ['The string tugged in {hero}\'s hands, like the kite wanted to go higher.', 'Tug, tug!'],
      ['The kite was a tiny red dot against the clouds.', 'A tiny red dot.'],
    ],
    win: 'the kite flew at last, high over the hill',
    end: ['That night, {hero} dreamed of the kite, a little red dot, flying and flying.', 'The kite flew!'],
    ownSetback: ['Then, for one moment, the kite lifted off the grass, and then the wind dropped and it flopped down again.', 'Up a little... flop!'],
    ownDoubt: ['{hero} picked up the kite. "It\'s a kite that can\'t fly," {he} said.', '"It can\'t fly," said {hero}.'],
    ownHint: 'Keep your back to the wind, and let the string out slowly',
    anotherDay: true,
  },
};

/** A party nobody comes to, told gently, with the family and the one friend who was only late. */
const NOBODY: Readonly<Record<string, Variant>> = {
  birthday: {
    said: NOBODY_CAME,
    title: ['{hero}\'s Birthday Party', 'Who Will Come, {hero}?'],
    opening: ['Today was {hero}\'s birthday party. The balloons were up, the sandwiches were cut into triangles, and the party started at two o\'clock.', 'A party! Balloons up!'],
    worry: ['"What if nobody from my class comes?" said {hero}, watching the clock.', '"Who will come?" said {hero}.'],
    tries: [
      ['{hero} stood at the window, and two o\'clock came, and the street stayed empty.', 'Look out. Nobody.'],
      ['The doorbell rang, and {hero} ran, but it was only the post.', 'Ding dong! Only the post.'],
      ['{hero} counted the party bags, twelve of them, and not one guest to give them to.', 'Twelve party bags.'],
    ],
    turn: ['{hero} wiped {his} eyes, put on the music and pulled {grownup} up to dance. Then the doorbell rang, and there was a friend from {his} class, out of breath, with a present under one arm: the family had read the invitation as four o\'clock, not two. And now it was a party.', 'Music on! Dance! Ding dong... a friend!'],
    details: [
      ['The balloons bobbed on the gate, and the table was full of crisps and little sausages.', 'Balloons and crisps!'],
      ['{grownup} sat on the floor and played pass the parcel with just {hero}, and made it last a long time.', 'Pass the parcel!'],
      ['{grownup} rang round, and found that half the class was away for the half-term holiday.', 'Everyone was away.'],
      ['They sang happy birthday very loudly, to make up for the ones who were not there.', 'Happy birthday to you!'],
    ],
    win: '{hero} had a birthday party after all, small and loud and happy',
    end: ['That night {hero} ate the last triangle sandwich and said, "Next year, we\'ll check the date with everyone."', 'Night night, birthday.'],
    ownSetback: ['Then it was half past two, and still nobody from {his} class had come.', 'Still nobody.'],
    ownDoubt: ['{hero}\'s lip wobbled. "Nobody from my class wants to come to my party," {he} said.', '"Nobody came," said {hero}.'],
    ownHint: 'It only takes the people who love you to make a party',
    anotherDay: true,
  },
};

/** The variants an entry has for the qualifiers its day can be told with. */
export function qualifierVariantsOf(entry: CatalogueTheme): Variant[] {
  const rain = RAIN_DAYS[entry.id];
  return [NOBODY[entry.id], FAILS[entry.id], rain ? rainVariant(entry, rain) : undefined].filter((variant): variant is Variant => variant !== undefined);
}
