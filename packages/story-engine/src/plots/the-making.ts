import { MAKING_PLOT_ID } from './frame-ids';
import { typedTheme } from './frame-entry';
import type { AgeGroup } from '@studio/contracts/stories';
import { titleCase } from '../core/text';
import type { CatalogueTheme, Wording } from '../world/catalogue';
import { readMaking, type MakingReading } from '../understand/read-making';
import type { PlotShape } from './plot-shape';
import { themePlot, type ThemeMiddle } from './theme-story';
import { MAKING_KITS, OLDER_MAKING } from './making-kits';

/**
 * A creative project made with friends or family that the catalogue does not name ("making a film with my friends",
 * "starting a band", "a puppet show for grandma"), told as that: the idea, who does what, the making in the medium's true
 * steps (`plots/making-kits.ts`), a disaster and its fix, the first audience, and what they make next. For nine to twelve,
 * the trouble is whose idea it was, settled on the credits. Read by `understand/read-making.ts`.
 */


const capitalized = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}`;

/** The thing as a sentence names it again: a long word said again and again makes a young reader's book hard ("the animation" is "the film"). */
function madeOf(making: MakingReading): string {
  const head = making.thing.split(' ').at(-1) ?? '';
  return `the ${head.length <= 8 ? head : MAKING_KITS[making.medium].noun}`;
}

/** A line with the project put in: {made} "the film", {thing} "a monster movie", {crew} "{hero} and {his} cousins", {audience}. */
function withTheProject(wording: Wording, making: MakingReading): Wording {
  const made = madeOf(making);
  const put = (line: string) => line
    .replaceAll('{made}', made)
    .replaceAll('{thing}', making.thing)
    .replaceAll('{stuff}', making.material ?? 'modelling clay')
    .replaceAll('{Thing}', capitalized(making.thing))
    .replaceAll('{crew}', making.with ? `{hero} and ${making.with}` : '{hero} and {pal}')
    // The one the hero shares the work with, after "So": the people the parent named, else the cast's friend.
    .replaceAll('{mate}', making.with ?? '{pal}')
    .replaceAll('{rival}', making.with ?? '{pal}')
    // Friends or cousins share the credit as all their names; one brother or friend as both.
    .replaceAll('{names}', making.with && /s$/.test(making.with) ? 'all their names' : 'both names')
    // Who it is for, with a capital where a line begins with them ("The whole family read it …").
    .replace(/^\{audience\}/, capitalized(making.audience ?? 'the whole family'))
    .replaceAll('{audience}', making.audience ?? 'the whole family');
  return typeof wording === 'string' ? put(wording) : [put(wording[0]), ...wording.slice(1).map(put)];
}

/** "{hero}'s Monster Movie", "{hero} and the Puppet Show". */
const titleOf = (making: MakingReading): Wording => [`{hero}'s ${titleCase(making.thing.replace(/^an? /, ''))}`, `{hero} and the ${titleCase(making.thing.replace(/^an? /, ''))}`];

/** The project as a catalogue entry, in the lines of its medium. */
function makingEntry(theme: string, making: MakingReading): CatalogueTheme {
  const kit = MAKING_KITS[making.medium];
  const put = (wording: Wording) => withTheProject(wording, making);
  return {
    id: MAKING_PLOT_ID,
    kind: 'activity',
    words: typedTheme(theme),
    name: madeOf(making),
    setting: 'home',
    lesson: 'teamwork',
    title: titleOf(making),
    opening: put([`{hero} had a big idea: {crew} would ${kit.verb} {thing}.`, `One Saturday morning, {hero} had an idea. "Let's ${kit.verb} {thing}!" And {crew} got started straight away.`]),
    worry: put(kit.roles),
    tries: [put(kit.tries[0]), put(kit.tries[1]), put(kit.tries[2])],
    turn: put(kit.turn),
    details: [put(kit.details[0]), put(kit.details[1]), put(kit.details[2]), put(kit.details[3])],
    ...(kit.senses ? { senses: kit.senses } : {}),
    win: put(kit.win),
    end: put(kit.end),
  };
}

/** The medium's disaster and fix, or, for nine to twelve, the argument over whose idea it was. */
function makingMiddle(making: MakingReading, age: AgeGroup | undefined): ThemeMiddle {
  const kit = MAKING_KITS[making.medium];
  const older = age === '9-12';
  const put = (wording: Wording) => withTheProject(wording, making);
  return {
    setback: put(older ? OLDER_MAKING.setback : kit.setback),
    doubt: put(older ? OLDER_MAKING.doubt : kit.doubt),
    choice: put(older ? OLDER_MAKING.choice : kit.choice),
    subplot: {
      taught: put(older ? 'Making something with someone, {hero} saw, meant sharing the good bits as well as the work.' : 'Going wrong, {hero} saw, was just part of making something.'),
      trouble: '{pal} had hardly had a turn at anything, and had gone very quiet.',
      gives: kit.gives,
      solved: put(kit.solved),
    },
    hope: put('finish {made}'),
  };
}

/** The project's entry, for what the story's context takes from a theme told as its own day; for nine to twelve, its turn settles whose idea it was. */
export function makingOuting(theme: string | undefined, age?: AgeGroup): CatalogueTheme | undefined {
  const making = theme ? readMaking(theme) : undefined;
  if (!making || !theme) return undefined;
  const entry = makingEntry(theme, making);
  return age === '9-12' ? { ...entry, turn: withTheProject(OLDER_MAKING.turn(MAKING_KITS[making.medium].credit), making) } : entry;
}

/** The plot that tells the project a theme names, or nothing when it names none (`readMaking`). */
export function makingPlot(theme: string | undefined, age?: AgeGroup): PlotShape | undefined {
  const making = theme ? readMaking(theme) : undefined;
  const entry = makingOuting(theme, age);
  if (!making || !entry) return undefined;
  return { ...themePlot(entry, makingMiddle(making, age)), id: MAKING_PLOT_ID };
}
