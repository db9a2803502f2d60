import { themeSubplot } from './subplots';
import type { Variant } from './theme-entry';

/**
 * Round 16 (shapes)'s variants, from words a census of new phrasings found told as another day: giving up the bottle ("giving up
 * his bottle" was a lesson in mistakes, a wonky cake), told in the dummy goodbye's shape with the bottle's own things;
 * and a baby's crawling (a stock mystery), told in the first steps' shape with the crawl's own tries.
 */

/** Giving up the bottle: the bedtime bottle, milk in a new cup of one's own, the bottles given away, the first night. */
const BOTTLE_GOODBYE: Variant = {
  said: /\bbottles?\b/i,
  title: ['{hero} Says Bye-Bye, Bottle', '{hero}\'s Big Cup'],
  name: 'the bottle goodbye',
  opening: ['{hero} had warm milk in a bottle every night at bedtime, and tonight was the night for milk in a big cup instead.', '{hero} had a bottle at bedtime. Tonight it was a cup.'],
  worry: ['"But milk tastes better in my bottle," said {hero}, and held it tight.', '"I want my bottle," said {hero}.'],
  tries: [
    ['{hero} tipped the new cup up too fast, and milk ran down {his} chin and into {his} pyjamas.', 'Milk ran down {his} chin. Drip, drip!'],
    ['{hero} hid the last bottle behind the bread bin, just in case.', '{hero} hid a bottle behind the bread bin.'],
    ['{hero} tried the milk in the cup with teddy, but teddy did not want any either.', 'Teddy did not want the cup either.'],
  ],
  turn: ['{hero} chose {his} very own cup at the shop, the one with a tiger on it and two handles, and drank the warm milk from it in little sips, sitting on {grownup}\'s knee.', '{hero} held the tiger cup with both hands, and sipped. Sip, sip.'],
  details: [
    ['The tiger cup had two handles, one for each hand, and a lid with a little spout.', 'The cup had two handles.'],
    ['{grownup} washed the old bottles one last time, and they went in a bag for a new baby who needed them.', 'The bottles went in a bag for a new baby.'],
    ['At bedtime there was milk, then teeth, then a story, just like always, only with the cup.', 'Milk, teeth, story. Just like always.'],
    ['{grownup} sang an extra song and stroked {hero}\'s hair.', '{grownup} sang an extra song.'],
  ],
  senses: ['The milk was warm and smelled sweet.', 'The night light made a warm yellow moon on the wall.'],
  win: '{hero} drank all the bedtime milk from the big cup',
  end: ['The next night, {hero} asked for the tiger cup all by {him}self, and drank every drop.', 'The next night, {hero} asked for the tiger cup.'],
  ownSetback: 'Then, in the middle of the night, {hero} woke up and called out for the bottle, and it was not there.',
  ownChoice: '{hero} could have the milk warm or cold in the new cup, and {he} chose warm, like before.',
  ownHint: 'Little sips, with both hands on the handles',
  ownDoubt: '{hero} looked at the milk on {his} pyjamas. "I can\'t do cups," {he} said.',
  ownSubplot: themeSubplot(
    '{hero} saw that a cup and a cuddle could be bedtime, just as the bottle had been.',
    '{pal} still had a bottle too, and did not want to give it up.',
    'the tiger sticker',
    '{pal} stuck the spare tiger sticker on {palhis} own cup, and felt very big.',
  ),
};

/** Crawling: rocking on hands and knees, going backwards first, the ball out of reach, then everywhere, and the stair gate. */
const CRAWLING: Variant = {
  said: /\bcrawl/i,
  title: ['{hero} Crawls', 'Off Goes {hero}!'],
  name: 'the crawling',
  opening: ['{hero} could sit up and roll over, and today {he} wanted the red ball on the other side of the rug.', '{hero} wanted the red ball across the rug.'],
  worry: ['"Ball!" said {hero}, and stretched and stretched, and could not reach.', '"Ball!" said {hero}.'],
  tries: [
    ['{hero} got up on hands and knees and rocked, forwards and back, forwards and back, and went nowhere.', '{hero} rocked on hands and knees. Rock, rock.'],
    ['{hero} pushed with {his} hands and went backwards, away from the ball, under the table.', '{hero} pushed, and went backwards!'],
    ['{hero} lay flat and wriggled like a caterpillar, and the ball was still far away.', '{hero} wriggled like a caterpillar.'],
  ],
  turn: ['{grownup} rolled the ball a little closer and patted the rug, and {hero} moved one hand, then one knee, then the other hand, and crawled, all the way to the ball.', 'One hand, one knee. {hero} crawled to the ball!'],
  details: [
    ['{hero}\'s knees went pat, pat on the rug, and {his} bottom wiggled in the air.', 'Pat, pat went {his} knees.'],
    ['After that, {hero} crawled everywhere: under the table, into the kitchen, after the cat.', 'Now {hero} crawled everywhere.'],
    ['{grownup} put a little gate on the stairs, and {hero} peeped through the bars.', 'A gate went on the stairs.'],
    ['{hero}\'s trousers had dusty knees by teatime.', 'Dusty knees by teatime!'],
  ],
  senses: ['The rug was soft and tickly under {his} hands.', 'Pat, pat, pat went the hands on the floor.'],
  win: '{hero} had crawled all the way to the ball',
  end: ['By bedtime, {hero} had crawled from the rug to the kitchen door and back, and was very, very tired.', 'By bedtime, {hero} had crawled everywhere.'],
  ownSetback: 'Then {hero} crawled as far as the cold kitchen floor, slid, and bumped {his} chin, and cried a little, and then set off again.',
  ownChoice: '{hero} could crawl to the ball or to the cat, and {he} chose the cat, who walked away.',
  ownHint: 'One hand, one knee, and again',
  ownDoubt: '{hero} lay flat on the rug. "Ball," {he} said sadly.',
  ownSubplot: themeSubplot(
    '{hero} found that one hand, one knee was how to go.',
    '{pal} wanted to play, but kept taking the ball away.',
    'the red ball',
    '{pal} rolled the red ball back, slowly, and {hero} crawled after it, again and again.',
  ),
};

export const ROUND_16_SHAPES_VARIANTS: Readonly<Record<string, readonly Variant[]>> = {
  'dummy-goodbye': [BOTTLE_GOODBYE],
  'first-steps': [CRAWLING],
};
