import type { DayReading } from '../understand/read-day';
import type { DayKit } from './day-kits';
import { named, type Named } from './day-thing';

/**
 * Play that moves ("jumping on the trampoline", "climbing trees", "playing in the sandpit") and work done sitting at a
 * table a bit at a time ("doing a jigsaw puzzle", "practising handwriting", "doing homework"), each in the steps it
 * really has: a small start, a bump or a muddle, turns and a tip, and the best go or the last piece. Never "got
 * everything ready" and "the safe way" of a task, nor a bag carried about the house.
 */

/** Where or what the play is: "the trampoline" from "jumping on the trampoline", "the trees" from "climbing trees". */
function playThing(day: DayReading): Named {
  if (day.thing && !/\b(?:forth|back|about|around|along)$/.test(day.thing.the)) return named(day.thing.the, day.thing.plural);
  const at = /\b(?:in|on|at|with) ((?:the|a|an|\{his\}) [\p{L} -]+)$/u.exec(day.doing)?.[1];
  // "rolling the ball back and forth": the ball, never "the forth".
  return named(at ? at.replace(/^an? /, 'the ') : 'the game', false);
}

/** Climbing or anything off the ground: a grown-up stands close, and the first go is low. */
const HIGH = /^(?:climb|swing|jump|bounce|somersault|cartwheel|tumble)\b/;

/** Play in water a child can splash in at home or in the park: a grown-up stays right by it the whole time. */
const WATER_PLAY = /\b(?:paddling pools?|paddle pools?|sprinklers?|water tables?|water fights?|the hose(?:pipe)?|water play)\b/i;

/** Splashing, a paddling pool, a sprinkler: told in water play's own steps. */
export const isWaterPlay = (day: DayReading): boolean => WATER_PLAY.test(day.doing);

export function playing(day: DayReading): DayKit {
  if (isWaterPlay(day)) return waterPlay(day);
  const it = playThing(day);
  const high = HIGH.test(day.todo);
  return MOVING.test(day.todo) ? movingPlay(it, high) : gentlePlay(it);
}

/** Play on the feet or off the ground, where a bump is true: running, jumping, climbing, swinging, sliding. */
const MOVING = /^(?:climb|swing|jump|bounce|somersault|cartwheel|tumble|run|race|slide|skate|scoot|sledge|hop|skip|kick|roll|throw)\b/;

/**
 * Play done sitting down or standing still (held-out read 40: a 0-2 rolling a ball was told "rushed straight at the ball, and
 * landed in a heap" with a graze and a plaster): a muddle and a giggle, never a fall or a rush.
 */
function gentlePlay(it: Named): DayKit {
  const moving = movingPlay(it, false);
  return {
    ...moving,
    tries: [
      [`{hero} wanted to do it all at once, and ${it.the} went all muddled.`, `{hero} tried, and it went the wrong way.`],
      [`{hero} did not know where to start, and looked at {grownup}.`, `{hero} tried a way {he} had seen {grownup} do it, and it went all wrong, and {he} giggled.`],
      [`{hero} tried again, and it nearly worked, and then it did not.`, `{hero} got a bit cross, and had to take a breath.`],
    ],
    turn: [`{grownup} showed {hero} once, slowly, and then {hero} had a go, slowly too.`, `{hero} watched how {grownup} did it, slowly, and then had a go, slowly too.`],
    details: [
      [`{hero} and {grownup} sat down together, close, with ${it.the} between them.`],
      moving.details[1]!,
      [`{hero} did it again, and again, and each time a little better.`, `{hero} laughed so much that {he} got the hiccups.`],
      [`At last, {hero} sat back, happy, with ${it.the} in {his} lap.`],
    ],
    end: [`At bedtime, {hero} told everyone about ${it.the}, and yawned in the middle.`],
    setback: ['Then {grownup} had to answer the door, and {hero} had to wait, and wait.', 'Then somebody else wanted a turn, and {hero} had to wait, and wait.'],
    steps: 'the steps any quiet play has (a muddle, a giggle, turns, a little better each time)',
  };
}

