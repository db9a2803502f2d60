import { themeSubplot } from './subplots';
import type { Variant } from './theme-entry';

/**
 * Round 20's variants, from held-out reads 47 to 49: not wanting to get out of the bath is the bath ending, never the
 * entry's hair-washing night (it was told as water in the eyes, and the plug pulled on the fifth page).
 */
const NOT_GETTING_OUT: Variant = {
  said: /\b(?:not (?:wanting|want) to|won'?t|wouldn'?t|doesn'?t want to|didn'?t want to|refus\w* to|never wants? to) get out\b|\bget(?:ting)? out of the bath\b/i,
  title: ['{hero} Stays in the Bath', 'Just Five More Minutes'],
  lesson: 'listening',
  opening: 'It was bath time, and {hero} loved the bath so much that {he} never, ever wanted to get out.',
  worry: '"Just five more minutes!" said {hero}, and slid down under the bubbles.',
  tries: ['When {grownup} held up the towel, {hero} hid behind the bubbles and pretended to be a whale.', '{hero} said the boat had not finished its trip round the bath, and it needed one more go, and then one more.', '{hero} held on to the side of the bath with both hands and said, "I live here now."'],
  turn: '{hero} pulled out the plug {him}self, waved bye-bye to the water, and held up {his} arms for {grownup} to lift {him} out into the big warm towel.',
  details: ['The bath was warm, with bubbles piled up like clouds.', 'The bath toys bobbed about: a duck, a boat and a cup for pouring.', '{grownup} had warmed the towel on the radiator, so it was toasty, like a hug.', 'Wrapped in the big warm towel, {hero} was as snug as a bug.'],
  senses: ['The bubbles crackled softly as they popped.', 'The tap went drip, drip, plink.'],
  win: '{hero} was out of the bath, warm and dry and snug',
  end: 'Next bath time, when the water went cool, {hero} pulled out the plug all by {him}self and said, "Bye-bye, bath!"',
  ownSetback: 'Then the water went cold, and {hero} shivered, and still said, "Not yet!"',
  ownDoubt: '{hero} looked at {his} wrinkly fingers. "But if I get out, bath time is over," {he} said, and {his} lip wobbled.',
  ownChoice: '{hero} could have the towel with the hood or the big stripy one, and {he} chose the hood.',
  ownHint: 'Bath time comes back tomorrow, and the towel is warm now',
  ownSubplot: themeSubplot('{hero} found that bath time ending was not so bad, because the towel was warm and the story came next.', '{pal} did not like the gurgling noise of the plug hole.', 'the big fluffy towel', '{pal} waved bye-bye to the bubbles as they gurgled away, snug in the big fluffy towel.'),
};

/**
 * The bus on one's own for the first time ("my first time taking the bus to school alone"), from nine: the route practised
 * with a grown-up, the pass, a stop to watch for, the bell in good time. Read 48 told it as a ride into town with Dad.
 */
const BUS_ALONE: Variant = {
  said: /\b(?:alone|on (?:my|his|her|their) own|by (?:my|him|her|them)sel(?:f|ves)|without (?:a grown-?up|mum|dad|my mum|my dad))\b/i,
  fromAge: '9-12',
  noPalMet: true,
  onOwn: true,
  title: ['{hero} Takes the Bus Alone', 'The Bus on {his} Own'],
  lesson: 'bravery',
  opening: 'Today, for the first time, {hero} was taking the bus to school on {his} own, with a bus pass in {his} pocket and {grownup}\'s number in {his} phone.',
  worry: '"What if I miss my stop?" said {hero}. "What if I get on the wrong bus?"',
  tries: ['{hero} got to the bus stop so early that two buses went past, both the wrong number, and {he} checked {his} pass four times.', '{hero} sat right at the back, where it was hard to see the stops go by, behind two big boys with their music turned up.', 'At a stop that looked almost like the right one, {hero} stood up too soon, and had to sit down again, very red, when the doors shut.'],
  turn: '{hero} moved to a seat near the front, counted the stops on the map by the door, and when the shop with the green sign went by, {he} pressed the bell, once, in plenty of time.',
  details: ['The week before, {hero} and {grownup} had done the journey together twice, and {grownup} had pointed out the shop with the green sign, one stop before school.', 'The driver looked at {hero}\'s bus pass and nodded, as if {hero} did this every day.', 'Out of the window, the town went by in a different order from the car, and {hero} saw {his} own street from the other side.', 'At the school gate, {hero} sent {grownup} a message: "Here. Easy." It had not been easy, but it was done.'],
  senses: ['The bus smelled of wet coats and somebody\'s crisps.', 'The engine hummed through the floor, and the doors hissed at every stop.'],
  win: '{hero} had got to school on the bus, all on {his} own',
  end: 'That afternoon, {hero} took the bus home too, and sat near the front without even thinking about it.',
  ownSetback: 'Then the bus stopped for a long time with its engine off, the driver said there was a hold-up, and {hero} watched the minutes go by on {his} phone.',
  ownDoubt: '{hero} looked at the time on {his} phone. "I\'m going to be late the very first time I do it on my own," {he} thought, "and everyone will know."',
  ownChoice: '{hero} could ring {grownup} or work it out, and {he} chose to work it out, and sent a message to say {he} might be a little late.',
  ownSubplot: themeSubplot('{hero} saw that watching for one thing {he} knew was better than worrying about everything {he} did not.', '{pal} got on two stops later, looking lost, with no idea where to get off.', 'the shop with the green sign', '{hero} told {pal} about the shop with the green sign, and {pal} got off at the right stop.'),
};

