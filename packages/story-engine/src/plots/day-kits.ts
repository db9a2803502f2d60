import { ownDayKit } from './own-day-kit';
import { ownDayWords } from '../understand/own-day-words';
import { placeLinesOf } from '../world/far-places';
import { placeKitOf } from '../world/place-kits';
import type { Setting } from '@studio/contracts/stories';
import type { CatalogueTheme, Wording } from '../world/catalogue';
import type { ThemeSubplot } from '../world/catalogue/subplots';
import type { DayKind, DayReading } from '../understand/read-day';
import { creatureCareOf, type CreatureCare } from '../world/days/creature-care';
import { gatheringOf, type Gathering } from '../world/days/gathering';
import { cap, thingOf, type Named } from './day-thing';
import { isBuiltOfWood, woodwork } from './woodwork-kit';
import { isPanCooked, panKit } from './pan-kit';
import { deskwork, playing } from './play-kits';
import { playSortKit } from './play-sorts';
import { occasionKit } from './occasion-kit';
import { rowKit, rowOf, thingOfRow } from './row-kit';
import { honestMade, isStuckTogether } from './made-any';
import { handsKit } from './hands-kits';
import { momentKit } from './day-moment';
import { visitKit } from './visit-kit';
import { puzzleKit } from './puzzle-kit';
import { teachingKit } from './teaching-kit';

/**
 * The steps of a kind of day (`DayReading.kind`), true of any such day and told with the day's own thing: gathering,
 * making, a try that goes wrong, a fix and the finish for a day of making; the bowl, the dough that will not rise and
 * the oven for baking; the queue, the counter and the way home for an errand. Each step names the thing short ("the
 * robot", "the dough", "the post office"), never the parent's whole phrase, which the first page says once. Anything
 * with an oven, scissors, a ladder or a road has the grown-up in its line.
 */
/** A day's steps in the catalogue's own slots (worry, three tries, the turn, four details, the win and the end). */
export interface DayKit extends Pick<CatalogueTheme, 'worry' | 'tries' | 'turn' | 'details' | 'win' | 'end' | 'senses'> {
  /** The first page's want, when "had wanted to … for ages" would not be true (nobody longs to go to the dry cleaners). */
  opening?: (doing: string) => Wording;
  setback: Wording;
  choice: Wording;
  subplot: ThemeSubplot;
  hope: string;
  /** Where such a day is, when its kind says (shells on the beach), whatever the theme's words name. */
  setting?: Setting;
  /** What the kit knows, for the parent: "the steps any day of making has". */
  steps: string;
  /** Told in the lines of the thing's own row (`world/days/thing-rows.ts`), not a kind's general ones. */
  particular?: true;
  /** The lesson the kit's middle acts out, where it is not the day's own (a helper's tip is listening, not waiting). */
  lesson?: string;
}

/** Doughs rise; a mixture pours; a pot of soup bubbles. */
const DOUGHS = /\b(?:bread|loaf|loaves|pizzas?|rolls?|buns?|scones?|bagels?|pretzels?|naan|chapatis?|rotis?|pies?|pastry|pastries|doughnuts?|donuts?|gingerbread|biscuits?|cookies?)$/;
// Dumplings, momos and wontons are boiled or steamed in a pot, never baked golden in the oven (held-out read 33).
const POTS = /\b(?:soup|stew|curry|pasta|noodles|rice|dumplings?|momos?|wontons?|gyoza|pierogi|porridge|dinner|lunch|supper|breakfast|tea|jam|sauce|meatballs)$/;

/** A thing cooked in a pot (soup, a stew): no flour, no oven, no baking's jokes. */
export const isPotCooked = (thing: string): boolean => POTS.test(thing);

/** Big things a grown-up paints the high bits of, from a ladder. */
const TALL = /\b(?:fence|shed|wall|walls|door|gate|house|room|bedroom|bathroom|kitchen|ceiling|garage|hall|stairs|mural)$/;

/** A thing too big to paint alone, a job of the family's: "the fence", "a mural", "the shed". */
export const isTall = (thing: string): boolean => TALL.test(thing);

/** Sewing and knitting: a needle or needles, thread or wool, stitches; no tape, no glue. */
const NEEDLEWORK = /^(?:sew|knit|stitch|crochet|weave)\b/;

function needlework(day: DayReading): DayKit {
  const it = thingOf(day, 'the patch');
  const knit = /^(?:knit|crochet)\b/.test(day.todo);
  const yarn = knit ? 'the wool' : 'the thread';
  const tool = knit ? 'the needles' : 'the needle';
  return {
    worry: [`"What if I drop a stitch?" asked {hero}.`, `"Can I do ${it.mine} all by myself?" asked {hero}.`],
    tries: [
      knit ? [`{hero} tried to loop the wool round, but it slid off the needle.`] : [`{hero} tried to thread the needle, but the thread would not go through the tiny hole.`],
      [`{hero} rushed, and the stitches came out big and loopy, all the wrong sizes.`, `{hero} pulled too hard, and ${yarn} tangled into a knot.`],
      [`{hero} did a whole row, but it came out wonky.`, `{hero} counted the stitches, but lost count halfway.`],
    ],
    turn: [`{hero} asked {grownup} for a tip: small stitches, slow ones, one at a time.`, `{hero} took a breath and went slowly, one small stitch and then the next.`],
    details: [
      [`First, {hero} chose the colours, and {grownup} found ${tool} and ${yarn}.`, `{hero} laid out ${yarn} and the pieces, and {grownup} showed how to hold ${tool}.`],
      [`{grownup} did the sharp snipping with the scissors, and {hero} held ${yarn} still.`, `{grownup} kept the sharp scissors, and {hero} pointed to where to snip.`],
      [`{hero} did the very last stitch, and {grownup} tied the knot.`, `{hero} finished the last row, slowly, and held ${it.the} up.`],
      [`{hero} showed ${it.the} to everyone, and everyone wanted to touch ${it.it}.`, `${cap(it.the)} ${it.was} a bit wonky in one corner, and {hero} loved that bit best.`],
    ],
    win: `${it.the} ${it.was} finished, every stitch`,
    end: [`At bedtime, {hero} kept ${it.the} close, soft and {his} own.`, `That night, {hero} looked at every stitch of ${it.the} one more time, and smiled.`],
    setback: [`Then ${yarn} tangled into a big knot, and it took ages to undo.`, `Then {hero} found a hole where a stitch had slipped.`],
    choice: [`{hero} could pick bright colours or soft ones, and {he} chose bright.`, `{hero} could stop for a snack or do one more row, and {he} chose one more row.`],
    subplot: {
      taught: ['{hero} noticed that small, slow stitches held better than big, fast ones.', '{hero} saw that a knot came undone if you went gently.'],
      trouble: ['{pal} wanted to help, but did not know how to hold the needle.', '{pal} wanted a job too, but did not like to ask.'],
      gives: 'the job of choosing the button',
      solved: ['{pal} chose the very best button, and grinned.', '{pal} picked a button, very carefully, and took it very seriously.'],
    },
    hope: `finish ${it.the}`,
    steps: `the steps any day of ${knit ? 'knitting' : 'sewing'} has (${tool}, ${yarn}, a tangle, small slow stitches)`,
  };
}

/** Folded things: paper boats, paper planes, an origami frog. */
const FOLDED = /^(?:fold|crease)\b|\b(?:paper|origami)\b/;

