import { Deck } from '../core/deck';
import { forUnderSixes, type StoryContext } from '../story/story-context';
import type { CatalogueTheme } from '../world/catalogue';
import { sensesOf } from '../world/catalogue/senses';
import { isOlderReader } from './older-theme';
import { olderAsides, type OlderLine } from './older-asides';
import { palSpeaksAsFriend } from './pal-role';
import { offItsPlace } from './place-bound';

/** The kinds of a catalogue page that carry one line of the theme's own. */
export type ThemePageKind = 'detail' | 'setback' | 'choice' | 'help' | 'solved';

type MoreLine = (ctx: StoryContext, entry: CatalogueTheme | undefined, friend: string) => string;

/**
 * A second line for a catalogue page that has only one (a true detail, the setback, the small choice, the friend's
 * problem helped and solved): what the hero makes of it. It is the page's `aside`, an extra for readers of six and over
 * (the first line to go when the book is fitted to its band), where a page of one sentence reads thin; each is said once a book.
 */
const MORE: Record<ThemePageKind, readonly MoreLine[]> = {
  // A detail with no sense of its own keeps its own line alone (round 14b): "stood still for a moment, just to look",
  // "noticed it, and said nothing, and kept it for later" were in book after book whatever the theme.
  detail: [],
  // What a setback does to the hero, true after any setback: each once a book, never round the deck again.
  setback: [
    ({ hero }) => `${hero.name} let out a long, slow breath.`,
    ({ hero }) => `For a moment, ${hero.name} did not know what to do next.`,
  ],
  choice: [
    ({ hero }) => `It was not an easy choice, and ${hero.name} knew it.`,
    ({ hero }) => `Nobody chose for ${hero.him}; ${hero.name} decided all by ${hero.self}.`,
  ],
  help: [
    (_ctx, _entry, friend) => `${friend} looked up, surprised.`,
    (_ctx, _entry, friend) => `It was a small thing, but ${friend} did not forget it.`,
  ],
  solved: [
    ({ hero }, _entry, friend) => `${friend} grinned at ${hero.name}.`,
    ({ hero }) => `That was one worry fewer, and ${hero.name} felt lighter for it.`,
  ],
};

/** For nine to twelve, a small choice is the hero's own without being made to sound like a big one. */
const OLDER_CHOICE: readonly MoreLine[] = [
  // With the theme's name where it reads as a day's part ("a small part of sports day"): the plain line was in one 9-12 book in six.
  ({ hero }, entry) => (entry && entry.kind !== 'feeling' && entry.kind !== 'moment' ? `It was only a small part of ${entry.name}, but ${hero.name} liked that nobody else had decided it.` : `It was a small thing to decide, but ${hero.name} liked that nobody else had decided it.`),
  ({ hero }) => `${hero.name} did not ask anyone's opinion, which felt new.`,
  ({ hero }) => `${hero.name} made up ${hero.his} mind before anyone could offer to help.`,
  ({ hero }) => `${hero.name} chose quickly, before ${hero.he} could start worrying about it.`,
];

/**
 * From six, a small choice is answered by the one beside the hero, in words of their own (round 18): "Nobody chose for her;
 * Jess decided all by herself." and "chose quickly, before she could start worrying" told a feeling nobody said.
 */
const CHOICE_ANSWERED: readonly MoreLine[] = [
  ({ hero }, _entry, friend) => `"Good call," said ${friend}. "I was just going to say that." ${hero.name} was fairly sure that was not true.`,
  (_ctx, _entry, friend) => `"That's what I would have picked," said ${friend}, "which is a bit worrying."`,
  ({ hero }, _entry, friend) => `${hero.name} picked before ${friend} could start giving advice, which saved about ten minutes.`,
  ({ hero }, _entry, friend) => `"Sure?" said ${friend}. "No," said ${hero.name}. "Good," said ${friend}. "Sure people never check."`,
];

/** Whether the one beside the hero answers a choice in words: a person past babyhood, not the hero. */
const answers = (ctx: StoryContext) => !forUnderSixes(ctx) && palSpeaksAsFriend(ctx) && ctx.pal.kit.person !== undefined && ctx.pal !== ctx.hero;

