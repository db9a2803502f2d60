import type { DayKit } from './day-kits';
import { named, type Named } from './day-thing';

/**
 * Food cooked on a hot pan, not in an oven: flatbreads are kneaded, rolled round and puffed up on the pan (chapatis,
 * rotis, tortillas), and batters are whisked smooth and poured (pancakes, crêpes, dosas). Held-out read 47 made
 * chapatis with Nani as bread: a dough left to rise under a cloth, and the chapatis put in the hot oven. The hot pan is
 * always the grown-up's.
 */
const FLATBREADS = /\b(?:chapatis?|chapattis?|rotis?|parathas?|tortillas?|flatbreads?|naans?|puris?|pittas?|pitas?)$/;
const BATTERS = /\b(?:pancakes?|crepes?|crêpes?|dosas?|blinis?|latkes?|fritters?|drop scones?|hotcakes?)$/;

/** Whether a food is cooked on the hot pan (`panKit` tells it). */
export const isPanCooked = (thing: string): boolean => FLATBREADS.test(thing) || BATTERS.test(thing);

type PanKit = Pick<DayKit, 'worry' | 'tries' | 'turn' | 'details' | 'win' | 'end' | 'setback' | 'choice' | 'subplot' | 'steps'>;

export function panKit(thing: Named): PanKit {
  const rolled = FLATBREADS.test(thing.the);
  // "chapatis" is many, whatever the tagger made of a word it does not know.
  const it = named(thing.the, thing.was === 'were' || /s$/.test(thing.the));
  const goes = it.was === 'was' ? 'goes' : 'go';
  return {
    worry: [`"What if ${it.mine} ${goes} wrong?" asked {hero}.`, `"Can I do the ${rolled ? 'rolling' : 'whisking'}?" asked {hero}.`],
    tries: [
      rolled
        ? [`{hero} made the first ball of dough far too big, as big as an orange.`, `{hero} squashed the dough flat with {his} hands, and it stuck to all ten fingers.`]
        : [`{hero} cracked an egg, but a bit of shell went in too.`, `{hero} tipped in the flour too fast, and a white cloud puffed up all over {his} nose.`],
      rolled
        ? [`{hero} rolled the first one out, and it came out shaped like a map, not a circle.`, `{hero} rolled too hard, and the dough tore and stuck to the rolling pin.`]
        : [`{hero} whisked too fast, and batter splashed all up the wall.`, `{hero} poured in all the milk at once, and the batter went lumpy.`],
      [`{hero} wanted to turn ${it.the} on the hot pan {him}self, and {grownup} said, "Not the hot pan. That part is mine."`, `{hero} wanted to eat ${it.the} far too soon, and {grownup} said, "Not yet!"`],
    ],
    turn: rolled
      ? [`{hero} dusted the rolling pin with flour and rolled gently, turning the dough a little each time, and round it came.`, `{hero} asked {grownup} for a tip: a little flour, roll gently, and turn. Round it came.`]
      : [`{hero} whisked slowly, a little milk at a time, until the batter was as smooth as cream.`, `{hero} went slowly, a little milk at a time, and the lumps went away.`],
    details: [
      rolled
        ? [`First, {hero} washed {his} hands and put on an apron, and {grownup} showed {hero} how to knead: push, fold, turn, and again, until the dough was soft.`, `{hero} stood on a step by the counter, in an apron down to {his} toes, and kneaded the dough the way {grownup} showed.`]
        : [`First, {hero} washed {his} hands and put on an apron, and {grownup} got out the big bowl and the whisk.`, `{hero} stood on a step by the counter, in an apron down to {his} toes, and {grownup} got out the bowl.`],
      rolled
        ? [`{hero} made little balls of dough, one for each, as round as marbles.`, `{hero} rolled the dough into little balls, one for each.`]
        : [`{hero} whisked round and round, while {grownup} held the bowl steady.`, `{hero} measured every spoonful, and {grownup} checked each one.`],
      rolled
        ? [`{grownup} cooked each one on the hot pan, and {hero} watched from a safe step back as it puffed up like a balloon.`, `Only {grownup} touched the hot pan, and soon the whole kitchen smelled warm and toasty.`]
        : [`{grownup} poured the batter into the hot pan and flipped ${it.the} high, and {hero} watched from a safe step back.`, `Only {grownup} touched the hot pan, and soon the whole kitchen smelled warm and sweet.`],
      [`Everyone had ${it.the} warm from the pan, and {grownup} asked for more.`, `${it.the.charAt(0).toUpperCase()}${it.the.slice(1)} ${it.was} shared out, still warm, and not a crumb was left.`],
    ],
    win: rolled ? `${it.the} came off the pan soft and puffed up` : `${it.the} came off the pan golden`,
    end: [`That night, {hero} could still smell ${it.the}, warm from the pan, and smiled.`, `At bedtime, {hero} was still full of ${it.the}, and smiled a sleepy smile.`],
    setback: rolled
      ? [`Then the dough was so sticky that it stuck to everything, even {hero}'s elbows.`, `Then one tore right in half on the rolling pin.`]
      : [`Then the batter was full of lumps, like porridge.`, `Then the first one stuck to the pan and came out in bits.`],
    choice: rolled ? `{hero} could roll the next one or watch the pan, and {he} chose to roll.` : `{hero} could eat ${it.the} plain or with something on top, and {he} chose something on top.`,
    subplot: {
      taught: ['{hero} noticed that good things in a kitchen take their own time.', '{hero} saw that a little at a time worked better than all at once.'],
      trouble: ['{pal} wanted to help, but could not reach the counter.', '{pal} wanted a turn, but did not like to ask.'],
      gives: rolled ? 'a ball of dough of {palhis} own' : 'a turn with the whisk',
      solved: rolled ? ['With a ball of dough of {palhis} own, {pal} rolled and rolled, and grinned.'] : ['With a turn with the whisk, {pal} whisked slowly, and grinned.'],
    },
    steps: `the steps any day of cooking on a pan has (the bowl, ${rolled ? 'the kneading, rolling them round' : 'the whisking, the lumps'}, the hot pan left to a grown-up)`,
  };
}
