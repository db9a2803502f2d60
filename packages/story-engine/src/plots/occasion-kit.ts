import type { AgeGroup } from '@studio/contracts/stories';
import type { DayReading } from '../understand/read-day';
import type { OccasionReading } from '../understand/read-occasion';
import { occasionTruths, placeTruths } from '../world/occasion-places';
import type { DayKit } from './day-kits';
import { gameMiddle } from './game-middle';

/**
 * The steps of an occasion at a place (`understand/read-occasion.ts`): getting ready, the journey or the drop-off, arriving
 * shy among so many people, the place's own sight, the occasion's best part, a small thing that goes wrong, and home tired.
 * A drop-off occasion (a friend's party, a disco) has the grown-up only at the door, going and coming back: no grown-up
 * watches the party from the side.
 */
export function occasionKit(day: DayReading, occasion: OccasionReading): DayKit {
  const there = occasion.place ?? (occasion.own ? 'home' : occasion.name);
  const at = `at ${there}`;
  const place = placeTruths(occasion.place);
  const truths = occasionTruths(occasion.name);
  // "{his} cousin's barbecue" is at the cousin's house: said once, not "at {his} cousin's house" after it.
  // A game's occasion with no place named ("the wedding") is said alone, never "the wedding at the wedding".
  const whose = !occasion.place || (occasion.host && occasion.place === `${occasion.host}'s house`) ? occasion.name : `${occasion.name} ${at}`;
  const door = place?.outdoors ? 'the gate' : 'the door';
  // Each goes a little wrong: the way there is long, the door is hard to let go of.
  const arrive = occasion.own
    ? [`{hero} opened the door to every guest {him}self, and said hello so many times that {his} voice went squeaky.`] as const
    : occasion.dropOff
    ? [`{grownup} dropped {hero} off ${at} with a kiss, and {hero} nearly ran after {grownup}.`, `{grownup} waved goodbye at ${door}, and {hero} did not wave back, not at first.`] as const
    : [`On the way to ${there}, {hero} asked "Are we nearly there?" so many times that everyone groaned.`] as const;
  // The host of a day at their house opens its door on the crowd.
  const hosting = occasion.host !== undefined && there === `${occasion.host}'s house`;
  const shy = occasion.dropOff
    ? `${at.replace(/^a/, 'A')}, there were so many children that {hero} held on to ${door} and did not want to go in.`
    : hosting
      ? `${occasion.host} opened the door, and there were so many people inside that {hero} stayed close to {grownup} and did not want to say hello.`
      : `${at.replace(/^a/, 'A')}, there were so many people that {hero} stayed close to {grownup} and did not want to say hello.`;
  // The birthday child or the couple the parent named are whose cake is sung to, who come out married.
  const best = namedIn(truths.best, occasion.own ? '{hero}' : occasion.host);
  // No present is wrapped for a party of nobody's birthday ("the Christmas party").
  const ready = occasion.own ? '{hero} helped blow up the balloons, and one popped right by {his} ear.' : occasion.head === 'party' && !occasion.host && !/\bbirthday\b/i.test(occasion.name) ? '{hero} put on {his} best party clothes, and then changed {his} mind, twice.' : truths.ready;
  // A game's first step comes on arriving: the host opens the door, and the game is set up (`game-middle.ts`).
  const game = occasion.game && gameMiddle(occasion.game, occasion, hosting ? [`${occasion.host} opened the door with a big smile, and pulled {hero} inside.`] : arrive);
  return {
    opening: () => [`Today was ${whose}, and {hero} could hardly wait.`, `{hero} had been counting the sleeps, and today was ${whose}.`],
    worry: occasion.own ? ['"When will everyone come?" asked {hero}, for the third time.', '"What if nobody comes?" asked {hero}.'] : ['"Is it time to go yet?" asked {hero}, for the third time.', '"Who will be there?" asked {hero}.'],
    tries: game?.tries ?? [arrive, shy, truths.trouble],
    turn: game?.turn ?? ['{hero} took a big breath, and joined in, one small thing at a time.', occasion.dropOff ? `{hero} counted to three, let go of ${door}, and joined in.` : '{hero} counted to three, let go of {grownup}\'s hand, and joined in.'],
    // A game's day ends on its best part and the cake; any other, on the way home.
    details: [
      ready,
      place?.sight ?? (occasion.own ? 'There were balloons on the door and streamers on the stairs, and the house was full of friends.' : `{hero} looked all around ${there}: so many people, so much to see.`),
      game ? game.best : best,
      game ? best : occasion.dropOff
        ? ['At home time, {grownup} was waiting by the door, and {hero} had so much to tell that it all came out at once.']
        : [`On the way home from ${there}, {hero} was so tired that {he} fell asleep before the end of the road.`],
    ],
    win: game?.win ?? `{hero} was in the middle of it all ${at}`,
    end: [`That night, {hero} was tired right down to {his} toes, and still thinking about ${occasion.name}.`],
    setback: place?.outdoors ? ['Then it began to rain, big cold drops, and everyone squeezed under the nearest roof, laughing.'] : [`Then {hero} spilled juice down {his} best top, and wanted to ${occasion.own ? 'hide in {his} room' : 'go home'}.`],
    choice: [`{hero} could stay by ${occasion.dropOff ? door : '{grownup}'} or go to ${place?.spot ?? 'where everyone was'}, and {he} chose to go.`],
    subplot: {
      taught: ['{hero} noticed that joining in a little at a time was easier than all at once.'],
      trouble: ['{pal} felt shy too, and hung back by the wall.'],
      gives: 'the best spot',
      solved: ['From the best spot, {pal} stopped hanging back, and joined right in.'],
    },
    hope: `enjoy ${occasion.name}`,
    steps: occasion.game ? `the steps any occasion has (getting ready, the way there, home tired), with ${occasion.game.steps} as its middle` : 'the steps any occasion has (getting ready, the way there, arriving shy, the best part, a small mishap, home tired)',
  };
}

/** The birthday's song sung to the child the parent named ("Lily's party"), the wedding's couple the one whose wedding it is. */
function namedIn(best: string, host: string | undefined): string {
  if (!host) return best;
  return best.replace('sang "Happy Birthday"', `sang "Happy Birthday" to ${host}`).replace('When the two of them came out married', `When ${host} came out married`);
}

/** A little one's party is no drop-off: under six, the family's grown-up stays all through (round 13). */
export function withGrownUpStaying(day: DayReading | undefined, age: AgeGroup | undefined): DayReading | undefined {
  const little = age === '0-2' || age === '3-5';
  return day?.occasion?.dropOff && little ? { ...day, occasion: { ...day.occasion, dropOff: false } } : day;
}