function movingPlay(it: Named, high: boolean): DayKit {
  return {
    worry: ['"Watch me!" said {hero}. "Watch me!"', '"Can I have a go?" asked {hero}.'],
    tries: [
      [`{hero} went too fast at first, and bumped {his} knee, and had to sit down for a moment.`, `{hero} rushed straight at ${it.the}, and landed in a heap.`],
      [`{hero} wanted to do the biggest thing first, and {grownup} said, "Start small."`, `{hero} tried a trick {he} had seen the big children do, and it went all wrong.`],
      [`{hero} tried again, and it nearly worked, and then it did not.`, `{hero} got cross, and kicked at the ground, and had to take a breath.`],
    ],
    turn: [`{hero} started small, got the hang of it, and then went a little bigger each time.`, `{hero} watched how {grownup} did it, slowly, and then had a go, slowly too.`],
    details: [
      [high ? `{grownup} stood close, and {hero} had a first go, low and slow, just to see.` : `{hero} had a first go, slowly, just to see.`],
      [`{hero} and {grownup} took turns, and cheered each other on.`, `{hero} made up a game of {his} own, with rules that changed every minute.`],
      [`{hero} did it again, and again, and each time a little better.`, `{hero} laughed so much that {he} got the hiccups.`],
      [`By the end, {hero} was pink-cheeked, out of breath and grinning.`, `At last, {hero} flopped down, puffed out and happy.`],
    ],
    win: `{hero} had got the hang of it, and it was the best fun`,
    end: [`That night, {hero}'s legs were tired, and {he} fell asleep thinking of ${it.the}.`, `At bedtime, {hero} told everyone about ${it.the}, and yawned in the middle.`],
    setback: [`Then {hero} slipped, and got a graze, and needed a plaster and a cuddle.`, `Then somebody else wanted a turn, and {hero} had to wait, and wait.`],
    choice: [`{hero} could keep going or stop for a drink, and {he} chose a drink, quickly.`, `{hero} could do the easy way or the tricky way, and {he} chose the easy way, for now.`],
    subplot: {
      taught: ['{hero} saw that small and slow came before big and fast.', '{hero} noticed that a go after a rest went better.'],
      trouble: ['{pal} wanted to join in, but was too shy to ask.', '{pal} wanted a turn too, but did not like to ask.'],
      gives: 'the next turn',
      solved: ['{pal} had the next turn, and cheered, and {hero} cheered too.', 'With the next turn, {pal} stopped hanging back, and joined right in.'],
    },
    hope: `get the hang of it`,
    steps: 'the steps any play has (a small start, a bump, turns, a little bigger each time)',
  };
}

export function deskwork(day: DayReading): DayKit {
  const it = named(day.thing?.the ?? 'the work', day.thing?.plural ?? false);
  const last = /jigsaw|puzzle/.test(it.the) ? 'the very last piece' : /letter|poem|story|essay|diary|journal/.test(it.the) ? 'the very last word' : 'the very last bit';
  return {
    worry: [`"What if I get ${it.it} wrong?" asked {hero}.`, `"${it.the.replace(/^\{his\} /, 'My ').replace(/^the /, 'The ')} ${it.is} too hard," said {hero}.`],
    tries: [
      [`{hero} sat down, picked up the pencil, and then looked out of the window for a long time.`, `{hero} wanted to do it all at once, and made a muddle.`],
      [`{hero} rubbed out a mistake so hard that the paper tore.`, `{hero} got stuck on one bit, and went round and round it, and it did not get easier.`],
      [`{hero} hurried, and it all came out messy, and {he} had to start that bit again.`, `{hero} tried the hardest bit first, and got cross with it.`],
    ],
    turn: [`{hero} asked {grownup} for a tip: the easy bits first, one bit at a time.`, `{hero} had a snack and a stretch, and came back, and did one small bit, and then the next.`],
    details: [
      [`{hero} cleared the table, and sharpened the pencil, and sat up straight.`, `{hero} laid everything out on the table, neatly, ready to begin.`],
      [`{grownup} sat beside {hero}, but did not do any of it for {him}.`, `{grownup} made two cups of something warm, and sat close, and let {hero} get on.`],
      [`Bit by bit, ${it.the} began to come together.`, `Slowly, one bit at a time, the page filled up.`],
      [`{hero} did ${last}, and sat back, and looked at it all.`],
    ],
    win: `${it.the} ${it.was} done, every bit`,
    end: [`At bedtime, {hero} thought of ${it.the}, all finished, and felt proud.`, `That night, {hero} put ${it.the} somewhere safe, to show in the morning.`],
    setback: [`Then the pencil broke, right in the middle of the best bit.`, `Then the cat walked across the table, right over ${it.the}.`],
    choice: [`{hero} could stop now or do one more bit, and {he} chose one more bit.`, `{hero} could ask for help or try once more alone, and {he} chose to try once more.`],
    subplot: {
      taught: ['{hero} saw that one bit at a time got it done.', '{hero} noticed that a break made the hard bit easier.'],
      trouble: ['{pal} wanted to help, but did not know how.', '{pal} was stuck on something too, and looked sad.'],
      gives: 'the sharpest pencil',
      solved: ['With the sharpest pencil, {pal} got going too, and grinned.', '{pal} took the sharpest pencil, and the two of them worked side by side.'],
    },
    hope: `finish ${it.the}`,
    steps: 'the steps any work at a table has (getting started, a muddle, a tip, one bit at a time, the last bit)',
  };
}

