import { INTEREST_PLOT_ID } from './frame-ids';
import type { ThemeKind } from '@studio/contracts/story-themes';
import type { StoryContext } from '../story/story-context';
import type { CatalogueTheme } from '../world/catalogue';
import { OUTINGS, ownOlderOf } from '../world/catalogue/older-lines';
import { FINDING_OUT_ASIDES } from './interest-asides';

export type OlderLine = (ctx: StoryContext, name: string) => string;

/**
 * For nine to twelve, what the hero makes of a true detail is something a younger reader would not notice — the
 * people at it, what they give away — and of a setback, how it lands on someone old enough to mind being seen
 * (round 12). By the theme's kind, with the theme's name where it reads true, so two books on different themes do not
 * share the aside the way "did not want to miss a single thing" was shared by one older book in six (round 11c's census).
 */
const DETAIL: Record<ThemeKind, readonly OlderLine[]> = {
  // Round 15: the lines that name nothing ("tucked that away, to think about later", "noticed that the people who had
  // done this before had stopped noticing it", "caught sight of her own face in a window") were in one 9-12 book in
  // six to eight, whatever the theme; a moment, a feeling and an everyday day now notice only what their entry gives
  // them (`older-notices.ts`), and the kinds keep the lines that turn on the theme itself.
  moment: [],
  festival: [
    ({ hero }, name) => `${hero.name} noticed which grown-ups were enjoying ${name} and which were only busy with it.`,
    ({ hero }, name) => `${hero.name} noticed that the little ones got the best of ${name}, and found ${hero.he} minded less than ${hero.he} had expected.`,
    ({ hero }, name) => `Some of ${name} was exactly as ${hero.name} remembered it, and some of it had quietly changed.`,
    ({ hero }, name) => `${hero.name} tried to store up every bit of ${name}, the way ${hero.he} used to without trying.`,
  ],
  feeling: [],
  interest: [
    ({ hero }, name) => `Up close, it was all fiddlier than any book about ${name} had made it look, ${hero.name} noticed.`,
    ({ hero }, name) => `${hero.name} noticed the small things that people who really knew about ${name} did without thinking.`,
    ({ hero }, name) => `It was the kind of thing about ${name} you only learned by being there, ${hero.name} thought.`,
  ],
  event: [
    ({ hero }, name) => `${hero.name} noticed that even the ones who had done ${name} before looked nervous, and felt slightly better.`,
  ],
  activity: [],
};

const SETBACK: Record<ThemeKind, readonly OlderLine[]> = {
  moment: [
    ({ hero }, name) => `${hero.name} had been ready for ${name} to be hard, just not in this particular way.`,
    ({ hero }) => `${hero.name} swallowed, and kept ${hero.his} face as still as ${hero.he} could.`,
  ],
  festival: [
    ({ hero }, name) => `It was exactly the kind of thing that never happened in ${hero.name}'s pictures of ${name}.`,
    ({ hero }) => `${hero.name} told ${hero.self} it did not matter, and did not quite believe it.`,
  ],
  feeling: [
    ({ hero }) => `${hero.name} felt ${hero.his} face go hot, and was cross with it for giving ${hero.him} away.`,
    ({ hero }) => `It was the sort of moment ${hero.name} would go over again that night, whether ${hero.he} wanted to or not.`,
  ],
  interest: [
    ({ hero }, name) => `${hero.name} was glad, for once, that nobody who knew much about ${name} had been watching.`,
    ({ hero }) => `${hero.name} laughed at ${hero.self}, a little too late for it to look as if ${hero.he} had meant to.`,
  ],
  event: [
    ({ hero }, name) => `Of all the ways ${name} could go wrong, ${hero.name} had not thought of this one.`,
    ({ hero }) => `${hero.name} could feel people watching, even the ones who were not.`,
  ],
  activity: [
    ({ hero }) => `${hero.name} had planned for a lot of things, and this was not one of them.`,
    ({ hero }) => `${hero.name} breathed out and looked at it properly, the way ${hero.he} would have told anyone else to.`,
  ],
};

/**
 * The older aside of a detail or setback page for this entry, or none: a sad day's detail is left to speak for itself.
 * A detail is met first with what the hero notices about this thing (`OlderLines.notices`, a template the page fills).
 */
