import type { DayKit } from './day-kits';
import type { Named } from './day-thing';

/**
 * A thing made that neither the table (`world/days/thing-rows.ts`) nor a kind's kit knows: "making a fairy garden",
 * "making jewellery". Tape, glue and a flat base are true of a cardboard robot, not of these, so such a thing is told in
 * fewer, honest lines: gathering what it needs, a bit that will not stay, a rush that undoes it, a slow fix with a tip.
 */

/** Stuff that is stuck together with tape and glue. */
const STUCK_STUFF = /\b(?:boxe?s?|cardboard|card|paper|tubes?|rolls?|cartons?|newspapers?|tape|lolly sticks?|straws?|cups?|plates?|bottles?)\b/;

/** Models children make from boxes and tubes: a robot, a rocket, a castle of boxes. */
const BOX_MODELS = /\b(?:robots?|rockets?|spaceships?|space ?ships?|castles?|models?|masks?|crowns?|cars?|trains?|buses|bus|boats?|ships?|houses?|dolls? ?houses?|marble runs?|shops?|cameras?|telescopes?|aliens?|monsters?|dragons?|dinosaurs?|animals?|tunnels?|towers?|forts?|garages?|dens?|costumes?|helmets?|swords?|shields?|binoculars)$/;

/** Whether the tape-and-glue lines of a made thing are true of it: a box model, or made from boxes, tubes or paper. */
export function isStuckTogether(thing: string | undefined, material: string | undefined): boolean {
  return (material !== undefined && STUCK_STUFF.test(material)) || (thing !== undefined && BOX_MODELS.test(thing));
}

/** The lines of a thing made of no known stuff: no tape, no glue, no scissors said. */
export function honestMade(it: Named): Pick<DayKit, 'tries' | 'turn' | 'details' | 'setback' | 'choice' | 'subplot' | 'steps'> {
  const them = it.it === 'it' ? 'it' : 'them';
  return {
    tries: [
      [`{hero} tried to put the first bit in place, but it would not stay.`, `{hero} started in the middle, and then there was no room for the rest.`],
      [`{hero} rushed, and a whole side of ${it.the} came apart again.`, `{hero} went too fast, and the bits ended up in a muddle.`],
      [`{hero} tried again, but one bit still would not go where {he} wanted.`],
    ],
    turn: [`{hero} asked {grownup} for a tip, and went slowly, one bit at a time, starting from the bottom.`, `{hero} took a breath, made a plan with {grownup}, and did ${them} one bit at a time.`],
    details: [
      [`First, {hero} gathered everything ${it.the} needed, and {grownup} cleared a space.`],
      [`{grownup} helped with the tricky bits, and {hero} did the rest.`],
      [`{hero} put the very last bit in place, and stepped back to look.`],
      [`{hero} showed ${it.the} to everyone, and told them how ${it.it === 'it' ? 'it was' : 'they were'} made.`],
    ],
    setback: [`Then {hero} could not find one of the bits {he} needed, and it took ages to find.`],
    choice: [`{hero} could stop for a snack or finish ${it.the} first, and {he} chose to finish.`],
    subplot: {
      taught: ['{hero} noticed that going slowly worked better than going fast.', '{hero} saw that a plan made the doing easier.'],
      trouble: ['{pal} wanted to help, but did not know which bit to do.', '{pal} wanted a turn too, but did not like to ask.'],
      gives: 'a job of {palhis} own',
      solved: ['With a job of {palhis} own, {pal} helped with the last bit, and grinned.', '{pal} did one bit all alone, very carefully, and grinned.'],
    },
    steps: 'the steps any day of making has (gathering, a bit that will not stay, a rush, a slow fix)',
  };
}