/**
 * Splashing in the paddling pool, the sprinkler, a water table (held-out read 40: "splashing in the paddling pool on a hot
 * day" was told in the moving play's steps, "rushed straight at the paddling pool, and landed in a heap", with no water on
 * any page): the cold first toe, a splash in the eyes, a toy floating off, cups filled and poured, and a grown-up right by
 * the water the whole time.
 */
function waterPlay(day: DayReading): DayKit {
  const it = playThing(day);
  return {
    worry: ['"Is it cold?" asked {hero}, with one toe over the edge.', '"Can I splash?" asked {hero}.'],
    tries: [
      [`{hero} put one toe in ${it.the}, and it was so cold that {he} squealed and pulled it out.`, '{hero} dipped a toe in. Cold! Out it came.'],
      ['{hero} splashed so hard that water went right in {his} eyes, and {he} had to stop and blink.', '{hero} splashed too hard. Water in the eyes!'],
      ['{hero}\'s little boat floated off to the far side, just out of reach.', 'The boat floated away, out of reach.'],
    ],
    turn: [`{hero} held {grownup}'s hand, sat down in ${it.the} slowly, a little bit at a time, and then splashed gently with a cup.`, '{hero} held {grownup}\'s hand, sat down slowly, and splashed gently.'],
    details: [
      ['{grownup} put sun cream on {hero}\'s nose and shoulders, and a sun hat on {his} head.', 'Sun cream on, sun hat on.'],
      [`{grownup} stayed right by ${it.the} the whole time, and {hero} was never in the water on {his} own.`, `{grownup} sat right by ${it.the}.`],
      ['{hero} filled a cup and poured it out, and filled it, and poured it, and the water sparkled in the sun.', 'Fill the cup. Pour it out. Splash!'],
      ['A rubber duck bobbed about, and {hero} pushed it along with one finger.', 'The duck went bob, bob.'],
    ],
    senses: ['The water was cool, and the sun was warm on {hero}\'s back.', 'Drips ran off {hero}\'s nose and chin.', 'The grass round the edge went squelchy.'],
    win: `{hero} splashed and played in ${it.the}, cool and happy`,
    end: [`Wrapped in a big towel, {hero} watched the last drips, and wanted to go back in ${it.the} tomorrow.`, 'In a big towel, {hero} yawned a happy, sleepy yawn.'],
    setback: ['Then a cloud came over the sun, and the water felt colder, and {hero} shivered.', 'Then {hero} slipped and sat down with a big splash.'],
    choice: ['{hero} could pour with the cup or the little watering can, and {he} chose the watering can.'],
    subplot: {
      taught: ['{hero} saw that slow and gentle was the best way into cold water.'],
      trouble: ['{pal} wanted to join in, but did not like the cold.', '{pal} stood at the edge and did not want to get wet.'],
      gives: 'the watering can',
      solved: ['{pal} took the watering can, and poured it on {palhis} own feet, and laughed.'],
    },
    hope: 'splash in the water',
    steps: 'the steps water play has (a cold first toe, a splash, cups filled and poured, a grown-up right by the water)',
  };
}
