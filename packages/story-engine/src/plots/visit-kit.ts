import type { DayReading } from '../understand/read-day';
import { farPlaceOf } from '../world/far-places';
import { placeKitOf, plainPlaceLines, type PlaceKit } from '../world/place-kits';
import { nlp } from '../understand/kin-tagged';
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
  const kit = ownKit(there);
  if (kit) return { first: kit.lines[0], best: kit.lines[1], senses: kit.sights.map((sight) => `${cap(at)}, ${sight}.`) };
  const far = farPlaceOf(there.replace(/^(?:the|a|an) /i, ''));
  if (far) return { way: far.lines[0], first: far.lines[1], best: `{hero} found the very best thing ${at}, and showed it to {grownup}.` };
  const family = FAMILIES.find(([words]) => words.test(there.toLowerCase()))?.[1];
  if (family) return { first: family[0].replaceAll('{there}', there), best: family[1].replaceAll('{there}', there) };
  const [first] = plainPlaceLines(at, false);
  return { first, best: `{hero} found the very best thing ${at}, and showed it to {grownup}.` };
}

/**
 * What is true of any place of a family, by the words that name it, for a place no table knows: under the ground it is
 * cool and dim and echoes; a tall place is looked up at; water is watched holding hands; a green place has paths and trees;
 * an old place is old. The first the words fit, most particular first ("the old tin mine" is under the ground).
 */
const FAMILIES: ReadonlyArray<readonly [RegExp, readonly [string, string]]> = [
  [/\b(?:mines?|tunnels?|caverns?|catacombs|bunker|grotto)$/, ['Inside {there}, it was cool and dim, and every voice echoed.', '{hero} called out "Hello!", very softly, and the echo said it back.']],
  [/\b(?:tower|spire|steeple|monument|column|mast|obelisk|statue)$/, ['{hero} tipped {his} head right back to see the very top of {there}.', '{hero} stood right at the bottom of {there} and looked up and up, until {his} neck ached.']],
  [/\b(?:dam|weir|reservoir|locks?|bridge|viaduct|quay|jetty|marina|canal|estuary)$/, ['At {there}, there was water everywhere {hero} looked.', '{hero} held {grownup}\'s hand tight and watched the water for a long, long time.']],
  [/\b(?:gardens?|arboretum|orchard|meadow|allotments?|greenhouse)$/, ['At {there}, there were paths to follow and green things growing everywhere.', '{hero} found the very best tree at {there}, and stood under it, looking up.']],
  [/\b(?:old|ancient|ruined|historic)\b|\b(?:ruins?|abbey|priory|fort|tomb)$/, ['Everything at {there} was very, very old, older than anyone {hero} knew.', '{hero} looked very closely, and wondered who had been at {there} long, long ago.']],
];

/**
 * The place kit of the place itself, never of a word inside another place's name: "the big park" is a park, but "the
 * sculpture park" or "the country park" has no duck pond or bandstand that a park's kit may say.
 */
function ownKit(there: string): PlaceKit | undefined {
  const kit = placeKitOf(there);
  const at = kit ? kit.words.exec(there.toLowerCase())?.index ?? 0 : 0;
  const before = there.slice(0, at).replace(/^(?:the|a|an|our|my)\s+/i, '').trim();
  return kit && before.split(/\s+/).every((word) => word === '' || nlp(word).has('#Adjective')) ? kit : undefined;
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
