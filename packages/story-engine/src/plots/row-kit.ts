import type { Wording } from '../world/catalogue';
import type { DayReading } from '../understand/read-day';
import { thingRowOf, type RowShape, type ThingRow } from '../world/days/thing-rows';
import type { DayKit } from './day-kits';

/**
 * A day out, a thing made or a doing the table knows (`world/days/thing-rows.ts`), told in that thing's own lines: what
 * is held and seen and heard, its one rule, the tries that go wrong its own way, its hard moment, and the middle its
 * problem has — a wait, a fix, or a helper who knows. The kit it is laid over keeps only what a row does not say (a
 * place it is set in); a day with no row keeps the kit of its kind.
 */

/** The kinds of day a row may tell: a place to go, a thing to make, a doing of no kit. Errands, baking and care keep their own kits. */
const ROW_KINDS: ReadonlySet<DayReading['kind']> = new Set(['outing', 'visit', 'making', 'doing', 'playing']);

/** The words of a day a row is looked up by: the place for a day out, else the thing made or done, else the doing. */
function wordsOf(day: DayReading): string {
  if (day.place) return day.place;
  return [day.thing?.the, day.doing].filter(Boolean).join(' ');
}

/** The day's own words for its thing, short: its place, else what is made or done. */
// "the theatre with nanny": whom the day is spent with is not the place.
export const thingOfRow = (day: DayReading): string => day.place?.replace(/^an? /, 'the ').replace(/\s+with\s+.+$/, '') ?? day.thing?.the ?? 'it';

/** The row of a day, where its kind may be told by one and the table knows its words. */
export function rowOf(day: DayReading): ThingRow | undefined {
  // A thing painted or decorated is told by its row only where the row tells decorating it ("painting the bird box" is no building).
  if (day.kind === 'painting') return [thingRowOf(wordsOf(day))].find((row) => row?.decorated);
  return ROW_KINDS.has(day.kind) ? thingRowOf(wordsOf(day)) : undefined;
}

/** The try between the row's own two, in the shape of the thing's problem. */
const THIRD_TRY: Record<RowShape, Wording> = {
  wait: ['{hero} asked, "Is it now?" again and again, and still it was not time.', '{hero} could not wait one second longer, and fidgeted and fidgeted.'],
  fix: ['{hero} tried again the very same way, and it went wrong the very same way.', '{hero} had another go, just as fast, and it went wrong again.'],
  helper: ['{hero} tried once more on {his} own, and still could not do it, and looked round for someone to ask.', '{hero} tried again, and again, and did not know what to do next.'],
};

/** The lesson each shape of middle acts out: waiting it out, keeping at it, listening to the one who knows. */
const LESSON: Record<RowShape, string> = { wait: 'patience', fix: 'perseverance', helper: 'listening' };

/** What going wrong showed the hero, and the friend's own small problem, in the shape of the thing's problem. */
const TAUGHT: Record<RowShape, Wording> = {
  wait: ['{hero} noticed that the waiting was part of it, and the best bit came after.', '{hero} saw that some things cannot be hurried.'],
  fix: ['{hero} noticed that going slowly worked better than going fast.', '{hero} saw that the trick was doing it a little at a time.'],
  helper: ['{hero} noticed that asking someone who knew was quicker than guessing.', '{hero} saw that everyone there had learned it from somebody.'],
};

/** A day's kit told in its row's lines, over the kit of its kind where it has one. */
export function rowKit(row: ThingRow, base: DayKit | undefined, thing: string): DayKit {
  const kit: DayKit = {
    ...(base?.setting ? { setting: base.setting } : {}),
    ...(base?.opening ? { opening: base.opening } : {}),
    worry: [row.worry],
    // The row's second try last: a short book tells only the first and the last, and the last is the one the turn mends.
    tries: [[row.tries[0]], THIRD_TRY[row.shape], [row.tries[1]]],
    turn: [row.fix],
    details: [[`${row.ready} ${row.rule}`], [row.see], [row.done], [row.after]],
    senses: [...row.senses],
    win: row.win,
    end: [row.end],
    setback: [row.hard],
    choice: ['{hero} could stop for a rest or keep going, and {he} chose to keep going.', '{hero} could stop there or have one more go, and {he} chose one more go.'],
    subplot: {
      taught: TAUGHT[row.shape],
      trouble: ['{pal} wanted a turn too, but did not like to ask.', '{pal} hung back, watching, and did not join in.'],
      gives: 'the first turn',
      solved: ['{pal} had the first turn, and it went well, and {pal} grinned.', 'With the first turn, {pal} stopped hanging back, and joined right in.'],
    },
    hope: row.hope,
    lesson: LESSON[row.shape],
    particular: true,
    steps: `what ${row.name} is really like (what is held and seen, its one rule, its own hard moment, ${row.shape === 'wait' ? 'a wait' : row.shape === 'fix' ? 'a fix' : 'a helper who knows'})`,
  };
  return ownWords(kit, thing);
}

/** The kit with `{thing}` said as the day's own words for it. */
export function ownWords(kit: DayKit, thing: string): DayKit {
  const said = (value: unknown): unknown => (typeof value === 'string' ? value.replaceAll('{thing}', thing) : Array.isArray(value) ? value.map(said) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, said(inner)])) : value);
  return said(kit) as DayKit;
}
