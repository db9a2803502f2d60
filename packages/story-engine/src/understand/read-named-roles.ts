import { sentencesOf } from './read-notes';

/**
 * The grown-ups of the day a parent's notes name: "the dentist is Dr Ada", "her teacher is called Mrs Green", "the
 * vet's name is Sam". A catalogue line that says "the dentist" is then about Dr Ada (`theme-story.ts`), so no page
 * calls her by her job once the parent has given her name.
 */
export interface NamedRole {
  /** The job as the catalogue's lines say it: "dentist", "swimming teacher". */
  role: string;
  /** "Dr Ada", "Mrs Green". */
  name: string;
  /** The notes' sentence it came from, so the idea does not say it could not fit. */
  sentence: string;
}

/** The grown-ups a child meets at a moment by their job; a longer job first, so "swimming teacher" is not read as "teacher". */
export const ROLES = ['swimming teacher', 'ballet teacher', 'dance teacher', 'piano teacher', 'music teacher', 'head teacher', 'headteacher', 'key worker', 'keyworker',
  'dentist', 'teacher', 'doctor', 'vet', 'nurse', 'coach', 'hairdresser', 'barber', 'childminder', 'midwife', 'librarian', 'instructor', 'optician', 'lifeguard', 'conductor', 'zookeeper', 'referee'];

export const TITLE = String.raw`(?:(?:Dr|Mr|Mrs|Ms|Miss|Mx|Nurse|Coach|Doctor|Sir|Madame|Auntie|Uncle)\.?\s+)?`;
/** A name, one or two capitalised words: never a day or a month ("the party is Saturday"). */
export const NAME = String.raw`(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b)\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?`;
const ROLE_NAMED = new RegExp(
  String.raw`^(?:[Tt]he|[Hh]er|[Hh]is|[Tt]heir|[Oo]ur|[Mm]y)\s+(?:new\s+)?(${ROLES.join('|')})(?:'s name)?\s+(?:is|was|will be|'s)\s+(?:called\s+|named\s+)?(${TITLE}${NAME})$`,
  'u',
);

const cache = new Map<string, NamedRole[]>();

/** The named grown-ups of the notes, one a sentence. */
export function namedRoles(notes: string | undefined): NamedRole[] {
  const key = notes ?? '';
  const known = cache.get(key);
  if (known) return known;
  const roles = sentencesOf(notes).flatMap((sentence) => {
    const said = ROLE_NAMED.exec(sentence.trim());
    if (!said) return [];
    return [{ role: said[1]!.toLowerCase(), name: said[2]!.replace(/^Doctor\b/, 'Dr'), sentence }];
  });
  cache.set(key, roles);
  return roles;
}

/**
 * A catalogue line with the job said as the name: "When the dentist called {hero}'s name" → "When Dr Ada called …",
 * "The dentist's chair" → "Dr Ada's chair". The job as a place ("at the dentist", "to the dentist") stays the place.
 */
export function withRolesNamed(line: string, roles: readonly NamedRole[]): string {
  return roles.reduce((text, { role, name }) => text.replace(
    new RegExp(String.raw`(?<!\b(?:at|to|from|for|by|in)\s)\b[Tt]he ${role}\b`, 'g'),
    name,
  ), line);
}

/** Whether a line says the job as someone, not only as a place: the named grown-up then has a page. */
export const namesTheRole = (line: string, role: NamedRole): boolean => withRolesNamed(line, [role]) !== line;
