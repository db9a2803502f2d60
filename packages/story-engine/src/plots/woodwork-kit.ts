import type { DayKit } from './day-kits';
import { cap, type Named } from './day-thing';

/**
 * Big things built of wood, not taped at the table: a treehouse, a go-kart, a raft, a bench. They are measured, sawn,
 * nailed and sanded, the grown-up does the sawing and anything up a ladder, and the finish is sitting in, on or inside it.
 */
const BUILT_OF_WOOD = /\b(?:tree ?houses?|go-?karts?|karts?|soap ?box(?: car)?|billy ?carts?|rafts?|sheds?|kennels?|hutch|hutches|bookshel(?:f|ves)|shel(?:f|ves)|benche?s?|stools?|planters?|raised beds?|playhouses?|wendy houses?|forts?|ramps?|sledges?|sleds?|swings?|tables?|toy box|toy boxes|wooden \p{L}+)$/u;

/** What a thing is built from when it is not wood: "a fort out of cardboard boxes", "a den out of cushions". */
const NOT_WOOD = /\b(?:cardboard|boxes|box|paper|card|cushions?|blankets?|sheets?|pillows?|lego|bricks?|blocks?|snow|sand|straw|sticks|playdough|clay)$/;

/** Whether a thing made is built of wood ("the treehouse", "{his} go-kart"), unless the theme says from what else. */
export const isBuiltOfWood = (thing: string, material?: string): boolean => BUILT_OF_WOOD.test(thing) && !NOT_WOOD.test(material ?? '');

/** Things a child goes up into: the grown-up is on the ladder, and the child climbs only when it is finished and checked. */
const UP_HIGH = /\b(?:tree ?houses?|forts?|swings?)$/;

/** Things to ride: the first go is slow, on the flat, with a helmet. */
const RIDDEN = /\b(?:go-?karts?|karts?|soap ?box(?: car)?|billy ?carts?|sledges?|sleds?|cart|trolley|rafts?)$/;

export function woodwork(it: Named): Pick<DayKit, 'worry' | 'tries' | 'turn' | 'details' | 'win' | 'end' | 'setback' | 'choice' | 'subplot' | 'steps'> {
  const high = UP_HIGH.test(it.the);
  const ridden = RIDDEN.test(it.the);
  const finish = high
    ? `{grownup} checked every plank and the ladder twice, and then {hero} climbed up into ${it.the} for the very first time.`
    : ridden
      ? `{hero} put on {his} helmet, and the first go in ${it.the} was slow and on the flat, with {grownup} walking beside.`
      : `{hero} sat on ${it.the} very carefully, and it did not wobble one bit.`;
  return {
    worry: [`"What if ${it.mine} ${it.was === 'was' ? 'falls' : 'fall'} down?" asked {hero}.`, `"Can I use the hammer?" asked {hero}.`],
    tries: [
      [`{hero} measured the first plank, but read the tape measure from the wrong end, and it came out far too short.`, `{hero} drew the plan, but forgot to leave room for the door.`],
      [`{hero} tried to hammer the first nail, but it bent over sideways.`, `{hero} hammered too fast, and the nail went in wonky.`],
      [`{hero} stood the first pieces up, but ${it.the} leaned over to one side.`, `{hero} pushed ${it.the} to test it, and ${it.it === 'it' ? 'it' : 'they'} wobbled.`],
    ],
    turn: [`{hero} asked {grownup} for a tip: measure twice, cut once, and tap the nail gently first.`, `{grownup} showed {hero} how to hold the nail with a peg and tap, tap, tap, until it stood up on its own.`],
    details: [
      [`First, {hero} drew a plan, and {grownup} found the planks, the nails, the hammer and the tape measure.`, `{hero} and {grownup} laid out the planks and measured each one, twice.`],
      [`{grownup} did the sawing, and {hero} wore the goggles and held the end of the plank very still.`, `{grownup} did all the sawing, and {hero} swept up the sawdust, which smelled like a forest.`],
      [`{hero} sanded every edge smooth, so nobody would get a splinter.`, `{hero} rubbed the rough edges with sandpaper until they were smooth.`],
      [finish],
    ],
    win: `${it.the} ${it.was} built, strong and straight`,
    end: [`At bedtime, {hero} looked out at ${it.the} one more time, and smiled.`, `That night, {hero} still smelled of sawdust, and {he} did not mind one bit.`],
    setback: [`Then it began to rain, and everything had to be covered with a sheet.`, `Then the box of nails tipped over into the grass.`],
    choice: [`${cap(it.the)} could be painted red or left the colour of the wood, and {hero} chose red.`, `{hero} could stop for a drink or finish the last plank first, and {he} chose to finish.`],
    subplot: {
      taught: ['{hero} saw that a plank measured twice fitted the first time.', '{hero} noticed that gentle taps drove a nail straighter than big bangs.'],
      trouble: ['{pal} wanted to help, but the hammer was too heavy.', '{pal} wanted a job too, but every job seemed to need a grown-up.'],
      gives: 'the sandpaper',
      solved: ['With the sandpaper, {pal} smoothed every corner, and took it very seriously.', '{pal} was in charge of the sandpaper now, and grinned.'],
    },
    steps: 'the steps any day of building with wood has (a plan, measuring, the grown-up sawing, nails, sanding, a first go)',
  };
}