export function olderAsides(kind: 'detail' | 'setback', entry: CatalogueTheme | undefined): readonly OlderLine[] {
  if (!entry || entry.tender) return [];
  if (entry.id === INTEREST_PLOT_ID) return FINDING_OUT_ASIDES[kind];
  const own = kind === 'detail' ? noticesOf(entry) : [];
  return own.length > 0 ? own : (kind === 'detail' ? DETAIL : SETBACK)[olderKindOf(entry)];
}

const noticesOf = (entry: CatalogueTheme): OlderLine[] => {
  // What the entry's own day lets a reader notice (the recital's piano) is untrue of any variant's day (a school concert).
  const notices = entry.asVariant ? undefined : ownOlderOf(entry)?.notices;
  return (notices === undefined ? [] : typeof notices === 'string' ? [notices] : [...notices]).map((line) => () => line);
};

/** A day out (the zoo, the farm) is an event with nothing to practise for: it takes an activity's lines, as in `older-lines.ts`. */
const olderKindOf = (entry: CatalogueTheme): ThemeKind => (entry.kind === 'event' && OUTINGS.has(entry.id) ? 'activity' : entry.kind);

/**
 * What the hero goes over before the turn, for nine to twelve: by the theme's kind, not "thought of everything she had
 * tried" in half of all older books (round 12's census).
 */
const RECALL: Record<ThemeKind, readonly OlderLine[]> = {
  moment: [
    ({ hero }) => `${hero.name} thought of everything ${hero.he} had tried to make it feel smaller, and how none of it had.`,
    ({ hero }, name) => `${hero.name} had tried every easy way round ${name}, and there were none left.`,
    ({ hero }, name) => `${hero.name} went back over everything about ${name} so far, and saw that the trying had all been about not having to.`,
  ],
  festival: [
    ({ hero }, name) => `${hero.name} had done ${name} the way everyone else did it all day; it was time to try ${hero.his} own way.`,
    ({ hero }, name) => `${hero.name} thought of all ${hero.he} had done so far to make ${name} right.`,
  ],
  feeling: [
    ({ hero }) => `${hero.name} thought of all the ways ${hero.he} had tried not to feel it, and how none of them had worked.`,
    ({ hero }) => `Pretending had been tried, and hiding, and ${hero.name} was tired of both.`,
    ({ hero }) => `${hero.name} had tried ignoring it, and arguing with it, and neither had made it go.`,
  ],
  interest: [
    ({ hero }) => `Each go had gone wrong in a different way, ${hero.name} realised, which meant each had taught ${hero.him} something.`,
    ({ hero }) => `${hero.name} went over every go so far, and what each one had got wrong.`,
  ],
  event: [
    ({ hero }) => `${hero.name} thought of every practice and every wobble that had got ${hero.him} this far.`,
    ({ hero }) => `All the trying had been for this bit, ${hero.name} realised.`,
  ],
  activity: [
    ({ hero }) => `${hero.name} counted up the tries so far, and decided the next one would be different.`,
    ({ hero }, name) => `${hero.name} went back over ${name} so far, try by try.`,
    ({ hero }) => `Every go so far had been somebody else's way, ${hero.name} realised.`,
    ({ hero }, name) => `${hero.name} thought about what had gone wrong with ${name} so far, and most of it was rushing.`,
  ],
};

/** The hero's look back before the turn, for this book: one of its kind's, chosen by the book's seed. */
export function olderRecall(ctx: StoryContext, entry: CatalogueTheme): string {
  return ctx.rng.fork(`older recall:${entry.id}`).pick(RECALL[olderKindOf(entry)])(ctx, entry.name);
}

/**
 * What an older hero does on the page where the failed tries teach the way, in place of a second look back over them:
 * the turn already has one (`olderRecall`), and "went over each try" two pages before "thought of all she had done so
 * far" was the look-back said twice (round 13).
 */
export function olderPause(ctx: StoryContext): string {
  const { hero } = ctx;
  return ctx.one(`${hero.name} sat down to think it through.`, `${hero.name} stopped, and for a minute did nothing at all.`, `${hero.name} let the noise go on around ${hero.him}, and thought.`);
}
