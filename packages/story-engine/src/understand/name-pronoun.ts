import nlp from 'compromise';
import { companionsBrought } from '../cast/met-child';
import type { Pronoun } from '@studio/contracts/stories';

/** The pronoun a first name is usually said with, as the tagger knows it ("Tom": he, "Chloe": she), else "they". */
export function pronounOfName(name: string): Pronoun {
  // The engine's own names for children it brings are known ("Lily", "Kofi"), where the tagger may not know them.
  const known = companionsBrought().find((brought) => brought.name === name);
  if (known) return known.pronoun;
  const tags = nlp(name).terms().json()[0]?.terms?.[0]?.tags as string[] | undefined;
  return tags?.includes('MaleName') ? 'he' : tags?.includes('FemaleName') ? 'she' : 'they';
}

/** "her best friend Chloe" → "Chloe": the capitalised name that closes a subject after the word for who they are. */
export function nameClosing(words: readonly string[], after: number): string | undefined {
  const last = words.at(-1);
  return words.length - 1 === after + 1 && last && /^\p{Lu}\p{Ll}+$/u.test(last) ? last : undefined;
}