const decks = new WeakMap<StoryContext, Map<ThemePageKind, Deck<MoreLine>>>();
const moreSaid = new WeakMap<StoryContext, Set<string>>();
const sensesSaid = new WeakMap<StoryContext, Set<string>>();

/**
 * The theme's next small true thing to see, hear or feel (`CatalogueTheme.senses`), each once a book; none when all are
 * said. Never one that says again what the line beside it says ("The farm smelled of hay and mud" and "It smelled of
 * hay and mud and animals." on one page).
 */
export function senseOf(ctx: StoryContext, entry: CatalogueTheme | undefined, beside?: string): string | undefined {
  const senses = sensesOf(entry);
  if (senses.length === 0) return undefined;
  const said = sensesSaid.get(ctx) ?? new Set<string>();
  sensesSaid.set(ctx, said);
  const line = ctx.rng.fork('senses').shuffle(senses).find((sense) => !said.has(sense) && !(beside && sharesARun(sense, beside)) && !offItsPlace(entry, sense, beside));
  if (line) said.add(line);
  return line;
}

/** The next line of its kind for this book, never the same one twice in a row of pages. */
export function themePageMore(ctx: StoryContext, kind: ThemePageKind, entry?: CatalogueTheme, friend = ctx.pal.name): string[] {
  // A detail or a setback is met with the theme's own sight or sound first: the shared lines are for a theme with none.
  const sense = kind === 'detail' || kind === 'setback' ? senseOf(ctx, entry) : undefined;
  if (sense) return [sense];
  if (isOlderReader(ctx) && (kind === 'detail' || kind === 'setback')) return olderAside(ctx, kind, entry);
  const lines = kind === 'choice' && !entry?.tender && answers(ctx) ? CHOICE_ANSWERED : kind === 'choice' && isOlderReader(ctx) && !entry?.tender ? OLDER_CHOICE : MORE[kind];
  if (lines.length === 0) return [];
  const byKind = decks.get(ctx) ?? new Map<ThemePageKind, Deck<MoreLine>>();
  decks.set(ctx, byKind);
  const deck = byKind.get(kind) ?? new Deck(lines, ctx.rng.fork(`theme-more-${kind}`));
  byKind.set(kind, deck);
  // Each line once a book (round 14b): a deck dealt round again said "did not know what to do next" after a choice.
  const line = deck.draw()(ctx, entry, friend);
  const said = moreSaid.get(ctx) ?? new Set<string>();
  moreSaid.set(ctx, said);
  if (said.has(line)) return [];
  said.add(line);
  return [line];
}

const olderSaid = new WeakMap<StoryContext, Set<string>>();

/** The "X noticed" aside: said once a book, whichever page it is on (round 13: two a few pages apart read as the engine's habit). */
const NOTICED = /\bnoticed\b/;

/**
 * For nine to twelve, a detail or a setback is met with what an older reader notices (`older-asides.ts`), each once a
 * book and only one of them an "X noticed", or with nothing: never the all-ages stock ("did not know what to do next")
 * a second time round the deck.
 */
export function olderAside(ctx: StoryContext, kind: 'detail' | 'setback', entry: CatalogueTheme | undefined): string[] {
  const said = olderSaid.get(ctx) ?? new Set<string>();
  olderSaid.set(ctx, said);
  const fresh = (option: string) => !said.has(option) && !(NOTICED.test(option) && said.has('noticed'));
  const pick = (lines: readonly OlderLine[], deck: string) => ctx.rng.fork(deck).shuffle(lines.map((older) => older(ctx, entry!.name))).find(fresh);
  // Never a kind's nameless line (round 16): a thin page with the entry's own said takes its unsaid detail, or a word.
  const line = pick(olderAsides(kind, entry), `older-${kind}:${entry?.id}`);
  if (!line) return [];
  said.add(line);
  if (NOTICED.test(line)) said.add('noticed');
  return [line];
}

const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/** Whether two lines share a run of three words ("of hay and", "hay and mud"). */
function sharesARun(one: string, other: string): boolean {
  const runs = (words: string[]) => new Set(words.slice(2).map((word, index) => `${words[index]} ${words[index + 1]} ${word}`));
  const theirs = runs(wordsOf(other));
  return [...runs(wordsOf(one))].some((run) => theirs.has(run));
}