function folding(day: DayReading): DayKit {
  const it = thingOf(day, 'the paper shapes');
  const head = it.the.split(' ').at(-1) ?? '';
  const last = /^(?:boats?|ships?)$/.test(head)
    ? `{hero} floated ${it.the} in the bath, with {grownup} right there, and ${it.it === 'it' ? 'it' : 'they'} bobbed and bobbed.`
    : /^(?:planes?|aeroplanes?|darts?|rockets?)$/.test(head) ? `{hero} sent ${it.the} flying across the room, and {grownup} ducked.` : `{hero} lined up ${it.the} on the windowsill for everyone to see.`;
  return {
    worry: [`"What if ${it.mine} ${it.was === 'was' ? 'comes' : 'come'} out all crumpled?" asked {hero}.`, `"Can I do the folding?" asked {hero}.`],
    tries: [
      [`{hero} folded the first corner, but it did not meet the other one.`, `{hero} folded too fast, and the fold went wonky.`],
      [`{hero} pressed too hard, and the paper tore right along the fold.`, `{hero} rushed, and the paper ended up in a crumpled ball instead.`],
      [`{hero} did the next fold, but it sprang open again.`, `{hero} turned the paper over, but then did not know which way was up.`],
    ],
    turn: [`{hero} had an idea: corner to corner, then press each fold flat with a thumbnail, slowly.`, `{hero} asked {grownup} for a tip: line up the edges first, then press.`],
    details: [
      [`First, {hero} found a stack of paper, and {grownup} cleared the kitchen table.`, `{hero} chose the brightest paper, and {grownup} smoothed it flat on the table.`],
      [`{grownup} showed the first fold, and {hero} copied it, corner to corner.`, `{grownup} did one fold, then {hero} did one, turn and turn about.`],
      [`{hero} made the very last fold, and opened ${it.the} out.`, `{hero} pressed the last fold flat, and there ${it.it === 'it' ? 'it was' : 'they were'}.`],
      [last],
    ],
    win: `${it.the} ${it.was} folded, crisp and neat`,
    end: [`At bedtime, {hero} looked at ${it.the} one more time, and smiled.`, `That night, {hero} dreamed of ${it.the}, and of all the things {he} could fold next.`],
    setback: [`Then the last sheet of paper got a big crease in the wrong place.`, `Then {hero} sneezed, and the paper blew off the table.`],
    choice: [`{hero} could use the plain paper or the bright paper, and {he} chose bright.`, `{hero} could stop for a snack or do one more, and {he} chose one more.`],
    subplot: {
      taught: ['{hero} noticed that neat edges made neat folds.', '{hero} saw that one slow fold was worth three fast ones.'],
      trouble: ['{pal} wanted to fold one too, but did not know how to start.', '{pal} wanted a turn, but did not like to ask.'],
      gives: 'the brightest sheet of paper',
      solved: ['With the brightest sheet, {pal} folded one too, and grinned.', '{pal} folded very slowly, with {palhis} tongue poking out.'],
    },
    hope: `get ${it.the} just right`,
    steps: 'the steps any day of folding paper has (corners, creases, a tear, a slow press)',
  };
}

/** A home or a feeder for creatures, built outside from sticks and cones rather than taped. */
const FOR_CREATURES = /\b(?:bugs?|insects?|bees?|birds?|hedgehogs?|bats?|butterfl(?:y|ies)|ladybirds?|minibeasts?|wildlife)\s+(?:hotels?|houses?|boxes|box|feeders?|homes?|nests?|tables?|baths?)$/;

/** The steps of building a home or a feeder for creatures: sticks, cones and straw, packed tight, and a visitor. */
function forCreatures(it: Named): Partial<DayKit> {
  return {
    tries: [
      [`{hero} drew where everything would go, but the lines came out wobbly.`],
      [`{hero} rushed to pile everything in, but it all fell out again.`, `{hero} rushed to put ${it.the} together, and ${it.it === 'it' ? 'it' : 'they'} toppled over with a bump.`],
      [`{hero} stuffed in the last sticks, but one side still sagged.`],
    ],
    turn: [`{hero} had an idea: pack everything in tight, the big bits first, so nothing could wobble.`],
    details: [
      [`First, {hero} gathered sticks, pine cones, straw and bits of bark, and {grownup} found an old wooden box.`],
      [`{grownup} did the sawing and the hammering, and {hero} held the wood very still.`],
      [`{hero} tucked in the very last pine cone, and stepped back to look.`],
      [`Before long, a tiny visitor came to look inside, and {hero} held {his} breath.`],
    ],
    end: [`Every morning after that, {hero} checked ${it.the} for visitors.`],
    setback: [`Then it began to rain, and the straw got soggy.`],
    steps: 'the steps any day of building a home for creatures has (sticks and cones, a wobble, packing tight, a visitor)',
  };
}

function making(day: DayReading): DayKit {
  if (NEEDLEWORK.test(day.todo)) return needlework(day);
  if (FOLDED.test(day.todo)) return folding(day);
  if (day.thing && FOR_CREATURES.test(day.thing.the)) return { ...madeThing(day), ...forCreatures(thingOf(day, 'the bug hotel')) };
  if (day.thing && isBuiltOfWood(day.thing.the, day.material)) return { ...madeThing(day), ...woodwork(thingOf(day, 'the box')) };
  // Tape and glue are said only of what they are true of: a box model, or a thing of boxes and paper.
  if (!isStuckTogether(day.thing?.the, day.material)) return { ...madeThing(day), ...honestMade(thingOf(day, 'the model')) };
  return madeThing(day);
}

function madeThing(day: DayReading): DayKit {
  const it = thingOf(day, 'the model');
  const from = day.material ?? 'the pieces';
  return {
    worry: [`"What if ${it.mine} ${it.was === 'was' ? 'falls' : 'fall'} apart?" asked {hero}.`, `"Can I do it all by myself?" asked {hero}.`],
    tries: [
      [`{hero} drew where everything would go, but the lines came out wobbly.`, `{hero} tried to stick the first bit on, but it slid straight off.`],
      [`{hero} rushed, but used so much tape that ${from} stuck to {his} fingers instead.`, `{hero} rushed to put ${it.the} together, and ${it.it === 'it' ? 'it' : 'they'} toppled over with a bump.`],
      [`{hero} held the pieces together and counted to ten, but one side still sagged.`, `{hero} pressed and pressed, but one bit kept sticking out the wrong way.`],
    ],
    turn: [`{hero} had an idea: a wide, flat piece at the bottom, so ${it.the} could stand.`, `{hero} asked {grownup} for a tip: fold the edges first, then stick. Slowly, ${it.it === 'it' ? 'it' : 'they'} began to hold.`],
    details: [
      [`First, {hero} gathered ${from}, the tape and the glue, and {grownup} found the scissors.`, `{hero} put ${from} in a pile on the floor, with the tape, the glue and a pencil, and {grownup} brought the scissors.`],
      [`{grownup} did the cutting with the big scissors, and {hero} held ${from} very still.`, `{grownup} cut the tricky bits, and {hero} pointed to where they should go.`],
      [`{hero} added the very last bit, and stepped back to look.`, `{hero} stuck on the last bit, and pressed it down for luck.`],
      [`{hero} showed ${it.the} to everyone, and everyone wanted a turn.`, `Everyone came to see ${it.the}, and {grownup} said ${it.it === 'it' ? 'it was the best one' : 'they were the best ones'} ever made.`],
    ],
    win: `${it.the} ${it.was} finished at last`,
    end: [`At bedtime, {hero} looked at ${it.the} one more time, and smiled.`, `That night, {hero} dreamed of ${it.the}, and of all the things {he} could make next.`],
    setback: [`Then the tape would not stick, and the bits kept falling off.`, `Then the glue ran out, right in the middle.`],
    choice: [`${cap(it.the)} could be big or ${it.it === 'it' ? 'it' : 'they'} could be strong, and {hero} chose strong.`, `{hero} could stop for a snack or finish ${it.the} first, and {he} chose to finish.`],
    subplot: {
      taught: ['{hero} noticed that the bottom had to be strong before anything could go on top.', '{hero} saw that slow, careful sticking held better than fast sticking.'],
      trouble: ['{pal} wanted to help, but did not know which bit to do.', '{pal} wanted to make something too, but had nothing to make it from.'],
      gives: 'a job of {palhis} own',
      solved: ['With a job of {palhis} own, {pal} held the bits steady, and grinned.', '{pal} was in charge of the tape now, and took it very seriously.'],
    },
    hope: `finish ${it.the}`,
    steps: 'the steps any day of making has (gathering, sticking, a wobble, a fix)',
  };
}

