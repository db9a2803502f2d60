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
  if (day.kind === 'choosing') return choosing(thingOf(day, 'the one'));
  if (day.kind === 'wrapping') return wrapping(thingOf(day, 'the present'));
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
    worry: [`"What if I drop ${it.mine} on the way?" asked {hero}.`, `"What do I say when the door opens?" asked {hero}.`],
    tries: [
      [`{hero} walked too fast, and nearly dropped ${it.the}.`],
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
    setback: [`Then it began to drizzle, and {grownup} held the umbrella over ${it.the}.`],
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

/** A thing chosen from many: so many to look at, wanting them all, two left, the one that is just right. */
function choosing(it: Named): DayKit {
  const one = it.it === 'it' ? 'one' : 'ones';
  return {
    opening: (doing) => [`Today {hero} was ${doing}, and {he} had no idea which ${one} to pick.`],
    worry: [`"What if I choose the wrong ${one}?" asked {hero}.`, '"How will I know which is the best?" asked {hero}.'],
    tries: [
      [`There were so many that {hero} did not know where to look first.`],
      [`{hero} picked the first ${one} {he} saw, then changed {his} mind, then changed it back.`],
      [`{hero} wanted all of them, and {grownup} said, "Just ${it.it === 'it' ? 'one' : 'one lot'}, please."`],
    ],
    turn: [`{hero} had an idea: put all the maybes in a row, take away one at a time, and keep the ${one} {he} would love the longest.`],
    details: [
      [`{grownup} and {hero} looked at every ${one}, slowly, one by one.`],
      [`{hero} stood between the last two, looked from one to the other, and thought very hard.`],
      [`At last {hero} pointed, and said, "That ${one}," and knew it was right.`],
      [`{hero} took ${it.the} home, and would not let anyone else touch ${it.it}.`],
    ],
    win: `{hero} had chosen ${it.the}, and ${it.it === 'it' ? 'it was' : 'they were'} just right`,
    end: [`At bedtime, {hero} looked at ${it.the} one more time, and was sure: the right ${one}.`],
    setback: [`Then the ${one} {hero} liked best was not there any more, and {he} had to start again.`],
    choice: [`{hero} could have the bright ${one} or the plain ${one}, and {he} chose the bright ${one}.`],
    subplot: {
      taught: ['{hero} noticed that taking away the maybes, one at a time, made choosing easy.', '{hero} saw that the right one felt right.'],
      trouble: ['{pal} could not choose either, and looked from one to the other.', '{pal} wanted to help choose, but did not like to ask.'],
      gives: 'the last say',
      solved: ['{pal} had the last say, and said, "That one," and grinned.'],
    },
    hope: `choose ${it.the}`,
    steps: 'the steps of choosing (so many to look at, a muddle, the maybes taken away, the one)',
    lesson: 'patience',
  };
}

/** A present wrapped: paper, tape that sticks to fingers, bulgy corners, a bow, and hiding it. */
function wrapping(it: Named): DayKit {
  return {
    opening: (doing) => [`Today {hero} was ${doing}, and it had to be a secret.`],
    worry: [`"What if they guess what it is?" asked {hero}.`, '"Can I do the tape?" asked {hero}.'],
    tries: [
      ['{hero} pulled the paper round, but one side was too short, and it would not meet.'],
      ['The tape stuck to {hero}\'s fingers, then to itself, then to {his} sleeve.'],
      ['{hero} folded the ends, but the corners came out big and bulgy.'],
    ],
    turn: ['{grownup} showed the tip: fold each end in like a little envelope, press it flat, then one piece of tape.'],
    details: [
      [`{hero} chose the paper, and {grownup} measured it round ${it.the} and did the cutting with the big scissors.`],
      [`{hero} held the paper tight round ${it.the}, and {grownup} tore off the bits of tape, one at a time.`],
      ['{hero} folded the last end in, pressed it flat, and stuck it down with one piece of tape.'],
      [`{hero} stuck a bow on top and hid ${it.the} at the back of the cupboard.`],
    ],
    senses: ['The paper crackled and rustled.', 'The tape went zzzip off the roll.', 'The paper smelled new and shiny.'],
    win: `${it.the} ${it.was} wrapped, with a bow on top, and nobody could tell what was inside`,
    end: [`At bedtime, {hero} thought about ${it.the} in the cupboard, and kept the secret all night.`],
    setback: ['Then someone came in, and {hero} had to hide everything under a cushion, fast.'],
    choice: ['{hero} could use the spotty paper or the stripy paper, and {he} chose spotty.'],
    subplot: {
      taught: ['{hero} noticed that one piece of tape held better than ten.', '{hero} saw that a neat fold made a neat corner.'],
      trouble: ['{pal} wanted to help, but did not know how to keep a secret.', '{pal} wanted a job too, but did not like to ask.'],
      gives: 'the job of sticking on the bow',
      solved: ['{pal} stuck on the bow, right in the middle, and grinned.'],
    },
    hope: `wrap ${it.the}`,
    steps: 'the steps of wrapping a present (the paper, the tape, the corners, the bow, the hiding)',
    lesson: 'patience',
  };
}
