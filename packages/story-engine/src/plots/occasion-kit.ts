import type { AgeGroup } from '@studio/contracts/stories';
import type { DayReading } from '../understand/read-day';
import type { OccasionReading } from '../understand/read-occasion';
import { occasionTruths, placeTruths } from '../world/occasion-places';
import type { DayKit } from './day-kits';

/**
 * The steps of an occasion at a place (`understand/read-occasion.ts`): getting ready, the journey or the drop-off, arriving
 * shy among so many people, the place's own sight, the occasion's best part, a small thing that goes wrong, and home tired.
 * A drop-off occasion (a friend's party, a disco) has the grown-up only at the door, going and coming back: no grown-up
 * watches the party from the side.
 */
export function occasionKit(day: DayReading, occasion: OccasionReading): DayKit {
  const there = occasion.place ?? 'the party';
  const at = `at ${there}`;
  const place = placeTruths(occasion.place);
  const truths = occasionTruths(occasion.name);
  // "{his} cousin's barbecue" is at the cousin's house: said once, not "at {his} cousin's house" after it.
  const whose = occasion.host && occasion.place === `${occasion.host}'s house` ? occasion.name : `${occasion.name} ${at}`;
  const door = place?.outdoors ? 'the gate' : 'the door';
  // Each goes a little wrong: the way there is long, the door is hard to let go of.
  const arrive = occasion.dropOff
    ? [`{grownup} dropped {hero} off ${at} with a kiss, and {hero} nearly ran after {grownup}.`, `{grownup} waved goodbye at ${door}, and {hero} did not wave back, not at first.`] as const
    : [`On the way to ${there}, {hero} asked "Are we nearly there?" so many times that everyone groaned.`] as const;
  // The host of a day at their house opens its door on the crowd.
  const hosting = occasion.host !== undefined && there === `${occasion.host}'s house`;
  const shy = occasion.dropOff
    ? `${at.replace(/^a/, 'A')}, there were so many children that {hero} held on to ${door} and did not want to go in.`
    : hosting
      ? `${occasion.host} opened the door, and there were so many people inside that {hero} stayed close to {grownup} and did not want to say hello.`
      : `${at.replace(/^a/, 'A')}, there were so many people that {hero} stayed close to {grownup} and did not want to say hello.`;
  return {
    opening: () => [`Today was ${whose}, and {hero} could hardly wait.`, `{hero} had been counting the sleeps, and today was ${whose}.`],
    worry: ['"Is it time to go yet?" asked {hero}, for the third time.', '"Who will be there?" asked {hero}.'],
    tries: [arrive, shy, truths.trouble],
    turn: ['{hero} took a big breath, and joined in, one small thing at a time.', occasion.dropOff ? `{hero} counted to three, let go of ${door}, and joined in.` : '{hero} counted to three, let go of {grownup}\'s hand, and joined in.'],
    details: [
      truths.ready,
      place?.sight ?? `{hero} looked all around ${there}: so many people, so much to see.`,
      truths.best,
      occasion.dropOff
        ? ['At home time, {grownup} was waiting by the door, and {hero} had so much to tell that it all came out at once.']
        : [`On the way home from ${there}, {hero} was so tired that {he} fell asleep before the end of the road.`],
    ],
    win: `{hero} was in the middle of it all ${at}`,
    end: [`That night, {hero} was tired right down to {his} toes, and still thinking about ${occasion.name}.`],
    setback: place?.outdoors ? ['Then it began to rain, big cold drops, and everyone squeezed under the nearest roof, laughing.'] : ['Then {hero} spilled juice down {his} best top, and wanted to go home.'],
    choice: [`{hero} could stay by ${occasion.dropOff ? door : '{grownup}'} or go to ${place?.spot ?? 'where everyone was'}, and {he} chose to go.`],
    subplot: {
      taught: ['{hero} noticed that joining in a little at a time was easier than all at once.'],
      trouble: ['{pal} felt shy too, and hung back by the wall.'],
      gives: 'the best spot',
      solved: ['From the best spot, {pal} stopped hanging back, and joined right in.'],
    },
    hope: `enjoy ${occasion.name}`,
    steps: 'the steps any occasion has (getting ready, the way there, arriving shy, the best part, a small mishap, home tired)',
  };
}

/** A little one's party is no drop-off: under six, the family's grown-up stays all through (round 13). */
export function withGrownUpStaying(day: DayReading | undefined, age: AgeGroup | undefined): DayReading | undefined {
  const little = age === '0-2' || age === '3-5';
  return day?.occasion?.dropOff && little ? { ...day, occasion: { ...day.occasion, dropOff: false } } : day;
}