function baking(day: DayReading): DayKit {
  const it = thingOf(day, 'the cake');
  // Chapatis and pancakes are cooked on the hot pan, never risen or baked in the oven (`pan-kit.ts`).
  if (isPanCooked(it.the)) return { ...panKit(it), hope: `get ${it.the} just right` };
  const head = it.the.split(' ').at(-1) ?? '';
  const dough = DOUGHS.test(head) ? 'the dough' : POTS.test(head) ? 'the pot' : 'the mixture';
  return {
    worry: [`"What if ${it.mine} ${it.was === 'was' ? 'goes' : 'go'} wrong?" asked {hero}.`, `"Can I do the stirring?" asked {hero}.`],
    tries: [
      dough === 'the dough'
        ? [`{hero} tipped in the flour too fast, and a white cloud puffed up all over {his} nose.`, `{hero} poured the water in too fast, and it ran off the edge of the table.`]
        : dough === 'the pot'
        ? [`{hero} tipped the vegetables in too fast, and one rolled off onto the floor.`, `{hero} poured in too much water, all at once, and it splashed everywhere.`]
        : [`{hero} tipped in the flour too fast, and a white cloud puffed up all over {his} nose.`, `{hero} cracked an egg, but a bit of shell went in too.`],
      dough === 'the dough'
        ? [`{hero} pushed the dough too hard, and it tore, and stuck to the table.`, `{hero} rushed the kneading, and the dough stuck to {his} fingers instead.`]
        : dough === 'the pot'
        ? [`{hero} stirred too fast, and it slopped over the side of the pot.`, `{hero} added far too much salt, and {grownup} pulled a face at the first taste.`]
        : [`{hero} stirred too fast, and ${dough} slopped over the side.`, `{hero} poured in too much milk, all at once, and it went everywhere.`],
      [`{hero} wanted to look at ${it.the} every minute, but {grownup} said peeping let the heat out.`, `{hero} wanted to taste ${it.the} far too soon, and {grownup} said, "Not yet!"`],
    ],
    turn: dough === 'the dough'
      ? [`{hero} had an idea: a warm spot by the window, a clean cloth on top, and time.`, `{hero} asked {grownup} for a tip: a warm place, and a little more waiting.`]
      : [`{hero} asked {grownup} for a tip, and added a little at a time, slowly this time.`, `{hero} went slowly, one spoon at a time, and it came right.`],
    details: [
      [`First, {hero} washed {his} hands and put on an apron, and {grownup} got out the big ${dough === 'the pot' ? 'pot' : 'bowl'}.`, `{hero} stood on a step by the counter, in an apron down to {his} toes, and {grownup} got out ${dough === 'the pot' ? 'the pot and the wooden spoon' : 'the bowl and the scales'}.`],
      dough === 'the pot'
        ? [`{hero} washed the vegetables, and {grownup} did the chopping with the sharp knife.`, `{grownup} did the chopping with the sharp knife, and {hero} dropped everything into the pot, one by one.`]
        : dough === 'the dough'
        ? [`{grownup} showed {hero} how to knead: push, fold, turn, and again.`, `{hero} kneaded the dough with both hands, push and fold, the way {grownup} showed.`]
        : [`{hero} stirred slowly, round and round, while {grownup} held the bowl.`, `{hero} measured every spoonful, and {grownup} checked each one.`],
      dough === 'the pot'
        ? [`{grownup} did the hot hob, and {hero} watched ${it.the} bubble from a safe step back.`]
        : [`{grownup} put ${it.the} in the hot oven, and {hero} watched through the glass from a safe step back.`, `Only {grownup} touched the hot oven, and soon the whole kitchen smelled warm and wonderful.`],
      [`Everyone had a taste of ${it.the}, and {grownup} asked for more.`, dough === 'the pot' ? `Everyone had a bowl of ${it.the}, and every bowl was scraped clean.` : `${cap(it.the)} ${it.was} shared out, and not a crumb was left.`],
    ],
    win: dough === 'the pot' ? `${it.the} ${it.was} ready at last, warm and just right` : `${it.the} came out golden`,
    end: [`That night, {hero} could still smell ${it.the}, warm and golden, and smiled.`, `At bedtime, {hero} was still full of ${it.the}, and smiled a sleepy smile.`],
    setback: dough === 'the dough'
      ? [`Then the dough would not rise. It sat in the bowl, flat and sulky.`, `Then the dough was so sticky that it stuck to everything, even {hero}'s elbows.`]
      : dough === 'the pot' ? [`Then the pot bubbled up too high, and {grownup} turned it down just in time.`] : [`Then the mixture was too runny, and dripped off the spoon.`],
    choice: [`{hero} could lick the spoon now or wait until the end, and {he} chose to wait.`, `{hero} could keep ${it.the} plain or add something special, and {he} chose a little something special.`],
    subplot: {
      taught: ['{hero} noticed that good things in a kitchen take their own time.', '{hero} saw that a little at a time worked better than all at once.'],
      trouble: ['{pal} wanted to help, but could not reach the counter.', '{pal} wanted a turn to stir, but did not like to ask.'],
      gives: 'a turn with the spoon',
      solved: ['With a turn with the spoon, {pal} stirred slowly, and grinned.', '{pal} stirred, very carefully, with {palhis} tongue poking out.'],
    },
    hope: `get ${it.the} just right`,
    steps: `the steps any day of ${dough === 'the pot' ? 'cooking' : 'baking'} has (the ${dough === 'the pot' ? 'pot' : 'bowl'}, the stirring, ${dough === 'the dough' ? 'a dough that will not rise' : 'a spill'}, the hot part left to a grown-up)`,
  };
}

/**
 * Seeds, bulbs and pips go under the soil and show nothing for weeks: they are never staked or "standing straight" (round
 * 18: read 41's tulip bulbs "leaned over to one side" and were tied to a stick). A plant or a tree is.
 */
const BURIED = /\b(?:seeds?|bulbs?|pips?|acorns?|conkers?|stones?|beans?|potato(?:es)?|garlic|sunflower seeds?)\b/i;

function growing(day: DayReading): DayKit {
  const it = thingOf(day, 'the seeds');
  return BURIED.test(it.the) ? sowing(it) : planting(it);
}

