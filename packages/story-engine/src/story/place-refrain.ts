import type { Refrain } from '../plots/plot-shape';
import type { PlannedPage } from './plan-pages';
import { palIsThere } from './story-context';
import { saysItIsHard } from './page-feeling';

/** How often the refrain is asked: twice reads as a refrain, more grates. */
const ASKS = 2;

/**
 * Which pages carry the refrain, by page index: it is asked on the first and last pages of the rising
 * problem (a refrain to the hero: of those where something is hard), and answered once on the last page of the turning point, where the plot turns. A refrain that speaks to someone
 * goes only on pages where they are.
 */
export function placeRefrain(planned: readonly PlannedPage[], refrain: Refrain): Map<number, string> {
  const present = (entry: PlannedPage) => refrain.to !== 'pal' || palIsThere(entry.plan.cast);
  const risingPages = planned.flatMap((entry, index) => (entry.beat === 'rising problem' && present(entry) ? [index] : []));
  // Words to the hero ("You can do it, Mia!", "Be brave") answer something hard: on the pages where a try goes wrong,
  // never under "The cake had candles"; a book with no such page has none.
  // Its own words must say so: a page planned as worried may lose its worry to fit the band.
  const facing = risingPages.filter((index) => saysItIsHard(planned[index]!.plan.core));
  // A refrain to say along with ("Click? Not yet.") is asked twice whatever went wrong: a board book has one hard page or none.
  // Never on a page that says the sound already ("Cheep, cheep, cheep." then "Cheep? Not yet.").
  const quiet = (index: number) => !saysTheSound(planned[index]!.plan.core, refrain.answer);
  const rising = refrain.again ? joinInPages(facing.filter(quiet), risingPages.filter(quiet)) : refrain.to === 'hero' ? facing : risingPages;
  const asks = rising.length <= ASKS ? rising : [rising[0]!, rising[rising.length - 1]!];
  // The plot's own turning page comes last in its beat, after any run-up.
  const turn = planned.findLastIndex((entry) => entry.beat === 'turning point' && present(entry));
  const lines = new Map(asks.map((index, at) => [index, at > 0 && refrain.again ? refrain.again : refrain.ask]));
  // A turn that makes the sound itself ("Stomp, stomp, stomp! Pia walked to Dad.") is answered by the rest: "At last!".
  const answer = refrain.again && turn >= 0 && saysTheSound(planned[turn]!.plan.core, refrain.answer) ? refrain.answer.replace(/^.*?! /, '') : refrain.answer;
  if (asks.length > 0 && turn >= 0) lines.set(turn, answer);
  return lines;
}

/** The pages of a join-in refrain's two asks: the hard ones first, then the problem's other pages, in page order. */
function joinInPages(facing: readonly number[], rising: readonly number[]): number[] {
  if (facing.length >= ASKS) return [...facing];
  const others = rising.filter((index) => !facing.includes(index));
  return [...facing, ...others.slice(0, ASKS - facing.length)].sort((a, b) => a - b);
}

/** Whether lines say a refrain's sound (its first word: "Cheep" of "Cheep! At last!"), as a word of their own. */
export function saysTheSound(lines: readonly string[], refrainLine: string): boolean {
  const sound = /^[\p{L}-]+/u.exec(refrainLine)?.[0];
  return sound !== undefined && lines.some((line) => new RegExp(`(?<![\\p{L}-])${sound}(?![\\p{L}-])`, 'iu').test(line));
}
