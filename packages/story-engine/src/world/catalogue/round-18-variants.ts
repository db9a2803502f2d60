import { themeSubplot } from './subplots';
import type { Variant } from './theme-entry';

/**
 * Round 18's variants for held-out read 41's themes told as another day of their entry: apples in an orchard (told as
 * strawberries on straw, "Elif loved helping grandpa pick apples, too") and a car-sick child on a long drive (told as the
 * long journey's traffic, never a wobbly tummy).
 */

/** Apples in the orchard: windfalls with wasps, the branch that bounces, the cup-lift-twist, a crumble. */
const APPLES: Variant = {
  anotherDay: true,
  said: /\bapples?\b|\borchards?\b/i,
  title: ['{hero} Picks Apples', 'Apples in the Orchard'],
  name: 'apple picking',
  opening: ['Today {hero} was picking apples in the orchard with {grownup}, with a big basket to fill.', 'Apples! A big basket to fill.'],
  worry: ['"The best ones are right at the top," said {hero}, looking up and up. "I\'ll never reach."', '"Too high!" said {hero}.'],
  tries: [
    ['{hero} picked an apple up off the grass, but it had a brown bruise, and a wasp inside.', 'An apple on the grass. A wasp! Leave it.'],
    ['{hero} pulled and pulled at an apple, and the whole branch bounced, and two apples fell on {his} head. Bonk!', 'Pull, pull... bonk!'],
    ['{hero} jumped for the red ones at the top, and could not reach.', 'Jump! Too high.'],
  ],
  turn: ['{grownup} showed {hero} the trick: cup the apple in your hand, lift it up, and give it a little twist. If it is ripe, it comes off by itself. {hero} did it, twist, and the apple came away in {his} hand.', 'Cup it. Lift it. Twist! The apple came off.'],
  details: [
    ['The apple trees stood in long rows, their branches bent low with red and green apples.', 'Rows of trees, full of apples.'],
    ['{grownup} lifted {hero} up high to reach the branch with the reddest apples.', 'Up high! The red ones.'],
    ['{hero} rubbed an apple on {his} jumper until it shone, and took a crunchy bite.', 'Shiny apple. Crunch!'],
    ['At home, the apples went into a crumble, and the kitchen smelled of cinnamon.', 'Apple crumble! Mmm.'],
  ],
  win: ['the basket was full of apples', 'the basket was full'],
  end: ['At bedtime, one apple sat on {hero}\'s windowsill, the shiniest, saved for the morning.', 'Night night, shiny apple.'],
  ownSetback: ['Then the basket tipped over on the bumpy grass, and apples rolled away down the slope.', 'Oops! The apples rolled away.'],
  ownDoubt: ['{hero} watched the apples roll. "All gone," {he} said.', '"All gone," said {hero}.'],
  ownChoice: ['{hero} could pick the red apples or the green ones, and {he} chose some of each.', 'Red or green? Both!'],
  ownHint: 'Cup it, lift it, and twist; a ripe apple comes off by itself',
  ownSubplot: themeSubplot('{hero} saw that a gentle twist worked better than a hard pull.', '{pal} had a basket too, but could not reach a single apple.', 'the low branch', '{hero} showed {pal} the low branch at the end of the row, heavy with apples, and they filled both baskets.'),
};

/** Car sick on a long drive: reading in the back, crisps, the twisty road, the window open, the far hills, the lay-by. */
const CAR_SICK: Variant = {
  said: /\b(?:car|travel|motion) ?sick(?:ness)?\b|\bsick in the car\b|\bfeel(?:s|ing)? sick (?:in|on) (?:the|a) (?:car|long drive|drive|journey)\b/i,
  title: ['{hero} and the Wobbly Tummy', 'Look Far Away, {hero}'],
  name: 'the long drive',
  opening: ['Today the family was driving a long, long way, and {hero} knew what long drives did to {his} tummy.', 'A long drive. {hero}\'s tummy went wobbly.'],
  worry: ['"What if I\'m sick in the car again?" said {hero}, before they had even left the street.', '"Tummy wobbly," said {hero}.'],
  tries: [
    ['{hero} read a comic in the back, and after two pages the words began to swim and {his} tummy went round and round.', 'A book in the car. Round and round went the tummy.'],
    ['{hero} ate a whole packet of crisps to feel better, and felt worse.', 'Crisps! Oh... worse.'],
    ['{hero} shut {his} eyes tight, but the car still swayed round every bend.', 'Eyes shut. Sway, sway.'],
  ],
  turn: ['{grownup} opened the window a crack. {hero} put the comic away, sipped cold water and looked far out at the hills at the edge of the sky, where the world kept still, and bit by bit {his} tummy settled.', 'Window open. Cool air. Look far, far away. Better!'],
  details: [
    ['In the door pocket there was a sick bag, just in case, and a packet of ginger biscuits.', 'A bag, just in case.'],
    ['They stopped in a lay-by, and {hero} stood in the fresh air and took big breaths until the world stopped wobbling.', 'Stop! Big breaths of air.'],
    ['Everyone played I spy with things far away: a windmill, a church tower, a cloud like a sheep.', 'I spy... a cloud like a sheep!'],
    ['At last the car stopped for good, and {hero} climbed out on legs like jelly, but happy.', 'We\'re here!'],
  ],
  win: ['they got there, and {hero} had not been sick once', 'they were there'],
  end: ['On the way home, {hero} sat up straight, looked far away and told everyone, "The hills. That\'s the trick."', 'Look far away. That\'s the trick.'],
  ownSetback: ['Then the road went twisty, round and round the hills, and {hero} went quiet and pale.', 'Twisty road! Round and round.'],
  ownDoubt: ['"I\'m going to be sick," {hero} said, in a very small voice.', '"Sick," said {hero}.'],
  ownChoice: ['{hero} could sit behind {grownup} or in the middle, where {he} could see out of the front, and {he} chose the middle.', 'Middle seat. See out the front!'],
  ownHint: 'Look far away, where the world keeps still',
};

export const ROUND_18_VARIANTS: Readonly<Record<string, readonly Variant[]>> = {
  'fruit-picking': [APPLES],
  'car-journey': [CAR_SICK],
};