/** Things buried to grow: which way up, how deep, the squirrel, the label, and the long wait. */
function sowing(it: ReturnType<typeof thingOf>): DayKit {
  return {
    worry: [`"What if ${it.mine} ${it.was === 'was' ? 'doesn\'t' : 'don\'t'} grow?" asked {hero}.`, `"How long will ${it.mine} take to grow?" asked {hero}.`],
    tries: [
      [`{hero} put ${it.the} in upside down, and {grownup} said, "Pointy end up, roots end down."`, `{hero} could not tell which way up ${it.the} went, and turned ${it.it} round and round.`],
      [`{hero} dropped ${it.the} on top of the soil and covered ${it.it} with a sprinkle, and {grownup} said ${it.the} needed to go much deeper, snug in the dark.`, `{hero} planted ${it.the} so close together that there was no room to grow.`],
      [`The next morning, {hero} dug ${it.the} up again, to see if anything had happened. Nothing had.`, `{hero} checked the soil again and again, but nothing had changed.`],
    ],
    turn: [`{hero} made each hole as deep as {his} hand was long, put ${it.the} in the right way up, covered ${it.it} over, and left ${it.it} alone to get on with it.`, `{hero} asked {grownup} for a tip: deep enough, the right way up, and then be patient.`],
    details: [
      [`First, {hero} found the trowel, the watering can and {his} wellies, and {grownup} carried ${it.the} out in a paper bag.`, `{hero} pulled on {his} wellies, and {grownup} brought the trowel and ${it.the}.`],
      [`{hero} wrote a label on a lolly stick, so nobody would forget what was under there.`, `{grownup} dug the first hole, and {hero} found three worms and a button.`],
      [`{hero} gave the soil one gentle drink of water, all along the row.`, `{hero} patted the soil down, gently, all the way along.`],
      [`A squirrel sat on the fence and watched, very interested, so {grownup} put a net over the top.`, `{grownup} said that nothing would show for weeks, and then, one day, a green tip.`],
    ],
    win: `${it.the} ${it.was} tucked under the soil, the right way up, waiting to grow`,
    end: [`Every morning after that, {hero} went out to look at the bare soil, and one day there was a tiny green tip.`, `That night, {hero} dreamed of ${it.the} growing in the dark, right under the garden.`],
    setback: [`Then it began to rain, and the soil turned to sticky mud that clung to the trowel.`, `Then the squirrel came down off the fence and started to dig.`],
    choice: [`{hero} could plant ${it.the} in a straight row or dotted all about, and {he} chose the straight row.`, `{hero} could go inside out of the wind or finish first, and {he} chose to finish.`],
    subplot: {
      taught: ['{hero} noticed that nobody can hurry a growing thing.', '{hero} saw that the hardest part of planting was leaving it alone.'],
      trouble: ['{pal} wanted to help, but had nothing to plant.', '{pal} wanted a job too, but did not like to ask.'],
      gives: 'the lolly-stick label',
      solved: ['With the lolly-stick label, {pal} wrote the name in big letters, and grinned.', '{pal} was in charge of the label now, and took it very seriously.'],
    },
    hope: `help ${it.the} grow`,
    steps: 'the steps any sowing has (which way up, how deep, the label, the long wait)',
  };
}

/** A plant or a tree put in the ground: the hole, the water, the stake to stand straight. */
function planting(it: ReturnType<typeof thingOf>): DayKit {
  return {
    worry: [`"What if ${it.mine} ${it.was === 'was' ? 'doesn\'t' : 'don\'t'} grow?" asked {hero}.`, `"How long will ${it.mine} take to grow?" asked {hero}.`],
    tries: [
      [`{hero} dug a hole, but it was much too small for ${it.the}.`, `{hero} dug too fast, and the soil flew everywhere, even into {his} wellies.`],
      [`{hero} watered ${it.the} too much, and the soil turned to mud and splashed everywhere.`, `{hero} pushed ${it.the} in too hard, and nearly squashed ${it.it}.`],
      [`{hero} pressed the soil down, but ${it.the} leaned over to one side.`, `{hero} checked ${it.the} again and again, but nothing had changed.`],
    ],
    turn: [`{hero} had an idea: a stick beside ${it.the}, tied on with soft string, to help ${it.it} stand up straight.`, `{hero} asked {grownup} for a tip: firm the soil all round, gently, with both hands.`],
    details: [
      [`First, {hero} found the spade, the watering can and {his} wellies, and {grownup} carried ${it.the} out.`, `{hero} pulled on {his} wellies, and {grownup} brought the spade and ${it.the}.`],
      [`{grownup} dug the deep part with the big spade, and {hero} pulled out the stones one by one.`, `{grownup} did the heavy digging, and {hero} found three worms and a button.`],
      [`{hero} gave ${it.the} one last drink of water, a gentle one.`, `{hero} patted the soil down, gently, all the way round.`],
      [`A worm wriggled past, and a bird came down to look.`, `{grownup} said that one day ${it.the} would be taller than both of them.`],
    ],
    win: `${it.the} ${it.was} in the ground, standing straight`,
    end: [`Every morning after that, {hero} went out to say hello to ${it.the}.`, `That night, {hero} dreamed that ${it.the} had grown as tall as the house.`],
    setback: [`Then the spade hit a big stone, and the ground was too hard to dig.`, `Then it began to rain, and the hole filled up with muddy water.`],
    choice: [`{hero} could put ${it.the} in the sun or the shade, and {he} chose the sun, where things grow best.`, `{hero} could go inside out of the wind or finish first, and {he} chose to finish.`],
    subplot: {
      taught: ['{hero} noticed that growing things need gentle hands, not fast ones.', '{hero} saw that the ground had to be ready before anything could go in.'],
      trouble: ['{pal} wanted to help dig, but had no spade.', '{pal} wanted a job too, but did not like to ask.'],
      gives: 'the watering can',
      solved: ['With the watering can, {pal} gave a gentle shower, and grinned.', '{pal} was in charge of the watering now, and took it very seriously.'],
    },
    hope: `help ${it.the} grow`,
    steps: 'the steps any day of planting has (the spade, the hole, too much water, a stake to stand straight)',
  };
}

/** A room is painted indoors: no grass under the low bits, no wind, no one coming "out" to look (round 18: read 42's bedroom). */
const INDOORS = /\b(?:bed ?rooms?|rooms?|walls?|ceilings?|kitchens?|bathrooms?|hall(?:way)?s?|playrooms?|nurser(?:y|ies)|stairs)$/;

function painting(day: DayReading): DayKit {
  const it = thingOf(day, 'the picture');
  const tall = isTall(it.the);
  const inside = INDOORS.test(it.the);
  return {
    worry: [`"What if I get paint everywhere?" asked {hero}.`, `"Can I do the whole of ${it.mine}?" asked {hero}.`],
    tries: [
      [`{hero} pressed the brush on too hard, and paint ran all the way down {his} arm.`, `{hero} started in the middle, and soon did not know where {he} had been.`],
      [`{hero} painted too fast, and ${it.the} came out streaky and spotty.`, `{hero} rushed, and a big blob of paint landed on {his} shoe instead.`],
      tall ? [`{hero} wanted to climb up for the high bit, but {grownup} said the ladder was a grown-up's job.`] : [`{hero} added another colour too soon, and the two ran together into mud brown.`],
    ],
    turn: [`{hero} had an idea: long, slow strokes, all going the same way.`, `{hero} asked {grownup} for a tip: not too much paint, and wipe the brush on the side.`],
    details: [
      [`First, {hero} put on old clothes, and {grownup} spread out newspaper and opened the paint.`, `{hero} put on {his} oldest T-shirt, and {grownup} stirred the paint with a stick.`],
      tall ? [`{grownup} did the high bits from the ladder, and {hero} did the low bits, right down to ${inside ? 'the skirting board' : 'the grass'}.`] : [`{hero} did one colour at a time, and waited for each one to dry.`],
      [`{hero} stepped back to look. It all looked bright and new.`, `{hero} painted the very last bit, slowly, and put the brush down.`],
      [`{hero} had paint on {his} nose, and {grownup} had paint on {grownup}'s elbow, and they laughed.`, `Everyone came ${inside ? 'up' : 'out'} to look at ${it.the}.`],
    ],
    win: `${it.the} ${it.was} painted, every last bit`,
    end: [`Every time {hero} walked past ${it.the} after that, {he} smiled.`, `That night, {hero} looked at ${it.the} one last time, and found one more spot of paint on {his} ear.`],
    setback: [`Then a drip ran all the way down, and a fly landed right in the wet paint.`, inside ? `Then {hero} leaned back to look, and put {his} elbow right in the wet paint.` : `Then the wind blew a leaf onto the wet paint, and it stuck there.`],
    choice: [`{hero} could paint a pattern or keep it plain, and {he} chose a tiny pattern, just in one corner.`, `{hero} could stop for a drink or finish the last bit, and {he} chose to finish.`],
    subplot: {
      taught: ['{hero} noticed that thin, slow strokes looked better than thick, fast ones.', '{hero} saw that one bit at a time got it all done in the end.'],
      trouble: ['{pal} wanted to paint too, but there was only one brush.', '{pal} wanted to help, but did not know where to start.'],
      gives: 'the little brush',
      solved: ['With the little brush, {pal} painted the corners, and grinned.', '{pal} did the tricky corners with the little brush, very carefully.'],
    },
    hope: `get ${it.the} done, every last bit`,
    steps: `the steps any day of painting has (old clothes, the brush, drips, ${tall ? 'the high bits left to a grown-up on the ladder' : 'waiting for it to dry'})`,
  };
}

