import type { Wording } from '../world/catalogue';
import type { DayReading } from '../understand/read-day';
import { foundOf, putOnOf, type HandsThing } from '../world/days/hands-things';
import { cap, thingOf, type Named } from './day-thing';
import type { DayKit } from './day-kits';

/**
 * The steps of a day of the hands (`understand/day-hands.ts`): a thing put on the body, told in its table's true lines
 * (sun cream's white streaks and missed ears); a thing found, told by what is then done with it (a wallet handed in, a
 * glove put up on a wall, a coin in the charity tin, a note read); a thing taken to a person (carried, the knock, the
 * handing over) or to the post box (the stamp, the slot too high, the soft flop). A thing taken to a place with a counter
 * or bins is the errand's (`day-kits.ts`), with the thing carried.
 */
export function handsKit(day: DayReading): DayKit | undefined {
  if (day.kind === 'applying') {
    const row = putOnOf(day.doing);
    // Nobody longs to have sun cream put on: it is the thing before the fun.
    return row && { ...fromRow(row, day.thing?.the ?? 'it', `get ${row.said ?? 'it'} on just right`, 'what putting it on is like (the tricky bits, a tip, the finish)', 'listening'), opening: (doing) => [`Today {hero} was ${doing}, and {he} wanted to get it just right.`] };
  }
  if (day.kind === 'finding' && day.thing) {
    const row = foundOf(day.thing.the.split(' ').at(-1)!);
    return row && { ...fromRow(row, day.thing.the, `do the right thing with ${day.thing.the}`, 'what is done with a thing found (whose it is, where it goes)', 'kindness'), opening: () => [`It was an ordinary day, until {hero} ${day.did}.`] };
  }
  if (day.kind === 'taking' && day.takenTo) {
    const it = thingOf(day, 'the parcel');
    return day.takenTo === 'the post box' ? posting(it) : toSomeone(it, day.takenTo);
  }
  return undefined;
}

/** A table's lines, with `{it}` said as the day's thing. */
function fromRow(row: HandsThing, it: string, hope: string, steps: string, lesson: string): DayKit {
  const own = (line: string) => line.replaceAll('{It}', cap(it)).replaceAll('{it}', it);
  const each = (wording: Wording): Wording => (typeof wording === 'string' ? own(wording) : (wording.map(own) as unknown as Wording));
  return {
    worry: each(row.worry), tries: row.tries.map(each) as unknown as DayKit['tries'], turn: each(row.turn), details: row.details.map(each) as unknown as DayKit['details'],
    senses: row.senses.map(own), win: own(row.win), end: each(row.end), setback: each(row.setback), choice: each(row.choice),
    subplot: {
      taught: row.taught,
      trouble: ['{pal} wanted to help, but did not know how, and stood back, watching.', '{pal} wanted a turn too, but did not like to ask.'],
      gives: row.gives,
      solved: row.solved,
    },
    hope,
    steps,
    lesson,
  };
}

/** A thing carried to someone's door: carried carefully, the knock, going shy, handing it over. */
function toSomeone(it: Named, whom: string): DayKit {
  return {
    opening: (doing) => [`Today {hero} was ${doing}, and {he} had an important job to do.`],
    worry: [`"What if ${it.mine} ${it.was === 'was' ? 'gets' : 'get'} squashed on the way?" asked {hero}.`, `"What do I say when the door opens?" asked {hero}.`],
    tries: [
      [`{hero} walked too fast, and ${it.the} nearly slid out of {his} hands.`],
      ['{hero} knocked on the door, so quietly that nobody heard.'],
      ['When the door opened, {hero} went shy, and hid behind {grownup}.'],
    ],
    turn: [`{hero} took a slow breath, held out ${it.the} with both hands, and said it all on {his} own, clearly.`],
    details: [
      [`{hero} held ${it.the} with both hands, and {grownup} walked beside {him}, all the way to ${whom}.`],
      ['{hero} knocked, knock, knock, knock, and waited on the step.'],
      [`{hero} handed ${it.the} to ${whom}, and got a big smile and a thank you.`],
      ['On the way home, {hero} swung {his} empty hands and felt full up inside.'],
    ],
    win: `${it.the} ${it.was} handed over, safe and sound, and {hero} had done the talking`,
    end: [`That night, {hero} thought about ${whom}, and the big smile at the door.`],
    setback: [`Then it began to drizzle, and {hero} tucked ${it.the} inside {his} coat.`],
    choice: [`{hero} could leave ${it.the} on the step or knock and hand ${it.it} over, and {he} chose to knock.`],
    subplot: {
      taught: ['{hero} noticed that a slow, clear voice was the one people heard.', '{hero} saw that a knock was less scary the second time.'],
      trouble: ['{pal} wanted to carry something too, but had nothing to carry.', '{pal} wanted to knock, but did not like to ask.'],
      gives: 'the job of ringing the bell',
      solved: ['{pal} rang the bell, ding-dong, and grinned.'],
    },
    hope: `take ${it.the} to ${whom}`,
    steps: 'the steps of taking a thing to someone (carrying it carefully, the knock, going shy, handing it over)',
    lesson: 'kindness',
  };
}

/** A letter or card taken to the post box: the stamp, the slot too high, the soft flop, the collection time. */
function posting(it: Named): DayKit {
  return {
    opening: (doing) => [`Today {hero} was ${doing}, and {he} was going to do the posting on {his} own.`, `Today {hero} was ${doing}.`],
    worry: ['"Will it get there?" asked {hero}.', '"Can I post it myself?" asked {hero}.'],
    tries: [
      ['{hero} got all the way to the door and found there was no stamp, and had to run back for one.'],
      ['The slot in the post box was too high, and {hero} could not reach.'],
      [`{hero} pushed ${it.the} at the slot too hard, and bent the corner.`],
    ],
    turn: [`{hero} stood on tiptoe, {grownup} held {him} steady, and {he} slid ${it.the} in, flat and straight.`],
    details: [
      ['{hero} stuck the stamp in the top corner, the right way up, and pressed it flat.'],
      ['Off {hero} went with {grownup}, to the big red post box at the end of the road.'],
      [`${cap(it.the)} dropped inside with a soft flop, and ${it.was} gone.`],
      ['{grownup} read the little sign on the post box: the post would be collected at five o\'clock.'],
    ],
    win: `${it.the} ${it.was} in the post box, on ${it.it === 'it' ? 'its' : 'their'} way`,
    end: [`That night, {hero} thought about ${it.the} riding in a sack and then a van, all the way there.`],
    setback: [`Then a gust of wind nearly took ${it.the} right out of {his} hand.`],
    choice: ['{hero} could post it straight away or add one more drawing first, and {he} chose one more drawing.'],
    subplot: {
      taught: ['{hero} noticed that flat and straight went in the slot first time.', '{hero} saw that the stamp was the most important bit.'],
      trouble: ['{pal} wanted to post something too, but had nothing to post.', '{pal} wanted a turn, but did not like to ask.'],
      gives: 'the job of sticking on the stamp',
      solved: ['{pal} stuck the stamp on, very straight, and grinned.'],
    },
    hope: `post ${it.the}`,
    steps: 'the steps of posting a thing (the stamp, the way to the post box, the slot, the collection time)',
    lesson: 'patience',
  };
}
