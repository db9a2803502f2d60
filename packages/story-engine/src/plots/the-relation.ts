import { RELATION_PLOT_ID } from './frame-ids';
import { typedTheme } from './frame-entry';
import { escapeRegExp } from '../core/regex';
import { titleCase } from '../core/text';
import type { CatalogueTheme, Wording } from '../world/catalogue';
import { isASibling, readRelation, type RelationReading } from '../understand/read-relation';
import type { PlotShape } from './plot-shape';
import { themePlot, type ThemeMiddle } from './theme-story';
import { RELATION_LINES, type RelationLines } from './relation-lines';
import { THEIR_HABIT_LINES } from './their-habit-lines';

/**
 * A theme about another person and what they do to the hero's days, that the catalogue does not name ("my brother won't
 * let me play with his lego", "a boy in my class copies everything I do", "nobody picks me for their team"), told as
 * that: the first page shows what they do, in the parent's own words turned to the hero's; the hero says how it feels;
 * two tries that do not work and one that starts to; a turn where the hero says how it feels and sees the other's side;
 * and an ending where the other person is still who they are (`plots/relation-lines.ts`). Read by
 * `understand/read-relation.ts`.
 */

/** A line with the other person put in: their name as a sentence says it, their pronouns, their verb. */
function withThePerson(wording: Wording, reading: RelationReading): Wording {
  const { person } = reading;
  const him = person.he === 'he' ? 'him' : person.he === 'she' ? 'her' : 'them';
  const his = person.he === 'he' ? 'his' : person.he === 'she' ? 'her' : 'their';
  const put = (line: string) => line
    .replaceAll('{youron}', reading.habit?.thing === 'the telly' ? 'watching the telly' : `on ${(reading.habit?.thing ?? '').replace('{relhis}', 'your')}`)
    .replaceAll('{yourthing}', (reading.habit?.thing ?? '').replace('{relhis}', 'your'))
    .replaceAll('{thing}', reading.thing ?? reading.habit?.thing ?? '')
    .replaceAll('{relfirst}', person.first)
    .replaceAll('{rel}', person.the)
    .replaceAll('{relhe}', person.he)
    .replaceAll('{relhim}', him)
    .replaceAll('{relhis}', his)
    .replaceAll('{relwas}', person.he === 'they' ? 'were' : 'was')
    .replaceAll('{did}', reading.did);
  // A sentence that begins with them begins with a capital: the hero's name first ("Ava's cousin was bossy."), and after
  // a line said, "And her cousin …" (a name there is turned to "her" by the page, which would leave it in small letters).
  const begun = (line: string) => put(line)
    .replace(/^\{his\} /, "{hero}'s ")
    .replace(/([.!?]["”] )\{his\} /g, (_all, stop: string) => `${stop}And {his} `)
    .replace(/([.!?] )\{his\} /g, (_all, stop: string) => `${stop}{hero}'s `)
    .replace(/([.!?]["”]? )(the|a|an|nobody|everyone|everybody) /g, (_all, stop: string, word: string) => `${stop}${word.charAt(0).toUpperCase()}${word.slice(1)} `);
  // A brother or sister is the cast's own by name where the cast has one (`{sibor:…}`, `StoryContext.sibling`).
  const kinPhrase = person.the.startsWith('{his} ') ? person.the.slice('{his} '.length) : undefined;
  const sibling = kinPhrase && isASibling(person) ? new RegExp(`(?:\\{hero\\}'s|\\{his\\}) ${escapeRegExp(kinPhrase)}\\b`, 'g') : undefined;
  const named = (line: string) => (sibling ? begun(line).replace(sibling, (said) => `{sibor:${said}}`) : begun(line));
  return typeof wording === 'string' ? named(wording) : [named(wording[0]), ...wording.slice(1).map(named)];
}

/**
 * How a line the entry's wording does not fill names it ("something else about things at home"): no pronoun of the
 * hero's in it, and no "what the brother did".
 */
function thingsWith(reading: RelationReading): string {
  const { person } = reading;
  if (person.the.startsWith('{his} ')) return person.kin ? 'things at home' : 'things with friends';
  return `things with ${person.the}`;
}

const withName = (wording: Wording): Wording => (typeof wording === 'string' ? wording.replaceAll('{sibor:', '{sibwith:') : wording);

/** "{hero}'s Big Sister", "{hero} and the Boy", "{hero} and Sam". */
function titleOf(reading: RelationReading): string {
  const { the } = reading.person;
  if (the.startsWith('{his} ')) return `{hero}'s ${titleCase(the.slice('{his} '.length))}`;
  return `{hero} and ${titleCase(the).replace(/^The /, 'the ')}`;
}


/** The lines of its kind of trouble, or of the habit it is. */
const linesOf = (reading: RelationReading): RelationLines => (reading.habit ? THEIR_HABIT_LINES[reading.habit.kit] : RELATION_LINES[reading.trouble === 'habit' ? 'other' : reading.trouble]);

/** Family at home; friends and classmates where the city's school and park are. */
const settingOf = (reading: RelationReading) => (reading.person.kin !== undefined || /\bnext door\b/i.test(reading.person.first) ? 'home' as const : 'city' as const);

/** The theme as a catalogue entry, in the parent's words and the lines of its kind of trouble. */
export function relationEntry(theme: string, reading: RelationReading): CatalogueTheme {
  const lines = linesOf(reading);
  const put = (wording: Wording) => withThePerson(wording, reading);
  // The thing it is over, named where the kind has lines for it ("watched her brother with his lego").
  const own = reading.thing && lines.withThing ? lines.withThing : undefined;
  // "Her brother would not let her play with his lego." is the first page: what they do, shown.
  // Met by kin and name the first time: "Mia's big brother Sam would not let her …".
  const opening = withName(put('{relfirst} {did}.'));
  return {
    id: RELATION_PLOT_ID,
    kind: 'feeling',
    words: typedTheme(theme),
    // Said in lines the entry's own wording does not fill ("about what the boy did"): no pronoun of the hero's in it.
    name: thingsWith(reading),
    setting: settingOf(reading),
    lesson: lines.lesson,
    title: [titleOf(reading)],
    opening,
    worry: put(lines.worry),
    tries: [put(lines.tries[0]), put(lines.tries[1]), put(lines.tries[2])],
    turn: put(lines.turn),
    details: [put(own?.detail ?? lines.details[0]), put(lines.details[1]), put(lines.details[2]), put(lines.details[3])],
    win: put(lines.win),
    end: put(own?.end ?? lines.end),
  };
}

/** The relation's own middle: the setback of its kind, the choice, and a friend's small trouble beside it. */
function relationMiddle(reading: RelationReading): ThemeMiddle {
  const lines = linesOf(reading);
  return {
    setback: withThePerson(lines.setback, reading),
    choice: withThePerson(lines.choice, reading),
    subplot: {
      taught: lines.taught ?? ['{hero} saw that shouting and sulking had not made anything better.', '{hero} saw that shouting had only made things further away, not nearer.'],
      trouble: '{pal} was having a hard day too, and had not said so.',
      gives: 'the last biscuit',
      solved: ['{pal} ate the last biscuit in two bites, and smiled for the first time all day.', 'With the last biscuit, {pal} cheered up, and said thank you.'],
    },
    hope: 'make things better',
  };
}

/** The plot that tells the other person's doing a theme names, or nothing when it names none (`readRelation`). */
export function relationPlot(theme: string | undefined): PlotShape | undefined {
  const reading = readRelation(theme);
  if (!reading || !theme) return undefined;
  return { ...themePlot(relationEntry(theme, reading), relationMiddle(reading)), id: RELATION_PLOT_ID };
}