/** Things on wheels, mended with a pump and a patch rather than a screwdriver. */
const WHEELED = /\b(?:bikes?|bicycles?|scooters?|trikes?|skateboards?|go-karts?|buggy|pram|wheelbarrow|tyres?|wheels?)$/;

function fixing(day: DayReading): DayKit {
  const it = thingOf(day, 'the broken thing');
  const fault = day.fault ?? 'the real problem, small and loose';
  if (WHEELED.test(it.the)) return { ...fixingAny(it, fault), ...wheels(it, day.fault) };
  return fixingAny(it, fault);
}

/** The steps of mending a thing on wheels: the pump, the tyre in a bowl of water, the patch. */
function wheels(it: Named, fault: string | undefined): Pick<DayKit, 'tries' | 'turn' | 'details' | 'setback' | 'steps'> {
  return {
    tries: [
      [`{hero} spun the wheel round and round, but could not see what was wrong.`],
      [`{hero} pumped the tyre up too fast, but it went flat again straight away.`, `{hero} pulled the tyre too hard, and it pinged off onto the grass.`],
      [`{hero} looked all over the tyre, but the hole was too tiny to see.`],
    ],
    turn: [`{hero} had an idea: dip the tyre in water and watch for bubbles. And there it was: ${fault ?? 'a tiny hole'}.`],
    details: [
      [`First, {grownup} got out the pump and the puncture kit, and {hero} turned ${it.the} upside down.`],
      [`{grownup} held the tyre in a bowl of water, and {hero} watched for a line of tiny bubbles.`],
      [`{hero} pressed the patch on, hard, and counted to a hundred, and {grownup} pumped the tyre up.`],
      [`{hero} rode ${it.the} up and down the path, with {grownup} watching.`],
    ],
    setback: [`Then the patch would not stick, and the tyre went soft again.`],
    steps: `the steps any mending of a wheel has (the pump, ${fault ?? 'the puncture'} found with bubbles, a patch)`,
  };
}

function fixingAny(it: Named, fault: string): DayKit {
  return {
    worry: [`"What if I make ${it.mine} worse?" asked {hero}.`, `"What if ${it.mine} can't be fixed?" asked {hero}.`],
    tries: [
      [`{hero} turned ${it.the} upside down to look, but could not see what was wrong.`, `{hero} gave ${it.the} a shake, but that only made a rattle inside.`],
      [`{hero} tightened the first screw {he} saw, but it made no difference at all.`, `{hero} pushed and pulled too hard, and another bit came off.`],
      [`{hero} tried the first tool in the box, but it was the wrong size.`, `{hero} put it all back together, but there was one bit left over.`],
    ],
    turn: [`{hero} looked very carefully, one bit at a time, and found it: ${fault}.`, `{hero} asked {grownup} for a tip: look first, then fix. And there it was: ${fault}.`],
    details: [
      [`First, {grownup} got out the toolbox, and {hero} found the right screwdriver.`, `{grownup} opened the toolbox, and {hero} laid the tools out in a row.`],
      [`{grownup} held ${it.the} steady, and {hero} turned the screwdriver, slowly.`, `{grownup} did the sharp and heavy bits, and {hero} held the torch.`],
      [`{hero} tested ${it.the}, gently first, then a bit harder.`, `{hero} gave ${it.the} one more check, and nothing moved that should not.`],
      [`{grownup} gave {hero} a high five with a grubby hand.`, `{hero} showed everyone ${it.the}, as good as new.`],
    ],
    win: `${it.the} ${it.was} as good as new`,
    end: [`Every time {hero} used ${it.the} after that, {he} remembered fixing ${it.it}.`, `That night, {hero} looked at ${it.the} and told {grownup}, "We can fix anything now."`],
    setback: [`Then a tiny screw rolled away under the sofa, and it took ages to find.`, `Then {hero} found another thing that was broken, too.`],
    choice: [`{hero} could let {grownup} do it, or keep trying, and {he} chose to keep trying, with {grownup} watching.`],
    subplot: {
      taught: ['{hero} noticed that looking carefully first saved a lot of trying.', '{hero} saw that the problem was smaller than it had seemed.'],
      trouble: ['{pal} wanted to help, but did not know the tools.', '{pal} wanted a job too, but did not like to ask.'],
      gives: 'the torch',
      solved: ['With the torch, {pal} showed everyone where to look, and grinned.', '{pal} held the torch very still, and took it very seriously.'],
    },
    hope: `get ${it.the} working again`,
    steps: 'the steps any day of fixing has (the toolbox, looking, a wrong try, the real problem found)',
  };
}

/** How a job about the house ends, by its verb: washed things shine, tidied things are tidy, laid things are just right. */
function jobDone(todo: string, it: Named): string {
  if (/^(?:clean|wash|wipe|polish|scrub|mop|hoover|vacuum|dust|sweep)\b/.test(todo)) return `${it.the} ${it.was} sparkling clean`;
  if (/^(?:tidy|sort|clear|empty)\b/.test(todo)) return `${it.the} ${it.was} tidy at last`;
  return `${it.the} ${it.was} just right`;
}

function chores(day: DayReading): DayKit {
  const it = thingOf(day, 'the job');
  return {
    // A job is not longed for: it is the child's turn to help.
    opening: (doing) => [`Today it was {hero}'s turn to help: {he} was ${doing}.`, `Today {hero} was ${doing}, a real job, all of {his} own.`],
    worry: [`"Do I have to do all of ${it.mine}?" asked {hero}.`, `"How long will ${it.mine} take?" asked {hero}.`],
    tries: [
      [`{hero} started everywhere at once, but finished nowhere.`, `{hero} did the easy bit first, but the hard bit was still waiting.`],
      [`{hero} rushed, but made more of a mess than before.`, `{hero} went too fast, and something tipped over with a clatter.`],
      [`{hero} got bored halfway, and stopped to play instead.`, `{hero} thought ${it.the} ${it.was} done, but {grownup} found a bit {he} had missed.`],
    ],
    turn: [`{hero} had an idea: a song to work to, and one bit at a time, from one end to the other.`, `{hero} asked {grownup} for a tip: start at one end, and keep going to the other.`],
    details: [
      [`First, {hero} rolled up {his} sleeves, and {grownup} got out everything the job needed.`],
      [`{grownup} did the heavy and the high bits, and {hero} did the rest, carefully.`],
      [`{hero} did the very last bit of ${it.the}, and stood back to look.`],
      [`{grownup} said it was the best job anyone had ever done, and {hero} stood up very tall.`],
    ],
    win: jobDone(day.todo, it),
    end: [`That night, {hero} looked at ${it.the} and felt very grown-up.`, `At bedtime, {hero} told {grownup} {he} might help with ${it.the} again. Maybe.`],
    setback: [`Then {hero} knocked something over, and there was more to do than before.`, `Then the job seemed to grow bigger, not smaller.`],
    choice: [`{hero} could stop and play or finish the job first, and {he} chose to finish.`],
    subplot: {
      taught: ['{hero} noticed that one bit at a time got everything done.', '{hero} saw that a job went faster with a song.'],
      trouble: ['{pal} wanted to help, but did not know which bit to do.', '{pal} wanted a job too, but did not like to ask.'],
      gives: 'a job of {palhis} own',
      solved: ['With a job of {palhis} own, {pal} worked hard, and grinned.', '{pal} did {palhis} bit very carefully, and took it very seriously.'],
    },
    hope: `get ${it.the} done`,
    steps: 'the steps any job about the house has (getting ready, a mess made worse, one bit at a time, a song to work to)',
  };
}

