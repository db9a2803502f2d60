import type { NotedFact } from '../understand/read-note-people';
import { WHEELCHAIR, type CastMember } from './cast-member';
import { RELATIVE_WORDS } from './kin-by-name';

/** A fact that already says who someone is to somebody ("Tom was Mia's little brother."): the parent's trait wins over a note. */
const SAYS_WHO = new RegExp(`['’]s (?:\\p{L}+ )?(?:friend|${RELATIVE_WORDS})\\b`, 'iu');

/**
 * The notes' words about the cast's others kept by them (round 17): who they are to the hero first, so the line that meets
 * them says it ("Priya was Rohan's twin sister.", never "Rohan and Priya were best friends"), then what else the notes say
 * of them ("Dad was a paramedic and worked nights."), which the pages that introduce the cast say as that one's fact.
 */
export function withNotedPeople<M extends CastMember | undefined>(members: readonly M[], heroName: string, people: readonly NotedFact[]): M[] {
  if (people.length === 0) return [...members];
  return members.map((member) => {
    if (member === undefined || member.name === heroName) return member;
    const own = people.filter((fact) => fact.name === member.name);
    if (own.length === 0) return member;
    const knownWho = member.facts.some((fact) => SAYS_WHO.test(fact));
    // "Sam uses a wheelchair" in the notes is as true as the trait: Sam wheels, never runs off (held-out read 49).
    const wheels = member.wheels === true || own.some((fact) => WHEELCHAIR.test(fact.fact));
    return { ...member, facts: [...factsOfOne(own, knownWho), ...member.facts], ...(wheels ? { wheels } : {}) };
  });
}

/** One member's noted facts as the cast keeps them: who they are first (unless the parent said it already), then the rest as one. */
const factsOfOne = (own: readonly NotedFact[], knownWho = false): string[] => [
  ...(knownWho ? [] : own.filter((fact) => fact.who).map((fact) => fact.fact)),
  ...joined(own.filter((fact) => !fact.who).map((fact) => fact.fact)),
];

/** Every noted fact as a page says it, for the page to keep (`story/compose-page.ts`). */
export const notedPeopleFacts = (people: readonly NotedFact[]): string[] => [...new Set(people.map((fact) => fact.name))].flatMap((name) => factsOfOne(people.filter((fact) => fact.name === name)));

/**
 * Whether a page's line says one of the noted facts, or a half of one a little one's page split off: "He was a paramedic
 * and worked nights." says Dad's, and so do "Abuela lived with Mateo's family." and "She made the best empanadas.".
 */
export const saysANotedFact = (line: string, facts: readonly string[] = []): boolean => {
  const tail = line.replace(/[.!]+$/, '').split(' ').slice(1).join(' ');
  return facts.some((fact) => {
    const words = fact.split(' ');
    return line.endsWith(words.slice(Math.max(1, words.length - 4)).join(' ')) || (tail.split(' ').length >= 3 && fact.includes(tail));
  });
};

/**
 * A member's other noted facts as one ("Dad was a paramedic and worked nights.", "Jack and Alfie were four and had the
 * same birthday."): the pages that introduce the cast say one fact of each, and every fact the notes gave is told.
 */
function joined(facts: readonly string[]): string[] {
  if (facts.length < 2) return [...facts];
  const [first, ...more] = facts;
  return [more.reduce((text, fact) => {
    const subject = /^(.+?) (?:was|were|had|did|lived|\p{L}+ed)\b/u.exec(text)?.[1];
    const bare = text.replace(/\.$/, '');
    return subject && fact.startsWith(`${subject} `) ? `${bare} and ${fact.slice(subject.length + 1)}` : `${bare}. ${fact}`;
  }, first!)];
}