/** Foods a child tries for the first time, which the new-food entry's broccoli is not: "trying sushi for the first time". */
export const NEW_FOODS = String.raw`sushi|olives?|curry|mushrooms?|(?:brussels )?sprouts|fish|spinach|peas|tofu|avocados?|tomato(?:es)?|cheese|dumplings|spicy food|chill?ies|lentils|dal|daal|houmous|hummus|prawns|squid|seaweed|kimchi|beetroot|cauliflower|carrots?|peppers?|courgettes?|aubergines?|salad|eggs?|porridge|soup|pasta|rice|mango|kiwi|pineapple|blueberries|raspberries|strawberries|cabbage|leeks?|onions?|garlic|ginger|beans|chickpeas|falafel|pizza|tacos?|ramen|paella|risotto|omelettes?|quiche|yoghurt|yogurt`;

/** "trying sushi", "tasting olives": a food named to try. */
export const FOOD_TRIED = new RegExp(String.raw`\b(?:try|trying|tried|taste|tasting|tasted)\s+(?:some |a |an |the |my |new )?(${NEW_FOODS})\b`, 'i');

/** The food the theme names to try ("sushi"), else "it". */
export const namedFoodIn = (theme: string | undefined): string => FOOD_TRIED.exec(theme ?? '')?.[1]?.toLowerCase() ?? 'it';

/**
 * A food named to try ("trying sushi for the first time", "tasting olives"): that food, in lines of any food, never the
 * entry's broccoli (held-out read 49 told "trying sushi" as a skill learnt: "Zoe tried to try sushi"). `{food}` is it.
 */
const A_NAMED_FOOD: Variant = {
  said: FOOD_TRIED,
  title: ['{hero} Tries {Food}', '{hero} Tries Something New'],
  opening: 'On {hero}\'s plate, for tea, sat something {he} had never, ever tried: {food}.',
  worry: '"What if it tastes yucky?" said {hero}, and pushed the plate away, just a little.',
  tries: ['{hero} poked it with a fork, and looked at it from every side.', '{hero} sniffed it, and wrinkled {his} nose.', '{hero} licked it, with just the tip of {his} tongue, and could not decide.'],
  turn: '{hero} took one tiny bite, and chewed, and chewed, and then took another.',
  details: ['{grownup} said a tongue has to meet a new taste a few times before it makes friends with it.', '{pal} ate some in one big mouthful, and said "Mmm" very loudly.', 'It was not like anything {hero} had eaten before: not yucky, just new.', 'Afterwards there was fruit, and {hero} said {he} might try {food} again.'],
  win: '{hero} had tried {food} at last, one brave bite and then another',
  end: 'Next time there was {food}, {hero} asked for a little bit more.',
  ownSetback: 'Everyone else had finished, and {hero}\'s {food} was still there, waiting.',
  ownDoubt: '{hero} looked at the {food} on {his} plate. "Everyone is waiting for me to eat it," {he} thought.',
  ownChoice: '{hero} could smell it or touch it first, and {he} chose to smell it.',
  ownSubplot: themeSubplot('{hero} noticed that a new food was less scary once {he} knew how it smelled.', '{pal} had knocked {palhis} cup over, and felt silly.', 'the spare napkin', '{hero} passed {pal} the spare napkin, and {pal} laughed.'),
};

export const ROUND_20_VARIANTS: Readonly<Record<string, readonly Variant[]>> = {
  'bath-time': [NOT_GETTING_OUT],
  'bus-ride': [BUS_ALONE],
  'new-food': [A_NAMED_FOOD],
};