/** What an errand at a place takes, and how it is done, by the place's words. */
const ERRANDS: ReadonlyArray<{ place: RegExp; take: string; done: Wording; bins?: true }> = [
  { place: /\bpost office|sorting office\b/, take: 'the parcel', done: [`{hero} put the parcel on the scales, and a stamp went on with a thump.`] },
  { place: /\bbank\b/, take: 'the money box', done: [`{hero} tipped the coins out of the money box, and they were counted, clink by clink.`] },
  { place: /\b(?:launderette|laundrette|laundromat)\b/, take: 'the bag of washing', done: [`{hero} watched the washing go round and round through the little round window.`] },
  { place: /\bcleaners?\b/, take: 'the coat to be cleaned', done: [`{hero} handed over the coat, and got a little ticket to keep safe.`] },
  // No counter and no queue of people: a line of cars, and the right bin to find.
  { place: /\b(?:recycling|tip|dump|bottle bank)\b/, take: 'the box of bottles', done: [`{hero} posted the bottles in one at a time, and each one went clink.`], bins: true },
  { place: /\bcharity shop\b/, take: 'the bag of old things', done: [`{hero} handed {take} over the counter, and the lady said they would make someone very happy.`] },
  { place: /./, take: 'the shopping list', done: [`{hero} found every thing on the list, and ticked it off, one at a time.`] },
];

/** What is done at a place with a thing the theme says is taken there ("taking the dog to the groomers"): it is handed over. */
const HANDED_OVER: Wording = [`{hero} handed {take} over at the counter, with both hands, and said what it was for.`];

/** Who works at a place and shows a visitor round, by the place's words. */
const WORKERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bfire station\b/, 'firefighter'], [/\bpolice station\b/, 'police officer'], [/\bambulance station\b/, 'paramedic'], [/\bbakery\b/, 'baker'],
  [/\bgarage\b/, 'mechanic'], [/\b(?:dairy|farm)\b/, 'farmer'], [/\bpottery\b/, 'potter'], [/\bforge\b/, 'blacksmith'], [/\b(?:train|railway) station\b/, 'guard'],
  [/\bmill\b/, 'miller'], [/\bstudio\b/, 'artist'], [/\bsurgery\b/, 'nurse'],
];

const atOf = (there: string) => (/^the /.test(there) ? `at ${there}` : `in ${there}`);

function errand(day: DayReading, there: string): DayKit {
  const row = ERRANDS.find((one) => one.place.test(there))!;
  // A thing the theme says is taken there is what is carried, and handed over where the place has no errand of its own.
  const take = day.kind === 'taking' && day.thing ? day.thing.the : row.take;
  const done = row.place.source === '.' && day.kind === 'taking' ? HANDED_OVER : row.done;
  const job = { take, done: (typeof done === 'string' ? [done] : done).map((line) => line.replaceAll('{take}', take)) as unknown as Wording };
  const kit = errandAtACounter(job, there);
  return row.bins ? { ...kit, ...atTheBins(job, there, day.kind === 'taking' && day.thing ? day.thing.the : 'the bottles') } : kit;
}

/** An errand with bins to sort into rather than a counter to speak at: the recycling centre, the bottle bank. */
function atTheBins(job: { take: string }, there: string, items: string): Partial<DayKit> {
  // Glass goes clink; the recycling, clothes or cans are bagged and go in with a thump.
  const glass = /\b(?:bottles?|glass|jars?)$/.test(items);
  const sound = glass ? 'went clink' : 'went in with a thump';
  const one = glass ? 'bottle' : 'bag';
  // Bottles go in one by one; anything else goes in by the bag.
  const each = glass ? items : `the bags of ${items.replace(/^the /, '')}`;
  return {
    worry: [`"Can I put them in?" asked {hero}.`, `"Which bin do they go in?" asked {hero}.`],
    tries: [
      [`{hero} swung ${job.take} round and round, but nearly dropped it.`],
      [`There was a long line of cars ${atOf(there)}, and it hardly moved, and {hero} hopped from foot to foot.`],
      [`{hero} nearly put ${items} in the wrong bin.`, `{hero} ran to the first bin {he} saw, but it was the wrong one.`],
    ],
    turn: [`{hero} stopped, looked at the pictures on the bins, and found the one with the right picture on it.`, `{hero} read the signs slowly, with {grownup}, and pointed: that one.`],
    details: [
      [`Off {hero} went with {grownup}, with ${job.take} on {his} knee in the car, all the way to ${there}.`],
      [`There were bins for everything: paper, tins, bottles and clothes, each with a picture on it.`],
      [`{hero} posted ${each} in one at a time, with {grownup} right beside {him}, and each one ${sound}.`],
      [`On the way home from ${there}, {hero} told {grownup} which bin was the loudest.`],
    ],
    win: `every ${one} was in the right bin`,
    end: [`That night, {hero} sorted {his} toys into piles, just like the bins ${atOf(there)}.`],
    setback: [`Then a ${one} slipped, and {grownup} said to leave it and step back.`, `Then {hero} found the box had a sticky bottom, and it smelled of old juice.`],
    choice: [`{hero} could post ${each} fast or one at a time, and {he} chose one at a time.`],
    subplot: {
      taught: ['{hero} noticed that the pictures on the bins said where everything went.', '{hero} saw that one at a time was quicker in the end.'],
      trouble: [`{pal} wanted to post a ${one} too, but could not reach the hole.`, '{pal} wanted a turn, but did not like to ask.'],
      gives: `the last ${one}`,
      solved: [`{pal} posted the last ${one}, and it ${sound}, and {pal} grinned.`, `With the last ${one}, {pal} stood on tiptoe and posted it, very carefully.`],
    },
    steps: `the steps any trip to the bins has (carrying ${job.take}, a line of cars, the right bin, the way home)`,
  };
}

