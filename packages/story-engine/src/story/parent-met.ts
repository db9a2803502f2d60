import { hashString } from '@studio/seeded-random';
import type { StoryContext } from './story-context';
import type { SentenceRole } from './roled-text';
import { KIN_WORDS } from '../cast/kin-by-name';

interface Page {
  sentences: string[];
  roles: SentenceRole[];
}

const MEETINGS: readonly ((parent: string, hero: string) => string)[] = [
  (parent) => `${parent} was there too.`,
  (parent) => `${parent} was close by.`,
  (parent, hero) => `${parent} was with ${hero}.`,
  (parent) => `${parent} was there as well.`,
];

/** The parents a line may bring when the cast has no grown-up of its own (`parentAlong`): by these words, as names. */
const PARENTS = ['Mum', 'Dad'] as const;

/**
 * A parent the cast does not have, who first acts pages in ("Dad read one story and sang one song.", "Kacper and Mum
 * looked in the shed"), is met on the first page: "Mum was there too." A parent out of the book's way (upstairs, at the
 * school gate, away) or only spoken of in a quotation is no one to meet.
 */
export function withParentMet<T extends Page>(pages: readonly T[], ctx: Pick<StoryContext, 'cast'> & Partial<Pick<StoryContext, 'upstairs' | 'atTheGate' | 'away' | 'stayedHome'>>, onTheDay: (parent: string) => string | undefined = () => undefined): T[] {
  const hero = ctx.cast[0];
  const known = new Set([...ctx.cast, ...(ctx.upstairs ?? []), ...(ctx.atTheGate ?? []), ...(ctx.away ? [ctx.away] : []), ...ctx.stayedHome ?? []].map((member) => member.name));
  const unmet = PARENTS.filter((parent) => !known.has(parent) && firstPageNaming(pages, parent) > 0);
  if (unmet.length === 0 || !pages[0]) return [...pages];
  const [first, ...rest] = pages;
  // One of a few wordings by the hero's name: the same line in every such book was a sentence books shared.
  // A told theme's day meets them by what they do on it (`parent-on-the-day.ts`).
  const met = unmet.map((parent) => onTheDay(parent) ?? MEETINGS[hashString(`${hero?.name ?? ''}:${parent}`, 13) % MEETINGS.length]!(parent, hero?.name ?? ''));
  return [{ ...first, sentences: [...first.sentences, ...met], roles: [...first.roles, ...met.map(() => 'own' as const)] }, ...rest];
}

/** The index of the first page that names the parent outside a quotation, or -1. */
function firstPageNaming(pages: readonly Page[], parent: string): number {
  const named = new RegExp(`\\b${parent}\\b`);
  // "Auntie Meena was Dad's sister" says whose sister she is: Dad is not one acting on the page.
  const whose = new RegExp(`\\b${parent}['’]s (?:\\p{L}+ )?(?:${KIN_WORDS})\\b`, 'gu');
  return pages.findIndex((page) => page.sentences.some((sentence) => named.test(sentence.replace(/"[^"]*"/g, ' ').replace(whose, ' '))));
}
