import type { DayReading } from '../understand/read-day';
import { farPlaceOf } from '../world/far-places';
import { placeKitOf, plainPlaceLines } from '../world/place-kits';
import type { ThingRow } from '../world/days/thing-rows';
import type { DayKit } from './day-kits';
import { ownWords } from './row-kit';

/**
 * A day out to a named place, told in the steps any visit has: getting there, what is big or new there, a small
 * problem, the best moment, and home. What is true of the place itself comes only from a table that knows it: a row
 * of `world/days/thing-rows.ts` (the lighthouse's stairs and lamp, the cave's drip), a place kit (the castle's
 * drawbridge) or a far place's journey; a place nothing knows ("the clock tower", "the salt mine") is told in lines true
 * of any visit, with no gate, sign, queue or bench it may not have. A listener under six holds the grown-up's hand
 * on the way and wherever the day slows down (water, steps and edges are never met alone).
 */

const atOf = (there: string) => (/^the /.test(there) ? `at ${there}` : `in ${there}`);
const cap = (line: string) => `${line.charAt(0).toUpperCase()}${line.slice(1)}`;

/** What is true of the place, from the first table that knows it. */
interface PlaceTruths {
  /** How the family gets there, when the journey is its own (a far place). */
  way?: string;
  /** What is big or new on arriving. */
  first: string;
  /** The best moment there. */
  best: string;
  /** The last of the day there. */
  after?: string;
  senses?: readonly string[];
  /** A small problem that is nobody's fault and true of the place (the lighthouse's wind). */
  hard?: string;
  win?: string;
  end?: string;
  hope?: string;
  /** What it is, for the parent: "a lighthouse". */
  name?: string;
}

function truthsOf(there: string, row: ThingRow | undefined): PlaceTruths {
  const at = atOf(there);
  if (row) return { first: `${row.ready} ${row.rule}`, best: row.done, after: row.after, senses: [row.see, ...row.senses], hard: row.hard, win: row.win, end: row.end, hope: row.hope, name: row.name };
  const kit = placeKitOf(there);
  if (kit) return { first: kit.lines[0], best: kit.lines[1], senses: kit.sights.map((sight) => `${cap(at)}, ${sight}.`) };
  const far = farPlaceOf(there.replace(/^(?:the|a|an) /i, ''));
  if (far) return { way: far.lines[0], first: far.lines[1], best: `{hero} found the very best thing ${at}, and showed it to {grownup}.` };
  const [first] = plainPlaceLines(at, false);
  return { first, best: `{hero} found the very best thing ${at}, and showed it to {grownup}.` };
}

/** The kit of a day out at `there` ("the lighthouse"), with the row the table keeps of it, if any. */
export function visitKit(day: DayReading, there: string, row?: ThingRow): DayKit {
  const young = day.age === '0-2' || day.age === '3-5';
  const truths = truthsOf(there, row);
  const at = atOf(there);
  return ownWords({
    worry: ['"What will it be like?" asked {hero}.', '"Is it time to go yet?" asked {hero}, for the third time.'],
    tries: [
      [`{hero} wanted to see everything ${at} at once, and did not know where to look first.`],
      young ? ['{hero} ran on ahead to look, and {grownup} called {him} back to hold hands.'] : ['{hero} rushed on ahead to look, and {grownup} called {him} back to stay close.'],
      ['{hero} asked so many questions at once that {grownup} laughed and said, "One at a time!"'],
    ],
    turn: young
      ? ['{hero} held {grownup}\'s hand, slowed right down, and looked at one thing at a time.']
      : ['{hero} slowed right down, stayed by {grownup}, and looked at one thing at a time.'],
    details: [
      [truths.way ?? (young ? `{hero} held {grownup}'s hand all the way to ${there}.` : `Off {hero} went with {grownup}, all the way to ${there}.`)],
      [truths.first],
      [truths.best],
      [truths.after ?? `When it was time to go, {hero} took one last long look ${at}.`],
    ],
    ...(truths.senses ? { senses: [...truths.senses] } : {}),
    win: truths.win ?? `{hero} had seen all round ${there}, one thing at a time`,
    end: [truths.end ?? `At home, {hero} told the whole family about ${there}, and kept the best bit for bedtime.`],
    setback: truths.hard ? [truths.hard] : ['Then {hero}\'s legs got tired, and {he} wanted to sit down for a bit.', '{hero} had left {his} water bottle at home, and {his} mouth felt dry and cross.'],
    choice: ['{hero} could go home early or stay to the end, and {he} chose to stay.'],
    subplot: {
      taught: ['{hero} noticed that one thing seen properly was better than ten seen in a rush.'],
      trouble: [`{pal} felt shy ${at}, and hung back.`, '{pal} wanted to see too, but did not like to ask.'],
      gives: 'the best spot',
      solved: ['From the best spot, {pal} could see everything, and {pal} grinned.', 'From the best spot, {pal} stopped hanging back, and joined right in.'],
    },
    hope: truths.hope ?? `see ${there} properly`,
    lesson: 'patience',
    ...(truths.name ? { particular: true as const } : {}),
    steps: `the steps any visit has (getting there, ${truths.name ? `what ${truths.name} is really like` : 'what is new there'}, a small problem, the best moment, home)`,
  }, there);
}
