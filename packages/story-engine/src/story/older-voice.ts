import type { Mood } from '@studio/contracts/stories';
import type { PlotShape } from '../plots/plot-shape';
import type { PlannedPage } from './plan-pages';
import { palIsThere, type StoryContext } from './story-context';
import { decisionSaid } from '../plots/older-theme';

/** Pages where the problem is at its worst: a doubt belongs there, a quip does not. */
const LOW: ReadonlySet<Mood> = new Set(['worried', 'sad', 'scared']);
const DOWNCAST: ReadonlySet<Mood> = new Set(['sad', 'scared']);

/**
 * For readers of nine to twelve, the hero thinks the plot through instead of the page filling up with
 * scenery: on the page where the problem starts, why it matters; at the low point, a doubt; at the turn,
 * the clue a page set up, remembered (`PagePlan.recall`); and, on a page hero and pal share, a quip. Each
 * goes on one page at most, so each is said once a book.
 */
export function withOlderVoice(ctx: StoryContext, plot: PlotShape, planned: readonly PlannedPage[]): PlannedPage[] {
  const pages = planned.map((entry) => ({ ...entry, plan: { ...entry.plan } }));
  const indexes = (test: (entry: PlannedPage, index: number) => boolean) => pages.flatMap((entry, index) => (test(entry, index) ? [index] : []));
  const addAfter = (index: number | undefined, line: string) => {
    const entry = index === undefined ? undefined : pages[index];
    if (entry) entry.plan = { ...entry.plan, after: [...(entry.plan.after ?? []), line] };
  };

  // The plot's own turn (after any shared run-up to it) is where the set-up pays off.
  const turn = indexes((entry) => entry.beat === 'turning point' && !entry.shared).at(-1);
  const clue = turn === undefined ? undefined : pages.slice(0, turn).reverse().find((entry) => entry.plan.recall)?.plan.recall;
  // A turn that says the hero's decision needs no look back before it (`decisionSaid`): one abstract line, then the deed.
  if (turn !== undefined && clue && !decisionSaid(ctx)) {
    const entry = pages[turn]!;
    entry.plan = { ...entry.plan, core: [clue(), ...entry.plan.core] };
  }

  const voice = plot.voice?.(ctx);
  if (!voice) return pages;
  const rising = indexes((entry) => entry.beat === 'rising problem');
  const stakesAt = rising[0];
  addAfter(stakesAt, voice.stakes);
  // On the plot's own lowest page, whose words the doubt is about (before a shared "I want to give up", it is what the hero says it of):
  // the last sad or scared one, else the last worried one (a worried page may already be finding the answer).
  const lowest = (moods: ReadonlySet<Mood>) => rising.filter((index) => index !== stakesAt && !pages[index]!.shared && moods.has(pages[index]!.plan.mood)).at(-1);
  const doubtAt = voice.doubt === undefined ? undefined : lowest(DOWNCAST) ?? lowest(LOW);
  if (voice.doubt !== undefined) addAfter(doubtAt, voice.doubt);
  // Friends from the start trade words while the problem stands; new friends, or a pal kept away for a surprise, once they are together.
  const palAround = plot.friendsFromStart && !plot.palAway?.(ctx);
  const quipAt = indexes((entry, index) =>
    entry.beat === (palAround ? 'rising problem' : 'resolution') && index !== stakesAt && index !== doubtAt && index < pages.length - 1
    && palIsThere(entry.plan.cast) && !DOWNCAST.has(entry.plan.mood))[0];
  if (voice.quip !== '') addAfter(quipAt, voice.quip);
  return pages;
}
