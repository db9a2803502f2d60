import { isFamilyOrNamed } from './read-helping';

/**
 * "Making mummy a surprise breakfast for her birthday" is Mummy's birthday, not the child's: the "her" of a birthday
 * belongs to the person the child does something for. Said again with the person as its owner ("making a surprise
 * breakfast for mummy's birthday"), so the birthday is theirs (`read-moment.ts`) and never the hero's own party.
 */
export function asTheirBirthday(text: string): string {
  const said = FOR_THEIR_BIRTHDAY.exec(text);
  if (!said) return text;
  const [, doing = '', person = '', rest = '', birthday = '', after = ''] = said;
  if (!isFamilyOrNamed(person.replace(/^(?:my|our)\s+/i, ''))) return text;
  return `${doing}${rest}for ${person}'s ${birthday}${after}`.replace(/\s{2,}/g, ' ');
}

/** A doing for someone ("making mummy…", "baking grandad…", "giving Priya…") and "for her/his/their birthday" after it. */
const FOR_THEIR_BIRTHDAY = /^(\p{L}+ing\s+)((?:(?:my|our)\s+)?\p{L}+)\s+(.*?)\bfor\s+(?:her|his|their)\s+((?:\p{L}+\s+)?birthday)\b(.*)$/iu;
