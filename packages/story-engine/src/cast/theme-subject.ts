import type { CastMember } from './cast-member';
import { familyOfWord, isOfFamily } from './family-words';

/** A theme that opens on a grown-up of the family and what is happening to them: "grandpa forgetting things", "my dad losing his job". */
const OPENS_ON_KIN = /^(?:my |our )?(?:(?:old|new|poor) )?(\p{L}+)\b(?!['’]s)\s+(?!and\b|with\b)\p{L}/u;

/**
 * Whether the day is about this grown-up of the cast (round 17, read 37): the theme opens on their family word and says
 * what is happening to them. Met as "Grandpa was there with her, at his own steady pace." the one the day was about
 * came along to it as company.
 */
export function isThemeSubject(member: CastMember, theme: string | undefined): boolean {
  const word = OPENS_ON_KIN.exec((theme ?? '').trim().toLowerCase())?.[1];
  const family = word === undefined ? undefined : familyOfWord(word);
  return member.kit.person === 'grown-up' && family !== undefined && isOfFamily(member, family);
}
