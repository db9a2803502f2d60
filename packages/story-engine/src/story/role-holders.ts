import type { CastMember } from '../cast/cast-member';
import type { SentenceRole } from './roled-text';
import { possessive } from '../core/text';

/**
 * A grown-up of the cast who IS the day's role takes the role's lines (issue 28, round 17, held-out read 37): the camp's
 * "the leader read out the rules" and "the leader kept the fire safe" beside Akela, the leader the parent named, made two
 * grown-ups of one. Who holds a role is read from the name ("Coach Dave", "Dr Ade", "Sensei", the Cubs' "Akela", the
 * Brownies' "Brown Owl") or from the parent's notes ("Miss Patel is her violin teacher"); "the coach" said in narration
 * becomes "Coach Dave", "with their teacher" "with Miss Patel", and "the coach's clipboard" "Coach Dave's clipboard". A sentence that already names them ("The
 * leader everyone called Brown Owl") is left as it is, and so are plurals ("even the leaders"), quotations and
 * the day itself ("calm about the doctor" is the visit, not Dr Ade).
 */

interface Page {
  sentences: string[];
  roles: SentenceRole[];
}

/** A title a name starts with, and the role words it answers to. */
const TITLES: ReadonlyArray<[RegExp, string]> = [
  [/^Coach\b/, 'coach'],
  [/^(?:Dr|Doctor)\.?\s/, 'doctor'],
  [/^Nurse\b/, 'nurse'],
  [/^Sensei\b/, 'sensei|instructor'],
  [/^Teacher\b/, 'teacher'],
];

/** The names a group's leader goes by in the Cubs, Beavers and Brownies. */
const LEADER_NAMES = /^(?:Akela|Baloo|Bagheera|Raksha|Chil|Kaa|Hathi|Brown Owl|Tawny Owl|Snowy Owl|Barn Owl)$/;

/** Role nouns the parent's notes may give a grown-up. */
const NOTED_ROLES = 'teacher|coach|doctor|nurse|leader|instructor|tutor|dentist|orthodontist|vet|librarian|swimming teacher';

/** A word that may stand between "the" and the role ("the scout leader", "the drama teacher", "the football coach"). */
const QUALIFIER = String.raw`(?:(?!other |next |supply |each |every |new )[a-z]+ )?`;

/** The role words each grown-up of the cast holds, by name or by the notes. */
export function roleHolders(cast: readonly CastMember[], notes = ''): Array<{ member: CastMember; words: string; noun: string }> {
  return cast.flatMap((member) => {
    if (member.kit.person !== 'grown-up') return [];
    const titled = TITLES.find(([title]) => title.test(member.name))?.[1];
    const leader = LEADER_NAMES.test(member.name) ? 'leader' : undefined;
    const said = new RegExp(String.raw`\b${escaped(member.name)} (?:is|was|will be) (?:his|her|their|the|our|my|a) (${QUALIFIER}(${NOTED_ROLES}))\b`, 'i').exec(notes);
    const noted = said?.[2]?.toLowerCase();
    const words = [titled, leader, noted].filter((word): word is string => word !== undefined);
    // What they are, as the notes said it ("violin teacher"), else the title's first word ("coach", "doctor").
    const noun = said?.[1]?.toLowerCase() ?? words[0]?.split('|')[0] ?? '';
    return words.length > 0 ? [{ member, words: [...new Set(words)].join('|'), noun }] : [];
  });
}

/**
 * A role-holder met as who they are, where a family grown-up is met as coming along: "Miss Patel was Esme's violin
 * teacher.", "Coach Dave was Kai's coach.", "Akela was the leader." (never "Dr Lewis came along with Omar").
 */
export function metAsHolder(member: CastMember, hero: CastMember, notes?: string): string | undefined {
  const noun = roleHolders([member], notes)[0]?.noun;
  // A bare title ("Coach", "Sensei") is its own noun: "Sensei was Zain's sensei." says nothing.
  if (!noun || noun === member.name.toLowerCase()) return undefined;
  return noun === 'leader' ? `${member.name} was the leader.` : `${member.name} was ${possessive(hero.name)} ${noun}.`;
}

/** Whether a grown-up of the cast is a teacher, coach, doctor or leader by name or by the notes, not family. */
export const holdsARole = (member: CastMember, notes?: string): boolean => roleHolders([member], notes).length > 0;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A sentence with "the <role>" said as the one who holds it, outside quotations, unless it names them already. A place
 * after the role is set off by commas ("Mr Hale, in the wings, mouthed…"): a name said again as "he" would read "he in
 * the wings mouthed".
 */
export function saidAsHolder(sentence: string, holder: { member: CastMember; words: string }): string {
  const name = holder.member.name;
  if (new RegExp(String.raw`\b${escaped(name)}\b`).test(sentence)) return sentence;
  // "Leo's coach said" too (read 44, beside Coach Ben): a child's coach is the one the cast names.
  const role = new RegExp(String.raw`(?<!\babout )\b(?:[Tt]he|[Tt]heir|[Hh]is|[Hh]er|[A-Z][a-z]+['’]s) ${QUALIFIER}(?:${holder.words})(?![a-z])('s)?(?!\s*(?:and the|or the))`, 'g');
  let done = false;
  // Only the first mention in a sentence: "the coach … the coach" would name them twice in a breath.
  return sentence.split(/("[^"]*"|“[^”]*”)/).map((part) => {
    if (done || /^["“]/.test(part)) return part;
    return part.replace(role, (whole: string, owning: string | undefined) => {
      if (done) return whole;
      done = true;
      return `${name}${owning ?? ''}`;
    }).replace(new RegExp(String.raw`\b(${escaped(name)})( (?:in|at|on|by|behind) the \p{L}+)(?= \p{L}+ed\b)`, 'u'), '$1,$2,');
  }).join('');
}

/** The pages with every role-holder's role said as them. */
export function withRoleHolders<T extends Page>(pages: readonly T[], cast: readonly CastMember[], notes?: string): T[] {
  const holders = roleHolders(cast, notes);
  if (holders.length === 0) return [...pages];
  return pages.map((page) => ({ ...page, sentences: page.sentences.map((sentence) => holders.reduce((text, holder) => saidAsHolder(text, holder), sentence)) }));
}