function errandAtACounter(job: { take: string; done: Wording }, there: string): DayKit {
  return {
    // Nobody longs for an errand: it is a job to do, and the child has one in it.
    opening: (doing) => [`Today {hero} was ${doing}, and {he} had an important job to do.`, `Today {hero} was ${doing}, and {he} was going to carry ${job.take}.`],
    worry: [`"Can I carry ${job.take}?" asked {hero}.`, `"Will there be a queue?" asked {hero}.`],
    tries: [
      [`{hero} walked too fast, went straight past the door, and had to come back.`, `{hero} swung ${job.take} round and round, but nearly dropped it.`],
      [`There was a long queue ${atOf(there)}, and it hardly moved, and {hero} hopped from foot to foot.`, `The queue ${atOf(there)} went all the way to the door, and it did not move.`],
      [`When it was {his} turn, {hero} went shy, and could not say a word at the counter.`, `At the counter, {hero} said it all too fast, and nobody understood.`],
    ],
    turn: [`{hero} took a slow breath, stood up tall, and said it all on {his} own, clearly, with a "please" at the end.`, `{hero} held {grownup}'s hand, counted to three, and said it again, slowly, on {his} own.`],
    details: [
      [`Shoes on, coat on, and off {hero} went with {grownup}, carrying ${job.take} all the way to ${there}.`, `{hero} held ${job.take} with both hands, and {grownup} held the door.`],
      [`{hero} watched each person in the queue step up to the counter, one at a time.`, `{hero} read the signs on the wall with {grownup}, and counted the people in front.`],
      job.done,
      [`On the way home from ${there}, {hero} told {grownup} the best bit, twice.`, `{hero} walked home from ${there} with {grownup}, swinging {his} empty hands.`],
    ],
    win: `the errand was done, and {hero} had done the talking`,
    end: [`That night, {hero} played at being the one behind the counter ${atOf(there)}, and {grownup} had to queue.`, `At bedtime, {hero} was still thinking about ${there}, and the counter, and the queue.`],
    setback: [`Then {hero} dropped ${job.take}, and it slid right under a stand.`, `Then the person in front took ages and ages, and {hero}'s legs grew tired.`],
    choice: [`{hero} could go home or wait for {his} turn, and {he} chose to wait.`, `{hero} could let {grownup} do the talking or do it on {his} own, and {he} chose to do it on {his} own.`],
    subplot: {
      taught: ['{hero} noticed that a slow, clear voice was the one people heard.', '{hero} saw that the queue moved, if you waited.'],
      trouble: ['{pal} wanted to carry something too, but had nothing to carry.', '{pal} wanted a turn at the counter, but did not like to ask.'],
      gives: 'the job of holding the door',
      solved: ['With the job of holding the door, {pal} stood very tall, and grinned.', '{pal} held the door for everyone, and everyone said thank you.'],
    },
    hope: `do the errand ${atOf(there)}`,
    steps: `the steps any errand has (carrying ${job.take}, the queue, the counter, the way home)`,
  };
}

function visit(day: DayReading, there: string): DayKit {
  const worker = WORKERS.find(([place]) => place.test(there))?.[1];
  const a = worker ? `a ${worker}` : 'someone who worked there';
  const the = worker ? `the ${worker}` : 'the helper';
  const The = cap(the);
  return {
    worry: [`"Will they let me look at everything?" asked {hero}.`, `"What if I don't know what to say?" asked {hero}.`],
    tries: [
      [`{hero} wanted to touch everything at once, but ${the} said some things were only for looking.`, `{hero} ran to see the first thing, but had to be called back.`],
      [`{hero} had a question, a big one, but every time {he} opened {his} mouth, it hid.`, `{hero} tried to ask a question, but it came out as a squeak.`],
      [`{hero} tried to help while ${the} was busy, but only got in the way.`, `{hero} leaned in too far to look, but {grownup} said, "Careful, please!"`],
    ],
    turn: [`{hero} took a breath and asked the big question, and ${the} smiled and answered it.`, `{hero} waited for a quiet moment, then asked, clear and slow, and ${the} was glad to tell.`],
    details: [
      [`At ${there}, ${a} said hello, and showed {hero} and {grownup} round.`, `${cap(a)} met {hero} and {grownup} at the door ${atOf(there)}.`],
      [`${The} showed {hero} the things they used every day, and what each one was for.`, `${The} showed {hero} how everything worked, one thing at a time.`],
      // A go is at a job a named worker does; at a place of no worker the table knows, a closer look is all that is true.
      worker ? [`Then {hero} was allowed a go, with ${the} right beside {him}.`, `${The} let {hero} have a go, very carefully, with {grownup} watching.`] : [`Then {hero} was allowed a closer look, with ${the} right beside {him}.`],
      [`{hero} said thank you to ${the}, and waved all the way out.`, `{hero} said thank you, and ${the} waved back.`],
    ],
    win: `{hero} had seen how ${there} worked, from the inside`,
    end: [`That night, {hero} played at ${there === 'town' ? 'being in town' : there}, and was ${the}, and {grownup} was the visitor.`, `At bedtime, {hero} went over everything ${the} had said ${atOf(there)}.`],
    setback: [`Then a loud noise made {hero} jump, and {he} held on tight to {grownup}.`, `Then everyone was suddenly busy, and {hero} had to wait by the wall.`],
    choice: [`{hero} could ask the big question or keep quiet, and {he} chose to ask.`, `{hero} could look at one more thing or say thank you, and {he} chose to say thank you first.`],
    subplot: {
      taught: ['{hero} noticed that people liked to answer a question asked kindly.', '{hero} saw that looking first, then asking, worked best.'],
      trouble: [`{pal} felt shy ${atOf(there)}, and hung back by the door.`, '{pal} wanted a go too, but did not like to ask.'],
      gives: 'the first go',
      solved: ['{pal} had the first go, and it went well, and {pal} grinned.', 'With the first go, {pal} stopped hanging back, and joined right in.'],
    },
    hope: `see how ${there} worked`,
    steps: `the steps any visit has (being shown round, a question that hides, ${worker ? 'a go' : 'a closer look'} with ${the} beside)`,
  };
}

function sale(day: DayReading, there: string): DayKit {
  return {
    worry: [`"What if I choose the wrong thing?" asked {hero}.`, `"Have I got enough money?" asked {hero}.`],
    tries: [
      [`{hero} wanted the first thing {he} saw, but it cost more than {he} had.`, `{hero} ran from table to table, and saw nothing at all.`],
      [`{hero} picked something up, put it down, and picked it up again, and could not choose.`, `{hero} held {his} coins tight, but still could not choose.`],
      [`{hero} asked how much it was, but too quietly, and nobody heard.`, `{hero} pointed and pointed, but did not say a word.`],
    ],
    turn: [`{hero} walked round once just looking, then went back to the thing {he} liked best, and asked for it in a clear voice.`],
    details: [
      [`Rows of tables stood ${atOf(there)}, full of old toys, books and odd little things.`, `There were tables and tables ${atOf(there)}, covered in things with little price labels.`],
      [`{hero} held {grownup}'s hand, and stayed close among all the people.`, `{grownup} kept the coins safe in a pocket until {hero} had chosen.`],
      [`{hero} paid with {his} own coins, and got one coin back.`, `{hero} handed over {his} coins, and the thing was {his}.`],
      [`{hero} carried it home carefully, all the way.`, `{hero} showed it to {grownup} three times on the way home.`],
    ],
    win: `{hero} had chosen the very best thing ${atOf(there)}`,
    end: [`That night, {hero}'s find from ${there} sat on the shelf, and {hero} smiled at it.`, `At bedtime, {hero} kept {his} find from ${there} right beside the bed.`],
    setback: [`Then a coin slipped out of {his} hand and rolled under a table.`, `Then {hero} saw the thing {he} wanted, and someone else picked it up first.`],
    choice: [`{hero} could spend all {his} coins or keep one, and {he} chose to keep one.`],
    subplot: {
      taught: ['{hero} noticed that looking at everything first made choosing easier.', '{hero} saw that a clear voice got an answer.'],
      trouble: ['{pal} had no coins left, and looked at the toys, quiet.', '{pal} wanted something too, but did not like to ask.'],
      gives: 'the coin {he} had kept',
      solved: ['With the coin, {pal} bought a little thing of {palhis} own, and grinned.', '{pal} bought a tiny thing with the coin, and held it tight.'],
    },
    hope: `find the best thing ${atOf(there)}`,
    steps: 'the steps any sale has (tables of things, coins held tight, a choice, asking the price)',
  };
}

function outing(day: DayReading, there: string): DayKit {
  const done = day.doneThere;
  // A place with true lines of its own (the castle's drawbridge, the caravan's bunks, Scotland's wind) says them.
  const own = placeLinesOf(there);
  const parts = placeKitOf(there)?.parts;
  // A far place ("a holiday in Cornwall", "a trip to London") is reached by its own journey, not past kerbs and a gate's map.
  const far = own && !parts;
  return {
    worry: ['"Is it time to go yet?" asked {hero}, for the third time.', '"What will it be like?" asked {hero}.'],
    tries: [
      [`{hero} wanted to see everything ${atOf(there)} at once, but did not know where to look first.`, `{hero} raced round too fast, and saw nothing properly.`],
      [`{hero} walked round too fast, and got muddled about where {he} had been.`, `{hero} went the wrong way, and ended up back at the gate.`],
      done ? [`{hero} had a go at ${done}, but went too fast, and had to start again.`] : [`{hero} wanted to climb on the railings for a better look, but {grownup} said no.`, `{hero} leaned in too far to look, but {grownup} said, "Careful, please!"`],
    ],
    // A place named by what is done there (the bowling alley, the climbing wall) is that doing, not a map and a bench.
    turn: done
      ? [`{hero} watched how the others did it, then had a go at ${done} again, slowly, and it went much better.`]
      : parts ? [`{hero} slowed right down and took one place at a time: first ${parts[0]}, then ${parts[1]}, then ${parts[2]}.`]
        : far ? [`{hero} slowed right down, and chose one thing ${atOf(there)} to see properly.`]
        : [`{hero} stopped, read the sign with {grownup}, and chose one thing to see properly.`, `{hero} slowed down, found the map by the gate, and picked the way round, one place at a time.`],
    details: [
      far ? [own[0]] : [`On the way to ${there}, {hero} stopped at every kerb with {grownup} and looked both ways.`, `Off {hero} went with {grownup}, all the way to ${there}.`],
      far ? [own[1]] : own ? [own[0]] : done ? [`{grownup} showed {hero} how ${done} worked ${atOf(there)}, and {hero} had a first go.`] : [`There was a sign by the gate ${atOf(there)}, with a map and a little picture of everything to see.`],
      own && !far ? [own[1]] : done ? [`This time, {hero} went slowly, and ${done} was easier than {he} had thought.`] : [`{hero} found the best spot ${atOf(there)}, and stood there a long time, just looking.`],
      [`{hero} and {grownup} sat on a bench and shared a snack, and looked back at ${there}.`],
    ],
    win: `{hero} had seen ${there} properly, one thing at a time`,
    end: parts ? [`At home, {hero} told the whole family about ${there}, and kept ${parts[0]} for bedtime.`] : far ? [`At home, {hero} told the whole family about ${there}, and kept the best bit for bedtime.`] : [`At home, {hero} told the whole family about ${there}, and kept the best bit for bedtime.`, `That night, {hero} drew a map of ${there} from memory, with the best spot marked.`],
    setback: ['Then it began to rain, big cold drops, and everyone hurried under cover.', '{hero} had left {his} water bottle at home, and {his} mouth felt dry and cross.'],
    choice: ['{hero} could go home early or stay to the end, and {he} chose to stay.', '{hero} could see one more thing or rest on a bench, and {he} chose the bench, for a little while.'],
    subplot: {
      taught: own ? ['{hero} noticed that one thing seen properly was better than ten seen in a rush.'] : ['{hero} noticed that one thing seen properly was better than ten seen in a rush.', '{hero} saw that the map knew the way round better than {he} did.'],
      trouble: [`{pal} felt shy ${atOf(there)}, and hung back by the gate.`, '{pal} wanted to see too, but could not see over the people.'],
      gives: done ? 'the first turn' : 'the best spot',
      solved: done ? ['{pal} had the first turn, and it went well, and {pal} grinned.'] : ['From the best spot, {pal} could see everything, and {pal} grinned.', 'From the best spot, {pal} stopped hanging back, and joined right in.'],
    },
    hope: `see ${there} properly`,
    steps: 'the steps any day out has (the way there, the sign by the gate, a best spot, a snack on a bench)',
  };
}

/** A day of looking after animals or of gathering, told in the lines its table keeps true of them. */
function fromTable(table: CreatureCare | Gathering, they: string, hope: string, steps: string): DayKit {
  const own = (wording: Wording): Wording => (typeof wording === 'string' ? wording.replaceAll('{they}', they) : (wording.map((line) => line.replaceAll('{they}', they)) as unknown as Wording));
  return {
    worry: table.worry, tries: table.tries, turn: table.turn, details: table.details, senses: table.senses, win: table.win, end: own(table.end),
    setback: table.setback, choice: table.choice,
    subplot: {
      taught: table.taught,
      trouble: ['{pal} wanted to help, but did not know how, and stood back, watching.', '{pal} wanted a turn too, but did not like to ask.'],
      gives: table.gives,
      solved: table.solved,
    },
    hope,
    steps,
  };
}

function tending(day: DayReading): DayKit | undefined {
  const care = day.thing && creatureCareOf(day.thing.the);
  // "collecting eggs": the hens are who is looked after; "feeding the chickens": the chickens.
  const they = care && day.thing && !/\beggs?$/.test(day.thing.the) ? day.thing.the : care?.they ?? '';
  return care && fromTable(care, they, `look after ${they} properly`, `what looking after ${care.they} is like (${care.senses.length} true things to see and hear, a small trouble, the little win)`);
}

function gathering(day: DayReading): DayKit | undefined {
  const found = day.thing && gatheringOf(day.thing.the);
  return found && { ...fromTable(found, day.thing!.the, found.hope ?? `find the very best of ${day.thing!.the}`, found.steps ?? `what gathering ${day.thing!.the} is like (where they are found, a small trouble, the special one)`), ...(found.setting ? { setting: found.setting } : {}), ...(found.steps ? { particular: true as const } : {}) };
}

/**
 * The kit for a day of a kind that has one; a doing of no known kind (and a journey with no place) is told in the general
 * lines of `the-day.ts`. `plain`: a day out told in the visit's own steps with only its row's sights and best moment,
 * for a listener whose band the row's whole story is over (`plots/the-day.ts`, `visitPlot`).
 */
export function dayKit(day: DayReading, plain = false): DayKit | undefined {
  // Play the sorts know is told as what it is (a ball rolled on the floor, blocks knocked down), over any row or kind.
  const play = playSortKit(day);
  if (play) return play;
  const there = day.place?.replace(/^an? /, 'the ');
  const kits: Partial<Record<DayKind, () => DayKit | undefined>> = {
    tending: () => tending(day),
    gathering: () => gathering(day),
    making: () => making(day),
    playing: () => playing(day),
    deskwork: () => deskwork(day),
    puzzling: () => puzzleKit(day),
    teaching: () => teachingKit(day),
    baking: () => baking(day),
    growing: () => growing(day),
    painting: () => painting(day),
    fixing: () => fixing(day),
    // A doing no kit knows, with a thing, a spot or a hunt the words name, is told in its own steps (`own-day-kit.ts`).
    chores: () => (ownDayWords(day).family !== 'other' ? ownDayKit(day) : undefined) ?? chores(day),
    doing: () => (day.thing && !day.thing.plural ? momentKit(day) : undefined) ?? ownDayKit(day) ?? momentKit(day),
    occasion: () => day.occasion && occasionKit(day, day.occasion),
    applying: () => handsKit(day), finding: () => handsKit(day), choosing: () => handsKit(day), wrapping: () => handsKit(day),
    taking: () => (there ? errand(day, there) : handsKit(day)),
    ...(there ? { errand: () => errand(day, there), visit: () => visit(day, there), sale: () => sale(day, there), outing: () => (day.doneThere ? outing(day, there) : visitKit(day, there, plain ? rowOf(day) : undefined)) } : {}),
  };
  const kit = kits[day.kind]?.();
  // A place or thing the table knows is told in its own lines, over its kind's.
  const row = plain ? undefined : rowOf(day);
  return row ? rowKit(row, kit, thingOfRow(day)) : kit;
}
